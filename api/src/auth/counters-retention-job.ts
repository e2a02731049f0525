/**
 * `auth-counters-retention`: deletes what the auth counters no longer need — ended rate-limit windows
 * (`rateLimits`), forgotten log-in throttle pairs (`loginThrottle`) and denylisted tokens past their `exp`
 * (`revokedTokens`). Expired entries are already ignored when read, so this only bounds the collections.
 */
import { expiryCleanupJob } from '../jobs/expiry-cleanup-job.js';
import { pruneRevokedTokens } from './denylist.js';
import { pruneLoginThrottle } from './login-throttle.js';
import { pruneRateLimits } from './rate-limit.js';

export const authCountersRetentionJob = expiryCleanupJob({
  name: 'auth-counters-retention',
  description: 'Usuwa wygasłe liczniki prób logowania, limitów i unieważnionych tokenów.',
  schedule: '1 hour',
  remove: async (store, now) => ({
    loginThrottle: await pruneLoginThrottle(store, now),
    rateLimits: await pruneRateLimits(store, now),
    revokedTokens: await pruneRevokedTokens(store, now),
  }),
  logMessage: 'auth counters retention: removed expired counters',
});
