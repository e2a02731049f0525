import type { Billing } from '@zapisy/core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ORGANIZATIONS } from '../organizations/collection.js';
import { BILLINGS } from '../participants/collections.js';
import { CUSTOMERS, PARTICIPANTS } from '../projects/documents.js';
import type { Store } from '../storage/index.js';
import { adapters } from '../storage/testing/adapters.js';
import { PAYMENTS, type PaymentRecord } from './collections.js';
import type { ProjectMoneyOptions } from './money-options.js';
import { settlePayment } from './settle-payment.js';

const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);
const tenant = { organizationId: 'org1', eventId: 'ev1' };
const options: ProjectMoneyOptions = {
  now: utc('2026-03-02'),
  useVat: false,
  graceDays: 0,
  billingEnabled: true,
};

type Doc = { _id: string } & Record<string, unknown>;
const col = (store: Store, name: string) => store.db.collection<Doc>(name);

function billing(id: string, requiredDate: string, status: Billing['status']): Billing & Doc {
  return {
    _id: id,
    organizationId: 'org1',
    eventId: 'ev1',
    customerId: 'c1',
    sourceId: 'p1',
    installmentId: id,
    amount: 10_000,
    vat: 0,
    grossAmount: 10_000,
    manualDiscount: 0,
    leftToPay: 10_000,
    status,
    createdDate: utc('2026-03-01'),
    requiredDate: utc(requiredDate),
    payments: [],
    isProvision: false,
  };
}

function payment(id: string, amount: number, extra: Partial<PaymentRecord> = {}): PaymentRecord & Doc {
  return {
    _id: id,
    ...tenant,
    paymentId: id,
    type: 'payment',
    method: 'online',
    provider: 'payu',
    customerId: 'c1',
    amount,
    currency: 'PLN',
    date: utc('2026-03-02'),
    status: 'COMPLETED',
    statusDate: utc('2026-03-02'),
    createdAt: utc('2026-03-02'),
    updatedAt: utc('2026-03-02'),
    ...extra,
  };
}

async function seed(store: Store): Promise<void> {
  await col(store, ORGANIZATIONS).insertOne({ _id: 'org1', customerSettings: { hasGlobalPayments: false } });
  await col(store, CUSTOMERS).insertOne({ _id: 'c1', organizationId: 'org1' });
  await col(store, PARTICIPANTS).insertOne({
    _id: 'p1',
    ...tenant,
    customerId: 'c1',
    status: 'registered',
    calculated: {
      totalSum: 30_000,
      leftToPay: 30_000,
      leftToPayLate: 0,
      leftToPayRequired: 30_000,
      payments: 0,
    },
  });
  await col(store, BILLINGS).insertMany([
    billing('b1', '2026-03-01', 'active'),
    billing('b2', '2026-04-01', 'upcoming'),
    billing('b3', '2026-05-01', 'upcoming'),
  ]);
}

async function paidOnBillings(store: Store): Promise<number[]> {
  const billings = await store.db
    .collection<Billing & { _id: string }>(BILLINGS)
    .find({})
    .sort({ _id: 1 })
    .toArray();
  return billings.map((b) => b.payments.reduce((sum, p) => sum + p.amount, 0));
}

for (const adapter of adapters.filter((a) => a.enabled)) {
  describe(`settlePayment (${adapter.name})`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      if (cleanup) await cleanup();
      ({ store, cleanup } = await adapter.open());
      await seed(store);
    });
    afterAll(async () => cleanup?.());

    it("'Payments are assigned to billings in status order, filling the amount left to pay' — once, and the participant becomes upToDate", async () => {
      await col(store, PAYMENTS).insertOne(payment('pay1', 10_000));
      const outcome = await settlePayment(store, tenant, 'pay1', options);
      expect(outcome).toMatchObject({
        settled: true,
        shares: [{ billingId: 'b1', sourceId: 'p1', amount: 10_000 }],
        participants: [{ participantId: 'p1', previousStatus: 'registered', status: 'upToDate' }],
      });
      expect(await settlePayment(store, tenant, 'pay1', options)).toEqual({
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
      await col(store, PAYMENTS).insertOne(payment('pay1', 10_000));
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => settlePayment(store, tenant, 'pay1', options)),
      );
      expect(outcomes.filter((o) => o.settled)).toHaveLength(1);
      expect(await paidOnBillings(store)).toEqual([10_000, 0, 0]);
    });

    it('payments of one customer settling at once fill different billings (every grosz lands once)', async () => {
      await col(store, PAYMENTS).insertMany([
        payment('pay1', 10_000),
        payment('pay2', 15_000),
        payment('pay3', 5_000),
      ]);
      await Promise.all(['pay1', 'pay2', 'pay3'].map((id) => settlePayment(store, tenant, id, options)));
      expect(await paidOnBillings(store)).toEqual([10_000, 10_000, 10_000]);
      const participant = await col(store, PARTICIPANTS).findOne({ _id: 'p1' });
      expect(participant).toMatchObject({ status: 'paid', calculated: { leftToPay: 0, payments: 30_000 } });
    });

    it('a payment not completed yet (PENDING) is not assigned', async () => {
      await col(store, PAYMENTS).insertOne(payment('pay1', 10_000, { status: 'PENDING' }));
      expect(await settlePayment(store, tenant, 'pay1', options)).toEqual({
        settled: false,
        reason: 'not-received',
      });
      expect(await paidOnBillings(store)).toEqual([0, 0, 0]);
    });

    it('a customer without billings: the money is kept and flagged no-billings', async () => {
      await col(store, PAYMENTS).insertOne(payment('pay1', 10_000, { customerId: 'c2' }));
      await col(store, CUSTOMERS).insertOne({ _id: 'c2', organizationId: 'org1' });
      const outcome = await settlePayment(store, tenant, 'pay1', options);
      expect(outcome).toMatchObject({ settled: true, shares: [], flags: ['no-billings'] });
    });

    it('a completed refund takes the money back as negative movements and reopens the billings', async () => {
      await col(store, PAYMENTS).insertOne(payment('pay1', 30_000));
      await settlePayment(store, tenant, 'pay1', options);
      await col(store, PAYMENTS).insertOne(
        payment('ref1', -10_000, { type: 'refund', refundOf: 'pay1', refundStatus: 'completed' }),
      );
      const outcome = await settlePayment(store, tenant, 'ref1', options);
      expect(outcome).toMatchObject({ settled: true, shares: [{ billingId: 'b3', amount: -10_000 }] });
      expect(await paidOnBillings(store)).toEqual([10_000, 10_000, 0]);
      const participant = await col(store, PARTICIPANTS).findOne({ _id: 'p1' });
      expect(participant).toMatchObject({
        status: 'upToDate',
        calculated: { leftToPay: 10_000, payments: 20_000 },
      });
    });

    it("another organization's payment id is not found through this tenant", async () => {
      await col(store, PAYMENTS).insertOne({ ...payment('pay1', 10_000), organizationId: 'org2' });
      expect(await settlePayment(store, tenant, 'pay1', options)).toEqual({
        settled: false,
        reason: 'not-found',
      });
    });
  });
}
