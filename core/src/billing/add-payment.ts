import type { Billing, BillingPayment, BillingVatOptions } from './billing.js';
import { assertBilling, assertBillingPayment } from './billing-validation.js';
import { leftToPayOf } from './left-to-pay.js';

/**
 * Spec §4: "Adding a payment: if left to pay is 0 or less, the status becomes paid (exactly 0) or overpaid
 * (below 0), and the paid date is set if empty." The paid date set is the payment's date. Above 0 the status
 * is kept (a negative correction that reopens a paid billing needs `recalculateBilling`); a cancelled
 * billing stays cancelled. Returns a new billing with the payment appended and leftToPay updated.
 */
export function addPaymentToBilling(
  billing: Billing,
  payment: BillingPayment,
  options: BillingVatOptions,
): Billing {
  assertBilling(billing);
  assertBillingPayment(payment, 'wpłata');
  return appendPayment(billing, payment, options);
}

/** addPaymentToBilling without validation, for callers that already validated both. */
export function appendPayment(
  billing: Billing,
  payment: BillingPayment,
  options: BillingVatOptions,
): Billing {
  const withPayment: Billing = { ...billing, payments: [...billing.payments, { ...payment }] };
  const leftToPay = leftToPayOf(withPayment, options);
  if (leftToPay > 0 || billing.status === 'cancelled') return { ...withPayment, leftToPay };
  return {
    ...withPayment,
    leftToPay,
    status: leftToPay === 0 ? 'paid' : 'overpaid',
    paidDate: billing.paidDate ?? payment.date,
  };
}
