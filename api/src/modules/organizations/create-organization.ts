/**
 * Creates an organization with the spec's defaults (second document §3, §9): the owner is recorded as
 * `ownerId` and granted admin (first document §6: "The organization owner gets the admin role"), the
 * first numbering pattern 'xxxx/yyyy' yearly is created and made the invoicing default, subscription
 * status 'free'. Used by the site admin (`PUT /organization`, `POST /site-admin/organizations`) and by
 * self-service registration.
 */
import {
  DEFAULT_NUMBERING_PATTERN,
  DEFAULT_SUBSCRIPTION_STATUS,
  defaultOrganizationSettings,
  generateId,
  type OrganizationSubscriptionStatus,
  ValidationError,
} from '@zapisy/core';
import type { Store, StoreSession } from '../../storage/index.js';
import { type OrganizationDocument, organizationsCollection } from './store.js';

export interface CreateOrganizationInput {
  name: string;
  ownerId: string;
  /** Default: a new id. */
  organizationId?: string;
  domainName?: string;
  emailAddress?: string;
  phoneNumber?: string;
  subscriptionStatus?: OrganizationSubscriptionStatus;
  /** Default: now. */
  now?: Date;
}

/** Spec §9 "Ids: UUID-derived alphanumeric … max 37". */
export const ORGANIZATION_ID_LENGTH = 24;

/** The document `createOrganization` would insert (pure). */
export function newOrganizationDocument(input: CreateOrganizationInput): OrganizationDocument {
  const name = input.name.trim();
  const problems: string[] = [];
  if (name === '') problems.push('name: pole jest wymagane');
  if (input.ownerId.trim() === '') problems.push('ownerId: pole jest wymagane');
  if (problems.length > 0) throw new ValidationError(problems);

  const now = input.now ?? new Date();
  const organizationId = input.organizationId ?? generateId(ORGANIZATION_ID_LENGTH);
  const settings = defaultOrganizationSettings();
  const patternId = generateId(ORGANIZATION_ID_LENGTH);
  return {
    _id: organizationId,
    organizationId,
    ownerId: input.ownerId,
    ...settings,
    name,
    domainName: (input.domainName ?? '').trim().toLowerCase(),
    emailAddress: (input.emailAddress ?? '').trim(),
    phoneNumber: (input.phoneNumber ?? '').trim(),
    invoicing: { ...settings.invoicing, patternId },
    numberingPatterns: [{ patternId, pattern: DEFAULT_NUMBERING_PATTERN, yearly: true }],
    subscriptionStatus: input.subscriptionStatus ?? DEFAULT_SUBSCRIPTION_STATUS,
    permissions: [{ userId: input.ownerId, role: 'admin', from: null, to: null }],
    createdAt: now,
    updatedAt: now,
  };
}

/** Inserts a new organization (inside the caller's transaction when `session` is given). */
export async function createOrganization(
  store: Store,
  input: CreateOrganizationInput,
  session?: StoreSession,
): Promise<OrganizationDocument> {
  const organization = newOrganizationDocument(input);
  await organizationsCollection(store).insertOne(organization, session ? { session } : {});
  return organization;
}
