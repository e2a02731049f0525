import { ValidationError } from '../errors/index.js';
import type { Grosze } from '../money/index.js';
import { appendPayment } from './add-payment.js';
import { indicesInStatusOrder } from './assign-payment.js';
import type { Billing, BillingRecalculationOptions } from './billing.js';
import { assertBillingList, assertValidDate } from './billing-validation.js';
import { checkRecalculationOptions, recalculateListChecked } from './recalculate.js';

export interface PaymentRefund {
  /** The payment whose money goes back (its parts carry `paymentId`). */
  readonly paymentId: string;
  /** The refund record. */
  readonly refundId: string;
  /** Positive grosze to return. */
  readonly amount: Grosze;
  readonly date: Date;
}

/** What is still held of `paymentId` on one billing: its parts minus what was returned already. */
export function heldOfPayment(billing: Billing, paymentId: string): Grosze {
  return billing.payments.reduce((sum, p) => (p.paymentId === paymentId ? sum + p.amount : sum), 0);
}

/**
 * A refund as negative movements (spec §4: payments on billings "may be negative for a correction or
 * return"): the money of one payment is taken back from the billings that received it, the last filled
 * first (the reverse of "assigned to billings in status order"), each by at most what it still holds of that
 * payment; then every billing is recalculated, so a billing that was paid becomes active or late again.
 * Refusing more than the payment left on the billings keeps a refund from touching other payments' money.
 */
export function refundPaymentFromBillings(
  billings: readonly Billing[],
  refund: PaymentRefund,
  options: BillingRecalculationOptions,
): Billing[] {
  assertBillingList(billings);
  assertValidDate(refund.date, 'data zwrotu');
  checkRecalculationOptions(options);
  if (!Number.isSafeInteger(refund.amount) || refund.amount <= 0) {
    throw new ValidationError('Kwota zwrotu musi być większa od zera');
  }
  const holders = billings
    .map((_, index) => index)
    .filter((index) => heldOfPayment(billings[index]!, refund.paymentId) > 0);
  const order = indicesInStatusOrder(billings).filter((index) => holders.includes(index));
  // Cancelled billings are outside the status order but may hold money that must be returnable.
  for (const index of holders) if (!order.includes(index)) order.push(index);
  const held = order.reduce((sum, index) => sum + heldOfPayment(billings[index]!, refund.paymentId), 0);
  if (refund.amount > held) {
    throw new ValidationError('Kwota zwrotu przekracza kwotę wpłaty pozostałą na rozliczeniach');
  }
  const result = [...billings];
  let remaining = refund.amount;
  for (const index of [...order].reverse()) {
    if (remaining === 0) break;
    const take = Math.min(remaining, heldOfPayment(result[index]!, refund.paymentId));
    result[index] = appendPayment(
      result[index]!,
      { date: refund.date, amount: -take, paymentId: refund.paymentId, refundId: refund.refundId },
      options,
    );
    remaining -= take;
  }
  return recalculateListChecked(result, options);
}
