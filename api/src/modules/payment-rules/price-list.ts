/**
 * The project's price list as the admin reads and saves it (second document §3 "Payment rules and
 * amounts"): the saved rules and when they were saved; [] and null before the first save.
 */
import type { PaymentRule } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { paymentRulesOf } from './store.js';

export interface ProjectTenant {
  organizationId: string;
  eventId: string;
}

export interface PriceList {
  eventId: string;
  rules: PaymentRule[];
  updatedAt: string | null;
}

export async function readPriceList(deps: { store: Store }, tenant: ProjectTenant): Promise<PriceList> {
  const record = await paymentRulesOf(deps.store, tenant).findOne({ _id: tenant.eventId });
  return {
    eventId: tenant.eventId,
    rules: record?.rules ?? [],
    updatedAt: record?.updatedAt.toISOString() ?? null,
  };
}
