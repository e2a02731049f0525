import ifirmaPlugin from '@zapisy/plugin-accounting-ifirma';
import przelewy24Plugin from '@zapisy/plugin-payment-przelewy24';
import przelewy24MarketplacePlugin from '@zapisy/plugin-payment-przelewy24-marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { createTestApp, type TestApp } from '../../http/testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ plugins: [przelewy24Plugin, przelewy24MarketplacePlugin, ifirmaPlugin] });
});
afterAll(async () => t?.close());

describe('GET /plugins/settings-schemas', () => {
  it("answers every loaded module's declaration with its UI hints, to any logged-in user", async () => {
    const user = await createUserWithToken(t.app, { organizationId: 'org-a', role: 'employee' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/services/api/plugins/settings-schemas',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    const { modules } = res.json();
    expect(modules.map((m: { module: string }) => m.module)).toEqual([
      'przelewy24',
      'przelewy24marketplace',
      'ifirma',
    ]);
    const [p24, marketplace, ifirma] = modules;
    expect(p24).toMatchObject({ label: 'Przelewy24', slot: 'payment', group: 'przelewy24' });
    expect(p24.organization.properties.crcKey).toMatchObject({ title: 'Klucz CRC', writeOnly: true });
    expect(marketplace.organizerFields).toEqual(['marketplaceMerchantId', 'verified']);
    expect(Object.keys(marketplace.system.properties)).not.toContain('marketplaceMerchantId');
    expect(ifirma).toMatchObject({ slot: 'accounting', group: 'ifirma' });
    expect(ifirma.organization.properties.customersFilter['x-widget']).toBe('textarea');
    expect(ifirma.organization.properties.userName['x-order']).toBe(1);
    expect(ifirma.project).toBeUndefined();
  });

  it('no token → 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/api/plugins/settings-schemas' });
    expect(res.statusCode).toBe(401);
  });

  it('"The API composes the full settings schemas": the organization PATCH refuses a field no module declares', async () => {
    const admin = await createUserWithToken(t.app, { ownerOf: 'org-a' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/services/api/organization/org-a',
      headers: admin.headers,
      payload: { integrations: { accountingModule: 'fakturownia', accounts: { ifirma: { color: 'x' } } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining(['body.integrations.accounts.ifirma.color: nieznane pole']),
    );
  });
});
