import type { Store } from '../storage/index.js';
import type { JobDefinition } from './types.js';

export interface ExpiryCleanupJob {
  name: string;
  /** Polish, for the admin's job list. */
  description: string;
  schedule: string;
  /** Deletes what ended before `now` (one `deleteMany` per collection); how many documents went, by what. */
  remove(store: Store, now: Date): Promise<Record<string, number>>;
  /** The log line when something was removed. */
  logMessage: string;
}

/**
 * A job that bounds a collection of expiring entries (limit windows, used tokens, throttle counters): the
 * entries are already ignored once expired, so this only deletes them. Idempotent: a second run, or a run
 * on another worker, finds nothing left.
 */
export function expiryCleanupJob(job: ExpiryCleanupJob): JobDefinition<undefined> {
  return {
    name: job.name,
    description: job.description,
    schedule: job.schedule,
    options: { concurrency: 1, attempts: 3, delayMs: 60_000, lockLifetime: 10 * 60_000 },
    async run(ctx) {
      const removed = await job.remove(ctx.store, new Date());
      if (Object.values(removed).some((count) => count > 0)) ctx.logger.info({ removed }, job.logMessage);
    },
  };
}
