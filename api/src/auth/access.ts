/**
 * Who may call a route. Every API route declares `config: { access }`; the access check (auth/) reads it,
 * and the role × route test matrix is generated from it, so a route without a declaration is a failing
 * test, not an open door.
 */
import type { UserRole } from '@zapisy/core';

/** Where the tenant of a request comes from: a route parameter naming a project or an organization. */
export type TenantSource =
  | { project: string } // name of the route parameter holding an eventId, e.g. { project: 'id' }
  | { projectDomain: string } // name of the parameter holding a project domain
  | { organization: string } // name of the parameter holding an organizationId
  | { organizationOfUser: true }; // the caller's own organization (lists, creation)

export type RouteAccess =
  /** Anyone, without a token (public pages, widgets, log-in). */
  | { public: true }
  /** Any logged-in user whose token is valid (own profile, log-out). */
  | { authenticated: true }
  /** Site administrators only (the super role). */
  | { siteAdmin: true }
  /**
   * A role within a tenant: the caller's effective role there (core's `effectiveRole`: project grants with
   * time windows, the organization's grants as fallback, owner → admin, super role passes) must pass core's
   * `hasRole(user, roles)`.
   */
  | { roles: readonly UserRole[]; tenant: TenantSource };

/** The verified caller, from a valid token. */
export interface AuthUser {
  userId: string;
  email: string;
  /** The user's own role (site-admin for site administrators; otherwise as stored on the user). */
  role: UserRole;
  /** Organization the user belongs to (owner or member), if any. */
  organizationId?: string;
}

/** The tenant a request acts in, resolved by the access check before the handler runs. */
export interface RequestTenant {
  organizationId: string;
  eventId?: string;
  /** The caller's effective role in this tenant. */
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Set when the request carries a valid token. */
    user?: AuthUser;
    /** Set for routes whose access names a tenant. */
    tenant?: RequestTenant;
  }
}
