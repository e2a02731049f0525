import { defaultProject } from '@zapisy/core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../storage/index.js';
import { adapters } from '../../storage/testing/adapters.js';
import { BILLINGS } from '../participants/store.js';
import { PARTICIPANTS, PROJECTS } from '../projects/store.js';
import { refreshDueMoney } from './money-refresh-job.js';
import { settlePayment } from './settle-payment.js';
import {
  collectionOf as col,
  type Doc,
  insertPayments,
  moneyOptions,
  moneyStores,
  paymentRecord,
  TENANT as tenant,
  utc,
} from './testing/money-fixture.js';

/** b1 paid on 2026-03-02: p1 upToDate, b2 the active installment. */
async function payFirstInstallment(store: Store): Promise<void> {
  await insertPayments(store, paymentRecord('pay1', 10_000, { status: 'COMPLETED' }));
  await settlePayment(store, tenant, 'pay1', moneyOptions);
}

const statusesOf = async (store: Store, filter: Record<string, unknown> = { eventId: 'ev1' }) =>
  (await col(store, BILLINGS).find(filter).sort({ _id: 1 }).toArray()).map((b) => b.status);
const participant = (store: Store, id = 'p1') => col(store, PARTICIPANTS).findOne({ _id: id });

/** A second organization's project ev2 with participant p2 (upToDate) whose only installment was due 2026-03-15. */
async function seedOtherTenant(store: Store): Promise<void> {
  const other = { organizationId: 'org2', eventId: 'ev2' };
  const project = defaultProject({
    ...other,
    name: 'Kolonie',
    domainName: 'kolonie',
    now: utc('2026-01-01'),
  });
  project.payments.daysLate = 0;
  await col(store, PROJECTS).insertOne({ _id: 'ev2', ...project } as unknown as Doc);
  await col(store, PARTICIPANTS).insertOne({ _id: 'p2', ...other, customerId: 'c2', status: 'upToDate' });
  await col(store, BILLINGS).insertOne({
    _id: 'x1',
    ...other,
    customerId: 'c2',
    sourceId: 'p2',
    installmentId: 'x1',
    amount: 5_000,
    vat: 0,
    grossAmount: 5_000,
    manualDiscount: 0,
    leftToPay: 5_000,
    status: 'active',
    createdDate: utc('2026-03-01'),
    requiredDate: utc('2026-03-15'),
    payments: [],
    isProvision: false,
  });
}

for (const adapter of adapters.filter((a) => a.enabled)) {
  describe(`participant-money-refresh job (${adapter.name})`, () => {
    const stores = moneyStores(adapter);
    let store: Store;

    beforeEach(async () => {
      store = await stores.fresh();
    });
    afterAll(stores.close);

    it('"a billing becomes late after its required date": after b2\'s date p1 goes upToDate → overdue ("Amount late above zero: overdue") and b3 becomes active', async () => {
      await payFirstInstallment(store);
      expect(await participant(store)).toMatchObject({ status: 'upToDate' });
      expect(await statusesOf(store)).toEqual(['paid', 'active', 'upcoming']);

      const summary = await refreshDueMoney(store, utc('2026-04-02'));

      expect(summary).toMatchObject({ participants: 1, statusChanges: 1 });
      expect(await statusesOf(store)).toEqual(['paid', 'late', 'active']);
      expect(await participant(store)).toMatchObject({
        status: 'overdue',
        isDirty: true,
        calculated: { leftToPay: 20_000, leftToPayLate: 10_000, payments: 10_000 },
      });
    });

    it('is idempotent: a second run at the same time finds nothing and changes nothing', async () => {
      await payFirstInstallment(store);
      await refreshDueMoney(store, utc('2026-04-02'));
      const [participantBefore, billingsBefore] = [
        await participant(store),
        await col(store, BILLINGS).find({}).sort({ _id: 1 }).toArray(),
      ];
      expect(await refreshDueMoney(store, utc('2026-04-02'))).toEqual({
        scanned: 0,
        participants: 0,
        statusChanges: 0,
      });
      expect(await participant(store)).toEqual(participantBefore);
      expect(await col(store, BILLINGS).find({}).sort({ _id: 1 }).toArray()).toEqual(billingsBefore);
    });

    it('before the date nothing changes: the billing is still active on its required day', async () => {
      await payFirstInstallment(store);
      expect(await refreshDueMoney(store, utc('2026-03-31'))).toMatchObject({ participants: 0 });
      expect(await statusesOf(store)).toEqual(['paid', 'active', 'upcoming']);
      expect(await participant(store)).toMatchObject({ status: 'upToDate' });
    });

    it("waits the project's grace days (payments.daysLate) before a billing is late", async () => {
      await payFirstInstallment(store);
      await col(store, PROJECTS).updateOne({ _id: 'ev1' }, { $set: { 'payments.daysLate': 3 } });
      expect(await refreshDueMoney(store, utc('2026-04-03'))).toMatchObject({ participants: 0 });
      expect(await participant(store)).toMatchObject({ status: 'upToDate' });
      expect(await refreshDueMoney(store, utc('2026-04-05'))).toMatchObject({ statusChanges: 1 });
      expect(await participant(store)).toMatchObject({ status: 'overdue' });
    });

    it('"Entering overdue clears the record of the participant_overdue notification"', async () => {
      await payFirstInstallment(store);
      await col(store, PARTICIPANTS).updateOne(
        { _id: 'p1' },
        {
          $set: {
            notified: [
              { id: 'n1', type: 'participant_overdue' },
              { id: 'n2', type: 'participant_paid' },
            ],
          },
        },
      );
      await refreshDueMoney(store, utc('2026-04-02'));
      expect((await participant(store))?.notified).toEqual([{ id: 'n2', type: 'participant_paid' }]);
    });

    it("refreshes a participant of another organization's project within its own tenant, in batches", async () => {
      await payFirstInstallment(store);
      await seedOtherTenant(store);
      const batches: number[] = [];
      const summary = await refreshDueMoney(store, utc('2026-04-02'), {
        batchSize: 1,
        onBatch: () => void batches.push(1),
      });
      expect(summary).toMatchObject({ participants: 2, statusChanges: 2 });
      expect(batches.length).toBeGreaterThanOrEqual(2);
      expect(await participant(store, 'p2')).toMatchObject({
        organizationId: 'org2',
        eventId: 'ev2',
        status: 'overdue',
        calculated: { leftToPayLate: 5_000 },
      });
      expect(await statusesOf(store, { eventId: 'ev2' })).toEqual(['late']);
      expect(await participant(store)).toMatchObject({ status: 'overdue' });
    });

    it('a run refreshes at most maxParticipants; the next run takes the rest (a backlog never blocks the server)', async () => {
      await payFirstInstallment(store);
      await seedOtherTenant(store);
      expect(await refreshDueMoney(store, utc('2026-04-02'), { maxParticipants: 1 })).toMatchObject({
        participants: 1,
      });
      expect(await refreshDueMoney(store, utc('2026-04-02'), { maxParticipants: 1 })).toMatchObject({
        participants: 1,
      });
      expect(await participant(store, 'p2')).toMatchObject({ status: 'overdue' });
      expect(await participant(store)).toMatchObject({ status: 'overdue' });
      expect(await refreshDueMoney(store, utc('2026-04-02'), { maxParticipants: 1 })).toMatchObject({
        statusChanges: 0,
      });
    });

    it("skips a billing whose organization is not the project's (never crosses tenants)", async () => {
      await col(store, BILLINGS).updateOne({ _id: 'b1' }, { $set: { organizationId: 'intruder' } });
      await col(store, PARTICIPANTS).updateOne({ _id: 'p1' }, { $set: { organizationId: 'intruder' } });
      expect(await refreshDueMoney(store, utc('2026-03-05'))).toMatchObject({ participants: 0 });
      expect(await participant(store)).toMatchObject({ status: 'registered' });
    });
  });
}
