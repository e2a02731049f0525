import { ValidationError } from '../errors/index.js';
import { appendPayment } from './add-payment.js';
import type { Billing, BillingPayment, BillingRecalculationOptions } from './billing.js';
import { compareBillingsByStatus } from './billing-status.js';
import { assertBillingList, assertBillingPayment } from './billing-validation.js';
import { fillInOrder } from './fill-in-order.js';
import { leftToPayOf } from './left-to-pay.js';
import { checkRecalculationOptions, recalculateListChecked } from './recalculate.js';

/**
 * Spec §4: "Payments are assigned to billings in status order, filling the amount left to pay."
 * Cancelled billings are skipped. In status order (compareBillingsByStatus: paid, late, active, overpaid,
 * upcoming, then by required date) each billing receives up to its left to pay; whatever remains after all
 * are filled goes to the last one, which becomes overpaid. Each share is recorded as a payment with the
 * original date, statementId and transferId (addPaymentToBilling), then every billing is recalculated and
 * normalised (recalculateBillings) so that statuses match the new amounts. `payment.amount` must be > 0.
 */
export function assignPayment(
  billings: readonly Billing[],
  payment: BillingPayment,
  options: BillingRecalculationOptions,
): Billing[] {
  assertBillingList(billings);
  assertBillingPayment(payment, 'wpłata');
  if (payment.amount <= 0) throw new ValidationError('Kwota wpłaty musi być większa od zera');
  checkRecalculationOptions(options);
  return assignChecked(billings, payment, options);
}

/** Indices of the non-cancelled billings, in status order (ties keep list order). */
export function indicesInStatusOrder(billings: readonly Billing[]): number[] {
  return billings
    .map((_, index) => index)
    .filter((index) => billings[index]!.status !== 'cancelled')
    .sort((a, b) => compareBillingsByStatus(billings[a]!, billings[b]!) || a - b);
}

/** assignPayment without validation; any amount (a negative one goes to the last billing in order). */
export function assignChecked(
  billings: readonly Billing[],
  payment: BillingPayment,
  options: BillingRecalculationOptions,
): Billing[] {
  const order = indicesInStatusOrder(billings);
  if (order.length === 0) throw new ValidationError('Brak rozliczeń, do których można przypisać wpłatę');
  const shares = fillInOrder(
    payment.amount,
    order.map((index) => leftToPayOf(billings[index]!, options)),
  );
  const result = [...billings];
  order.forEach((index, k) => {
    const share = shares[k]!;
    if (share !== 0) result[index] = appendPayment(result[index]!, { ...payment, amount: share }, options);
  });
  return recalculateListChecked(result, options);
}
