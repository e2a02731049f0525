/**
 * Limits on public writes (issue 13): per client IP and per project, in fixed windows counted in the store
 * (window-counter.ts), so they hold across API processes sharing MongoDB.
 *
 * - RATE_LIMITS: 'on' (default) or 'off' (load tests, benchmarks: no hook is installed, so the hot path
 *   pays nothing).
 * - RATE_LIMIT_WINDOW_SECONDS: the window, default 60.
 * - RATE_LIMIT_<SCOPE>_PER_IP / RATE_LIMIT_<SCOPE>_PER_PROJECT: the most requests one address (an IPv6
 *   address counts by its /64) and one project may make in a window, per scope: REGISTRATION (20 / 300),
 *   PAYMENT (20 / 300), UPLOAD (30 / 600), FORM_ENTER (60 / 1200), CHALLENGE (60 / 1200). CONSOLE_ERROR has
 *   only a per-IP limit, CONSOLE_ERROR_RATE_LIMIT (30). 0 switches that limit off.
 *
 * 20 per IP and project lets a school's class of 30 register from one NAT'd address within two minutes
 * (a form takes longer than that to fill in), while one address can no longer fill a 50-place event.
 */
import type { Env } from '../env-reader.js';
import { envReader } from '../env-reader.js';

export const LIMIT_SCOPES = [
  'registration',
  'payment',
  'upload',
  'form-enter',
  'console-error',
  'challenge',
] as const;
export type LimitScope = (typeof LIMIT_SCOPES)[number];

export interface ScopeLimit {
  /** Requests per client address (and project) per window; 0: no limit. */
  perIp: number;
  /** Requests per project per window, all addresses together; 0: no limit. */
  perProject: number;
}

export interface PublicLimitsConfig {
  enabled: boolean;
  windowSeconds: number;
  scopes: Readonly<Record<LimitScope, ScopeLimit>>;
}

export const DEFAULT_SCOPE_LIMITS: Readonly<Record<LimitScope, ScopeLimit>> = {
  registration: { perIp: 20, perProject: 300 },
  payment: { perIp: 20, perProject: 300 },
  upload: { perIp: 30, perProject: 600 },
  'form-enter': { perIp: 60, perProject: 1200 },
  'console-error': { perIp: 30, perProject: 0 },
  challenge: { perIp: 60, perProject: 1200 },
};

const envName = (scope: LimitScope) => scope.toUpperCase().replace('-', '_');

export function loadPublicLimitsConfig(env: Env, problems: string[]): PublicLimitsConfig {
  const { read, int } = envReader(env, problems);
  const switched = (read('RATE_LIMITS') ?? 'on').toLowerCase();
  if (!['on', 'off', 'true', 'false', '1', '0'].includes(switched)) {
    problems.push(`RATE_LIMITS="${switched}": dozwolone wartości to on, off`);
  }
  const windowSeconds = int('RATE_LIMIT_WINDOW_SECONDS', 60, 1, 3600);
  const scopes = Object.fromEntries(
    LIMIT_SCOPES.map((scope) => {
      const defaults = DEFAULT_SCOPE_LIMITS[scope];
      const perIp =
        scope === 'console-error'
          ? int('CONSOLE_ERROR_RATE_LIMIT', defaults.perIp, 0, 1_000_000)
          : int(`RATE_LIMIT_${envName(scope)}_PER_IP`, defaults.perIp, 0, 1_000_000);
      const perProject = int(`RATE_LIMIT_${envName(scope)}_PER_PROJECT`, defaults.perProject, 0, 10_000_000);
      return [scope, { perIp, perProject }];
    }),
  ) as Record<LimitScope, ScopeLimit>;
  return { enabled: ['on', 'true', '1'].includes(switched), windowSeconds, scopes };
}
