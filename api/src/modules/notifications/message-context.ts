/**
 * What every message of one project needs, read once per batch: the project's name and date format, the
 * organizer's identity (sender name, reply-to, footer, logo), the payer links and the answers' texts.
 */
import type { StoreSession } from '../../storage/index.js';
import { loadOrganization, type OrganizationDocument } from '../organizations/index.js';
import { loadAnswerTexts } from '../participants/index.js';
import { payerLinksOf } from '../payments/index.js';
import { type ProjectRecord, projectsOf } from '../projects/index.js';
import type { ProjectTenant } from './definitions.js';
import type { NotificationDeps } from './deps.js';
import type { MailIdentity } from './mail-layout.js';

export interface MessageContext {
  project: ProjectRecord;
  organization: OrganizationDocument;
  identity: MailIdentity;
  /** 'Fundacja Wiatr <no-reply@…>': the organizer's name with the platform's address. */
  from: string;
  replyTo: string | null;
  paymentLink: (customerId: string) => string;
  answerText: (fieldName: string, value: unknown) => string;
}

function addressOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/** A display name as RFC 5322 allows it unquoted, else quoted with its quotes escaped. */
function displayName(name: string): string {
  const clean = name.replace(/[\r\n]+/g, ' ').trim();
  return /^[\p{L}\p{N} .'-]+$/u.test(clean) ? clean : `"${clean.replace(/["\\]/g, '\\$&')}"`;
}

export async function loadMessageContext(
  deps: NotificationDeps,
  tenant: ProjectTenant,
  session?: StoreSession,
): Promise<MessageContext | null> {
  const project = await projectsOf(deps.store, tenant.organizationId).findOne(
    { _id: tenant.eventId },
    session ? { session } : {},
  );
  if (!project) return null;
  const organization = await loadOrganization(deps.store, tenant.organizationId, session);
  const [paymentLink, answerText] = await Promise.all([
    payerLinksOf(deps.links, project),
    loadAnswerTexts(deps.store, deps.formFieldKinds(), project),
  ]);
  const name = organization.name?.trim() || project.event.name;
  const logoId = organization.logo?.id;
  const identity: MailIdentity = {
    organizationName: name,
    emailAddress: organization.emailAddress ?? '',
    phoneNumber: organization.phoneNumber ?? '',
    url: organization.url ?? '',
    logoUrl: logoId
      ? new URL(`/images/${encodeURIComponent(logoId)}`, deps.links.addresses.publicUrl).href
      : null,
    logoHeight: organization.logo?.height ?? 30,
  };
  const replyTo = organization.emailAddress?.trim() || null;
  return {
    project,
    organization,
    identity,
    from: `${displayName(name)} <${addressOf(deps.mailFrom)}>`,
    replyTo,
    paymentLink,
    answerText,
  };
}
