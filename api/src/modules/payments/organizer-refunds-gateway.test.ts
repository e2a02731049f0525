import type { PaymentProvider } from '@zapisy/core';
import payuPlugin from '@zapisy/plugin-payment-payu';
import { type FakePayuGateway, startFakePayuGateway } from '@zapisy/plugin-payment-payu/fake';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import type { TestApp } from '../../http/testing.js';
import { paymentFlowOf } from './app-flow.js';
import { PAYMENTS, type PaymentRecord } from './store.js';
import { resetMoneyFixture, startGatewayApp } from './testing/gateway-app.js';
import { useGatewaySettings } from './testing/gateway-organization.js';
import { insertPayments, paidOnBillings, paymentRecord, TENANT } from './testing/money-fixture.js';

/**
 * Online refunds over real HTTP against the local PayU (REST v2.1, refunds finalised 100 ms after the
 * answer and notified with a signed refund notification): the refund record exists before the gateway is
 * asked, the notification completes it, and the money comes off the billings once.
 */
let t: TestApp;
let base: string;
let payu: FakePayuGateway;
let token: string;

beforeAll(async () => {
  payu = await startFakePayuGateway({ notifyDelaysMs: [150, 300, 600, 1200] });
  ({ t, base } = await startGatewayApp([payuPlugin], { PAYU: payu.url }));
});
afterAll(async () => {
  await t.close();
  await payu.close();
});

beforeEach(async () => {
  await resetMoneyFixture(t.store);
  await useGatewaySettings(t.app, TENANT.organizationId, 'payu', 'payu', payu.settings);
  token = (await createUserWithToken(t.app, { organizationId: TENANT.organizationId, role: 'admin' })).token;
});

const paymentOf = (id: string) => t.store.db.collection<PaymentRecord>(PAYMENTS).findOne({ _id: id });

/** A PayU payment of 100 zł for p1, paid on the fake and settled on b1 through its notification. */
async function paidPayuPayment(): Promise<PaymentRecord> {
  const flow = paymentFlowOf(t.app);
  const provider = flow.provider('payu') as PaymentProvider;
  const id = `payu${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await provider.createPayment(
    {
      paymentId: id,
      amount: 10_000,
      currency: 'PLN',
      description: 'Opłata: Obóz – Jan Kowalski',
      buyer: { email: 'jan@example.pl', firstName: 'Jan', lastName: 'Kowalski' },
      returnUrl: `${base}/platnosc`,
      notifyUrl: `${base}/services/api/payments/payu/notify/${TENANT.eventId}`,
      customerIp: '127.0.0.1',
    },
    await flow.context(provider, TENANT.organizationId),
  );
  const record = paymentRecord(id, 10_000, {
    provider: 'payu',
    participantIds: ['p1'],
    ...(created.externalId ? { extPaymentId: created.externalId } : {}),
    ...(created.providerData ? { providerData: { ...created.providerData } } : {}),
  });
  await insertPayments(t.store, record);
  await payu.settle(id, 'paid');
  await expect
    .poll(async () => (await paymentOf(id))?.settlement !== undefined, { timeout: 8_000 })
    .toBe(true);
  expect(await paidOnBillings(t.store)).toEqual([10_000, 0, 0]);
  return (await paymentOf(id)) as PaymentRecord;
}

const refund = (paymentId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/services/api/payments/${TENANT.eventId}/${paymentId}/refund`,
    headers: { 'x-auth-token': token },
    payload,
  });

describe('online refund through PayU (refund record first, then the gateway; the notification completes it)', () => {
  it('a partial refund: 201 pending with PayU’s refund id, then the refund notification settles it once', async () => {
    const payment = await paidPayuPayment();
    const res = await refund(payment._id, { amount: 4_000, reason: 'Rezygnacja z jednego dnia' });
    expect(res.statusCode).toBe(201);
    const view = res.json();
    expect(view).toMatchObject({
      type: 'refund',
      amount: -4_000,
      refundOf: payment._id,
      provider: 'payu',
      providerLabel: 'PayU',
      status: 'COMPLETED',
    });
    expect(['pending', 'completed']).toContain(view.refundStatus);
    const stored = await paymentOf(view._id);
    expect(stored?.providerData?.externalRefundId).toEqual(expect.any(String));
    expect(payu.refunds()).toEqual([expect.objectContaining({ extRefundId: view._id, amount: 4_000 })]);
    await expect
      .poll(async () => (await paymentOf(view._id))?.refundStatus, { timeout: 8_000 })
      .toBe('completed');
    await expect.poll(async () => paidOnBillings(t.store), { timeout: 8_000 }).toEqual([6_000, 0, 0]);
    await payu.idle();
    expect(await paidOnBillings(t.store)).toEqual([6_000, 0, 0]);
  });

  it('while a refund is under way the rest is what may still be refunded: more → 400', async () => {
    const payment = await paidPayuPayment();
    expect((await refund(payment._id, { amount: 7_000, reason: 'a' })).statusCode).toBe(201);
    const more = await refund(payment._id, { amount: 3_001, reason: 'b' });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors[0]).toMatch(/^Kwota zwrotu przekracza/);
    await expect.poll(async () => paidOnBillings(t.store), { timeout: 8_000 }).toEqual([3_000, 0, 0]);
  });

  it('the gateway unavailable → 503 with the Polish message, the refund marked failed and nothing taken off billings', async () => {
    const payment = await paidPayuPayment();
    payu.failNext(3, 503);
    const res = await refund(payment._id, { amount: 1_000, reason: 'x' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/chwilowo niedostępny|Spróbuj ponownie/);
    const failed = await t.store.db.collection<PaymentRecord>(PAYMENTS).findOne({ refundOf: payment._id });
    expect(failed?.refundStatus).toBe('failed');
    expect(await paidOnBillings(t.store)).toEqual([10_000, 0, 0]);
    // A failed refund does not count against what may be refunded.
    payu.failNext(0);
    expect((await refund(payment._id, { reason: 'całość' })).statusCode).toBe(201);
    await expect.poll(async () => paidOnBillings(t.store), { timeout: 8_000 }).toEqual([0, 0, 0]);
  });
});
