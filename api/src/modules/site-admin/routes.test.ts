import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, type UserWithToken } from '../../auth/testing.js';
import { usersCollection } from '../../auth/users.js';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { AUDIT_LOG } from '../audit/index.js';
import { SITE_AUDIT_SCOPE } from '../organizations/index.js';

const API = '/services/api';
let t: TestApp;
let siteAdmin: UserWithToken;
let adminA: UserWithToken;

beforeAll(async () => {
  t = await createTestApp();
  siteAdmin = await createUserWithToken(t.app, { role: 'site-admin', email: 'super@zapisy.test' });
  adminA = await createUserWithToken(t.app, {
    ownerOf: 'orgA',
    email: 'anna@szkola.test',
    firstName: 'Anna',
  });
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: UserWithToken, payload?: object) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    ...(who ? { headers: who.headers } : {}),
    ...(payload !== undefined ? { payload } : {}),
  });

describe('site-admin access: "The site-admin area handles organizations, users and import/export"', () => {
  const routes: [string, 'GET' | 'POST' | 'PATCH', string, object?][] = [
    ['organizations', 'GET', '/site-admin/organizations'],
    ['new organization', 'POST', '/site-admin/organizations', { name: 'X', ownerEmail: 'x@x.pl' }],
    ['users', 'GET', '/site-admin/users'],
    ['role change', 'PATCH', '/site-admin/users/someone', { role: 'admin' }],
    ['export', 'GET', '/importexport/export/orgA'],
    ['import', 'POST', '/importexport/import', {}],
  ];
  it.each(routes)(
    '%s: 401 without a token, 403 for an organization admin',
    async (_n, method, url, payload) => {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      const res = await call(method, url, adminA, payload);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('anna@szkola.test');
    },
  );
});

describe('POST /site-admin/organizations (nowa-organizacja)', () => {
  it('creates the organization and a pending account for an unknown e-mail', async () => {
    const res = await call('POST', '/site-admin/organizations', siteAdmin, {
      name: 'Fundacja Ruch',
      ownerEmail: 'Nowy.Wlasciciel@Example.test',
      ownerFirstName: 'Jan',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.ownerCreated).toBe(true);
    expect(body.owner).toMatchObject({
      email: 'nowy.wlasciciel@example.test',
      status: 'pending',
      firstName: 'Jan',
    });
    expect(body.owner.organizationId).toBe(body.organization.organizationId);
    expect(body.organization).toMatchObject({
      name: 'Fundacja Ruch',
      ownerId: body.owner.userId,
      subscriptionStatus: 'free',
    });
    expect(res.body).not.toContain('passwordHash');
    const audit = await t.store.db
      .collection(AUDIT_LOG)
      .findOne({ organizationId: body.organization.organizationId });
    expect(audit?.action).toBe('organization.create');
  });

  it('uses the existing account of a known e-mail', async () => {
    const res = await call('POST', '/site-admin/organizations', siteAdmin, {
      name: 'Druga',
      ownerEmail: 'ANNA@szkola.test',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ownerCreated: false,
      owner: { userId: adminA.user.userId, organizationId: 'orgA' },
    });
  });

  it('bad input → 400 with the Polish list', async () => {
    const res = await call('POST', '/site-admin/organizations', siteAdmin, {
      name: ' ',
      ownerEmail: 'nie-email',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^body\.name/),
        expect.stringMatching(/^body\.ownerEmail/),
      ]),
    );
  });
});

describe('GET /site-admin/organizations', () => {
  it('lists organizations with their owners, searchable and paginated', async () => {
    const res = await call('GET', '/site-admin/organizations?search=fundacja', siteAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      items: [{ name: 'Fundacja Ruch', ownerEmail: 'nowy.wlasciciel@example.test' }],
    });
    const all = await call('GET', '/site-admin/organizations?pageSize=1', siteAdmin);
    expect(all.json().total).toBe(3);
    expect(all.json().items).toHaveLength(1);
  });
});

describe('GET /site-admin/users', () => {
  it('searches by e-mail or name, never returns password hashes', async () => {
    const res = await call('GET', '/site-admin/users?search=anna', siteAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, items: [{ email: 'anna@szkola.test', firstName: 'Anna' }] });
    expect(res.body).not.toContain('scrypt');
    const byRole = await call('GET', '/site-admin/users?role=site-admin', siteAdmin);
    expect(byRole.json().items.map((u: { email: string }) => u.email)).toEqual(['super@zapisy.test']);
  });
});

describe('PATCH /site-admin/users/{userId}', () => {
  it('changes the role and audits it', async () => {
    const res = await call('PATCH', `/site-admin/users/${adminA.user.userId}`, siteAdmin, {
      role: 'payments',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: adminA.user.userId, role: 'payments' });
    const entry = await t.store.db.collection(AUDIT_LOG).findOne({ action: 'user.role' });
    expect(entry).toMatchObject({
      organizationId: 'orgA',
      target: { type: 'user', id: adminA.user.userId },
      changes: [{ path: 'role', oldValue: 'admin', newValue: 'payments' }],
    });
  });

  it('unknown role → 400 with the Polish list; unknown user → 404; self-demotion → 409', async () => {
    const bad = await call('PATCH', `/site-admin/users/${adminA.user.userId}`, siteAdmin, { role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      "body.role: nieznana rola 'boss'; dozwolone: site-admin, admin, payments, employee, reception, guest",
    ]);
    expect((await usersCollection(t.store).findOne({ _id: adminA.user.userId }))?.role).toBe('payments');
    expect((await call('PATCH', '/site-admin/users/nikt', siteAdmin, { role: 'admin' })).statusCode).toBe(
      404,
    );
    const self = await call('PATCH', `/site-admin/users/${siteAdmin.user.userId}`, siteAdmin, {
      role: 'guest',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Nie możesz odebrać sobie roli administratora serwisu');
  });

  it('a user without an organization is audited in the site scope', async () => {
    const loner = await createUserWithToken(t.app, {});
    await call('PATCH', `/site-admin/users/${loner.user.userId}`, siteAdmin, { role: 'reception' });
    const entry = await t.store.db.collection(AUDIT_LOG).findOne({ 'target.id': loner.user.userId });
    expect(entry?.organizationId).toBe(SITE_AUDIT_SCOPE);
  });
});
