import fakturowniaPlugin from '@zapisy/plugin-accounting-fakturownia';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserWithToken, type UserWithToken } from '../../auth/testing.js';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { verifyPassword } from '../../seed/password.js';
import { BALANCES, KNOWN_TENANT_COLLECTIONS } from '../organizations/index.js';

const API = '/services/api';
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function app(): Promise<TestApp> {
  const t = await createTestApp({ plugins: [fakturowniaPlugin] });
  apps.push(t);
  return t;
}

const inject = (t: TestApp, method: 'GET' | 'POST', url: string, who: UserWithToken, payload?: object) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: who.headers,
    ...(payload !== undefined ? { payload } : {}),
  });

/** Every document of the organization, per collection, sorted by _id (users by the archive's rule). */
async function snapshot(t: TestApp, organizationId: string) {
  const out: Record<string, unknown[]> = {};
  for (const name of KNOWN_TENANT_COLLECTIONS) {
    const docs = await t.store.db
      .collection(name)
      .find({ organizationId }, { sort: { _id: 1 } })
      .toArray();
    if (docs.length > 0) out[name] = docs;
  }
  return out;
}

async function seedOrganization(t: TestApp) {
  const owner = await createUserWithToken(t.app, { ownerOf: 'orgA', email: 'owner@a.test' });
  const employee = await createUserWithToken(t.app, { organizationId: 'orgA', role: 'employee' });
  await createUserWithToken(t.app, { ownerOf: 'orgB' });
  const db = t.store.db;
  await db.collection('projects').insertOne({
    _id: 'ev1',
    eventId: 'ev1',
    organizationId: 'orgA',
    active: true,
    event: { name: 'Obóz', domainName: 'oboz', from: new Date('2025-07-01T00:00:00Z') },
    permissions: [{ userId: employee.user.userId, role: 'reception', from: null, to: null }],
  } as object);
  await db.collection('customers').insertMany([
    { _id: 'c1', organizationId: 'orgA', email: 'k1@x.pl' },
    { _id: 'c2', organizationId: 'orgA', email: 'k2@x.pl' },
    { _id: 'c3', organizationId: 'orgB', email: 'obcy@x.pl' },
  ] as object[]);
  await db.collection('billings').insertMany([
    // December 2024, 100.00 zł net / 123.00 gross, 40.00 paid in December and 10.00 in January.
    {
      _id: 'b1',
      organizationId: 'orgA',
      customerId: 'c1',
      eventId: 'ev1',
      amount: 10000,
      vat: 2300,
      grossAmount: 12300,
      manualDiscount: 0,
      status: 'active',
      year: 2024,
      month: 12,
      requiredDate: new Date('2024-12-10T00:00:00Z'),
      payments: [
        { date: new Date('2024-12-20T00:00:00Z'), amount: 4000 },
        { date: new Date('2025-01-05T00:00:00Z'), amount: 1000 },
      ],
    },
    // Required in November (no year/month), 50.00 with a 5.00 discount, nothing paid.
    {
      _id: 'b2',
      organizationId: 'orgA',
      customerId: 'c1',
      eventId: 'ev1',
      amount: 5000,
      vat: 0,
      grossAmount: 5000,
      manualDiscount: -500,
      status: 'late',
      requiredDate: new Date('2024-11-15T00:00:00Z'),
      payments: [],
    },
    // January itself: not part of the opening balance.
    {
      _id: 'b3',
      organizationId: 'orgA',
      customerId: 'c2',
      eventId: 'ev1',
      amount: 7000,
      vat: 0,
      grossAmount: 7000,
      manualDiscount: 0,
      status: 'active',
      year: 2025,
      month: 1,
      requiredDate: new Date('2025-01-10T00:00:00Z'),
      payments: [],
    },
    // Cancelled: ignored.
    {
      _id: 'b4',
      organizationId: 'orgA',
      customerId: 'c2',
      eventId: 'ev1',
      amount: 9900,
      vat: 0,
      grossAmount: 9900,
      manualDiscount: 0,
      status: 'cancelled',
      year: 2024,
      month: 10,
      requiredDate: new Date('2024-10-10T00:00:00Z'),
      payments: [],
    },
    {
      _id: 'b5',
      organizationId: 'orgB',
      customerId: 'c3',
      eventId: 'x',
      amount: 1,
      vat: 0,
      grossAmount: 1,
      manualDiscount: 0,
      status: 'active',
      year: 2024,
      month: 1,
      requiredDate: new Date('2024-01-10T00:00:00Z'),
      payments: [],
    },
  ] as object[]);
  return { owner, employee };
}

describe('export then import into an empty store gives the same documents', () => {
  it('round-trips every document of the organization with its types, and its people with their log-ins', async () => {
    const source = await app();
    const siteAdmin = await createUserWithToken(source.app, { role: 'site-admin' });
    const { owner, employee } = await seedOrganization(source);
    // Settings, audit and an encrypted key are part of it.
    await inject(source, 'POST', '/importexport/create-balances/orgA/2025-01', owner);
    await source.app.inject({
      method: 'PATCH',
      url: `${API}/organization/orgA`,
      headers: owner.headers,
      payload: {
        invoicing: { daysToPay: 21 },
        integrations: { accounts: { fakturownia: { token: 'TOKEN-XYZ' } } },
      },
    });

    const exported = await inject(source, 'GET', '/importexport/export/orgA', siteAdmin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="zapisy-organizacja-orgA-/,
    );
    const archive = exported.json();
    expect(archive).toMatchObject({
      format: 'zapisy.organization-export',
      version: 1,
      organizationId: 'orgA',
    });
    expect(Object.keys(archive.collections).sort()).toEqual(
      ['auditLog', 'balances', 'billings', 'customers', 'organizations', 'projects'].sort(),
    );
    expect(archive.collections.customers).toHaveLength(2);
    expect(exported.body).not.toContain('obcy@x.pl');
    expect(exported.body).not.toContain('TOKEN-XYZ');
    expect(archive.users.map((u: { email: string }) => u.email).sort()).toEqual(
      ['owner@a.test', employee.user.email].sort(),
    );

    const target = await app();
    const targetAdmin = await createUserWithToken(target.app, { role: 'site-admin' });
    const imported = await inject(target, 'POST', '/importexport/import', targetAdmin, archive);
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({
      organizationId: 'orgA',
      usersInserted: 2,
      usersSkipped: 0,
      collections: { customers: 2, billings: 4 },
    });

    expect(await snapshot(target, 'orgA')).toEqual(await snapshot(source, 'orgA'));
    const project = await target.store.db.collection('projects').findOne({ _id: 'ev1' } as object);
    expect(project?.event.from).toBeInstanceOf(Date);
    const users = (s: TestApp) =>
      s.store.db
        .collection('users')
        .find({ _id: { $in: [owner.user.userId, employee.user.userId] } } as object, { sort: { _id: 1 } })
        .toArray();
    expect(await users(target)).toEqual(await users(source));

    // The owner's password still verifies on the target (hashes travel with the archive).
    const importedOwner = await target.store.db.collection('users').findOne({ email: 'owner@a.test' });
    expect(await verifyPassword(owner.password, String(importedOwner?.passwordHash))).toBe(true);

    // A second import is refused: the store now holds the organization's documents.
    const again = await inject(target, 'POST', '/importexport/import', targetAdmin, archive);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Magazyn zawiera już dane tej organizacji/);
    // What the store already holds, in the site administrator's words, not the collection names.
    expect(again.json().message).toContain('(historia zmian, salda otwarcia, należności, klienci');
    expect(again.json().message).not.toMatch(/auditLog|organizations\b/);
  });

  it('bad archives → 400 with the Polish list; nothing is written', async () => {
    const t = await app();
    const siteAdmin = await createUserWithToken(t.app, { role: 'site-admin' });
    const archive = {
      format: 'zapisy.organization-export',
      version: 1,
      organizationId: 'orgZ',
      exportedAt: new Date().toISOString(),
      collections: {
        organizations: [{ _id: 'orgZ', organizationId: 'orgZ', name: 'Z' }],
        customers: [{ _id: 'k', organizationId: 'orgY' }],
        settings: [{ _id: 'x', organizationId: 'orgZ' }],
      },
      users: [],
    };
    const res = await inject(t, 'POST', '/importexport/import', siteAdmin, archive);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'body.collections.customers[0].organizationId: dokument innej organizacji',
      'body.collections.settings: tej kolekcji nie można importować',
    ]);
    expect(await t.store.db.collection('organizations').countDocuments({ _id: 'orgZ' } as object)).toBe(0);
    const wrong = await inject(t, 'POST', '/importexport/import', siteAdmin, { format: 'inny' });
    expect(wrong.statusCode).toBe(400);
  });

  it('an e-mail taken by another account is a 409 and rolls the import back', async () => {
    const source = await app();
    const siteAdmin = await createUserWithToken(source.app, { role: 'site-admin' });
    await seedOrganization(source);
    const archive = (await inject(source, 'GET', '/importexport/export/orgA', siteAdmin)).json();
    const target = await app();
    const targetAdmin = await createUserWithToken(target.app, { role: 'site-admin' });
    await createUserWithToken(target.app, { email: 'owner@a.test' });
    const res = await inject(target, 'POST', '/importexport/import', targetAdmin, archive);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Konto o adresie owner@a.test istnieje już z innym identyfikatorem');
    expect(await target.store.db.collection('customers').countDocuments({})).toBe(0);
  });

  it('unknown organization → 404', async () => {
    const t = await app();
    const siteAdmin = await createUserWithToken(t.app, { role: 'site-admin' });
    expect((await inject(t, 'GET', '/importexport/export/brak', siteAdmin)).statusCode).toBe(404);
  });
});

describe('POST /importexport/create-balances/{organizationId}/{YYYY-MM}', () => {
  it("stores every customer's opening balance for the month (grosze; debt positive); idempotent", async () => {
    const t = await app();
    const { owner } = await seedOrganization(t);
    const res = await inject(t, 'POST', '/importexport/create-balances/orgA/2025-01', owner);
    expect(res.statusCode).toBe(200);
    // c1: 10000 (net, no VAT) + 5000 − 500 charged, 4000 paid before January → 10500.
    expect(res.json()).toEqual({
      organizationId: 'orgA',
      yearMonth: '2025-01',
      customerCount: 2,
      charged: 14500,
      paid: 4000,
      balance: 10500,
    });
    const docs = await t.store.db
      .collection(BALANCES)
      .find({}, { sort: { _id: 1 } })
      .toArray();
    expect(docs.map((d) => [d._id, d.balance, d.billingsCount])).toEqual([
      ['orgA:c1:2025-01', 10500, 2],
      ['orgA:c2:2025-01', 0, 0],
    ]);
    const again = await inject(t, 'POST', '/importexport/create-balances/orgA/2025-01', owner);
    expect(again.json()).toEqual(res.json());
    expect(await t.store.db.collection(BALANCES).countDocuments({})).toBe(2);

    // With VAT invoicing the gross amount is due.
    await t.app.inject({
      method: 'PATCH',
      url: `${API}/organization/orgA`,
      headers: owner.headers,
      payload: { invoicing: { useVat: true } },
    });
    const gross = await inject(t, 'POST', '/importexport/create-balances/orgA/2025-01', owner);
    expect(gross.json().charged).toBe(12300 + 4500);
  });

  it('bad month → 400; employees → 403', async () => {
    const t = await app();
    const { owner, employee } = await seedOrganization(t);
    const bad = await inject(t, 'POST', '/importexport/create-balances/orgA/2025-13', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^params\.b/);
    expect((await inject(t, 'POST', '/importexport/create-balances/orgA/2025-01', employee)).statusCode).toBe(
      403,
    );
  });
});
