/**
 * 'Sprawdź połączenie' of the organization's payment settings: the provider's cheapest authenticated call
 * with the stored keys, overridden by the values typed into the form and not saved yet (a blank or
 * `{ set }` secret means the stored one). Nothing is saved; keys live only in the call context.
 */
import {
  CREDENTIALS_CHECK_MESSAGES,
  type CredentialsCheck,
  credentialsCheckFailure,
  NotFoundError,
  type PaymentProvider,
  type PaymentProviderContext,
  type PluginLogger,
  ValidationError,
} from '@zapisy/core';
import { SecretDecryptionError } from '../../secrets/index.js';
import { organizationsCollection } from '../organizations/index.js';
import { providerContext } from '../payments/index.js';
import { withUnsaved } from '../plugin-settings/index.js';
import type { IntegrationDeps } from './integration-deps.js';

export interface CredentialsCheckRequest {
  organizationId: string;
  provider: string;
  /** Unsaved form values of the provider's settings group. */
  settings?: Readonly<Record<string, unknown>>;
}

/** The route's answer: a failed check is a normal answer. */
export interface CredentialsCheckAnswer {
  ok: boolean;
  reason?: 'unauthorized' | 'unreachable' | 'misconfigured';
  message: string;
}

const STORED_KEYS_UNREADABLE =
  'Nie udało się odczytać zapisanych kluczy. Wpisz klucze ponownie i zapisz ustawienia.';

function answerOf(check: CredentialsCheck): CredentialsCheckAnswer {
  return check.ok
    ? { ok: true, message: CREDENTIALS_CHECK_MESSAGES.ok }
    : { ok: false, reason: check.reason, message: check.message };
}

/** The provider with that id, or 400 in Polish. */
export function checkedProvider(
  deps: Pick<IntegrationDeps, 'paymentProviders'>,
  id: string,
): PaymentProvider {
  const provider = deps.paymentProviders().find((candidate) => candidate.id === id);
  if (!provider) throw new ValidationError([`Nieznany operator płatności „${id}”.`]);
  return provider;
}

/**
 * Checks the provider's keys: the stored ones (`storedContext`: the organization's, the system's or a
 * project's account) overridden by the form's unsaved values. Logs who checked what and the outcome only.
 */
export async function checkProviderCredentials(
  deps: Pick<IntegrationDeps, 'checkLog'>,
  provider: PaymentProvider,
  storedContext: (log: PluginLogger) => Promise<PaymentProviderContext>,
  unsaved: Readonly<Record<string, unknown>> | undefined,
  logFields: Readonly<Record<string, unknown>>,
): Promise<CredentialsCheckAnswer> {
  if (!provider.checkCredentials) {
    return {
      ok: false,
      reason: 'misconfigured',
      message: CREDENTIALS_CHECK_MESSAGES.unsupported(provider.label),
    };
  }
  const log = deps.checkLog;
  let context: PaymentProviderContext;
  try {
    context = await storedContext(log);
  } catch (error) {
    if (!(error instanceof SecretDecryptionError)) throw error;
    return { ok: false, reason: 'misconfigured', message: STORED_KEYS_UNREADABLE };
  }
  const settings = withUnsaved(provider.settingsSchema.properties, context.settings, unsaved);
  let check: CredentialsCheck;
  try {
    check = await provider.checkCredentials({}, { ...context, settings: Object.freeze(settings) });
  } catch (error) {
    check = credentialsCheckFailure(error, provider.label);
  }
  // Never the settings: only who checked what and the outcome.
  log.info('payment credentials checked', {
    ...logFields,
    provider: provider.id,
    ok: check.ok,
    ...(check.ok ? {} : { reason: check.reason }),
  });
  return answerOf(check);
}

/** 'Sprawdź połączenie' of the organization's settings: its stored keys and the form's values. */
export async function checkIntegrationCredentials(
  deps: Pick<IntegrationDeps, 'store' | 'paymentProviders' | 'keys' | 'checkLog'>,
  request: CredentialsCheckRequest,
): Promise<CredentialsCheckAnswer> {
  const provider = checkedProvider(deps, request.provider);
  const organization = await organizationsCollection(deps.store).findOne({ _id: request.organizationId });
  if (!organization) throw new NotFoundError('Nie znaleziono organizacji.');
  return checkProviderCredentials(
    deps,
    provider,
    (log) => providerContext(provider, organization.integrations, { ...deps.keys, log }),
    request.settings,
    { organizationId: request.organizationId },
  );
}
