/**
 * The hook that limits a public write: one atomic counter per request (window-counter.ts), a 429 with
 * `Retry-After` and a Polish message past the client's or the project's limit. With limits off, or both of
 * a scope's limits 0, there is no hook at all, so the route pays nothing.
 */
import type { FastifyRequest } from 'fastify';
import { RateLimitedError } from '../auth/errors.js';
import type { Store } from '../storage/index.js';
import { clientKeyOf } from './client-key.js';
import type { LimitScope, PublicLimitsConfig } from './config.js';
import { LIMIT_SUBJECTS } from './messages.js';
import { hitWindow } from './window-counter.js';

export interface PublicWriteLimitDeps {
  store: Store;
  config: PublicLimitsConfig;
  now?: () => Date;
}

/** Routes without a project (`/console-error`) count in one bucket per scope. */
const NO_PROJECT = '-';

export type PublicWriteHook = (request: FastifyRequest) => Promise<void>;

/** The `onRequest` hook of a public write of `scope`, or undefined when nothing is limited. */
export function publicWriteHook(deps: PublicWriteLimitDeps, scope: LimitScope): PublicWriteHook | undefined {
  const limit = deps.config.scopes[scope];
  if (!deps.config.enabled || (limit.perIp === 0 && limit.perProject === 0)) return undefined;
  const now = deps.now ?? (() => new Date());
  const subjects = LIMIT_SUBJECTS[scope];
  return async (request) => {
    const eventId = (request.params as { eventId?: unknown } | undefined)?.eventId;
    const project = typeof eventId === 'string' && eventId !== '' ? eventId : NO_PROJECT;
    const at = now();
    const hit = await hitWindow(
      deps.store,
      `${scope}:${project}`,
      clientKeyOf(request.ip),
      deps.config.windowSeconds,
      at,
    );
    const retryAfter = (hit.resetAt.getTime() - at.getTime()) / 1000;
    if (limit.perIp > 0 && hit.fromClient > limit.perIp) {
      throw new RateLimitedError(retryAfter, subjects.client);
    }
    if (limit.perProject > 0 && hit.total > limit.perProject) {
      throw new RateLimitedError(retryAfter, subjects.project);
    }
  };
}
