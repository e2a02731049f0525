import type { JobDefinition } from '../../jobs/types.js';
import { deleteExpiredBotTokens } from './store.js';

/** Deletes used proof-of-work solutions past their expiry (one `deleteMany`: a second run finds nothing). */
export const usedBotTokensCleanupJob: JobDefinition<undefined> = {
  name: 'used-bot-tokens-cleanup',
  description: 'Usuwa zużyte potwierdzenia ochrony przed botami po ich wygaśnięciu.',
  schedule: '15 minutes',
  options: { concurrency: 1, attempts: 3, delayMs: 60_000, lockLifetime: 5 * 60_000 },
  async run(ctx) {
    const removed = await deleteExpiredBotTokens(ctx.store, new Date());
    if (removed > 0) ctx.logger.info({ removed }, 'bot protection: removed expired used tokens');
  },
};
