import type { Billing, BillingRecalculationOptions } from './billing.js';
import {
  addWholeDays,
  assertBilling,
  assertBillingList,
  assertDayCount,
  assertValidDate,
} from './billing-validation.js';
import { leftToPayOf } from './left-to-pay.js';
import { normalizeChecked } from './normalize-source-billings.js';

/**
 * Spec §4 "Recalculation: 0 gives paid. Below 0 gives overpaid. Above 0 gives late when the required date
 * (plus optional grace days) is past, otherwise active. The paid date is cleared when above 0."
 * "Past" means strictly before `now` (due exactly now is still active); grace days are whole 24-hour days.
 * A cancelled billing keeps its status (only leftToPay is refreshed); an existing paid date is kept when
 * the billing is paid or overpaid.
 */
export function recalculateBilling(billing: Billing, options: BillingRecalculationOptions): Billing {
  assertBilling(billing);
  checkRecalculationOptions(options);
  return recalculateChecked(billing, options);
}

/**
 * Recalculates every billing (recalculateBilling) and then applies "among one source's billings only the
 * earliest active one stays active" (normalizeSourceBillings), so an upcoming billing whose predecessor got
 * paid becomes active. Returns a new list in the same order.
 */
export function recalculateBillings(
  billings: readonly Billing[],
  options: BillingRecalculationOptions,
): Billing[] {
  assertBillingList(billings);
  checkRecalculationOptions(options);
  return recalculateListChecked(billings, options);
}

export function checkRecalculationOptions(options: BillingRecalculationOptions): void {
  assertValidDate(options.now, 'now');
  if (options.graceDays !== undefined) assertDayCount(options.graceDays, 'graceDays');
}

export function recalculateListChecked(
  billings: readonly Billing[],
  options: BillingRecalculationOptions,
): Billing[] {
  return normalizeChecked(billings.map((b) => recalculateChecked(b, options)));
}

function recalculateChecked(billing: Billing, options: BillingRecalculationOptions): Billing {
  const leftToPay = leftToPayOf(billing, options);
  if (billing.status === 'cancelled') return { ...billing, leftToPay };
  if (leftToPay === 0) return { ...billing, leftToPay, status: 'paid' };
  if (leftToPay < 0) return { ...billing, leftToPay, status: 'overpaid' };
  const deadline = addWholeDays(billing.requiredDate, options.graceDays ?? 0, 'requiredDate + graceDays');
  const status = deadline.getTime() < options.now.getTime() ? 'late' : 'active';
  const { paidDate: _cleared, ...rest } = billing;
  return { ...rest, leftToPay, status };
}
