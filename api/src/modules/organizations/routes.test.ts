import type { UserRole } from '@zapisy/core';
import ifirmaPlugin from '@zapisy/plugin-accounting-ifirma';
import paynowPlugin from '@zapisy/plugin-payment-paynow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, type UserWithToken } from '../../auth/testing.js';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { OUTBOX } from '../../mail/index.js';
import { AUDIT_LOG } from '../audit/index.js';
import { ORGANIZATIONS } from './index.js';

const API = '/services/api';
type Loose = { _id: string; [key: string]: unknown };
let t: TestApp;
let siteAdmin: UserWithToken;
let ownerA: UserWithToken;
let adminB: UserWithToken;
const members = {} as Record<UserRole, UserWithToken>;

beforeAll(async () => {
  t = await createTestApp({ plugins: [paynowPlugin, ifirmaPlugin] });
  siteAdmin = await createUserWithToken(t.app, { role: 'site-admin' });
  ownerA = await createUserWithToken(t.app, { ownerOf: 'orgA' });
  adminB = await createUserWithToken(t.app, { organizationId: 'orgB', role: 'admin' });
  for (const role of ['admin', 'payments', 'employee', 'reception', 'guest'] as const) {
    members[role] = await createUserWithToken(t.app, { organizationId: 'orgA', role });
  }
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, who?: UserWithToken, payload?: object) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    ...(who ? { headers: who.headers } : {}),
    ...(payload !== undefined ? { payload } : {}),
  });

describe('GET /organization/{orgId}', () => {
  it('answers the spec defaults to members of the organization', async () => {
    const res = await call('GET', '/organization/orgA', members.reception);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      organizationId: 'orgA',
      ownerId: ownerA.user.userId,
      subscriptionStatus: 'free',
      logo: { height: 30 },
      invoicing: { lumpPercent: 8.5, daysToPay: 14, vatPercent: 'np', useVat: false },
      calendar: { enabled: false, onParticipant: true },
      integrations: {
        paymentModule: 'none',
        accounts: { paynow: { apiKey: { set: false }, signKey: { set: false } }, ifirma: expect.any(Object) },
      },
    });
    expect(body.numberingPatterns).toEqual([
      { patternId: body.invoicing.patternId, pattern: 'xxxx/yyyy', yearly: true },
    ]);
  });

  it.each([
    ['no token', undefined, 401],
    ['a guest of the organization', 'guest', 403],
  ] as const)('%s → %i', async (_case, role, status) => {
    const res = await call('GET', '/organization/orgA', role ? members[role] : undefined);
    expect(res.statusCode).toBe(status);
  });

  it('404 for an unknown organization', async () => {
    expect((await call('GET', '/organization/nope', siteAdmin)).statusCode).toBe(404);
  });
});

describe('PATCH /organization/{orgId}', () => {
  it('saves a partial update, merges groups field by field, and audits old and new values', async () => {
    const res = await call('PATCH', '/organization/orgA', members.admin, {
      name: '  Nowa nazwa ',
      invoicing: { daysToPay: 30 },
      customerSettings: { twoPeople: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nowa nazwa',
      invoicing: { daysToPay: 30, lumpPercent: 8.5 },
      customerSettings: { twoPeople: true, hasGlobalPayments: false },
    });
    const entry = await t.store.db
      .collection(AUDIT_LOG)
      .findOne({ organizationId: 'orgA', action: 'organization.update' }, { sort: { at: -1 } });
    expect(entry?.actor).toEqual({ userId: members.admin.user.userId, email: members.admin.user.email });
    expect(entry?.target).toEqual({ type: 'organization', id: 'orgA' });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { path: 'name', oldValue: 'Organizacja orgA', newValue: 'Nowa nazwa' },
        { path: 'invoicing.daysToPay', oldValue: 14, newValue: 30 },
        { path: 'customerSettings.twoPeople', oldValue: false, newValue: true },
      ]),
    );
  });

  it('"Customer settings flags twoPeople and hasGuardian": hasGuardian is stored and answered like twoPeople', async () => {
    const res = await call('PATCH', '/organization/orgA', members.admin, {
      customerSettings: { hasGuardian: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().customerSettings).toMatchObject({ hasGuardian: true, twoPeople: true });
    const read = await call('GET', '/organization/orgA', members.admin);
    expect(read.json().customerSettings.hasGuardian).toBe(true);
  });

  it('integration keys: stored encrypted, never returned or logged in clear, "empty strings count as unset"', async () => {
    const res = await call('PATCH', '/organization/orgA', members.admin, {
      integrations: {
        paymentModule: 'paynow',
        accounts: { paynow: { apiKey: 'PAYNOW-API-KEY-1', signKey: '' } },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('PAYNOW-API-KEY-1');
    expect(res.json().integrations.accounts.paynow).toEqual({
      apiKey: { set: true },
      signKey: { set: false },
    });

    const stored = await t.store.db.collection(ORGANIZATIONS).findOne({ _id: 'orgA' } as object);
    expect(stored?.integrations.accounts.paynow.apiKey).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain('PAYNOW-API-KEY-1');

    const get = await call('GET', '/organization/orgA', members.admin);
    expect(get.body).not.toContain('PAYNOW-API-KEY-1');
    expect(get.body).not.toContain(stored?.integrations.accounts.paynow.apiKey);

    const entries = await t.store.db.collection(AUDIT_LOG).find({ organizationId: 'orgA' }).toArray();
    expect(JSON.stringify(entries)).not.toContain('PAYNOW-API-KEY-1');
    expect(JSON.stringify(entries)).not.toContain(stored?.integrations.accounts.paynow.apiKey);
    const last = entries.find((e) =>
      e.changes.some((c: { path: string }) => c.path === 'integrations.accounts.paynow.apiKey'),
    );
    expect(last?.changes).toEqual(
      expect.arrayContaining([
        { path: 'integrations.accounts.paynow.apiKey', oldValue: null, newValue: '••••' },
        { path: 'integrations.paymentModule', oldValue: 'none', newValue: 'paynow' },
      ]),
    );

    // Sending the view back ({ set } markers) keeps the key; '' removes it.
    const back = await call('PATCH', '/organization/orgA', members.admin, {
      integrations: get.json().integrations,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().integrations.accounts.paynow.apiKey).toEqual({ set: true });
    const removed = await call('PATCH', '/organization/orgA', members.admin, {
      integrations: { accounts: { paynow: { apiKey: '' } } },
    });
    expect(removed.json().integrations.accounts.paynow.apiKey).toEqual({ set: false });
  });

  it('bad input: a 400 with the Polish list, and the stored organization unchanged', async () => {
    const before = await t.store.db.collection(ORGANIZATIONS).findOne({ _id: 'orgA' } as object);
    const res = await call('PATCH', '/organization/orgA', members.admin, {
      name: '',
      invoicing: { daysToPay: 1000, lumpPercent: -1, vatPercent: '19' },
      logo: { height: 5 },
      domainName: 'Zła Domena!',
      bogus: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['body.bogus: nieznane pole']);
    const res2 = await call('PATCH', '/organization/orgA', members.admin, {
      name: '',
      invoicing: { daysToPay: 1000, lumpPercent: -1, vatPercent: '19' },
      logo: { height: 5 },
      domainName: 'Zła Domena!',
    });
    expect(res2.statusCode).toBe(400);
    const errors: string[] = res2.json().errors;
    for (const field of [
      'name',
      'invoicing.daysToPay',
      'invoicing.lumpPercent',
      'invoicing.vatPercent',
      'logo.height',
      'domainName',
    ]) {
      expect(errors.some((e) => e.startsWith(`body.${field}:`))).toBe(true);
    }
    const res3 = await call('PATCH', '/organization/orgA', members.admin, {
      invoicing: { patternId: 'brak' },
    });
    expect(res3.statusCode).toBe(400);
    expect(res3.json().errors).toEqual([
      "body.invoicing.patternId: nie ma wzorca numeracji o identyfikatorze 'brak'",
    ]);
    const after = await t.store.db.collection(ORGANIZATIONS).findOne({ _id: 'orgA' } as object);
    expect(after).toEqual(before);
  });

  it('subscription status: site admin only', async () => {
    const denied = await call('PATCH', '/organization/orgA', members.admin, {
      subscriptionStatus: 'subscription',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Status subskrypcji może zmienić tylko administrator serwisu');
    const ok = await call('PATCH', '/organization/orgA', siteAdmin, { subscriptionStatus: 'subscription' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().subscriptionStatus).toBe('subscription');
  });

  it("system payment accounts are granted by the site admin only: an organization admin's change → 403, nothing stored", async () => {
    const before = await t.store.db.collection(ORGANIZATIONS).findOne({ _id: 'orgA' } as object);
    const denied = await call('PATCH', '/organization/orgA', members.admin, {
      integrations: { useSystemPaymentAccounts: true },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'Korzystanie z systemowych kont płatności może przyznać lub odebrać tylko administrator serwisu',
    );
    const byOwner = await call('PATCH', '/organization/orgA', ownerA, {
      name: 'Nowa nazwa',
      integrations: { useSystemPaymentAccounts: true },
    });
    expect(byOwner.statusCode).toBe(403);
    expect(await t.store.db.collection(ORGANIZATIONS).findOne({ _id: 'orgA' } as object)).toEqual(before);
  });

  it('system payment accounts: the site admin grants and revokes; the current value sent back by an admin is no change', async () => {
    const granted = await call('PATCH', '/organization/orgA', siteAdmin, {
      integrations: { useSystemPaymentAccounts: true },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().integrations.useSystemPaymentAccounts).toBe(true);
    const same = await call('PATCH', '/organization/orgA', members.admin, {
      url: 'https://same.example.test',
      integrations: { useSystemPaymentAccounts: true },
    });
    expect(same.statusCode).toBe(200);
    const revokeByAdmin = await call('PATCH', '/organization/orgA', members.admin, {
      integrations: { useSystemPaymentAccounts: false },
    });
    expect(revokeByAdmin.statusCode).toBe(403);
    const revoked = await call('PATCH', '/organization/orgA', siteAdmin, {
      integrations: { useSystemPaymentAccounts: false },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().integrations.useSystemPaymentAccounts).toBe(false);
  });

  it.each(['payments', 'employee', 'reception', 'guest'] as const)(
    '%s may not change settings → 403',
    async (role) => {
      const res = await call('PATCH', '/organization/orgA', members[role], { name: 'X' });
      expect(res.statusCode).toBe(403);
    },
  );

  it('the owner is admin ("owner → admin")', async () => {
    const res = await call('PATCH', '/organization/orgA', ownerA, { url: 'https://example.test' });
    expect(res.statusCode).toBe(200);
  });
});

describe('PUT /organization/{orgId}/permissions', () => {
  it("replaces the grants, audits old and new lists, each grant with the user's e-mail (no raw user id to read)", async () => {
    const grants = [
      { userId: members.employee.user.userId, role: 'payments', from: '2025-01-01T00:00:00.000Z', to: null },
      { userId: members.admin.user.userId, role: 'admin' },
    ];
    const res = await call('PUT', '/organization/orgA/permissions', members.admin, { permissions: grants });
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions).toEqual([
      { userId: members.employee.user.userId, role: 'payments', from: '2025-01-01T00:00:00.000Z', to: null },
      { userId: members.admin.user.userId, role: 'admin', from: null, to: null },
    ]);
    const entry = await t.store.db
      .collection(AUDIT_LOG)
      .findOne({ organizationId: 'orgA', action: 'permissions.change' });
    expect(entry?.changes[0].path).toBe('permissions');
    expect(entry?.changes[0].oldValue.length).toBeGreaterThan(2);
    expect(entry?.changes[0].newValue).toHaveLength(2);
    expect(entry?.changes[0].newValue[0]).toMatchObject({
      userId: members.employee.user.userId,
      email: members.employee.user.email,
      role: 'payments',
    });
    for (const grant of entry?.changes[0].oldValue ?? []) expect(grant.email).toMatch(/@/);
    // The removed reception grant takes effect at once.
    expect((await call('GET', '/organization/orgA', members.reception)).statusCode).toBe(403);
  });

  it('unknown roles, to < from, the super role and unknown users → 400 with the Polish list; nothing saved', async () => {
    const before = await t.store.db.collection(ORGANIZATIONS).findOne({ _id: 'orgA' } as object);
    const res = await call('PUT', '/organization/orgA/permissions', members.admin, {
      permissions: [
        { userId: 'x', role: 'boss' },
        { userId: 'y', role: 'admin', from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' },
        { userId: 'z', role: 'site-admin' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      "body.permissions[0].role: nieznana rola 'boss'; dozwolone: admin, payments, employee, reception, guest",
      'body.permissions[1]: data końca (to) jest wcześniejsza niż data początku (from)',
      "body.permissions[2].role: roli 'site-admin' nie można nadać w organizacji",
    ]);
    const unknownUser = await call('PUT', '/organization/orgA/permissions', members.admin, {
      permissions: [{ userId: 'nikt', role: 'employee' }],
    });
    expect(unknownUser.statusCode).toBe(400);
    expect(unknownUser.json().errors).toEqual(["body.permissions[0].userId: nie ma użytkownika 'nikt'"]);
    expect(await t.store.db.collection(ORGANIZATIONS).findOne({ _id: 'orgA' } as object)).toEqual(before);
  });
});

describe('GET /organization/{orgId}/outbox', () => {
  it("'Wysłane': the organization's messages, newest first, paginated; account links withheld", async () => {
    const outbox = t.store.db.collection<Loose>(OUTBOX);
    await outbox.insertMany([
      {
        _id: 'm1',
        organizationId: 'orgA',
        to: 'a@x.pl',
        subject: 'Pierwsza',
        text: 't1',
        html: '<p>1</p>',
        createdAt: new Date('2025-01-01'),
        status: 'sent',
        messageId: '<1@x>',
      },
      {
        _id: 'm2',
        organizationId: 'orgA',
        to: 'b@x.pl',
        subject: 'Druga',
        text: 't2',
        html: '<p>2</p>',
        createdAt: new Date('2025-01-02'),
        status: 'sent',
        messageId: '<2@x>',
        kind: 'reset-password',
      },
      {
        _id: 'm3',
        organizationId: 'orgB',
        to: 'c@x.pl',
        subject: 'Obca',
        text: 't3',
        html: '',
        createdAt: new Date('2025-01-03'),
        status: 'sent',
        messageId: '<3@x>',
      },
    ]);
    const res = await call('GET', '/organization/orgA/outbox?pageSize=1', members.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      items: [{ id: 'm2', subject: 'Druga', redacted: true }],
    });
    expect(res.body).not.toContain('t2');
    const page2 = await call('GET', '/organization/orgA/outbox?page=2&pageSize=1', members.admin);
    expect(page2.json().items).toMatchObject([{ id: 'm1', text: 't1', redacted: false }]);
  });
});

describe('GET /audit/organization/{orgId}', () => {
  it('admins read the log newest first, filtered by action', async () => {
    const res = await call('GET', '/audit/organization/orgA?action=organization.update', members.admin);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBeGreaterThan(1);
    expect(items.every((i: { action: string }) => i.action === 'organization.update')).toBe(true);
    const times = items.map((i: { at: string }) => Date.parse(i.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.body).not.toContain('PAYNOW-API-KEY-1');
  });

  it('filters by eventId', async () => {
    await t.store.db.collection<Loose>(AUDIT_LOG).insertOne({
      _id: 'p1',
      organizationId: 'orgA',
      eventId: 'ev1',
      actor: { userId: 'u', email: 'u@x.pl' },
      action: 'project.deactivate',
      target: { type: 'project', id: 'ev1' },
      changes: [{ path: 'active', oldValue: true, newValue: false }],
      at: new Date(),
    });
    const res = await call('GET', '/audit/organization/orgA?eventId=ev1', members.admin);
    expect(res.json().items).toMatchObject([{ id: 'p1', eventId: 'ev1', action: 'project.deactivate' }]);
  });

  it.each(['payments', 'employee'] as const)('%s → 403', async (role) => {
    expect((await call('GET', '/audit/organization/orgA', members[role])).statusCode).toBe(403);
  });
});

describe('PUT /organization (site admin)', () => {
  it('creates an organization with the defaults for an existing owner', async () => {
    const owner = await createUserWithToken(t.app, {});
    const res = await call('PUT', '/organization', siteAdmin, {
      name: 'Szkoła Tańca',
      ownerId: owner.user.userId,
    });
    expect(res.statusCode).toBe(201);
    const org = res.json();
    expect(org).toMatchObject({
      name: 'Szkoła Tańca',
      ownerId: owner.user.userId,
      subscriptionStatus: 'free',
    });
    expect(org.permissions).toEqual([{ userId: owner.user.userId, role: 'admin', from: null, to: null }]);
    // The owner now administers it.
    const headers = owner.headers;
    const asOwner = await t.app.inject({
      method: 'PATCH',
      url: `${API}/organization/${org.organizationId}`,
      headers,
      payload: { url: 'https://x.pl' },
    });
    expect(asOwner.statusCode).toBe(200);
  });

  it('refuses non-site-admins, unknown owners and bad bodies', async () => {
    expect((await call('PUT', '/organization', members.admin, { name: 'X', ownerId: 'u' })).statusCode).toBe(
      403,
    );
    const unknown = await call('PUT', '/organization', siteAdmin, { name: 'X', ownerId: 'nikt' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(["body.ownerId: nie ma użytkownika 'nikt'"]);
    const bad = await call('PUT', '/organization', siteAdmin, { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([expect.stringMatching(/^body\.ownerId/), expect.stringMatching(/^body\.name/)]),
    );
  });
});

describe('cross-tenant: an admin of organization B gets 403/404 and no data for organization A', () => {
  const routes: [string, 'GET' | 'PUT' | 'PATCH' | 'POST', string, object?][] = [
    ['read', 'GET', '/organization/orgA'],
    ['update', 'PATCH', '/organization/orgA', { name: 'Przejęta' }],
    [
      'permissions',
      'PUT',
      '/organization/orgA/permissions',
      { permissions: [{ userId: 'x', role: 'admin' }] },
    ],
    ['outbox', 'GET', '/organization/orgA/outbox'],
    ['audit', 'GET', '/audit/organization/orgA'],
    ['create-balances', 'POST', '/importexport/create-balances/orgA/2025-01'],
    ['export', 'GET', '/importexport/export/orgA'],
  ];
  it.each(routes)('%s', async (_name, method, url, payload) => {
    const before = await t.store.db.collection(ORGANIZATIONS).findOne({ _id: 'orgA' } as object);
    const res = await call(method, url, adminB, payload);
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('Nowa nazwa');
    expect(res.body).not.toContain('orgA');
    expect(await t.store.db.collection(ORGANIZATIONS).findOne({ _id: 'orgA' } as object)).toEqual(before);
  });
});
