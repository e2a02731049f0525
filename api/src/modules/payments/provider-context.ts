/**
 * The call context a payment provider gets: the settings group of the account it uses (the project's
 * override, the system account or the organization's — payment-setup.ts decides; plain fields plus the
 * secrets decrypted), the gateway mode and host override from the server's settings, `fetch` and a
 * logger that never receives the settings. Secrets live only in this object for the duration of a call.
 */
import {
  type OrganizationIntegrations,
  type PaymentProvider,
  type PaymentProviderContext,
  type PluginLogger,
  type ProviderHttp,
  secretFieldsOf,
} from '@zapisy/core';
import type { SecretBox } from '../../secrets/index.js';
import { revealGroup } from '../plugin-settings/index.js';
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
  const settings = await revealGroup(deps.box, secretFieldsOf(provider.settingsSchema), group);
  const baseUrl = deps.config.gatewayUrls[gatewayKey(provider.id)];
  return {
    settings: Object.freeze(settings),
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
  return accountContext(provider, integrations?.accounts?.[provider.settingsKey] ?? {}, deps);
}
