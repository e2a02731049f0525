/**
 * The retention period of a cleanup job, read from the environment at each run: whole days from 1 to
 * 3650, the bounds the start-up check (api/src/config.ts) uses for CONSOLE_ERRORS_RETENTION_DAYS and DOMAIN_EVENTS_RETENTION_DAYS; anything else (unset, blank,
 * zero, negative, a fraction, words) keeps the default, so a bad value never deletes more than it should.
 */
import { type Env, envReader } from '../env-reader.js';

export const DEFAULT_RETENTION_DAYS = 30;
export const MAX_RETENTION_DAYS = 3650;
const DAY_MS = 24 * 60 * 60 * 1000;

export function retentionDays(env: Readonly<Env>, name: string, fallback = DEFAULT_RETENTION_DAYS): number {
  // Start-up reports a bad value once; a job only falls back, so its problem lines are not kept.
  return envReader({ ...env }, []).int(name, fallback, 1, MAX_RETENTION_DAYS);
}

/** What is older than this moment is past a retention of `days`. */
export function retentionCutoff(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
