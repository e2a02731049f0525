import { ForbiddenError } from '@zapisy/core';
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../audit/index.js';

/** The caller as an audit entry names them; routes reaching here have passed the access check. */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.user;
  if (!user) throw new ForbiddenError();
  return { userId: user.userId, email: user.email };
}

export function isSiteAdmin(request: FastifyRequest): boolean {
  return request.user?.role === 'site-admin';
}
