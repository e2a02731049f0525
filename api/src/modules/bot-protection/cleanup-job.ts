import { expiryCleanupJob } from '../../jobs/expiry-cleanup-job.js';
import { deleteExpiredBotTokens } from './store.js';

/** Deletes used proof-of-work solutions past their expiry. */
export const usedBotTokensCleanupJob = expiryCleanupJob({
  name: 'used-bot-tokens-cleanup',
  description: 'Usuwa zużyte potwierdzenia ochrony przed botami po ich wygaśnięciu.',
  schedule: '15 minutes',
  remove: async (store, now) => ({ usedBotTokens: await deleteExpiredBotTokens(store, now) }),
  logMessage: 'bot protection: removed expired used tokens',
});
