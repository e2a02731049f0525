/**
 * Fail closed at start-up: every route registered under the API path must declare `config.access`
 * (./access.ts) in a valid form, or `buildApp` rejects with RouteAccessError naming the route. The OpenAPI
 * UI (`<apiPath>/docs…`, registered by @fastify/swagger-ui) is public by declaration here.
 */
import { isUserRole } from '@zapisy/core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteAccess } from './access.js';

export class RouteAccessError extends Error {
  constructor(method: string, url: string, problem: string) {
    super(
      `Trasa ${method} ${url}: ${problem} (route ${method} ${url} must declare a valid config.access, see api/src/auth/access.ts)`,
    );
    this.name = 'RouteAccessError';
  }
}

/** One route under the API path as the guard saw it (for route × role test matrices). */
export interface ApiRouteInfo {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under the API path with its declared access, in registration order. */
    apiRoutes: readonly ApiRouteInfo[];
  }
}

export function isApiUrl(url: string, apiPath: string): boolean {
  return url === apiPath || url.startsWith(`${apiPath}/`);
}

/** Route parameter names of a Fastify URL ('/project/:id/:flag' → id, flag). */
function paramNames(url: string): Set<string> {
  return new Set([...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? ''));
}

/** Problems with a declaration, or undefined when it is valid for this URL. */
export function accessProblem(access: unknown, url: string): string | undefined {
  if (typeof access !== 'object' || access === null) return 'brak deklaracji config.access';
  const a = access as Record<string, unknown>;
  const kinds = ['public', 'authenticated', 'siteAdmin', 'roles'].filter((k) => k in a);
  if (kinds.length !== 1)
    return 'config.access musi mieć dokładnie jedno z: public, authenticated, siteAdmin, roles';
  if (kinds[0] !== 'roles') return a[kinds[0] as string] === true ? undefined : `${kinds[0]} musi być true`;
  const roles = a.roles;
  if (!Array.isArray(roles) || roles.length === 0 || !roles.every(isUserRole)) {
    return 'roles musi być niepustą listą znanych ról';
  }
  const tenant = a.tenant as Record<string, unknown> | undefined;
  if (typeof tenant !== 'object' || tenant === null) return 'roles wymaga tenant';
  if (tenant.organizationOfUser === true) return undefined;
  const key = ['project', 'projectDomain', 'organization'].find((k) => typeof tenant[k] === 'string');
  if (key === undefined)
    return 'tenant musi wskazywać project, projectDomain, organization albo organizationOfUser';
  const param = tenant[key] as string;
  return paramNames(url).has(param)
    ? undefined
    : `tenant.${key} wskazuje parametr „${param}”, którego nie ma w ścieżce`;
}

/**
 * `testFixtures`: in the test environment, ad-hoc routes that kernel tests add under `<apiPath>/test/` to
 * exercise the error contract count as public fixtures (never the case outside tests).
 */
export function installRouteAccessGuard(
  app: FastifyInstance,
  apiPath: string,
  options: { testFixtures?: boolean } = {},
): void {
  const routes: ApiRouteInfo[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url;
    if (!isApiUrl(url, apiPath)) return;
    const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method);
    const record = () => routes.push({ method, url, access: route.config?.access as RouteAccess });
    const fixture = options.testFixtures === true && url.startsWith(`${apiPath}/test/`);
    if (fixture && route.config?.access === undefined) {
      route.config = { ...(route.config ?? {}), access: { public: true } };
      record();
      return;
    }
    if (url === `${apiPath}/docs` || url.startsWith(`${apiPath}/docs/`)) {
      const access: RouteAccess = { public: true };
      route.config = { ...(route.config ?? {}), access };
      record();
      return;
    }
    const problem = accessProblem(route.config?.access, url);
    if (problem !== undefined) throw new RouteAccessError(method, url, problem);
    record();
  });
}
