/**
 * Payment gateway settings from the environment, read by `loadConfig` into `AppConfig.payments`.
 *
 * - PAYMENT_GATEWAYS_MODE: 'production' (default) or 'sandbox' (the gateways' public sandbox hosts).
 * - PAYMENT_GATEWAY_URL_<PROVIDER> (e.g. PAYMENT_GATEWAY_URL_PAYU=http://127.0.0.1:4010): sends that
 *   provider's calls to another host — the plugin's local fake gateway in tests, e2e and the demo.
 *   The provider id is upper-cased with non-alphanumerics as '_' (przelewy24marketplace → PRZELEWY24MARKETPLACE).
 * - PAYMENT_NOTIFICATION_MAX_ATTEMPTS (default 8): how often a stored notification is applied before it is
 *   left for the organizer as failed.
 */
import { type Env, envReader } from '../../env-reader.js';

export interface PaymentsConfig {
  mode: 'production' | 'sandbox';
  gatewayUrls: Readonly<Record<string, string>>;
  notificationMaxAttempts: number;
}

const URL_PREFIX = 'PAYMENT_GATEWAY_URL_';

/** The key of `gatewayUrls` (and the environment name's suffix) for a provider id. */
export function gatewayKey(providerId: string): string {
  return providerId.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

export function loadPaymentsConfig(env: Env, problems: string[]): PaymentsConfig {
  const { read, int } = envReader(env, problems);
  const rawMode = read('PAYMENT_GATEWAYS_MODE') ?? 'production';
  let mode: PaymentsConfig['mode'] = 'production';
  if (rawMode === 'sandbox' || rawMode === 'production') mode = rawMode;
  else problems.push(`PAYMENT_GATEWAYS_MODE="${rawMode}": oczekiwano production albo sandbox`);
  const gatewayUrls: Record<string, string> = {};
  for (const name of Object.keys(env)) {
    if (!name.startsWith(URL_PREFIX)) continue;
    const value = read(name);
    if (value === undefined) continue;
    if (!/^https?:\/\/[^\s]+$/.test(value)) {
      problems.push(`${name}="${value}": oczekiwano adresu http(s)`);
      continue;
    }
    gatewayUrls[name.slice(URL_PREFIX.length)] = value.replace(/\/+$/, '');
  }
  return { mode, gatewayUrls, notificationMaxAttempts: int('PAYMENT_NOTIFICATION_MAX_ATTEMPTS', 8, 1, 50) };
}
