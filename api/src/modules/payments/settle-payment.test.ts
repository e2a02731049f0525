import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../storage/index.js';
import { adapters } from '../../storage/testing/adapters.js';
import { CUSTOMERS, PARTICIPANTS } from '../projects/store.js';
import { settlePayment } from './settle-payment.js';
import type { PaymentRecord } from './store.js';
import {
  collectionOf as col,
  insertPayments,
  moneyOptions,
  moneyStores,
  paidOnBillings,
  paymentRecord,
  TENANT as tenant,
} from './testing/money-fixture.js';

const payment = (id: string, amount: number, extra: Partial<PaymentRecord> = {}) =>
  paymentRecord(id, amount, { status: 'COMPLETED', ...extra });

for (const adapter of adapters.filter((a) => a.enabled)) {
  describe(`settlePayment (${adapter.name})`, () => {
    const stores = moneyStores(adapter);
    let store: Store;

    beforeEach(async () => {
      store = await stores.fresh();
    });
    afterAll(stores.close);

    it("'Payments are assigned to billings in status order, filling the amount left to pay' — once, and the participant becomes upToDate", async () => {
      await insertPayments(store, payment('pay1', 10_000));
      const outcome = await settlePayment(store, tenant, 'pay1', moneyOptions);
      expect(outcome).toMatchObject({
        settled: true,
        shares: [{ billingId: 'b1', sourceId: 'p1', amount: 10_000 }],
        participants: [{ participantId: 'p1', previousStatus: 'registered', status: 'upToDate' }],
      });
      expect(await settlePayment(store, tenant, 'pay1', moneyOptions)).toEqual({
        settled: false,
        reason: 'already-settled',
      });
      expect(await paidOnBillings(store)).toEqual([10_000, 0, 0]);
      const participant = await col(store, PARTICIPANTS).findOne({ _id: 'p1' });
      expect(participant).toMatchObject({
        status: 'upToDate',
        calculated: { leftToPay: 20_000, leftToPayLate: 0, leftToPayRequired: 20_000, payments: 10_000 },
      });
    });

    it('ten settlements of the same payment at once apply it exactly once', async () => {
      await insertPayments(store, payment('pay1', 10_000));
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => settlePayment(store, tenant, 'pay1', moneyOptions)),
      );
      expect(outcomes.filter((o) => o.settled)).toHaveLength(1);
      expect(await paidOnBillings(store)).toEqual([10_000, 0, 0]);
    });

    it('payments of one customer settling at once fill different billings (every grosz lands once)', async () => {
      await insertPayments(store, payment('pay1', 10_000), payment('pay2', 15_000), payment('pay3', 5_000));
      await Promise.all(['pay1', 'pay2', 'pay3'].map((id) => settlePayment(store, tenant, id, moneyOptions)));
      expect(await paidOnBillings(store)).toEqual([10_000, 10_000, 10_000]);
      const participant = await col(store, PARTICIPANTS).findOne({ _id: 'p1' });
      expect(participant).toMatchObject({ status: 'paid', calculated: { leftToPay: 0, payments: 30_000 } });
    });

    it('a payment not completed yet (PENDING) is not assigned', async () => {
      await insertPayments(store, payment('pay1', 10_000, { status: 'PENDING' }));
      expect(await settlePayment(store, tenant, 'pay1', moneyOptions)).toEqual({
        settled: false,
        reason: 'not-received',
      });
      expect(await paidOnBillings(store)).toEqual([0, 0, 0]);
    });

    it('a customer without billings: the money is kept and flagged no-billings', async () => {
      await insertPayments(store, payment('pay1', 10_000, { customerId: 'c2' }));
      await col(store, CUSTOMERS).insertOne({ _id: 'c2', organizationId: 'org1' });
      const outcome = await settlePayment(store, tenant, 'pay1', moneyOptions);
      expect(outcome).toMatchObject({ settled: true, shares: [], flags: ['no-billings'] });
    });

    it('a completed refund takes the money back as negative movements and reopens the billings', async () => {
      await insertPayments(store, payment('pay1', 30_000));
      await settlePayment(store, tenant, 'pay1', moneyOptions);
      await insertPayments(
        store,
        payment('ref1', -10_000, { type: 'refund', refundOf: 'pay1', refundStatus: 'completed' }),
      );
      const outcome = await settlePayment(store, tenant, 'ref1', moneyOptions);
      expect(outcome).toMatchObject({ settled: true, shares: [{ billingId: 'b3', amount: -10_000 }] });
      expect(await paidOnBillings(store)).toEqual([10_000, 10_000, 0]);
      const participant = await col(store, PARTICIPANTS).findOne({ _id: 'p1' });
      expect(participant).toMatchObject({
        status: 'upToDate',
        calculated: { leftToPay: 10_000, payments: 20_000 },
      });
    });

    it("another organization's payment id is not found through this tenant", async () => {
      await insertPayments(store, { ...payment('pay1', 10_000), organizationId: 'org2' });
      expect(await settlePayment(store, tenant, 'pay1', moneyOptions)).toEqual({
        settled: false,
        reason: 'not-found',
      });
    });
  });
}
