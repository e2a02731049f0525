import { DEFAULT_RETENTION_DAYS, retentionCutoff, retentionDays } from './retention-days.js';
import type { JobDefinition } from './types.js';

export const CONSOLE_ERRORS_COLLECTION = 'consoleErrors';
export const DEFAULT_CONSOLE_ERRORS_RETENTION_DAYS = DEFAULT_RETENTION_DAYS;

/** Reads CONSOLE_ERRORS_RETENTION_DAYS (see `retentionDays`; default 30). */
export function consoleErrorsRetentionDays(env: Readonly<Record<string, string | undefined>>): number {
  return retentionDays(env, 'CONSOLE_ERRORS_RETENTION_DAYS', DEFAULT_CONSOLE_ERRORS_RETENTION_DAYS);
}

interface ConsoleErrorRow {
  createdAt: Date;
}

/**
 * Deletes stored console errors older than the retention period. Idempotent: the cutoff is a
 * single `deleteMany`, so a second run (or a run on another worker) finds nothing left to delete.
 */
export const consoleErrorsRetention: JobDefinition<undefined> = {
  name: 'console-errors-retention',
  description: 'Usuwa zapisane błędy konsoli starsze niż CONSOLE_ERRORS_RETENTION_DAYS dni (domyślnie 30).',
  schedule: '1 day',
  options: { concurrency: 1, attempts: 5, delayMs: 60_000, lockLifetime: 10 * 60_000 },
  async run(ctx) {
    const days = consoleErrorsRetentionDays(ctx.env);
    const cutoff = retentionCutoff(days);
    const { deletedCount } = await ctx.store.db
      .collection<ConsoleErrorRow>(CONSOLE_ERRORS_COLLECTION)
      .deleteMany({ createdAt: { $lt: cutoff } });
    ctx.logger.info(
      { removed: deletedCount, retentionDays: days, cutoff: cutoff.toISOString() },
      'console errors retention: removed rows older than the retention period',
    );
  },
};
