/**
 * Issue 4: "API tests for every endpoint and every role (a role × route matrix generated from route
 * metadata)". The matrix comes from the routes' own access declarations (`app.apiRoutes`), so a new route
 * is in it the moment it is registered. For each route and each role of spec §6 held in the route's tenant,
 * the role either passes the access check (any answer but 401/403) or gets 403; anonymous callers get 401
 * on every route that is not public, and the site admin ("the super role passes every role check") is
 * never refused.
 */

import { hasRole, USER_ROLES, type UserRole } from '@zapisy/core';
import translationTypes from '@zapisy/plugin-translation-types';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../http/testing.js';
import { PROJECTS } from '../modules/projects/store.js';
import { seedDemo } from '../seed/index.js';
import type { RouteAccess, TenantSource } from './access.js';
import type { ApiRouteInfo } from './route-guard.js';
import { createUserWithToken } from './testing.js';

const silent = { info() {}, warn() {}, error() {} } as never;

let t: TestApp;
let organizationId: string;
let eventId: string;
const tokens = new Map<UserRole, Record<string, string>>();

beforeAll(async () => {
  t = await createTestApp({ plugins: [translationTypes] });
  await seedDemo(t.store, silent);
  const project = await t.store.db
    .collection<{ _id: string; eventId: string; organizationId: string }>(PROJECTS)
    .findOne({ 'event.domainName': 'demo' });
  eventId = project!.eventId;
  organizationId = project!.organizationId;
  for (const role of USER_ROLES) {
    const options = role === 'site-admin' ? { role } : { role, organizationId };
    tokens.set(role, (await createUserWithToken(t.app, options)).headers);
  }
});
afterAll(() => t?.close());

type RoleRoute = ApiRouteInfo & { access: Extract<RouteAccess, { roles: readonly UserRole[] }> };

function roleRoutes(): RoleRoute[] {
  return t.app.apiRoutes.filter((route): route is RoleRoute => 'roles' in route.access);
}

/** A copy of the demo project that a DELETE may remove without changing what later checks see. */
async function throwawayProject(): Promise<string> {
  const projects = t.store.db.collection<Record<string, unknown> & { _id: string }>(PROJECTS);
  const demo = await projects.findOne({ _id: eventId });
  const id = `matrix${Math.random().toString(36).slice(2, 10)}`;
  const event = { ...(demo!.event as object), domainName: id };
  await projects.insertOne({ ...demo!, _id: id, eventId: id, event });
  return id;
}

async function urlFor(route: RoleRoute): Promise<string> {
  const tenant: TenantSource = route.access.tenant;
  const project = route.method === 'DELETE' ? await throwawayProject() : eventId;
  return route.url.replace(/:(\w+)/g, (_match, name: string) => {
    if ('project' in tenant && tenant.project === name) return project;
    if ('projectDomain' in tenant && tenant.projectDomain === name) return 'demo';
    if ('organization' in tenant && tenant.organization === name) return organizationId;
    return name === 'flag' ? 'false' : 'x';
  });
}

async function call(route: RoleRoute, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  const method = route.method.split(',')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return t.app.inject({
    method,
    url: await urlFor(route),
    headers,
    // An empty object: enough to reach the handler's validation, never enough to change real settings.
    ...(withBody ? { payload: {} } : {}),
  });
}

describe('role × route matrix from the access declarations (spec §6)', () => {
  it('finds the tenant-scoped routes of every area', () => {
    const urls = roleRoutes().map((route) => route.url);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.some((url) => url.includes('/project/'))).toBe(true);
    expect(urls.some((url) => url.includes('/organization/'))).toBe(true);
  });

  it('the permission table (who may call what) changes only on purpose: it is kept as a reviewed snapshot', () => {
    const table = t.app.apiRoutes
      .filter((route) => !route.url.endsWith('/*'))
      .map((route) => `${route.method.padEnd(6)} ${route.url}  ${JSON.stringify(route.access)}`)
      .sort();
    expect(table).toMatchSnapshot();
  });

  it('"A user who is not logged in … fails": every route that is not public answers 401 without a token', async () => {
    const refused: string[] = [];
    for (const route of t.app.apiRoutes) {
      if ('public' in route.access || route.url.endsWith('/*')) continue;
      const method = route.method.split(',')[0] as 'GET';
      const url = route.url.replace(/:(\w+)/g, 'x');
      const res = await t.app.inject({ method, url });
      if (res.statusCode !== 401) refused.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  for (const role of USER_ROLES) {
    it(`role ${role}: passes exactly the routes whose declared roles admit it ("equals the required role or is in the required list"; admin also has employee and manager access; the super role passes)`, async () => {
      const wrong: string[] = [];
      for (const route of roleRoutes()) {
        const res = await call(route, tokens.get(role)!);
        const allowed = hasRole({ role, loggedIn: true }, route.access.roles);
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (allowed === refused) {
          wrong.push(
            `${route.method} ${route.url}: expected ${allowed ? 'access' : '403'}, got ${res.statusCode}`,
          );
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
