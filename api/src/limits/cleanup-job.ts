import { expiryCleanupJob } from '../jobs/expiry-cleanup-job.js';
import { deleteExpiredWindows } from './window-counter.js';

/** Deletes the ended windows of the public-write limits and of the auth attempt limits (auth/rate-limit.ts). */
export const publicWriteLimitsCleanupJob = expiryCleanupJob({
  name: 'public-write-limits-cleanup',
  description:
    'Usuwa zakończone okna limitów zapisów publicznych (zgłoszenia, płatności, pliki) i prób logowania.',
  schedule: '10 minutes',
  remove: async (store, now) => ({ windows: await deleteExpiredWindows(store, now) }),
  logMessage: 'public write limits: removed ended windows',
});
