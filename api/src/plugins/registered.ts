import type { Token } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type {} from '../http/context.js';

/** Everything the loaded plugins registered under a multi-provider token (none registered: empty). */
export function registeredAll<T>(app: FastifyInstance, token: Token<T>): T[] {
  return app.container.isRegistered(token, true) ? app.container.resolveAll<T>(token) : [];
}
