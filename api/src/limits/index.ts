/**
 * Limits on public writes (per client address and per project, counted in the store). Route files spread
 * `publicWriteLimitOf(app, scope)` into their route options; nothing is added when limits are off.
 */
import type { FastifyInstance } from 'fastify';
import type {} from '../http/context.js';
import type { LimitScope } from './config.js';
import { publicWriteHook } from './public-write-limit.js';

export { publicWriteLimitsCleanupJob } from './cleanup-job.js';
export {
  DEFAULT_SCOPE_LIMITS,
  LIMIT_SCOPES,
  type LimitScope,
  loadPublicLimitsConfig,
  type PublicLimitsConfig,
  type ScopeLimit,
} from './config.js';
export { type PublicWriteHook, publicWriteHook } from './public-write-limit.js';
export { deleteExpiredWindows, hitWindow, PUBLIC_WRITE_LIMITS, windowCount } from './window-counter.js';

/** `{ onRequest }` with the scope's limit of this app, or `{}` when nothing is limited. */
export function publicWriteLimitOf(
  app: FastifyInstance,
  scope: LimitScope,
): { onRequest?: (request: import('fastify').FastifyRequest) => Promise<void> } {
  const hook = publicWriteHook({ store: app.store, config: app.config.publicLimits }, scope);
  return hook ? { onRequest: hook } : {};
}
