/** The `paymentRules` collection: the price list of a project, one document per project (`_id` = eventId). */
import type { PaymentRule } from '@zapisy/core';
import { type Store, TenantRepository } from '../../storage/index.js';

export const PAYMENT_RULES = 'paymentRules';

export interface PaymentRulesRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  rules: PaymentRule[];
  updatedAt: Date;
}

export function paymentRulesOf(
  store: Store,
  tenant: { organizationId: string; eventId: string },
): TenantRepository<PaymentRulesRecord> {
  return new TenantRepository(store.db.collection<PaymentRulesRecord>(PAYMENT_RULES), {
    organizationId: tenant.organizationId,
    eventId: tenant.eventId,
  });
}

/** The project's payment rules ([] before the first save). */
export async function loadPaymentRules(
  store: Store,
  tenant: { organizationId: string; eventId: string },
): Promise<PaymentRule[]> {
  const record = await paymentRulesOf(store, tenant).findOne({ _id: tenant.eventId });
  return record?.rules ?? [];
}
