/**
 * `auth-counters-retention`: deletes what the auth counters no longer need — forgotten log-in throttle pairs
 * (`loginThrottle`) and denylisted tokens past their `exp` (`revokedTokens`). The attempt limits' windows
 * are the limits module's and go with its cleanup job. Expired entries are already ignored when read, so
 * this only bounds the collections.
 */
import { expiryCleanupJob } from '../jobs/expiry-cleanup-job.js';
import { pruneRevokedTokens } from './denylist.js';
import { pruneLoginThrottle } from './login-throttle.js';

export const authCountersRetentionJob = expiryCleanupJob({
  name: 'auth-counters-retention',
  description: 'Usuwa wygasłe liczniki prób logowania i unieważnione tokeny.',
  schedule: '1 hour',
  remove: async (store, now) => ({
    loginThrottle: await pruneLoginThrottle(store, now),
    revokedTokens: await pruneRevokedTokens(store, now),
  }),
  logMessage: 'auth counters retention: removed expired counters',
});
