/** The collections the participants module reads and writes, tenant-scoped, and the indexes the grid needs. */
import type { Billing } from '@zapisy/core';
import { type Store, TenantRepository } from '../../storage/index.js';
import { CUSTOMERS, PARTICIPANTS } from '../projects/index.js';

export const BILLINGS = 'billings';

export type BillingRecord = Billing & { _id: string; organizationId: string };

export function billingsOf(
  store: Store,
  tenant: { organizationId: string; eventId?: string },
): TenantRepository<BillingRecord> {
  return new TenantRepository(store.db.collection<BillingRecord>(BILLINGS), tenant);
}

/**
 * The grid reads every participant and billing of one project by equality on (organizationId, eventId);
 * customers are listed per organization and moved by customerId on merge.
 */
export async function ensureParticipantIndexes(store: Store): Promise<void> {
  await store.db
    .collection(PARTICIPANTS)
    .createIndex({ organizationId: 1, eventId: 1 }, { name: 'organizationId_eventId' });
  await store.db.collection(PARTICIPANTS).createIndex({ customerId: 1 }, { name: 'customerId' });
  await store.db
    .collection(BILLINGS)
    .createIndex({ organizationId: 1, eventId: 1 }, { name: 'organizationId_eventId' });
  await store.db.collection(BILLINGS).createIndex({ customerId: 1 }, { name: 'customerId' });
  // The participant-money-refresh job looks up billings that fell due (api/src/modules/payments/money-refresh-job.ts).
  await store.db
    .collection(BILLINGS)
    .createIndex({ status: 1, requiredDate: 1 }, { name: 'status_requiredDate' });
  await store.db.collection(CUSTOMERS).createIndex({ organizationId: 1 }, { name: 'organizationId' });
}
