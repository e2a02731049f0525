import { ValidationError } from '../errors/index.js';
import { assertGrosze, type Grosze } from '../money/index.js';
import { indicesInStatusOrder } from './assign-payment.js';
import type { Billing, BillingRecalculationOptions } from './billing.js';
import { assertBillingList } from './billing-validation.js';
import { fillInOrder } from './fill-in-order.js';
import { leftToPayOf } from './left-to-pay.js';
import { checkRecalculationOptions, recalculateListChecked } from './recalculate.js';

const STILL_DUE = new Set(['late', 'active', 'upcoming']);

/**
 * Spec §4: "A manual discount is distributed across billings in status order." `total` is the whole manual
 * discount of the customer or participant (the left-to-pay formula adds it, so below 0 is a discount and
 * above 0 a markup); it replaces what the non-cancelled billings carried before. A discount (below 0) is
 * spread like a payment: in status order each billing absorbs up to its left to pay, the last one the rest.
 * A markup (above 0) goes whole to the first billing in status order that is still due (late, active or
 * upcoming), or to the last one if none is. Cancelled billings keep their manualDiscount. The billings
 * are then recalculated (recalculateBillings).
 */
export function distributeManualDiscount(
  billings: readonly Billing[],
  total: Grosze,
  options: BillingRecalculationOptions,
): Billing[] {
  assertBillingList(billings);
  assertGrosze(total, 'manualDiscount');
  checkRecalculationOptions(options);
  const order = indicesInStatusOrder(billings);
  if (order.length === 0) {
    if (total === 0) return recalculateListChecked(billings, options);
    throw new ValidationError('Brak rozliczeń, na które można rozdzielić rabat');
  }
  const reset = billings.map((b) => (b.status === 'cancelled' ? b : { ...b, manualDiscount: 0 }));
  const shares = total < 0 ? discountShares(total, order, reset, options) : markupShares(total, order, reset);
  order.forEach((index, k) => {
    reset[index] = { ...reset[index]!, manualDiscount: shares[k]! };
  });
  return recalculateListChecked(reset, options);
}

function discountShares(
  total: Grosze,
  order: readonly number[],
  billings: readonly Billing[],
  options: BillingRecalculationOptions,
): Grosze[] {
  const remaining = order.map((index) => leftToPayOf(billings[index]!, options));
  return fillInOrder(-total, remaining).map((share) => -share + 0);
}

function markupShares(total: Grosze, order: readonly number[], billings: readonly Billing[]): Grosze[] {
  const shares = order.map(() => 0);
  const firstDue = order.findIndex((index) => STILL_DUE.has(billings[index]!.status));
  shares[firstDue === -1 ? shares.length - 1 : firstDue] = total;
  return shares;
}
