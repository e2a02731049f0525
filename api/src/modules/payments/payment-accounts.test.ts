import type { OrganizationIntegrations, PaymentProvider } from '@zapisy/core';
import formFieldsPlugin from '@zapisy/plugin-form-fields';
import paynowPlugin from '@zapisy/plugin-payment-paynow';
import { type FakePaynowGateway, startFakePaynowGateway } from '@zapisy/plugin-payment-paynow/fake';
import przelewy24Plugin, { notificationSign } from '@zapisy/plugin-payment-przelewy24';
import {
  type FakePrzelewy24Gateway,
  startFakePrzelewy24Gateway,
} from '@zapisy/plugin-payment-przelewy24/fake';
import przelewy24MarketplacePlugin from '@zapisy/plugin-payment-przelewy24-marketplace';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBoxOf } from '../../secrets/index.js';
import { AUDIT_LOG } from '../audit/index.js';
import { ORGANIZATIONS } from '../organizations/store.js';
import { PARTICIPANTS } from '../projects/store.js';
import { paymentDepsOf, paymentFlowOf } from './app-flow.js';
import { payerKeyOf } from './payer-key.js';
import { PROJECT_PAYMENT_INTEGRATIONS, SYSTEM_PAYMENT_ACCOUNTS } from './payment-accounts.js';
import { providerContext } from './provider-context.js';
import { PAYMENTS } from './store.js';
import { type AccountsApp, startAccountsApp } from './testing/accounts-app.js';
import { useGatewaySettings } from './testing/gateway-organization.js';
import { createPayingProject } from './testing/paying-project.js';

/**
 * Issue 6: provider settings "stored per organization, overridable per project; useSystemPaymentAccounts
 * supported" — end to end through the API and the gateways' local fakes (real signatures, real flow).
 */
let c: AccountsApp;
let p24: FakePrzelewy24Gateway;
let paynow: FakePaynowGateway;
let seq = 0;

/** The organization's own Przelewy24 keys: the same merchant, another CRC and API key (the fake refuses them). */
const OWN_P24 = {
  merchantId: '100001',
  posId: '100001',
  crcKey: 'wlasny-crc-organizacji',
  apiKey: 'wlasny-api-org',
};
const OVERRIDE_ONLY_SECRET = 'sekret-tylko-w-projekcie';

beforeAll(async () => {
  p24 = await startFakePrzelewy24Gateway({ notifyDelaysMs: [150, 300, 600, 1200] });
  paynow = await startFakePaynowGateway({ notifyDelaysMs: [150, 300, 600, 1200] });
  c = await startAccountsApp(
    [translationTypes, formFieldsPlugin, przelewy24Plugin, przelewy24MarketplacePlugin, paynowPlugin],
    {
      PRZELEWY24: p24.url,
      PAYNOW: paynow.url,
    },
  );
});
afterAll(async () => {
  await c.t.close();
  await p24.close();
  await paynow.close();
});

async function organizationUses(paymentModule: string, useSystemPaymentAccounts: boolean) {
  await useGatewaySettings(c.t.app, 'org-a', 'przelewy24', 'przelewy24', OWN_P24);
  await useGatewaySettings(c.t.app, 'org-a', 'paynow', 'paynow', {
    apiKey: paynow.apiKey,
    signKey: paynow.signKey,
  });
  await c.docs(ORGANIZATIONS).updateOne(
    { _id: 'org-a' },
    {
      $set: {
        'integrations.paymentModule': paymentModule,
        'integrations.useSystemPaymentAccounts': useSystemPaymentAccounts,
      },
    },
  );
}

const putSystem = (accounts: Record<string, unknown>, token = c.siteAdmin) =>
  c.call('PUT', '/system/payment-accounts', { token, payload: { accounts } });
const putOverride = (eventId: string, payload: Record<string, unknown>, token = c.admin) =>
  c.call('PUT', `/projects/${eventId}/payment-integration`, { token, payload });
const getOverride = (eventId: string, token = c.admin) =>
  c.call('GET', `/projects/${eventId}/payment-integration`, { token });

async function payingProject() {
  return createPayingProject(c, `konta-${++seq}-${Date.now().toString(36)}`, { 'payments.online': true });
}

/** Registers a participant (100 zł due) and returns its id and payer key. */
async function register(eventId: string, productId: string) {
  const i = ++seq;
  const res = await c.call('POST', `/registrations/${eventId}`, {
    payload: {
      data: {
        email_main: `konto${i}@example.pl`,
        first_name: 'Jan',
        last_name: `Konto${i}`,
        product: productId,
      },
      idempotencyKey: `konto-${i}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(res.statusCode).toBe(201);
  const participantId = res.json().participants[0]._id as string;
  const participant = await c.docs(PARTICIPANTS).findOne({ _id: participantId });
  const k = await payerKeyOf(
    paymentDepsOf(c.t.app),
    { organizationId: 'org-a', eventId },
    participant?.customerId as string,
  );
  return { participantId, k };
}

async function startOnline(eventId: string, k: string) {
  const res = await c.call('POST', `/payments/public/${eventId}/online`, { payload: { k, scope: 'all' } });
  return res;
}

async function participantStatus(participantId: string) {
  return (await c.docs(PARTICIPANTS).findOne({ _id: participantId }))?.status;
}

/** A Przelewy24 payment notification for `sessionId`, signed with `crc`. */
function p24Notification(sessionId: string, crc: string) {
  const fields = {
    merchantId: 100001,
    posId: 100001,
    sessionId,
    amount: 10_000,
    originAmount: 10_000,
    currency: 'PLN',
    orderId: 123456789,
    methodId: 25,
    statement: 'p24-TES-TKO-NTA',
  };
  return JSON.stringify({ ...fields, sign: notificationSign({ ...fields, crc }) });
}

async function notifyP24(eventId: string, body: string) {
  return fetch(`${c.base}/services/api/payments/przelewy24/notify/${eventId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}

describe('system payment accounts (useSystemPaymentAccounts)', () => {
  it('"useSystemPaymentAccounts": the organization pays through the system Przelewy24 account end to end — created, settled by the gateway, notification verified with the system keys, paid; its own keys are not used', async () => {
    await organizationUses('przelewy24', true);
    expect((await putSystem({ przelewy24: p24.settings })).statusCode).toBe(200);
    const { eventId, productId } = await payingProject();
    const payer = await register(eventId, productId);
    const started = await startOnline(eventId, payer.k);
    expect(started.statusCode).toBe(201);
    const { paymentId } = started.json();
    // The fake registered the transaction: it accepted the system account's API key and signature.
    expect(p24.payment(paymentId)).toBeDefined();

    // A notification signed with the organization's own CRC key is refused: its keys are not used.
    const forged = await notifyP24(eventId, p24Notification(paymentId, OWN_P24.crcKey));
    expect(forged.status).toBe(401);

    await p24.settle(paymentId, 'paid');
    await expect
      .poll(async () => (await c.docs(PAYMENTS).findOne({ _id: paymentId }))?.status, { timeout: 8_000 })
      .toBe('COMPLETED');
    await expect.poll(() => participantStatus(payer.participantId), { timeout: 8_000 }).toBe('paid');
    const view = (await getOverride(eventId)).json();
    expect(view.effective).toEqual({
      module: 'przelewy24',
      moduleSource: 'organization',
      accountSource: 'system',
      available: true,
      reason: null,
    });
  });

  it('"useSystemPaymentAccounts" without a system account for the provider: online payment is unavailable with the Polish reason', async () => {
    await organizationUses('przelewy24', true);
    expect((await putSystem({ przelewy24: null })).statusCode).toBe(200);
    const { eventId, productId } = await payingProject();
    const payer = await register(eventId, productId);
    const due = await c.call('GET', `/payments/public/${eventId}/due?k=${encodeURIComponent(payer.k)}`);
    expect(due.json().methods.online).toBeNull();
    const refused = await startOnline(eventId, payer.k);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Płatności online nie są dostępne w tym projekcie.');
    expect((await getOverride(eventId)).json().effective).toEqual({
      module: 'przelewy24',
      moduleSource: 'organization',
      accountSource: 'system',
      available: false,
      reason:
        'Brak systemowego konta płatności Przelewy24: organizacja używa kont systemowych, a administrator serwisu go nie skonfigurował.',
    });
  });

  it('site admin only: a non-admin gets 403 on GET and PUT /system/payment-accounts, without a token 401', async () => {
    for (const token of [c.admin, c.employee, c.stranger]) {
      expect((await c.call('GET', '/system/payment-accounts', { token })).statusCode).toBe(403);
      expect((await putSystem({ paynow: null }, token)).statusCode).toBe(403);
    }
    expect((await c.call('GET', '/system/payment-accounts')).statusCode).toBe(401);
  });

  it('bad input → 400 with the Polish list, nothing saved: a missing required key, an unknown field or group', async () => {
    expect((await putSystem({ przelewy24: p24.settings })).statusCode).toBe(200);
    const before = await c.docs(SYSTEM_PAYMENT_ACCOUNTS).find({}).toArray();
    const res = await putSystem({
      paynow: { apiKey: 'tylko-klucz-api' },
      przelewy24: { merchantId: '100001', kolor: 'zielony' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['body.accounts.przelewy24.kolor: nieznane pole']);
    const missing = await putSystem({ paynow: { apiKey: 'tylko-klucz-api' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      'body.accounts.paynow.signKey: pole „Klucz podpisu” jest wymagane',
    ]);
    const unknownGroup = await putSystem({ stripe: {} });
    expect(unknownGroup.statusCode).toBe(400);
    expect(await c.docs(SYSTEM_PAYMENT_ACCOUNTS).find({}).toArray()).toEqual(before);
  });

  it("every change of the system accounts is in the platform's audit log (GET /system/payment-accounts/history): who, when, which field, keys as ••••; site admin only", async () => {
    await putSystem({ paynow: { apiKey: 'systemowy-api-1', signKey: 'systemowy-podpis-1' } });
    await putSystem({ paynow: { apiKey: 'systemowy-api-2', signKey: '' } });
    await putSystem({ paynow: { apiKey: '', signKey: '' } });
    const history = await c.call('GET', '/system/payment-accounts/history', { token: c.siteAdmin });
    expect(history.statusCode).toBe(200);
    const [latest, first] = history.json().items as { actor: { email: string }; changes: unknown[] }[];
    // The third save changed nothing (blank keys keep the stored ones): no entry.
    expect(latest?.changes).toEqual([{ path: 'accounts.paynow.apiKey', oldValue: '••••', newValue: '••••' }]);
    expect(first?.changes).toEqual(
      expect.arrayContaining([{ path: 'accounts.paynow.signKey', oldValue: null, newValue: '••••' }]),
    );
    expect(latest?.actor.email).toMatch(/@/);
    expect(history.body).not.toContain('systemowy-');
    expect((await c.call('GET', '/system/payment-accounts/history', { token: c.admin })).statusCode).toBe(
      403,
    );
  });

  it('a blank key keeps the stored one; keys are answered only as { set }', async () => {
    expect((await putSystem({ przelewy24: p24.settings })).statusCode).toBe(200);
    const res = await putSystem({ przelewy24: { merchantId: '100001', crcKey: '', apiKey: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().accounts.przelewy24).toEqual({
      merchantId: '100001',
      posId: '100001',
      crcKey: { set: true },
      apiKey: { set: true },
      orderKey: { set: false },
    });
    expect(JSON.stringify(res.json())).not.toContain(p24.settings.crcKey);
  });
});

/** An overriding project (its own Przelewy24 keys, the organization's stored too) and a payment started on it. */
async function paymentOnProjectKeys() {
  await organizationUses('przelewy24', false);
  const school = await payingProject();
  expect((await putOverride(school.eventId, { accounts: { przelewy24: p24.settings } })).statusCode).toBe(
    200,
  );
  const payer = await register(school.eventId, school.productId);
  const { paymentId } = (await startOnline(school.eventId, payer.k)).json();
  expect((await c.docs(PAYMENTS).findOne({ _id: paymentId }))?.accountSource).toBe('project');
  return { school, payer, paymentId: paymentId as string };
}

describe('project override of the payment module and keys', () => {
  it('"overridable per project": the overriding project pays into its own Przelewy24 account while another project of the organization pays through the organization\'s Paynow', async () => {
    await organizationUses('paynow', false);
    const plain = await payingProject();
    const school = await payingProject();
    const saved = await putOverride(school.eventId, {
      paymentModule: 'przelewy24',
      accounts: { przelewy24: p24.settings },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().effective).toMatchObject({
      module: 'przelewy24',
      moduleSource: 'project',
      accountSource: 'project',
      available: true,
    });

    // The overriding project: Przelewy24 with the project's keys.
    const schoolPayer = await register(school.eventId, school.productId);
    const schoolStart = await startOnline(school.eventId, schoolPayer.k);
    expect(schoolStart.statusCode).toBe(201);
    const schoolPaymentId = schoolStart.json().paymentId as string;
    expect((await c.docs(PAYMENTS).findOne({ _id: schoolPaymentId }))?.provider).toBe('przelewy24');
    await p24.settle(schoolPaymentId, 'paid');
    await expect.poll(() => participantStatus(schoolPayer.participantId), { timeout: 8_000 }).toBe('paid');

    // The other project: the organization's Paynow account.
    paynow.setNotificationUrl(`${c.base}/services/api/payments/paynow/notify/${plain.eventId}`);
    const plainPayer = await register(plain.eventId, plain.productId);
    const plainStart = await startOnline(plain.eventId, plainPayer.k);
    expect(plainStart.statusCode).toBe(201);
    const plainPayment = await c.docs(PAYMENTS).findOne({ _id: plainStart.json().paymentId });
    expect(plainPayment?.provider).toBe('paynow');
    await paynow.settle(plainPayment?.extPaymentId as string, 'paid');
    await expect.poll(() => participantStatus(plainPayer.participantId), { timeout: 8_000 }).toBe('paid');
    expect((await getOverride(plain.eventId)).json().effective).toMatchObject({
      module: 'paynow',
      moduleSource: 'organization',
      accountSource: 'organization',
    });
  });

  it("a notification for an overriding project signed with the organization's key is rejected (401), one signed with the project's key is accepted", async () => {
    const { payer, paymentId, school } = await paymentOnProjectKeys();
    // The organization's keys are stored (organizationUses) and verify this signature, but the payment is the project's.
    const forged = await notifyP24(school.eventId, p24Notification(paymentId, OWN_P24.crcKey));
    expect(forged.status).toBe(401);
    expect((await c.docs(PAYMENTS).findOne({ _id: paymentId }))?.status).toBe('NEW');
    await p24.settle(paymentId, 'paid');
    await expect.poll(() => participantStatus(payer.participantId), { timeout: 8_000 }).toBe('paid');
  });

  it("the override is the project admin's: an employee gets 403, another organization 403 or 404; bad input → 400 in Polish and nothing saved", async () => {
    const { eventId } = await payingProject();
    expect((await getOverride(eventId, c.employee)).statusCode).toBe(403);
    expect((await putOverride(eventId, { paymentModule: 'paynow' }, c.employee)).statusCode).toBe(403);
    expect([403, 404]).toContain((await getOverride(eventId, c.stranger)).statusCode);
    const badModule = await putOverride(eventId, { paymentModule: 'stripe' });
    expect(badModule.statusCode).toBe(400);
    const missing = await putOverride(eventId, { accounts: { przelewy24: { merchantId: '100001' } } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      'body.accounts.przelewy24.crcKey: pole „Klucz CRC” jest wymagane',
    ]);
    expect(await c.docs(PROJECT_PAYMENT_INTEGRATIONS).findOne({ _id: eventId })).toBeNull();
  });

  it('"Jak w organizacji": removing the override returns the project to the organization\'s module and account; the change is audited with keys as ••••', async () => {
    await organizationUses('paynow', false);
    const { eventId } = await payingProject();
    await putOverride(eventId, {
      paymentModule: 'przelewy24',
      accounts: { przelewy24: { ...p24.settings, orderKey: OVERRIDE_ONLY_SECRET } },
    });
    const back = await putOverride(eventId, { paymentModule: null, accounts: { przelewy24: null } });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      paymentModule: null,
      accounts: {},
      effective: {
        module: 'paynow',
        moduleSource: 'organization',
        accountSource: 'organization',
        available: true,
      },
    });
    expect(await c.docs(PROJECT_PAYMENT_INTEGRATIONS).findOne({ _id: eventId })).toBeNull();
    const entries = await c.docs(AUDIT_LOG).find({ eventId, action: 'project.paymentIntegration' }).toArray();
    expect(entries).toHaveLength(2);
    const text = JSON.stringify(entries);
    expect(text).toContain('••••');
    expect(text).not.toContain(OVERRIDE_ONLY_SECRET);
    expect(text).not.toContain(p24.settings.crcKey);
  });
});

describe('a payment in flight keeps the account it was created on', () => {
  it("system account → the project gets its own keys mid-payment: the gateway's notification (signed with the system keys) is accepted and confirmed with the system account, the payer is paid; a refund goes to the same account", async () => {
    await organizationUses('przelewy24', true);
    expect((await putSystem({ przelewy24: p24.settings })).statusCode).toBe(200);
    const { eventId, productId } = await payingProject();
    const payer = await register(eventId, productId);
    const { paymentId } = (await startOnline(eventId, payer.k)).json();
    expect((await c.docs(PAYMENTS).findOne({ _id: paymentId }))?.accountSource).toBe('system');

    // While the payer is at the gateway, the project switches to keys the fake does not know.
    const switched = await putOverride(eventId, { accounts: { przelewy24: OWN_P24 } });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().effective.accountSource).toBe('project');

    await p24.settle(paymentId, 'paid');
    await expect.poll(() => participantStatus(payer.participantId), { timeout: 8_000 }).toBe('paid');
    expect((await c.docs(PAYMENTS).findOne({ _id: paymentId }))?.status).toBe('COMPLETED');

    // The refund is asked of the gateway with the account that took the money (the fake refuses the new keys).
    const refund = await c.call('POST', `/payments/${eventId}/${paymentId}/refund`, {
      token: c.admin,
      payload: { reason: 'Rezygnacja' },
    });
    expect(refund.statusCode).toBe(201);
    expect(refund.json().accountSourceLabel).toBe('Systemowe konto płatności');
    const stored = await c.docs(PAYMENTS).findOne({ refundOf: paymentId });
    expect(stored).toMatchObject({
      accountSource: 'system',
      refundStatus: expect.stringMatching(/pending|completed/),
    });
  });

  it("once the project's keys are removed, its payments in flight are verified with the account now in use", async () => {
    const { paymentId, school } = await paymentOnProjectKeys();
    expect((await putOverride(school.eventId, { accounts: { przelewy24: null } })).statusCode).toBe(200);
    expect((await notifyP24(school.eventId, p24Notification(paymentId, OWN_P24.crcKey))).status).toBe(200);
  });
});

describe('the call context of every money path (create, notification, confirm, status, refund)', () => {
  it('"project override → organization (or system accounts when useSystemPaymentAccounts)": paymentFlowOf(app).context resolves by project; providerContext(provider, integrations) keeps the organization\'s group', async () => {
    await organizationUses('przelewy24', false);
    const plain = await payingProject();
    const school = await payingProject();
    await putOverride(school.eventId, { accounts: { przelewy24: p24.settings } });
    const flow = paymentFlowOf(c.t.app);
    const provider = flow.provider('przelewy24') as PaymentProvider;
    const crcOf = async (eventId?: string) =>
      (await flow.context(provider, 'org-a', eventId)).settings.crcKey;
    expect(await crcOf(school.eventId)).toBe(p24.settings.crcKey);
    expect(await crcOf(plain.eventId)).toBe(OWN_P24.crcKey);
    expect(await crcOf()).toBe(OWN_P24.crcKey);

    await c
      .docs(ORGANIZATIONS)
      .updateOne({ _id: 'org-a' }, { $set: { 'integrations.useSystemPaymentAccounts': true } });
    await putSystem({ przelewy24: { ...p24.settings, crcKey: 'crc-systemowy' } });
    expect(await crcOf(school.eventId)).toBe(p24.settings.crcKey);
    expect(await crcOf(plain.eventId)).toBe('crc-systemowy');

    const organization = await c.docs(ORGANIZATIONS).findOne({ _id: 'org-a' });
    const own = await providerContext(provider, organization?.integrations as OrganizationIntegrations, {
      box: secretBoxOf(c.t.app),
      config: c.t.app.config.payments,
      log: { info() {}, warn() {}, error() {} },
    });
    expect(own.settings.crcKey).toBe(OWN_P24.crcKey);
  });
});

describe("P24 Marketplace on the platform's system account", () => {
  it("\"marketplaceMerchantId\" is the organizer's own: with useSystemPaymentAccounts the partner keys are the system's and the seller id the organization's — never the system group's; an organizer without one cannot take payments (Polish reason)", async () => {
    await organizationUses('przelewy24marketplace', true);
    const marketplace = { ...p24.settings, marketplaceEnabled: true, cost: 2 };
    // The system account's form has no seller id: the platform cannot set one for every organizer.
    const refused = await putSystem({ przelewy24: { ...marketplace, marketplaceMerchantId: '900001' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContain('body.accounts.przelewy24.marketplaceMerchantId: nieznane pole');
    expect((await putSystem({ przelewy24: marketplace })).statusCode).toBe(200);
    // One stored by an earlier version is still never borrowed.
    await c
      .docs(SYSTEM_PAYMENT_ACCOUNTS)
      .updateOne({ _id: 'przelewy24' }, { $set: { 'settings.marketplaceMerchantId': '900001' } });
    const { eventId } = await payingProject();
    const flow = paymentFlowOf(c.t.app);
    const provider = flow.provider('przelewy24marketplace') as PaymentProvider;

    // The organization has not registered as a seller: the system's seller id is not borrowed.
    await c
      .docs(ORGANIZATIONS)
      .updateOne(
        { _id: 'org-a' },
        { $unset: { 'integrations.accounts.przelewy24.marketplaceMerchantId': '' } },
      );
    expect((await flow.context(provider, 'org-a', eventId)).settings.marketplaceMerchantId).toBeUndefined();
    const effective = (await getOverride(eventId)).json().effective;
    expect(effective).toMatchObject({
      module: 'przelewy24marketplace',
      accountSource: 'system',
      available: false,
    });
    expect(effective.reason).toContain('Identyfikator sprzedawcy w marketplace');

    await c
      .docs(ORGANIZATIONS)
      .updateOne(
        { _id: 'org-a' },
        { $set: { 'integrations.accounts.przelewy24.marketplaceMerchantId': '700123' } },
      );
    const context = await flow.context(provider, 'org-a', eventId);
    expect(context.settings).toMatchObject({
      marketplaceMerchantId: '700123',
      crcKey: p24.settings.crcKey,
      cost: 2,
    });
    expect((await getOverride(eventId)).json().effective).toMatchObject({ available: true, reason: null });
  });

  it("the system accounts' form leaves out the organizer's own fields (seller id, verification); a project's own account keeps them", async () => {
    const fieldsOf = (answer: { groups: { settingsKey: string; fields: { name: string }[] }[] }) =>
      answer.groups.find((group) => group.settingsKey === 'przelewy24')?.fields.map((field) => field.name) ??
      [];
    const system = fieldsOf((await c.call('GET', '/system/payment-accounts', { token: c.siteAdmin })).json());
    expect(system).toEqual(expect.arrayContaining(['merchantId', 'crcKey', 'marketplaceEnabled', 'cost']));
    expect(system).not.toContain('marketplaceMerchantId');
    expect(system).not.toContain('verified');
    const { eventId } = await payingProject();
    expect(fieldsOf((await getOverride(eventId)).json())).toEqual(
      expect.arrayContaining(['marketplaceMerchantId', 'verified']),
    );
  });
});

describe("'Sprawdź połączenie' of the system accounts and of a project's own accounts", () => {
  const checkSystem = (payload: Record<string, unknown>, token = c.siteAdmin) =>
    c.call('POST', '/system/payment-accounts/check', { token, payload });
  const checkProject = (eventId: string, payload: Record<string, unknown>, token = c.admin) =>
    c.call('POST', `/projects/${eventId}/payment-integration/check`, { token, payload });

  it('the system account\'s stored keys work; a wrong key typed in the form is "unauthorized" (still 200); site admin only', async () => {
    expect((await putSystem({ przelewy24: p24.settings })).statusCode).toBe(200);
    const ok = await checkSystem({ provider: 'przelewy24' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, message: 'Połączenie działa' });
    const wrong = await checkSystem({ provider: 'przelewy24', settings: { apiKey: 'zly-klucz' } });
    expect(wrong.json()).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect((await checkSystem({ provider: 'przelewy24' }, c.admin)).statusCode).toBe(403);
    expect((await checkSystem({ provider: 'bramka-x' })).statusCode).toBe(400);
  });

  it('a project checks its own keys, never the organization\'s: without its own account and nothing typed it is "misconfigured"; the project\'s admins only', async () => {
    await organizationUses('przelewy24', false);
    const { eventId } = await payingProject();
    const none = await checkProject(eventId, { provider: 'przelewy24' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ ok: false, reason: 'misconfigured' });
    expect((await putOverride(eventId, { accounts: { przelewy24: p24.settings } })).statusCode).toBe(200);
    expect((await checkProject(eventId, { provider: 'przelewy24' })).json()).toEqual({
      ok: true,
      message: 'Połączenie działa',
    });
    expect((await checkProject(eventId, { provider: 'przelewy24' }, c.employee)).statusCode).toBe(403);
    expect([403, 404]).toContain(
      (await checkProject(eventId, { provider: 'przelewy24' }, c.stranger)).statusCode,
    );
  });
});

describe('the override goes with its project', () => {
  it("deleting a project removes its payment override (the project's own keys do not outlive it)", async () => {
    const { eventId } = await payingProject();
    expect((await putOverride(eventId, { accounts: { przelewy24: p24.settings } })).statusCode).toBe(200);
    expect(await c.docs(PROJECT_PAYMENT_INTEGRATIONS).findOne({ _id: eventId })).not.toBeNull();
    expect((await c.call('DELETE', `/project/${eventId}`, { token: c.admin })).statusCode).toBe(200);
    expect(await c.docs(PROJECT_PAYMENT_INTEGRATIONS).findOne({ _id: eventId })).toBeNull();
  });
});

describe('"provider credentials never returned by any API, never logged"', () => {
  it('no GET carries a key, and no log line written during these tests holds one', async () => {
    const { eventId } = await payingProject();
    await putOverride(eventId, {
      paymentModule: 'przelewy24',
      accounts: { przelewy24: { ...p24.settings, orderKey: OVERRIDE_ONLY_SECRET } },
    });
    await putSystem({ przelewy24: p24.settings, paynow: { apiKey: paynow.apiKey, signKey: paynow.signKey } });
    const secrets = [
      p24.settings.crcKey,
      p24.settings.apiKey,
      OVERRIDE_ONLY_SECRET,
      paynow.apiKey,
      paynow.signKey,
      OWN_P24.crcKey,
      OWN_P24.apiKey,
    ];
    const answers = [
      (await c.call('GET', '/system/payment-accounts', { token: c.siteAdmin })).body,
      (await getOverride(eventId)).body,
      (await c.call('GET', '/organization/org-a', { token: c.admin })).body,
    ];
    const project = JSON.parse(answers[1] as string);
    expect(project.accounts.przelewy24).toMatchObject({ crcKey: { set: true }, orderKey: { set: true } });
    for (const secret of secrets) {
      for (const answer of answers) expect(answer).not.toContain(secret as string);
      expect(c.logs.some((line) => line.includes(secret as string))).toBe(false);
    }
    // The logs were really captured (the notification rejections above are logged).
    expect(c.logs.some((line) => line.includes('payment notification rejected'))).toBe(true);
  });
});
