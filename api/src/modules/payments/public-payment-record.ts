/**
 * A payment started by a payer: the stored PaymentRecord plus where the gateway sends the payer, why the
 * gateway refused it (kept when it is CANCELED at creation), and when its status was last asked of the gateway.
 */
import { type Store, TenantRepository } from '../../storage/index.js';
import { PAYMENTS, type PaymentRecord } from './store.js';

export interface PublicPaymentRecord extends PaymentRecord {
  redirectUrl?: string;
  failure?: { code: string; message: string };
  statusCheckedAt?: Date;
}

export function publicPaymentsOf(
  store: Store,
  tenant: { organizationId: string; eventId: string },
): TenantRepository<PublicPaymentRecord> {
  return new TenantRepository(store.db.collection<PublicPaymentRecord>(PAYMENTS), tenant);
}
