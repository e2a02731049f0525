/**
 * Issue 4: "Every tenant-scoped route is covered by a generated test that calls it as a user of another
 * organization and must get 403 or 404 and no data." The list comes from the routes' own access
 * declarations (`app.apiRoutes`), so a new tenant-scoped project route cannot be left out.
 */
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG } from '../audit/index.js';
import { PARTICIPANTS, PROJECTS } from './store.js';
import { API, createProjectTestContext, type FullProject, type ProjectTestContext } from './testing.js';

let c: ProjectTestContext;
let project: FullProject;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
  project = await c.create({ name: 'Cudzy Projekt' });
  await c
    .docs(PARTICIPANTS)
    .insertOne({ _id: 'secret-p', organizationId: 'org-a', eventId: project.eventId, status: 'paid' });
});
afterAll(() => c?.t.close());

function tenantScopedProjectRoutes() {
  return c.t.app.apiRoutes.filter(
    (route) => /^\/services\/api\/(project|survey)(\/|$)/.test(route.url) && 'roles' in route.access,
  );
}

function bodyFor(method: string, url: string): unknown {
  if (method === 'PATCH' && url.endsWith('/project/:eventId')) return project;
  if (method === 'PUT') return { organizationId: 'org-a' };
  if (method === 'POST') {
    return {
      name: 'Przejęty',
      domain: 'przejety',
      newName: 'Przejęty',
      newDomain: 'przejety',
      oldName: 'x',
      oldDomain: 'y',
    };
  }
  return undefined;
}

describe('project routes called by a user of another organization', () => {
  it('the tenant-scoped routes are found from their access declarations', () => {
    const found = tenantScopedProjectRoutes().map(
      (route) => `${route.method} ${route.url.slice(API.length)}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /project/organization/:orgId',
        'GET /project/by-base/:baseEventId',
        'GET /project/all-data/:id',
        'PUT /project',
        'PATCH /project/:eventId',
        'PATCH /project/activate/:id',
        'PATCH /project/deactivate/:id',
        'DELETE /project/:id',
        'POST /project/duplicate/:id/:flag',
        'POST /project/duplicate-advanced/:id/:flag',
      ]),
    );
  });

  it('every one answers 403 or 404, with no data of the project, and changes nothing', async () => {
    const before = await c.docs(PROJECTS).find({}).toArray();
    const auditBefore = await c.docs(AUDIT_LOG).countDocuments({});
    const routes = tenantScopedProjectRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) {
      const url = route.url
        .slice(API.length)
        .replace(':orgId', 'org-a')
        .replace(/:(id|eventId|baseEventId)\b/, project.eventId)
        .replace(':flag', 'false');
      const payload = bodyFor(route.method, route.url);
      const res = await c.call(route.method as 'GET', url, { token: c.stranger, payload });
      expect([403, 404], `${route.method} ${url} → ${res.statusCode}`).toContain(res.statusCode);
      // HEAD (Fastify's automatic twin of a GET) answers without a body.
      if (route.method !== 'HEAD') {
        expect(Object.keys(res.json()).sort()).toEqual(['code', 'errors', 'message', 'requestId', 'status']);
      }
      expect(res.body).not.toContain('Cudzy Projekt');
      expect(res.body).not.toContain('secret-p');
    }
    expect(await c.docs(PROJECTS).find({}).toArray()).toEqual(before);
    expect(await c.docs(AUDIT_LOG).countDocuments({})).toBe(auditBefore);
    expect(await c.docs(PARTICIPANTS).countDocuments({})).toBe(1);
  });

  it('the public project view gives a stranger no settings', async () => {
    const res = await c.call('GET', `/project/${project.eventId}`, { token: c.stranger });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['active', 'event', 'eventId', 'organizationId']);
  });
});
