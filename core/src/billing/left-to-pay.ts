import type { Grosze } from '../money/index.js';
import type { Billing, BillingPayment, BillingVatOptions } from './billing.js';
import { assertBilling } from './billing-validation.js';
import { addGroszeSafely } from './safe-sum.js';

/** Sum of a billing's payments in grosze. */
export function sumBillingPayments(payments: readonly BillingPayment[]): Grosze {
  let sum = 0;
  for (const payment of payments) sum = addGroszeSafely(sum, payment.amount, 'suma wpłat');
  return sum;
}

/** The same formula without validation, for callers that already validated the billing. */
export function leftToPayOf(billing: Billing, options: BillingVatOptions): Grosze {
  const due = options.useVat ? addGroszeSafely(billing.amount, billing.vat, 'kwota brutto') : billing.amount;
  const withDiscount = addGroszeSafely(due, billing.manualDiscount, 'kwota do zapłaty');
  return addGroszeSafely(withDiscount, -sumBillingPayments(billing.payments), 'pozostało do zapłaty');
}

/**
 * Spec §4: "Left to pay = (net + VAT, or net alone) + manual discount - payments sum". With `useVat` the
 * due amount is `amount + vat`, otherwise `amount` (net). Negative means overpaid.
 */
export function billingLeftToPay(billing: Billing, options: BillingVatOptions): Grosze {
  assertBilling(billing);
  return leftToPayOf(billing, options);
}
