/**
 * Bot protection settings from the environment, read by `loadConfig` into `AppConfig.botProtection`.
 *
 * - BOT_PROTECTION: 'on' (default) or 'off' (load tests and benchmarks: no project is challenged, whatever it
 *   chose; the registration path then does no work for it).
 * - BOT_PROTECTION_POW_MAX_NUMBER (default 20000): the proof of work's difficulty, the largest number a
 *   browser may have to try (on average half of it: about 0.4 s, at most 0.8 s). Lower it in e2e tests.
 * - BOT_PROTECTION_URL_<PROVIDER> (e.g. BOT_PROTECTION_URL_RECAPTCHA=http://127.0.0.1:4020): sends that
 *   provider's calls (and the browser's script) to another host, the plugin's local fake.
 */
import { type Env, envReader } from '../../env-reader.js';

export interface BotProtectionConfig {
  enabled: boolean;
  powMaxNumber: number;
  serviceUrls: Readonly<Record<string, string>>;
}

const URL_PREFIX = 'BOT_PROTECTION_URL_';

/** The key of `serviceUrls` (and the environment name's suffix) for a provider id. */
export function serviceKey(providerId: string): string {
  return providerId.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/** The platform's default difficulty (the proof-of-work plugin's own default is the same, POW_DEFAULT_MAX_NUMBER). */
export const DEFAULT_POW_MAX_NUMBER = 20_000;

export function loadBotProtectionConfig(env: Env, problems: string[]): BotProtectionConfig {
  const { read, int } = envReader(env, problems);
  const switched = (read('BOT_PROTECTION') ?? 'on').toLowerCase();
  if (!['on', 'off'].includes(switched))
    problems.push(`BOT_PROTECTION="${switched}": dozwolone wartości to on, off`);
  const serviceUrls: Record<string, string> = {};
  for (const name of Object.keys(env)) {
    if (!name.startsWith(URL_PREFIX)) continue;
    const value = read(name);
    if (value === undefined) continue;
    if (!/^https?:\/\/[^\s]+$/.test(value)) {
      problems.push(`${name}="${value}": oczekiwano adresu http:// lub https://`);
      continue;
    }
    serviceUrls[name.slice(URL_PREFIX.length)] = value.replace(/\/+$/, '');
  }
  return {
    enabled: switched !== 'off',
    powMaxNumber: int('BOT_PROTECTION_POW_MAX_NUMBER', DEFAULT_POW_MAX_NUMBER, 100, 100_000_000),
    serviceUrls,
  };
}
