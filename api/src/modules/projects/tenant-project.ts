/** The project of a tenant-scoped request: who may read projects, the request's tenant, its project or 404. */
import { NotFoundError, type UserRole } from '@zapisy/core';
import type { FastifyRequest } from 'fastify';
import type {} from '../../http/context.js';
import type { Store } from '../../storage/index.js';
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

/** A project of the request's organization, or 404 (routes pass the app as `deps`). */
export async function loadTenantProject(deps: { store: Store }, request: FastifyRequest, id: string) {
  const project = await projectsOf(deps.store, tenantOf(request).organizationId).findOne({ _id: id });
  if (!project) throw projectNotFoundError(id);
  return project;
}
