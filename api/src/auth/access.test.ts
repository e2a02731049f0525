import { ErrorMessages } from '@zapisy/core';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../http/testing.js';
import { RouteAccessError } from './route-guard.js';
import { createUserWithToken } from './testing.js';
import { usersCollection } from './users.js';

const DAY = 24 * 60 * 60 * 1000;
const past = (days: number) => new Date(Date.now() - days * DAY);
const future = (days: number) => new Date(Date.now() + days * DAY);

let t: TestApp;
const ids: Record<string, string> = {};

async function call(url: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/services/api/acc${url}`,
    ...(token ? { headers: { 'x-auth-token': token } } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp({ config: { baseDomain: 'zapisy.test' } });
  const db = t.store.db;
  // Organization A: projects 'p-open' (no grants of its own → the organization's are used) and
  // 'p-granted' (project grants with windows). Organization B: project 'p-b'.
  await db.collection<{ _id: string; [key: string]: unknown }>('organizations').insertMany([
    { _id: 'org-a', organizationId: 'org-a', name: 'A', ownerId: 'nobody', permissions: [] },
    { _id: 'org-b', organizationId: 'org-b', name: 'B', ownerId: 'nobody', permissions: [] },
  ]);
  await db.collection<{ _id: string; [key: string]: unknown }>('projects').insertMany([
    {
      _id: 'p-open',
      eventId: 'p-open',
      organizationId: 'org-a',
      permissions: [],
      event: { domainName: 'alfa' },
    },
    {
      _id: 'p-granted',
      eventId: 'p-granted',
      organizationId: 'org-a',
      permissions: [],
      event: { domainName: 'beta' },
    },
    { _id: 'p-b', eventId: 'p-b', organizationId: 'org-b', permissions: [], event: { domainName: 'gamma' } },
  ]);

  const make = async (name: string, options: Parameters<typeof createUserWithToken>[1]) => {
    const created = await createUserWithToken(t.app, options);
    ids[name] = created.user.userId;
    return created.token;
  };
  tokens.owner = await make('owner', { ownerOf: 'org-a' });
  tokens.orgEmployee = await make('orgEmployee', { organizationId: 'org-a', role: 'employee' });
  tokens.orgReception = await make('orgReception', { organizationId: 'org-a', role: 'reception' });
  tokens.orgAdmin = await make('orgAdmin', { organizationId: 'org-a', role: 'admin' });
  tokens.strangerAdmin = await make('strangerAdmin', { organizationId: 'org-b', role: 'admin' });
  tokens.siteAdmin = await make('siteAdmin', { role: 'site-admin' });
  tokens.loner = await make('loner', {});
  tokens.current = await make('current', {});
  tokens.notYet = await make('notYet', {});
  tokens.over = await make('over', {});

  await db.collection<{ _id: string; [key: string]: unknown }>('projects').updateOne(
    { _id: 'p-granted' },
    {
      $set: {
        permissions: [
          { userId: ids.current, role: 'employee', from: past(1), to: future(1) },
          { userId: ids.notYet, role: 'employee', from: future(1), to: null },
          { userId: ids.over, role: 'employee', from: null, to: past(1) },
        ],
      },
    },
  );

  t.app.register(
    async (scope) => {
      const echo = async (request: import('fastify').FastifyRequest) => ({
        user: request.user ?? null,
        tenant: request.tenant ?? null,
      });
      scope.get('/public', { config: { access: { public: true } } }, echo);
      scope.get('/me', { config: { access: { authenticated: true } } }, echo);
      scope.get('/site', { config: { access: { siteAdmin: true } } }, echo);
      scope.get(
        '/project/:id',
        { config: { access: { roles: ['employee'], tenant: { project: 'id' } } } },
        echo,
      );
      scope.get(
        '/domain/:domain',
        { config: { access: { roles: ['admin'], tenant: { projectDomain: 'domain' } } } },
        echo,
      );
      scope.get(
        '/org/:orgId',
        { config: { access: { roles: ['admin'], tenant: { organization: 'orgId' } } } },
        echo,
      );
      scope.get(
        '/mine',
        { config: { access: { roles: ['employee'], tenant: { organizationOfUser: true } } } },
        echo,
      );
    },
    { prefix: '/services/api/acc' },
  );
  await t.app.ready();
});
const tokens: Record<string, string> = {};

afterAll(() => t.close());

describe('tokens', () => {
  it('a valid token sets request.user (claims sub, email, role, organizationId, iat, exp 12 h)', async () => {
    const res = await call('/me', tokens.orgEmployee);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      userId: ids.orgEmployee,
      role: 'employee',
      organizationId: 'org-a',
    });
    const claims = await t.app.tokens.verify(tokens.orgEmployee as string);
    expect(claims).toMatchObject({ sub: ids.orgEmployee, role: 'employee', organizationId: 'org-a' });
    expect(claims.exp - claims.iat).toBe(12 * 60 * 60);
  });

  it('no token on a route needing a user → 401 UNAUTHENTICATED', async () => {
    const res = await call('/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Zaloguj się, aby kontynuować' });
  });

  it('a tampered token → 403 TOKEN_INVALID (spec §8: 403 is the forbidden flow)', async () => {
    const [h, p, s] = (tokens.orgEmployee as string).split('.');
    const claims = JSON.parse(Buffer.from(p as string, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'site-admin' })).toString('base64url');
    for (const bad of [`${h}.${forged}.${s}`, `${h}.${p}.${(s as string).slice(0, -2)}xx`, 'abc', 'a.b.c']) {
      const res = await call('/me', bad);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TOKEN_INVALID');
    }
    const otherKey = await new SignJWT({ email: 'x@y.pl', role: 'site-admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ids.siteAdmin as string)
      .setJti('j')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters'));
    expect((await call('/site', otherKey)).statusCode).toBe(403);
  });

  it('an expired token → 401 TOKEN_EXPIRED (spec §8: 401 is a validation error carrying the body)', async () => {
    const { token } = await createUserWithToken(t.app, {
      token: { now: new Date(Date.now() - 13 * 60 * 60 * 1000) },
    });
    const res = await call('/me', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Sesja wygasła. Zaloguj się ponownie.',
      errors: ['Sesja wygasła. Zaloguj się ponownie.'],
    });
  });

  it('public routes ignore a bad or expired token', async () => {
    const res = await call('/public', 'a.b.c');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toBeNull();
  });

  it('a token of a deleted or blocked user → 401 ACCOUNT_INACTIVE', async () => {
    const { token, user } = await createUserWithToken(t.app, {});
    await usersCollection(t.store).updateOne({ _id: user.userId }, { $set: { status: 'blocked' } });
    const res = await call('/me', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ACCOUNT_INACTIVE');
  });

  it('the signing secret is kept per data directory in test/development (restarts keep sessions)', async () => {
    const setting = await t.store.db
      .collection<{ _id: string; value: string }>('settings')
      .findOne({ _id: 'auth.jwtSecret' });
    expect(typeof setting?.value).toBe('string');
  });
});

describe('access check (spec §6)', () => {
  it('siteAdmin: "The super role (site-admin) passes"; an org admin does not', async () => {
    expect((await call('/site', tokens.siteAdmin)).statusCode).toBe(200);
    const res = await call('/site', tokens.orgAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: ErrorMessages.forbidden });
  });

  it('"If a project has no entries, the organization\'s are used": org employee passes on p-open', async () => {
    const res = await call('/project/p-open', tokens.orgEmployee);
    expect(res.statusCode).toBe(200);
    expect(res.json().tenant).toEqual({ organizationId: 'org-a', eventId: 'p-open', role: 'employee' });
  });

  it('"An org admin also has employee and manager access"; reception lacks employee access', async () => {
    expect((await call('/project/p-open', tokens.orgAdmin)).statusCode).toBe(200);
    expect((await call('/project/p-open', tokens.orgReception)).statusCode).toBe(403);
  });

  it('"The organization owner gets the admin role"', async () => {
    const res = await call('/org/org-a', tokens.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().tenant).toEqual({ organizationId: 'org-a', role: 'admin' });
    expect((await call('/project/p-granted', tokens.owner)).statusCode).toBe(200);
  });

  it('project grants: "A valid entry gives that role, otherwise guest" (from/to windows)', async () => {
    expect((await call('/project/p-granted', tokens.current)).statusCode).toBe(200);
    expect((await call('/project/p-granted', tokens.notYet)).statusCode).toBe(403);
    expect((await call('/project/p-granted', tokens.over)).statusCode).toBe(403);
    // The project has entries, so the organization's grants are not used for it.
    expect((await call('/project/p-granted', tokens.orgEmployee)).statusCode).toBe(403);
  });

  it('a user of another organization gets 403 and no data; the super role passes everywhere', async () => {
    for (const url of ['/project/p-open', '/domain/alfa', '/org/org-a']) {
      const res = await call(url, tokens.strangerAdmin);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('org-a');
      expect((await call(url, tokens.siteAdmin)).statusCode).toBe(200);
    }
    expect((await call('/project/p-b', tokens.strangerAdmin)).statusCode).toBe(200);
  });

  it('projectDomain accepts the full host; missing tenants → 404', async () => {
    expect((await call('/domain/ALFA.zapisy.test', tokens.orgAdmin)).json().tenant.eventId).toBe('p-open');
    expect((await call('/domain/nope', tokens.orgAdmin)).statusCode).toBe(404);
    expect((await call('/project/nope', tokens.siteAdmin)).statusCode).toBe(404);
    expect((await call('/org/nope', tokens.siteAdmin)).statusCode).toBe(404);
  });

  it("organizationOfUser: the caller's own organization; none → 404", async () => {
    expect((await call('/mine', tokens.orgEmployee)).json().tenant).toEqual({
      organizationId: 'org-a',
      role: 'employee',
    });
    expect((await call('/mine', tokens.loner)).statusCode).toBe(404);
  });

  it('roles routes need a user: no token → 401', async () => {
    expect((await call('/project/p-open')).statusCode).toBe(401);
  });
});

describe('route declarations (fail closed)', () => {
  it('a route under the API path without config.access is refused when registered', async () => {
    const t2 = await createTestApp();
    try {
      expect(() => t2.app.get('/services/api/open-door', async () => ({}))).toThrow(RouteAccessError);
      expect(() =>
        t2.app.get(
          '/services/api/x/:id',
          { config: { access: { roles: ['admin'], tenant: { project: 'eventId' } } } },
          async () => ({}),
        ),
      ).toThrow(/tenant.project wskazuje parametr „eventId”/);
      expect(() =>
        t2.app.get(
          '/services/api/y',
          { config: { access: { roles: ['boss' as 'admin'], tenant: { organizationOfUser: true } } } },
          async () => ({}),
        ),
      ).toThrow(/znanych ról/);
      // Outside the API path (web pages) no declaration is needed.
      expect(() => t2.app.get('/strona-testowa', async () => 'ok')).not.toThrow();
    } finally {
      await t2.close();
    }
  });

  it('every registered /services/api route declares config.access (all routes seen by an onRoute collector)', async () => {
    const t2 = await createTestApp({ plugins: [(await import('@zapisy/plugin-translation-types')).default] });
    try {
      await t2.app.ready();
      const routes = t2.app.apiRoutes;
      expect(routes.length).toBeGreaterThan(10);
      for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeTypeOf('object');
      // Cross-check against the OpenAPI document: every documented API path was seen by the collector.
      const spec = t2.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      const seen = new Set(routes.map((r) => r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')));
      for (const path of Object.keys(spec.paths)) expect(seen.has(path), path).toBe(true);
      expect(routes.find((r) => r.url === '/services/api/auth/login')?.access).toEqual({ public: true });
    } finally {
      await t2.close();
    }
  });
});
