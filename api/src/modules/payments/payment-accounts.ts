/**
 * Stored gateway accounts besides the organization's own (`integrations.accounts`):
 * - `systemPaymentAccounts`: the platform's accounts, one document per provider settings key
 *   (`_id` = 'przelewy24', 'payu', 'paynow', …), configured by a site administrator;
 * - `projectPaymentIntegrations`: one document per project (`_id` = eventId) overriding the organization's
 *   payment module and/or a provider group's keys.
 * Secret fields hold ciphertext (`v1:…`) or '' (unset), as in the organization's module settings.
 */
import type { Store, StoreCollection } from '../../storage/index.js';
import { TenantRepository } from '../../storage/index.js';

export const SYSTEM_PAYMENT_ACCOUNTS = 'systemPaymentAccounts';
export const PROJECT_PAYMENT_INTEGRATIONS = 'projectPaymentIntegrations';

/** A provider settings group as stored (plain fields and ciphertext secrets). */
export type StoredAccountGroup = Record<string, unknown>;

export interface SystemPaymentAccountDocument {
  _id: string;
  settings: StoredAccountGroup;
  updatedAt: Date;
  updatedBy: string;
}

export interface ProjectPaymentIntegrationDocument {
  _id: string;
  organizationId: string;
  eventId: string;
  /** A registered provider id, or null: the organization's module. */
  paymentModule: string | null;
  /** Provider groups by settings key; a key absent = the organization's (or system) account. */
  accounts: Record<string, StoredAccountGroup>;
  updatedAt: Date;
}

export function systemAccountsOf(store: Store): StoreCollection<SystemPaymentAccountDocument> {
  return store.db.collection<SystemPaymentAccountDocument>(SYSTEM_PAYMENT_ACCOUNTS);
}

export function projectIntegrationsOf(
  store: Store,
  tenant: { organizationId: string; eventId: string },
): TenantRepository<ProjectPaymentIntegrationDocument> {
  return new TenantRepository(
    store.db.collection<ProjectPaymentIntegrationDocument>(PROJECT_PAYMENT_INTEGRATIONS),
    tenant,
  );
}

export async function readSystemAccount(
  store: Store,
  settingsKey: string,
): Promise<StoredAccountGroup | undefined> {
  return (await systemAccountsOf(store).findOne({ _id: settingsKey }))?.settings;
}

export async function readProjectIntegration(
  store: Store,
  tenant: { organizationId: string; eventId: string },
): Promise<ProjectPaymentIntegrationDocument | null> {
  return projectIntegrationsOf(store, tenant).findOne({ _id: tenant.eventId });
}
