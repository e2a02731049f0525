/**
 * The participant's page around a project's form (core PublicPage): header (name, slogan, dates, place,
 * description, logo), the organizer's identity for the footer and the RODO clause, and the consents. The
 * organizer is the project's seller data (invoicing fullName, address, taxId, phone) over the
 * organization's name and contact.
 */
import {
  type PageOrganizer,
  type PublicConsent,
  type PublicPage,
  projectConsents,
  projectDateFormat,
} from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { organizationsCollection } from '../organizations/index.js';
import type { ProjectRecord } from './store.js';
import { FILE_BASE_PATH } from './tenant-project.js';

type Logo = { id?: string; height?: number } | null | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function isoOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function logoOf(...logos: Logo[]): PublicPage['logo'] {
  const logo = logos.find((l) => text(l?.id) !== '');
  if (!logo?.id) return null;
  return { url: `${FILE_BASE_PATH}/${encodeURIComponent(logo.id)}`, height: logo.height || 30 };
}

interface PageSources {
  organizer: PageOrganizer;
  logo: PublicPage['logo'];
}

async function sourcesOf(store: Store, project: ProjectRecord): Promise<PageSources> {
  const organization = await organizationsCollection(store).findOne(
    { _id: project.organizationId },
    { projection: { name: 1, emailAddress: 1, phoneNumber: 1, url: 1, logo: 1 } },
  );
  const invoicing = project.invoicing;
  return {
    organizer: {
      name: text(invoicing?.fullName) || text(organization?.name),
      emailAddress: text(project.event.emailAddress) || text(organization?.emailAddress),
      phoneNumber: text(invoicing?.phoneNumber) || text(organization?.phoneNumber),
      address: text(invoicing?.address),
      taxId: text(invoicing?.taxId),
      url: text(organization?.url),
    },
    logo: logoOf(project.appearance?.logo, organization?.logo),
  };
}

/** The consents a registration to this project must carry (the form shows the same). */
export async function projectConsentsOf(store: Store, project: ProjectRecord): Promise<PublicConsent[]> {
  const { organizer } = await sourcesOf(store, project);
  return projectConsents(project.event.consents, organizer, project.event.name);
}

export async function buildPublicPage(store: Store, project: ProjectRecord): Promise<PublicPage> {
  const { organizer, logo } = await sourcesOf(store, project);
  const event = project.event;
  return {
    slogan: text(event.slogan),
    description: text(event.description),
    from: isoOf(event.from),
    to: isoOf(event.to),
    place: text(event.place),
    dateFormat: projectDateFormat(event.dateFormat),
    websiteUrl: text(event.websiteUrl) || null,
    logo,
    organizer,
    consents: projectConsents(event.consents, organizer, event.name),
  };
}
