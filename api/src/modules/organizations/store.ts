/** The `organizations` collection: one document per organization, `_id` equal to `organizationId`. */
import { NotFoundError, type Organization } from '@zapisy/core';
import type { Store, StoreCollection, StoreSession } from '../../storage/index.js';

export const ORGANIZATIONS = 'organizations';

/** A stored organization: secrets of `integrations` hold ciphertext (`v1:…`) or '' when unset. */
export interface OrganizationDocument extends Organization {
  _id: string;
}

export function organizationsCollection(store: Store): StoreCollection<OrganizationDocument> {
  return store.db.collection<OrganizationDocument>(ORGANIZATIONS);
}

export const organizationNotFound = (): NotFoundError => new NotFoundError('Nie znaleziono organizacji');

/** The organization, or 404 'Nie znaleziono organizacji'. */
export async function loadOrganization(
  store: Store,
  organizationId: string,
  session?: StoreSession,
): Promise<OrganizationDocument> {
  const organization = await organizationsCollection(store).findOne(
    { _id: organizationId },
    session ? { session } : {},
  );
  if (!organization) throw organizationNotFound();
  return organization;
}
