/**
 * The call context a payment provider gets: the settings group of the account it uses (the project's
 * override, the system account or the organization's — payment-setup.ts decides; plain fields plus the
 * secrets decrypted), the gateway mode and host override from the server's settings, `fetch` and a
 * logger that never receives the settings. Secrets live only in this object for the duration of a call.
 */
import type {
  OrganizationIntegrations,
  PaymentProvider,
  PaymentProviderContext,
  PluginLogger,
  ProviderHttp,
} from '@zapisy/core';
import type { SecretBox } from '../secrets/index.js';
import { decryptAccountSecrets, secretFieldsOfProvider } from './account-groups.js';
import { gatewayKey, type PaymentsConfig } from './config.js';
import type { StoredAccountGroup } from './payment-accounts.js';

export interface ProviderContextDeps {
  box: SecretBox;
  config: PaymentsConfig;
  log: PluginLogger;
  http?: ProviderHttp;
  now?: () => Date;
}

const globalFetch: ProviderHttp = (url, request) => fetch(url, request as RequestInit);

/** The call context with one stored account group (the project's, the system's or the organization's). */
export async function accountContext(
  provider: PaymentProvider,
  group: StoredAccountGroup,
  deps: ProviderContextDeps,
): Promise<PaymentProviderContext> {
  const secrets = await decryptAccountSecrets(deps.box, secretFieldsOfProvider(provider), group);
  const baseUrl = deps.config.gatewayUrls[gatewayKey(provider.id)];
  return {
    settings: Object.freeze({ ...group, ...secrets }),
    mode: deps.config.mode,
    ...(baseUrl ? { baseUrl } : {}),
    http: deps.http ?? globalFetch,
    log: deps.log,
    now: deps.now ?? (() => new Date()),
  };
}

/** The call context with the organization's own group for the provider (no project, no system account). */
export async function providerContext(
  provider: PaymentProvider,
  integrations: OrganizationIntegrations | undefined,
  deps: ProviderContextDeps,
): Promise<PaymentProviderContext> {
  const group = (integrations as unknown as Record<string, StoredAccountGroup> | undefined)?.[
    provider.settingsKey
  ];
  return accountContext(provider, group ?? {}, deps);
}
