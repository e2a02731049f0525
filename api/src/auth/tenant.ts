/**
 * The tenant of a request and the caller's role in it, for routes declaring
 * `{ roles, tenant }` (./access.ts). The project or organization is loaded fresh on every request, so a
 * grant added or removed takes effect at once, and the role is core's `effectiveRole` (project grants
 * with from/to windows, the organization's grants when the project has none, owner → admin); the super
 * role (site-admin) passes everywhere.
 */
import { DEFAULT_SUPER_ROLE, effectiveRole, hasRole, NotFoundError, type UserRole } from '@zapisy/core';
import { normalizeDomainName } from '../modules/projects/index.js';
import type { Store } from '../storage/index.js';
import type { AuthUser, RequestTenant, TenantSource } from './access.js';

export const ORGANIZATIONS_COLLECTION = 'organizations';
export const PROJECTS_COLLECTION = 'projects';

type Grant = { userId: string; role?: string | null; from?: Date | string | null; to?: Date | string | null };

interface TenantOrganization {
  _id: string;
  organizationId?: string;
  ownerId?: string | null;
  permissions?: Grant[] | null;
}

interface TenantProject {
  _id: string;
  eventId?: string;
  organizationId: string;
  permissions?: Grant[] | null;
  event?: { domainName?: string };
}

export const organizationNotFound = (): NotFoundError => new NotFoundError('Nie znaleziono organizacji');
export const projectNotFound = (): NotFoundError => new NotFoundError('Nie znaleziono projektu');

export interface ResolveTenantInput {
  store: Store;
  source: TenantSource;
  params: Record<string, string | undefined>;
  user: AuthUser;
  baseDomain: string;
  now?: Date;
}

/**
 * Finds the tenant named by the route and computes the caller's role there. Throws NotFoundError (404)
 * when the project or organization does not exist, or when the caller has no organization for
 * `organizationOfUser`. Does not check roles: see `checkTenantAccess`.
 */
export async function resolveTenant(input: ResolveTenantInput): Promise<RequestTenant> {
  const { store, source, params, user } = input;
  const organizations = store.db.collection<TenantOrganization>(ORGANIZATIONS_COLLECTION);
  const projects = store.db.collection<TenantProject>(PROJECTS_COLLECTION);

  let project: TenantProject | null = null;
  let organizationId: string | undefined;
  if ('project' in source) {
    const id = params[source.project];
    project = id ? await projects.findOne({ _id: id }) : null;
    if (!project) throw projectNotFound();
    organizationId = project.organizationId;
  } else if ('projectDomain' in source) {
    const domain = normalizeDomainName(params[source.projectDomain] ?? '', input.baseDomain);
    project = domain ? await projects.findOne({ 'event.domainName': domain }) : null;
    if (!project) throw projectNotFound();
    organizationId = project.organizationId;
  } else if ('organization' in source) {
    organizationId = params[source.organization];
  } else {
    organizationId = user.organizationId;
  }
  const organization = organizationId ? await organizations.findOne({ _id: organizationId }) : null;
  if (!organization) throw organizationNotFound();

  const role: UserRole =
    user.role === DEFAULT_SUPER_ROLE
      ? DEFAULT_SUPER_ROLE
      : effectiveRole({
          userId: user.userId,
          project,
          organization,
          now: input.now ?? new Date(),
        });
  const tenant: RequestTenant = { organizationId: organization._id, role };
  if (project) tenant.eventId = project.eventId ?? project._id;
  return tenant;
}

/** Whether the caller's role in the tenant passes core's role check for the route's roles. */
export function tenantRoleAllows(tenant: RequestTenant, roles: readonly UserRole[]): boolean {
  return hasRole({ loggedIn: true, role: tenant.role }, roles);
}
