import type { PaymentProvider } from '@zapisy/core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverEvents } from '../../events/testing.js';
import type { Store } from '../../storage/index.js';
import { adapters } from '../../storage/testing/adapters.js';
import { PARTICIPANTS, PROJECTS } from '../projects/store.js';
import { WEBHOOK_DELIVERIES } from '../webhooks/index.js';
import { applyDueNotifications, applyStoredNotification } from './apply-stored-notification.js';
import { notificationsOf } from './notifications.js';
import type { PaymentFlowDeps } from './payment-flow-deps.js';
import { receiveNotification } from './receive-notification.js';
import { PAYMENTS, type PaymentRecord } from './store.js';
import {
  collectionOf,
  insertPayments,
  moneyStores,
  paidOnBillings,
  paymentRecord,
  TENANT,
  utc,
} from './testing/money-fixture.js';
import {
  createTestProvider,
  signTestNotification,
  TEST_SECRET,
  type TestProvider,
} from './testing/test-provider.js';

const silent = { info() {}, warn() {}, error() {} };

function depsFor(store: Store, provider: PaymentProvider, clock: { now: Date }): PaymentFlowDeps {
  const secrets: Record<string, string> = { org1: TEST_SECRET, org2: 'another-organization-secret' };
  return {
    store,
    provider: (id) => (id === provider.id ? provider : undefined),
    context: async (_provider, organizationId) => ({
      settings: { signKey: secrets[organizationId] ?? '' },
      mode: 'sandbox',
      http: async () => {
        throw new Error('no network in tests');
      },
      log: silent,
      now: () => clock.now,
    }),
    now: () => clock.now,
    log: silent,
    maxAttempts: 3,
  };
}

function notification(body: Record<string, unknown>, secret = TEST_SECRET, eventId: string = TENANT.eventId) {
  const rawBody = JSON.stringify(body);
  return {
    provider: 'test-gateway',
    eventId,
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-test-signature': signTestNotification(rawBody, secret),
    },
  };
}

async function payment(store: Store, id: string): Promise<PaymentRecord | null> {
  return store.db.collection<PaymentRecord>(PAYMENTS).findOne({ _id: id });
}

for (const adapter of adapters.filter((a) => a.enabled)) {
  describe(`payment notifications (${adapter.name})`, () => {
    const stores = moneyStores(adapter, { webhookTarget: 'https://hooks.example.pl/zapisy' });
    let store: Store;
    let provider: TestProvider;
    let deps: PaymentFlowDeps;
    const clock = { now: utc('2026-03-02') };

    beforeEach(async () => {
      store = await stores.fresh();
      await insertPayments(store, paymentRecord('pay1', 10_000));
      provider = createTestProvider();
      deps = depsFor(store, provider, clock);
    });
    afterAll(stores.close);

    async function receiveAndApply(body: Record<string, unknown>) {
      const received = await receiveNotification(deps, notification(body));
      if (received.kind !== 'accepted') throw new Error(`not accepted: ${JSON.stringify(received)}`);
      return { received, state: await applyStoredNotification(deps, received.notificationId) };
    }

    it('a verified COMPLETED notification is stored raw, answered with the gateway reply, settled once, and fires payment-executed', async () => {
      const { received, state } = await receiveAndApply({
        paymentId: 'pay1',
        status: 'COMPLETED',
        amount: 10_000,
        currency: 'PLN',
        externalId: 'X1',
      });
      expect(received.reply).toEqual({ status: 200, body: 'OK' });
      expect(state).toBe('applied');
      const stored = await notificationsOf(store, TENANT).findOne({ _id: received.notificationId });
      expect(stored).toMatchObject({
        verified: true,
        state: 'applied',
        paymentId: 'pay1',
        outcome: 'Wpłata rozliczona na 1 należności',
      });
      expect(stored?.rawBody).toContain('"pay1"');
      expect(await payment(store, 'pay1')).toMatchObject({
        status: 'COMPLETED',
        extPaymentId: 'X1',
        settlement: { shares: [{ billingId: 'b1', amount: 10_000 }] },
      });
      expect(await paidOnBillings(store)).toEqual([10_000, 0, 0]);
      expect(await collectionOf(store, PARTICIPANTS).findOne({ _id: 'p1' })).toMatchObject({
        status: 'upToDate',
      });
      await deliverEvents(store);
      const deliveries = await collectionOf(store, WEBHOOK_DELIVERIES).find({}).toArray();
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toMatchObject({
        event: 'payment-executed',
        payload: { paymentId: 'pay1', amount: 10_000, participants: [{ _id: 'p1', status: 'upToDate' }] },
      });
    });

    it('the same notification twice applies the money once', async () => {
      const body = { paymentId: 'pay1', status: 'COMPLETED', amount: 10_000, currency: 'PLN' };
      await receiveAndApply(body);
      const again = await receiveAndApply(body);
      expect(again.state).toBe('applied');
      expect(await paidOnBillings(store)).toEqual([10_000, 0, 0]);
      await deliverEvents(store);
      expect(await collectionOf(store, WEBHOOK_DELIVERIES).countDocuments({})).toBe(1);
    });

    it('ten notifications at once never create a second payment or apply the money twice', async () => {
      const body = { paymentId: 'pay1', status: 'COMPLETED', amount: 10_000, currency: 'PLN' };
      await Promise.all(Array.from({ length: 10 }, () => receiveAndApply(body)));
      expect(await collectionOf(store, PAYMENTS).countDocuments({})).toBe(1);
      expect(await paidOnBillings(store)).toEqual([10_000, 0, 0]);
      expect(await notificationsOf(store, TENANT).countDocuments({ state: 'applied' })).toBe(10);
    });

    it('a forged signature is rejected with 401, logged as rejected, and nothing is applied', async () => {
      const forged = notification(
        { paymentId: 'pay1', status: 'COMPLETED', amount: 10_000 },
        'guessed-secret',
      );
      const outcome = await receiveNotification(deps, forged);
      expect(outcome).toMatchObject({
        kind: 'rejected',
        httpStatus: 401,
        message: 'Powiadomienie o płatności odrzucone: niepoprawny lub brakujący podpis',
      });
      expect(await notificationsOf(store, TENANT).findOne({})).toMatchObject({
        verified: false,
        state: 'rejected',
        outcome: 'bad signature',
      });
      expect(await applyDueNotifications(deps)).toBe(0);
      expect(await payment(store, 'pay1')).toMatchObject({ status: 'NEW' });
    });

    it("a notification for another organization's project fails that project's signature check", async () => {
      const other = { _id: 'ev2', eventId: 'ev2', organizationId: 'org2', event: { domainName: 'inny' } };
      await collectionOf(store, PROJECTS).insertOne(other);
      const outcome = await receiveNotification(
        deps,
        notification({ paymentId: 'pay1', status: 'COMPLETED' }, TEST_SECRET, 'ev2'),
      );
      expect(outcome).toMatchObject({ kind: 'rejected', httpStatus: 401 });
      expect(await payment(store, 'pay1')).toMatchObject({ status: 'NEW' });
    });

    it("a notification arriving on another project's path of the same organization (Paynow: one URL per shop) settles the payment in its own project", async () => {
      await collectionOf(store, PROJECTS).insertOne({
        _id: 'ev3',
        eventId: 'ev3',
        organizationId: 'org1',
        event: { domainName: 'inny' },
      });
      const received = await receiveNotification(
        deps,
        notification({ paymentId: 'pay1', status: 'COMPLETED', amount: 10_000 }, TEST_SECRET, 'ev3'),
      );
      if (received.kind !== 'accepted') throw new Error('not accepted');
      expect(await applyStoredNotification(deps, received.notificationId)).toBe('applied');
      expect(await paidOnBillings(store)).toEqual([10_000, 0, 0]);
    });

    it('an unknown project or provider is 404 and stores nothing', async () => {
      expect(await receiveNotification(deps, notification({}, TEST_SECRET, 'nope'))).toMatchObject({
        kind: 'unknown',
        httpStatus: 404,
      });
      expect(await receiveNotification(deps, { ...notification({}), provider: 'nope' })).toMatchObject({
        kind: 'unknown',
        httpStatus: 404,
      });
      expect(await notificationsOf(store, TENANT).countDocuments({})).toBe(0);
    });

    it('a notification for an unknown payment is recorded and ignored, creating nothing', async () => {
      const { state } = await receiveAndApply({ paymentId: 'ghost', status: 'COMPLETED', amount: 10_000 });
      expect(state).toBe('ignored');
      expect(await collectionOf(store, PAYMENTS).countDocuments({})).toBe(1);
      expect(await paidOnBillings(store)).toEqual([0, 0, 0]);
    });

    it('an amount that differs from the payment is flagged and not applied blindly', async () => {
      const { state } = await receiveAndApply({
        paymentId: 'pay1',
        status: 'COMPLETED',
        amount: 9_999,
        currency: 'PLN',
      });
      expect(state).toBe('flagged');
      expect(await payment(store, 'pay1')).toMatchObject({ status: 'COMPLETED', flags: ['amount-mismatch'] });
      expect((await payment(store, 'pay1'))?.settlement).toBeUndefined();
      expect(await paidOnBillings(store)).toEqual([0, 0, 0]);
    });

    it('a foreign currency is flagged and not applied', async () => {
      const { state } = await receiveAndApply({
        paymentId: 'pay1',
        status: 'COMPLETED',
        amount: 10_000,
        currency: 'EUR',
      });
      expect(state).toBe('flagged');
      expect(await payment(store, 'pay1')).toMatchObject({ flags: ['currency-mismatch'] });
      expect(await paidOnBillings(store)).toEqual([0, 0, 0]);
    });

    it('a PENDING arriving after COMPLETED does not take the payment back', async () => {
      await receiveAndApply({ paymentId: 'pay1', status: 'COMPLETED', amount: 10_000 });
      await receiveAndApply({ paymentId: 'pay1', status: 'PENDING' });
      expect(await payment(store, 'pay1')).toMatchObject({ status: 'COMPLETED' });
      await receiveAndApply({ paymentId: 'pay1', status: 'CANCELED' });
      expect(await payment(store, 'pay1')).toMatchObject({ status: 'COMPLETED' });
    });

    it('a paid report that needs confirmation is confirmed (verify) before the money counts; an outage is retried with backoff', async () => {
      provider = createTestProvider({ confirmation: 'required' });
      provider.failConfirmations = 1;
      deps = depsFor(store, provider, clock);
      const { state } = await receiveAndApply({
        paymentId: 'pay1',
        status: 'WAITING FOR CONFIRMATION',
        amount: 10_000,
      });
      expect(state).toBe('pending');
      expect(await paidOnBillings(store)).toEqual([0, 0, 0]);
      expect(await applyDueNotifications(deps)).toBe(0);
      clock.now = new Date(clock.now.getTime() + 11_000);
      expect(await applyDueNotifications(deps)).toBe(1);
      expect(provider.confirmations).toEqual(['pay1']);
      expect(await payment(store, 'pay1')).toMatchObject({ status: 'COMPLETED' });
      expect(await paidOnBillings(store)).toEqual([10_000, 0, 0]);
      clock.now = utc('2026-03-02');
    });

    it('a completed refund notification takes the money back from the billings', async () => {
      await receiveAndApply({ paymentId: 'pay1', status: 'COMPLETED', amount: 10_000 });
      await insertPayments(
        store,
        paymentRecord('ref1', -4_000, {
          type: 'refund',
          refundOf: 'pay1',
          refundStatus: 'pending',
          status: 'COMPLETED',
        }),
      );
      const { state } = await receiveAndApply({ type: 'refund', refundId: 'ref1', status: 'completed' });
      expect(state).toBe('applied');
      expect(await paidOnBillings(store)).toEqual([6_000, 0, 0]);
      // A late 'pending' report does not undo a completed refund.
      await receiveAndApply({ type: 'refund', refundId: 'ref1', status: 'pending' });
      expect(await payment(store, 'ref1')).toMatchObject({ refundStatus: 'completed' });
      expect(await paidOnBillings(store)).toEqual([6_000, 0, 0]);
    });
  });
}
