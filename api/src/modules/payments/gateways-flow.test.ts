import type { PaymentProvider } from '@zapisy/core';
import paynowPlugin from '@zapisy/plugin-payment-paynow';
import { type FakePaynowGateway, startFakePaynowGateway } from '@zapisy/plugin-payment-paynow/fake';
import przelewy24Plugin, { notificationSign } from '@zapisy/plugin-payment-przelewy24';
import {
  type FakePrzelewy24Gateway,
  startFakePrzelewy24Gateway,
} from '@zapisy/plugin-payment-przelewy24/fake';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../http/testing.js';
import { PARTICIPANTS } from '../projects/store.js';
import { paymentFlowOf } from './app-flow.js';
import { notificationsOf } from './notifications.js';
import { PAYMENTS, type PaymentRecord } from './store.js';
import { resetMoneyFixture, startGatewayApp } from './testing/gateway-app.js';
import { useGatewaySettings } from './testing/gateway-organization.js';
import {
  collectionOf,
  insertPayments,
  paidOnBillings,
  paymentRecord,
  TENANT,
} from './testing/money-fixture.js';

/**
 * The whole notification path over real HTTP: a gateway's local fake (real signatures, real status flow,
 * redelivery) notifies the running API, which verifies with the organization's encrypted keys, confirms where
 * the gateway requires it, and settles the billings once.
 */
let t: TestApp;
let base: string;
let p24: FakePrzelewy24Gateway;
let paynow: FakePaynowGateway;

beforeAll(async () => {
  p24 = await startFakePrzelewy24Gateway({ notifyDelaysMs: [150, 300, 600, 1200] });
  paynow = await startFakePaynowGateway({ notifyDelaysMs: [150, 300, 600, 1200] });
  ({ t, base } = await startGatewayApp([przelewy24Plugin, paynowPlugin], {
    PRZELEWY24: p24.url,
    PAYNOW: paynow.url,
  }));
  paynow.setNotificationUrl(`${base}/services/api/payments/paynow/notify/${TENANT.eventId}`);
});
afterAll(async () => {
  await t.close();
  await p24.close();
  await paynow.close();
});

beforeEach(() => resetMoneyFixture(t.store));

async function startPayment(providerId: string, amount: number): Promise<PaymentRecord> {
  const flow = paymentFlowOf(t.app);
  const provider = flow.provider(providerId) as PaymentProvider;
  const id = `pay${Date.now().toString(36)}`;
  const created = await provider.createPayment(
    {
      paymentId: id,
      amount,
      currency: 'PLN',
      description: 'Opłata: Obóz – Jan Kowalski',
      buyer: { email: 'jan@example.pl', firstName: 'Jan', lastName: 'Kowalski' },
      returnUrl: `${base}/platnosc`,
      notifyUrl: `${base}/services/api/payments/${providerId}/notify/${TENANT.eventId}`,
    },
    await flow.context(provider, TENANT.organizationId),
  );
  const record = paymentRecord(id, amount, {
    provider: providerId,
    ...(created.externalId ? { extPaymentId: created.externalId } : {}),
    ...(created.providerData ? { providerData: { ...created.providerData } } : {}),
  });
  await insertPayments(t.store, record);
  return record;
}

async function paymentOf(id: string) {
  return t.store.db.collection<PaymentRecord>(PAYMENTS).findOne({ _id: id });
}

describe('gateway notifications through the running API', () => {
  it('Przelewy24: paid → signed notification → verify (mandatory) → COMPLETED, settled once despite redelivery', async () => {
    await useGatewaySettings(t.app, TENANT.organizationId, 'przelewy24', 'przelewy24', p24.settings);
    const payment = await startPayment('przelewy24', 10_000);
    await p24.settle(payment._id, 'paid');
    await expect
      .poll(async () => (await paymentOf(payment._id))?.status, { timeout: 8_000 })
      .toBe('COMPLETED');
    await expect.poll(async () => paidOnBillings(t.store), { timeout: 8_000 }).toEqual([10_000, 0, 0]);
    expect(p24.isRedelivering(payment._id)).toBe(false);
    const participant = await collectionOf(t.store, PARTICIPANTS).findOne({ _id: 'p1' });
    // The fixture's other installments were due in spring 2026: paid the first, the rest is late.
    expect(participant).toMatchObject({
      status: 'overdue',
      calculated: { payments: 10_000, leftToPayLate: 20_000 },
    });
  });

  it("Przelewy24: a notification signed with another CRC key (a forger, or another tenant's keys) is 401 and changes nothing", async () => {
    await useGatewaySettings(t.app, TENANT.organizationId, 'przelewy24', 'przelewy24', p24.settings);
    const payment = await startPayment('przelewy24', 10_000);
    const fields = {
      merchantId: Number(p24.settings.merchantId),
      posId: Number(p24.settings.posId),
      sessionId: payment._id,
      amount: 10_000,
      originAmount: 10_000,
      currency: 'PLN',
      orderId: 987654321,
      methodId: 25,
      statement: 'p24-FAK-ESY-GNA',
    };
    const res = await fetch(`${base}/services/api/payments/przelewy24/notify/${TENANT.eventId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, sign: notificationSign({ ...fields, crc: 'podrobiony-klucz' }) }),
    });
    expect(res.status).toBe(401);
    expect(await notificationsOf(t.store, TENANT).findOne({})).toMatchObject({
      verified: false,
      state: 'rejected',
    });
    expect((await paymentOf(payment._id))?.status).toBe('NEW');
    expect(await paidOnBillings(t.store)).toEqual([0, 0, 0]);
  });

  it('Paynow: CONFIRMED arriving before PENDING, with duplicates → COMPLETED and settled once', async () => {
    await useGatewaySettings(t.app, TENANT.organizationId, 'paynow', 'paynow', {
      apiKey: paynow.apiKey,
      signKey: paynow.signKey,
    });
    const payment = await startPayment('paynow', 15_000);
    await paynow.settle(payment.extPaymentId as string, 'paid', { reorder: true, duplicates: 2 });
    await expect
      .poll(async () => (await paymentOf(payment._id))?.status, { timeout: 8_000 })
      .toBe('COMPLETED');
    await expect.poll(async () => paidOnBillings(t.store), { timeout: 8_000 }).toEqual([10_000, 5_000, 0]);
    await paynow.idle();
    expect(await paidOnBillings(t.store)).toEqual([10_000, 5_000, 0]);
    expect((await paymentOf(payment._id))?.status).toBe('COMPLETED');
  });
});
