/**
 * How a project's money is recalculated: VAT counted in left to pay (effective invoicing.useVat, project
 * over organization), grace days before a billing is late (payments.daysLate, spec §9 default 2) and whether
 * billing is on (payments.enabled) for the needs-recounting flag.
 */
import type { BillingRecalculationOptions } from '@zapisy/core';
import { now as clockNow } from '../../clock.js';
import type { Store } from '../../storage/index.js';
import type { ProjectRecord } from './store.js';
import { projectVatRate } from './vat-rate.js';

export interface ProjectMoneyOptions extends BillingRecalculationOptions {
  billingEnabled: boolean;
}

export async function projectMoneyOptions(
  store: Store,
  project: ProjectRecord,
  now: Date = clockNow(),
): Promise<ProjectMoneyOptions> {
  const vatRate = await projectVatRate(store, project);
  const daysLate = project.payments.daysLate;
  return {
    now,
    useVat: vatRate !== null,
    graceDays: Number.isInteger(daysLate) && daysLate >= 0 ? daysLate : 0,
    billingEnabled: project.payments.enabled === true,
  };
}
