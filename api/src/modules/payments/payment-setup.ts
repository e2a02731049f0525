/**
 * Which gateway a project takes payments through and with whose account (core payment-accounts.ts):
 * project override → system account (organization with `useSystemPaymentAccounts`) → organization.
 * The payment module: the project's when it sets one, else the organization's `integrations.paymentModule`.
 * The account of a provider is resolved by its settings key, whatever the module: a notification for a
 * provider is verified with that provider's account of the project.
 */
import { PAYMENT_ACCOUNT_MESSAGES, type PaymentAccountSource, type PaymentProvider } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { type OrganizationDocument, organizationsCollection } from '../organizations/index.js';
import { missingAccountFields } from './account-groups.js';
import {
  type ProjectPaymentIntegrationDocument,
  readProjectIntegration,
  readSystemAccount,
  type StoredAccountGroup,
} from './payment-accounts.js';

/** The organization, and the project when known (a call without it resolves the organization's account). */
export interface PaymentTenant {
  organizationId: string;
  eventId?: string;
}

export interface ResolvedAccount {
  source: PaymentAccountSource;
  /** The stored group: plain fields and ciphertext secrets; `{}` when there is none. */
  group: StoredAccountGroup;
  /** False for a system account the platform has not configured. */
  exists: boolean;
}

export interface PaymentSetup {
  /** The chosen module ('none' or null: no online gateway). */
  module: string | null;
  moduleSource: 'project' | 'organization';
  provider: PaymentProvider | null;
  account: ResolvedAccount | null;
  /** True when the provider is registered and its account has every needed field. */
  complete: boolean;
  /** Why not, in Polish; null when complete. */
  reason: string | null;
}

interface SetupInputs {
  integrations: OrganizationDocument['integrations'] | undefined;
  override: ProjectPaymentIntegrationDocument | null;
}

/** What the caller has already read (the payer's request loads the organization), so it is not read again. */
export interface KnownTenantDocuments {
  organization?: OrganizationDocument | null;
}

async function loadInputs(
  store: Store,
  tenant: PaymentTenant,
  known: KnownTenantDocuments = {},
): Promise<SetupInputs> {
  const [organization, override] = await Promise.all([
    known.organization !== undefined
      ? known.organization
      : organizationsCollection(store).findOne({ _id: tenant.organizationId }),
    tenant.eventId
      ? readProjectIntegration(store, { organizationId: tenant.organizationId, eventId: tenant.eventId })
      : Promise.resolve(null),
  ]);
  return { integrations: organization?.integrations, override };
}

type AccountOwner = Pick<PaymentProvider, 'settingsKey' | 'organizerFields'>;

/**
 * The system account's group for the tenant: the platform's keys, and the organizer's own fields
 * (`organizerFields`) from the organization's group only, so no organizer is paid out as another.
 */
/** The organization's own group of the provider (its module settings). */
function organizationGroup(inputs: SetupInputs, provider: AccountOwner): StoredAccountGroup | undefined {
  return inputs.integrations?.accounts?.[provider.settingsKey];
}

function systemGroupFor(inputs: SetupInputs, provider: AccountOwner, system: StoredAccountGroup) {
  const own = organizationGroup(inputs, provider) ?? {};
  const group: StoredAccountGroup = { ...system };
  for (const field of provider.organizerFields ?? []) {
    delete group[field];
    if (own[field] !== undefined) group[field] = own[field];
  }
  return group;
}

async function accountFrom(
  store: Store,
  inputs: SetupInputs,
  provider: AccountOwner,
): Promise<ResolvedAccount> {
  const own = inputs.override?.accounts?.[provider.settingsKey];
  if (own) return { source: 'project', group: own, exists: true };
  if (inputs.integrations?.useSystemPaymentAccounts === true) {
    const system = await readSystemAccount(store, provider.settingsKey);
    return {
      source: 'system',
      group: systemGroupFor(inputs, provider, system ?? {}),
      exists: system !== undefined,
    };
  }
  return { source: 'organization', group: organizationGroup(inputs, provider) ?? {}, exists: true };
}

/** The provider's account stored at `source` for the tenant, whether or not it is the one in use now. */
async function accountAt(
  store: Store,
  inputs: SetupInputs,
  provider: AccountOwner,
  source: PaymentAccountSource,
): Promise<ResolvedAccount | null> {
  if (source === 'project') {
    const own = inputs.override?.accounts?.[provider.settingsKey];
    return own ? { source, group: own, exists: true } : null;
  }
  if (source === 'system') {
    const system = await readSystemAccount(store, provider.settingsKey);
    return system ? { source, group: systemGroupFor(inputs, provider, system), exists: true } : null;
  }
  const group = organizationGroup(inputs, provider);
  return group && Object.keys(group).length > 0 ? { source, group, exists: true } : null;
}

/**
 * The account (stored form) the provider uses for the tenant. With `startedWith` (the source a payment was
 * created under), that account while it is still stored: a payment in flight is verified, confirmed and
 * refunded with the account the gateway took it on, even after the project or organization switched.
 */
export async function resolveAccount(
  store: Store,
  provider: AccountOwner,
  tenant: PaymentTenant,
  startedWith?: PaymentAccountSource,
): Promise<ResolvedAccount> {
  const inputs = await loadInputs(store, tenant);
  const pinned = startedWith ? await accountAt(store, inputs, provider, startedWith) : null;
  return pinned ?? accountFrom(store, inputs, provider);
}

/** The account in use, and the tenant's other stored accounts of the provider, read only when asked. */
export interface AccountChoices {
  current: ResolvedAccount;
  /** The account stored at `source`, or null when there is none. */
  at(source: PaymentAccountSource): Promise<ResolvedAccount | null>;
}

export async function accountChoices(
  store: Store,
  provider: AccountOwner,
  tenant: PaymentTenant,
): Promise<AccountChoices> {
  const inputs = await loadInputs(store, tenant);
  return {
    current: await accountFrom(store, inputs, provider),
    at: (source) => accountAt(store, inputs, provider, source),
  };
}

/** The project's (or organization's) payment module, provider and account, and whether they can be used. */
export async function resolvePaymentSetup(
  store: Store,
  providerOf: (id: string) => PaymentProvider | undefined,
  tenant: PaymentTenant,
  known?: KnownTenantDocuments,
): Promise<PaymentSetup> {
  const inputs = await loadInputs(store, tenant, known);
  const projectModule = inputs.override?.paymentModule ?? null;
  const organizationModule =
    typeof inputs.integrations?.paymentModule === 'string' ? inputs.integrations.paymentModule : null;
  const module = projectModule ?? organizationModule;
  const moduleSource = projectModule ? 'project' : 'organization';
  const off = { module, moduleSource, provider: null, account: null, complete: false } as const;
  if (!module || module === 'none') return { ...off, reason: PAYMENT_ACCOUNT_MESSAGES.noModule };
  const provider = providerOf(module);
  if (!provider) return { ...off, reason: PAYMENT_ACCOUNT_MESSAGES.unknownModule(module) };
  const account = await accountFrom(store, inputs, provider);
  if (!account.exists) {
    return { ...off, provider, account, reason: PAYMENT_ACCOUNT_MESSAGES.noSystemAccount(provider.label) };
  }
  const missing = missingAccountFields(provider, account.group);
  if (missing.length > 0) {
    return {
      ...off,
      provider,
      account,
      reason: `${PAYMENT_ACCOUNT_MESSAGES.incomplete(provider.label, account.source)} Brakuje: ${missing.join(', ')}.`,
    };
  }
  return { module, moduleSource, provider, account, complete: true, reason: null };
}
