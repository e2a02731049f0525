import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../storage/index.js';
import { adapters } from '../../storage/testing/adapters.js';
import { PARTICIPANTS } from '../projects/store.js';
import { settlePayment } from './settle-payment.js';
import {
  collectionOf as col,
  insertPayments,
  moneyOptions,
  moneyStores,
  paymentRecord,
  TENANT as tenant,
  utc,
} from './testing/money-fixture.js';

const notified = [
  { id: 'n1', type: 'participant_registration', version: 1, date: utc('2026-02-01') },
  { id: 'n2', type: 'participant_paid', version: 1, date: utc('2026-02-10') },
];

for (const adapter of adapters.filter((a) => a.enabled)) {
  describe(`the participant_paid notification record (${adapter.name})`, () => {
    const stores = moneyStores(adapter);
    let store: Store;

    beforeEach(async () => {
      store = await stores.fresh();
      await col(store, PARTICIPANTS).updateOne({ _id: 'p1' }, { $set: { notified } });
    });
    afterAll(stores.close);

    const notifiedTypes = async () => {
      const participant = await col(store, PARTICIPANTS).findOne({ _id: 'p1' });
      return ((participant?.notified ?? []) as { type: string }[]).map((record) => record.type);
    };

    it('a part payment (upToDate) keeps it', async () => {
      await insertPayments(store, paymentRecord('pay1', 10_000, { status: 'COMPLETED' }));
      await settlePayment(store, tenant, 'pay1', moneyOptions);
      expect(await notifiedTypes()).toEqual(['participant_registration', 'participant_paid']);
    });

    it('"Entering paid clears the participant_paid notification record" when the last installment is paid', async () => {
      await insertPayments(store, paymentRecord('pay1', 30_000, { status: 'COMPLETED' }));
      const outcome = await settlePayment(store, tenant, 'pay1', moneyOptions);
      expect(outcome).toMatchObject({ participants: [{ participantId: 'p1', status: 'paid' }] });
      expect(await notifiedTypes()).toEqual(['participant_registration']);
    });
  });
}
