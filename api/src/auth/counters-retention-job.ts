/**
 * `auth-counters-retention`: deletes what the auth counters no longer need — ended rate-limit windows
 * (`rateLimits`), forgotten log-in throttle pairs (`loginThrottle`) and denylisted tokens past their `exp`
 * (`revokedTokens`). Expired entries are already ignored when read, so this only bounds the collections.
 * Idempotent: each is one `deleteMany` by time; a second run or another worker finds nothing left.
 */
import type { JobDefinition } from '../jobs/types.js';
import { pruneRevokedTokens } from './denylist.js';
import { pruneLoginThrottle } from './login-throttle.js';
import { pruneRateLimits } from './rate-limit.js';

export const authCountersRetentionJob: JobDefinition<undefined> = {
  name: 'auth-counters-retention',
  description: 'Usuwa wygasłe liczniki prób logowania, limitów i unieważnionych tokenów.',
  schedule: '1 hour',
  options: { concurrency: 1, attempts: 3, delayMs: 60_000, lockLifetime: 10 * 60_000 },
  async run(ctx) {
    const now = new Date();
    const removed = {
      loginThrottle: await pruneLoginThrottle(ctx.store, now),
      rateLimits: await pruneRateLimits(ctx.store, now),
      revokedTokens: await pruneRevokedTokens(ctx.store, now),
    };
    ctx.logger.info({ removed }, 'auth counters retention: removed expired counters');
  },
};
