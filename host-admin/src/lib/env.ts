import { DEFAULT_API_PATH } from './api.js';

export type Environment = 'production' | 'test' | 'development';

/** Body of `GET /services/api/env`. */
export interface EnvInfo {
  environment: Environment;
  version?: string;
  host?: string;
  apiPath?: string;
  filesPath?: string;
  store?: string;
  features?: Record<string, unknown>;
}

/** Spec §9: the default environment is production; default API path /services/api; files /images. */
export const DEFAULT_ENV: EnvInfo = {
  environment: 'production',
  apiPath: DEFAULT_API_PATH,
  filesPath: '/images',
};

function normaliseEnvironment(value: unknown): Environment {
  return value === 'test' || value === 'development' ? value : 'production';
}

/**
 * Loads the environment. Never rejects: any failure (network, non-2xx, HTML instead of JSON)
 * yields the production defaults so the admin still renders.
 */
export async function loadEnv(fetchImpl: typeof fetch = fetch, apiPath = DEFAULT_API_PATH): Promise<EnvInfo> {
  try {
    const res = await fetchImpl(`${apiPath}/env`, { headers: { accept: 'application/json' } });
    if (!res.ok) return DEFAULT_ENV;
    const body = (await res.json()) as Partial<EnvInfo> | null;
    if (!body || typeof body !== 'object') return DEFAULT_ENV;
    return { ...DEFAULT_ENV, ...body, environment: normaliseEnvironment(body.environment) };
  } catch {
    return DEFAULT_ENV;
  }
}

/** Banner text for an environment (spec §2): TESTOWA for test, DEV for development, none in production. */
export function envBannerText(environment: Environment | undefined): string | null {
  if (environment === 'test') return 'TESTOWA';
  if (environment === 'development') return 'DEV';
  return null;
}
