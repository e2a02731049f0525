import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultOrganizationSettings, type PaymentProvider } from '@zapisy/core';
import fakturowniaPlugin from '@zapisy/plugin-accounting-fakturownia';
import ifirmaPlugin from '@zapisy/plugin-accounting-ifirma';
import paynowPlugin from '@zapisy/plugin-payment-paynow';
import payuPlugin from '@zapisy/plugin-payment-payu';
import przelewy24Plugin from '@zapisy/plugin-payment-przelewy24';
import przelewy24MarketplacePlugin from '@zapisy/plugin-payment-przelewy24-marketplace';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createUserWithToken } from '../../auth/testing.js';
import { testConfig } from '../../config.js';
import { loadSecretsKey, SecretBox } from '../../secrets/index.js';
import { openStore, type Store } from '../../storage/index.js';
import { paymentFlowOf } from '../payments/app-flow.js';
import { PROJECT_PAYMENT_INTEGRATIONS } from '../payments/payment-accounts.js';
import { migrateOrganizationSettings } from './migrate-organizations.js';
import { ORGANIZATIONS } from './store.js';

const PLUGINS = [
  przelewy24Plugin,
  przelewy24MarketplacePlugin,
  payuPlugin,
  paynowPlugin,
  ifirmaPlugin,
  fakturowniaPlugin,
];

let store: Store | undefined;
let app: FastifyInstance | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await app?.close();
  await store?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  app = store = dataDir = undefined;
});

async function openTestStore(): Promise<{ store: Store; box: SecretBox }> {
  dataDir = await mkdtemp(join(tmpdir(), 'zapisy-migrate-'));
  const opened = await openStore({ dataDir, dbName: 'zapisy' });
  store = opened;
  // The key and box the server uses (secretBoxOf): the data directory's development key.
  const box = new SecretBox(() => loadSecretsKey({ env: {}, environment: 'test', store: opened }));
  return { store: opened, box };
}

/**
 * An organization exactly as the version before plugin-owned settings stored it: core's five groups beside
 * the choices in `integrations`, every field present, secrets as ciphertext or ''.
 */
async function storedByPreviousVersion(box: SecretBox, id: string): Promise<Record<string, unknown>> {
  const { integrations: _generic, ...settings } = defaultOrganizationSettings();
  const now = new Date('2026-11-01T10:00:00Z');
  return {
    _id: id,
    organizationId: id,
    ownerId: `owner-${id}`,
    ...settings,
    name: `Szkoła ${id}`,
    integrations: {
      useSystemPaymentAccounts: false,
      paymentModule: 'paynow',
      isAccountingEnabled: true,
      accountingModule: 'ifirma',
      paynow: { apiKey: await box.encrypt('PAYNOW-API-1'), signKey: await box.encrypt('PAYNOW-SIGN-1') },
      payu: { posId: '', clientId: '', secret: '', md5: '' },
      przelewy24: {
        posId: '',
        merchantId: '100200',
        orderKey: '',
        crcKey: await box.encrypt('P24-CRC-1'),
        apiKey: '',
        marketplaceEnabled: false,
        marketplaceMerchantId: '',
        marketplacePosId: '',
        cost: 1.5,
        verified: false,
      },
      ifirma: {
        userName: 'biuro@szkola.pl',
        passwordInvoice: await box.encrypt('IFIRMA-FAKTURA-1'),
        passwordReceipt: '',
        passwordAccount: '',
        numberingScheme: 'FV',
        customersFilter: '',
      },
      fakturownia: { domain: '', token: '' },
    },
    subscriptionStatus: 'free',
    permissions: [],
    createdAt: now,
    updatedAt: now,
  };
}

/** A project's own account exactly as the current version stores it (its shape does not change). */
async function projectAccountByPreviousVersion(box: SecretBox, organizationId: string) {
  return {
    _id: 'ev-1',
    organizationId,
    eventId: 'ev-1',
    paymentModule: 'przelewy24',
    accounts: {
      przelewy24: {
        merchantId: '555',
        posId: '555',
        crcKey: await box.encrypt('PROJECT-CRC'),
        apiKey: await box.encrypt('PROJECT-API'),
        orderKey: '',
      },
    },
    updatedAt: new Date('2026-11-01T10:00:00Z'),
  };
}

describe('migration of stored organizations to plugin-owned settings', () => {
  it('moves every group under integrations.accounts with every value as stored (same ciphertext); a second run changes nothing', async () => {
    const { store, box } = await openTestStore();
    const old = await storedByPreviousVersion(box, 'org-1');
    await store.db.collection(ORGANIZATIONS).insertOne(old as object);

    expect(await migrateOrganizationSettings(store)).toBe(1);
    const migrated = await store.db.collection(ORGANIZATIONS).findOne({ _id: 'org-1' } as object);
    const { paynow, payu, przelewy24, ifirma, fakturownia, ...generic } = (old as { integrations: object })
      .integrations as Record<string, unknown>;
    expect(migrated?.integrations).toEqual({
      ...generic,
      accounts: { paynow, payu, przelewy24, ifirma, fakturownia },
    });
    const { integrations: _before, ...rest } = old;
    const { integrations: _after, ...migratedRest } = migrated as Record<string, unknown>;
    expect(migratedRest).toEqual(rest);

    expect(await migrateOrganizationSettings(store)).toBe(0);
    expect(await store.db.collection(ORGANIZATIONS).findOne({ _id: 'org-1' } as object)).toEqual(migrated);
  });

  it('"safe when several processes start at once": concurrent runs move each organization exactly once', async () => {
    const { store, box } = await openTestStore();
    const ids = ['org-a', 'org-b', 'org-c', 'org-d'];
    for (const id of ids)
      await store.db.collection(ORGANIZATIONS).insertOne((await storedByPreviousVersion(box, id)) as object);
    const moved = await Promise.all([
      migrateOrganizationSettings(store),
      migrateOrganizationSettings(store),
      migrateOrganizationSettings(store),
    ]);
    expect(moved.reduce((sum, count) => sum + count, 0)).toBe(ids.length);
    for (const organization of await store.db.collection(ORGANIZATIONS).find({}).toArray()) {
      expect(Object.keys(organization.integrations).sort()).toEqual([
        'accountingModule',
        'accounts',
        'isAccountingEnabled',
        'paymentModule',
        'useSystemPaymentAccounts',
      ]);
      expect(organization.integrations.accounts.paynow.apiKey).toMatch(/^v1:/);
    }
  });

  it('leaves an organization already in the current shape alone (moved by another process, changed since)', async () => {
    const { store } = await openTestStore();
    const current = {
      _id: 'org-new',
      integrations: { paymentModule: 'payu', accounts: { payu: { posId: '9' } } },
    };
    await store.db.collection(ORGANIZATIONS).insertOne(current as object);
    expect(await migrateOrganizationSettings(store)).toBe(0);
    expect(await store.db.collection(ORGANIZATIONS).findOne({ _id: 'org-new' } as object)).toEqual(current);
  });

  it('runs on start: the server shows the stored keys as { set }, the values as stored, and pays with the decrypted keys of the organization and of a project', async () => {
    const { store, box } = await openTestStore();
    await store.db
      .collection(ORGANIZATIONS)
      .insertOne((await storedByPreviousVersion(box, 'org-1')) as object);
    await store.db
      .collection(PROJECT_PAYMENT_INTEGRATIONS)
      .insertOne((await projectAccountByPreviousVersion(box, 'org-1')) as object);

    app = await buildApp({
      config: testConfig({ dataDir: dataDir as string, plugins: [] }),
      store,
      plugins: PLUGINS,
    });
    const admin = await createUserWithToken(app, { role: 'site-admin' });
    const res = await app.inject({
      method: 'GET',
      url: '/services/api/organization/org-1',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const { integrations } = res.json();
    expect(integrations).toMatchObject({
      paymentModule: 'paynow',
      accountingModule: 'ifirma',
      isAccountingEnabled: true,
    });
    expect(integrations.accounts.paynow).toEqual({ apiKey: { set: true }, signKey: { set: true } });
    expect(integrations.accounts.przelewy24).toMatchObject({
      merchantId: '100200',
      cost: 1.5,
      crcKey: { set: true },
    });
    expect(integrations.accounts.ifirma).toMatchObject({
      userName: 'biuro@szkola.pl',
      numberingScheme: 'FV',
      passwordInvoice: { set: true },
      passwordReceipt: { set: false },
    });
    expect(res.body).not.toContain('PAYNOW-API-1');

    const flow = paymentFlowOf(app);
    const paynow = flow.provider('paynow') as PaymentProvider;
    expect((await flow.context(paynow, 'org-1')).settings).toMatchObject({
      apiKey: 'PAYNOW-API-1',
      signKey: 'PAYNOW-SIGN-1',
    });
    const p24 = flow.provider('przelewy24') as PaymentProvider;
    expect((await flow.context(p24, 'org-1', 'ev-1')).settings).toMatchObject({
      merchantId: '555',
      crcKey: 'PROJECT-CRC',
      apiKey: 'PROJECT-API',
    });
    expect((await flow.context(p24, 'org-1')).settings).toMatchObject({
      merchantId: '100200',
      crcKey: 'P24-CRC-1',
    });
  });
});
