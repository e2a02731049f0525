/**
 * The call context a payment provider gets: the organization's settings group for it (plain fields plus
 * the secrets decrypted), the gateway mode and host override from the server's settings, `fetch` and a
 * logger that never receives the settings. Secrets live only in this object for the duration of a call.
 */
import {
  INTEGRATION_PROVIDERS,
  type IntegrationProvider,
  type OrganizationIntegrations,
  type PaymentProvider,
  type PaymentProviderContext,
  type PluginLogger,
  type ProviderHttp,
} from '@zapisy/core';
import { readIntegrationSecrets, type SecretBox } from '../secrets/index.js';
import { gatewayKey, type PaymentsConfig } from './config.js';

export interface ProviderContextDeps {
  box: SecretBox;
  config: PaymentsConfig;
  log: PluginLogger;
  http?: ProviderHttp;
  now?: () => Date;
}

const globalFetch: ProviderHttp = (url, request) => fetch(url, request as RequestInit);

function isIntegrationProvider(key: string): key is IntegrationProvider {
  return (INTEGRATION_PROVIDERS as readonly string[]).includes(key);
}

export async function providerContext(
  provider: PaymentProvider,
  integrations: OrganizationIntegrations | undefined,
  deps: ProviderContextDeps,
): Promise<PaymentProviderContext> {
  const key = provider.settingsKey;
  const group = ((integrations as unknown as Record<string, Record<string, unknown>> | undefined)?.[key] ??
    {}) as Record<string, unknown>;
  const secrets =
    integrations && isIntegrationProvider(key)
      ? await readIntegrationSecrets(deps.box, integrations, key)
      : {};
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
