import type { PaymentProvider } from '@zapisy/core';
import przelewy24MarketplacePlugin from '@zapisy/plugin-payment-przelewy24-marketplace';
import {
  type FakePrzelewy24MarketplaceGateway,
  startFakePrzelewy24MarketplaceGateway,
} from '@zapisy/plugin-payment-przelewy24-marketplace/fake';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../http/testing.js';
import { followUpDepsOf, paymentFlowOf } from './app-flow.js';
import {
  FOLLOW_UP_MAX_ATTEMPTS,
  type FollowUpDeps,
  followUpRetryDelayMs,
  type PaymentFollowUp,
  runPaymentFollowUps,
} from './follow-up-job.js';
import { PAYMENTS, type PaymentRecord } from './store.js';
import { resetMoneyFixture, startGatewayApp } from './testing/gateway-app.js';
import { useGatewaySettings } from './testing/gateway-organization.js';
import { insertPayments, paymentRecord, TENANT } from './testing/money-fixture.js';

/**
 * P24 Marketplace "dispatch of funds" after verify, retried by the follow-up job when it failed: the whole
 * path over real HTTP (the fake notifies the running API, which verifies; the dispatch fails), then the job.
 */
const SELLER = 700_500;
const MARKETPLACE_POS = 200_002;
const PROVIDER = 'przelewy24marketplace';
let t: TestApp;
let base: string;
let fake: FakePrzelewy24MarketplaceGateway;
let seq = 0;

beforeAll(async () => {
  fake = await startFakePrzelewy24MarketplaceGateway({
    merchantId: 100_100,
    posId: MARKETPLACE_POS,
    sellers: [SELLER],
    notifyDelaysMs: [150, 300, 600],
  });
  ({ t, base } = await startGatewayApp([przelewy24MarketplacePlugin], { PRZELEWY24MARKETPLACE: fake.url }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  await resetMoneyFixture(t.store);
  await useGatewaySettings(
    t.app,
    TENANT.organizationId,
    PROVIDER,
    'przelewy24',
    fake.marketplaceSettings(SELLER, 2.5),
  );
});

type Followed = PaymentRecord & { followUp?: PaymentFollowUp };
const paymentOf = (id: string) => t.store.db.collection<Followed>(PAYMENTS).findOne({ _id: id });
const dispatchesOf = (id: string) => fake.dispatches().filter((d) => d.sessionId === id);

/** A payment paid on the fake and verified by the API, its first dispatch refused by P24 (503). */
async function paidWithFailedDispatch(amount: number): Promise<string> {
  const flow = paymentFlowOf(t.app);
  const provider = flow.provider(PROVIDER) as PaymentProvider;
  const id = `mp${++seq}${Date.now().toString(36)}`;
  const created = await provider.createPayment(
    {
      paymentId: id,
      amount,
      currency: 'PLN',
      description: 'Opłata: Obóz – Jan Kowalski',
      buyer: { email: 'jan@example.pl' },
      returnUrl: `${base}/platnosc`,
      notifyUrl: `${base}/services/api/payments/${PROVIDER}/notify/${TENANT.eventId}`,
    },
    await flow.context(provider, TENANT.organizationId),
  );
  await insertPayments(
    t.store,
    paymentRecord(id, amount, {
      provider: PROVIDER,
      ...(created.externalId ? { extPaymentId: created.externalId } : {}),
      ...(created.providerData ? { providerData: { ...created.providerData } } : {}),
    }),
  );
  fake.failDispatches(1);
  await fake.settle(id, 'paid');
  await expect.poll(async () => (await paymentOf(id))?.status, { timeout: 8_000 }).toBe('COMPLETED');
  expect(dispatchesOf(id)).toEqual([]);
  return id;
}

function logged() {
  const lines: { level: string; obj: unknown; msg: string | undefined }[] = [];
  const at = (level: string) => (obj: unknown, msg?: string) => {
    lines.push({ level, obj, msg });
  };
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('payment follow-up job: P24 Marketplace dispatch retry', () => {
  it('"a dispatch already done is never sent twice": the first dispatch fails, the job dispatches once, a second run sends nothing', async () => {
    const id = await paidWithFailedDispatch(10_000);
    const deps = followUpDepsOf(t.app);
    expect(deps.providerIds).toEqual([PROVIDER]);

    const first = await runPaymentFollowUps(deps);
    expect(first).toMatchObject({ done: 1, retrying: 0, failed: 0 });
    expect(dispatchesOf(id)).toEqual([
      expect.objectContaining({ sellerId: SELLER, amount: 9_750, sessionId: id }),
    ]);
    const stored = await paymentOf(id);
    expect(stored?.providerData).toMatchObject({ dispatched: 1, sellerId: SELLER, dispatchedAmount: 9_750 });
    expect(stored?.followUp).toMatchObject({ state: 'done', attempts: 1 });

    const second = await runPaymentFollowUps(deps);
    expect(second).toEqual({ marked: 0, done: 0, retrying: 0, failed: 0 });
    expect(dispatchesOf(id)).toHaveLength(1);
  });

  it('retries with backoff (1 min → 12 h): P24 down once more → the next attempt 1 min later, not before', async () => {
    const id = await paidWithFailedDispatch(4_000);
    let now = new Date();
    const deps: FollowUpDeps = { ...followUpDepsOf(t.app), now: () => now };
    fake.failDispatches(1);
    expect(await runPaymentFollowUps(deps)).toMatchObject({ retrying: 1 });
    expect((await paymentOf(id))?.followUp).toMatchObject({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + 60_000),
    });
    now = new Date(now.getTime() + 30_000);
    expect(await runPaymentFollowUps(deps)).toMatchObject({ done: 0, retrying: 0 });
    now = new Date(now.getTime() + 31_000);
    expect(await runPaymentFollowUps(deps)).toMatchObject({ done: 1 });
    expect(dispatchesOf(id)).toHaveLength(1);
    expect([1, 2, 3, 10, 11, 20].map(followUpRetryDelayMs)).toEqual([
      60_000,
      120_000,
      240_000,
      512 * 60_000,
      12 * 3_600_000,
      12 * 3_600_000,
    ]);
  });

  it('"bounded attempts": a permanently failing dispatch stops after the limit, logs a line and flags the payment', async () => {
    const id = await paidWithFailedDispatch(3_000);
    let now = new Date();
    const { lines, log } = logged();
    const deps: FollowUpDeps = { ...followUpDepsOf(t.app), now: () => now, log };
    fake.failDispatches(1_000);
    for (let run = 0; run < FOLLOW_UP_MAX_ATTEMPTS + 3; run++) {
      await runPaymentFollowUps(deps);
      now = new Date(now.getTime() + 13 * 3_600_000);
    }
    const stored = await paymentOf(id);
    expect(stored?.followUp).toMatchObject({
      state: 'failed',
      attempts: FOLLOW_UP_MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
    expect(stored?.flags).toContain('follow-up-failed');
    expect(stored?.providerData?.dispatched).not.toBe(1);
    expect(lines.filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({
        msg: 'payment follow-up failed for good: flagged for the organizer',
        obj: expect.objectContaining({ paymentId: id, attempts: FOLLOW_UP_MAX_ATTEMPTS }),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(fake.merchant.apiKey);

    fake.failDispatches(0);
    expect(await runPaymentFollowUps(deps)).toEqual({ marked: 0, done: 0, retrying: 0, failed: 0 });
    expect(dispatchesOf(id)).toEqual([]);
  });

  it('a completed payment dispatched at verify needs no follow-up: marked done, nothing sent', async () => {
    const flow = paymentFlowOf(t.app);
    const provider = flow.provider(PROVIDER) as PaymentProvider;
    await insertPayments(
      t.store,
      paymentRecord('mp-done', 5_000, {
        provider: PROVIDER,
        status: 'COMPLETED',
        providerData: { orderId: 1, sellerId: SELLER, dispatchedAmount: 4_875, dispatched: 1 },
      }),
    );
    expect(provider.needsFollowUp?.({ dispatched: 1 })).toBe(false);
    expect(await runPaymentFollowUps(followUpDepsOf(t.app))).toEqual({
      marked: 1,
      done: 0,
      retrying: 0,
      failed: 0,
    });
    expect((await paymentOf('mp-done'))?.followUp).toMatchObject({ state: 'done', attempts: 0 });
  });
});
