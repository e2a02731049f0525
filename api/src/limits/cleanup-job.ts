import type { JobDefinition } from '../jobs/types.js';
import { deleteExpiredWindows } from './window-counter.js';

/** Deletes the ended windows of the public-write limits; one `deleteMany`, so a second run finds nothing. */
export const publicWriteLimitsCleanupJob: JobDefinition<undefined> = {
  name: 'public-write-limits-cleanup',
  description: 'Usuwa zakończone okna limitów zapisów publicznych (zgłoszenia, płatności, pliki).',
  schedule: '10 minutes',
  options: { concurrency: 1, attempts: 3, delayMs: 60_000, lockLifetime: 5 * 60_000 },
  async run(ctx) {
    const removed = await deleteExpiredWindows(ctx.store, new Date());
    if (removed > 0) ctx.logger.info({ removed }, 'public write limits: removed ended windows');
  },
};
