/** The project of a tenant-scoped request: who may read projects, the request's tenant, its project or 404. */
import { NotFoundError, type UserRole } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '../../http/context.js';
import { projectNotFoundError } from './messages.js';
import { projectsOf } from './store.js';

export const PROJECT_READ_ROLES: readonly UserRole[] = ['admin', 'payments', 'employee'];
export const FILE_BASE_PATH = '/images';

/** The request's tenant (set by the access check on every tenant-scoped route). */
export function tenantOf(request: FastifyRequest): { organizationId: string; eventId?: string } {
  const tenant = request.tenant;
  if (!tenant) throw new NotFoundError();
  return tenant;
}

/** A project of the request's organization, or 404. */
export async function loadTenantProject(app: FastifyInstance, request: FastifyRequest, id: string) {
  const project = await projectsOf(app.store, tenantOf(request).organizationId).findOne({ _id: id });
  if (!project) throw projectNotFoundError(id);
  return project;
}
