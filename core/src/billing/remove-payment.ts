import { ValidationError } from '../errors/index.js';
import type { Billing, BillingRecalculationOptions } from './billing.js';
import { assertBilling } from './billing-validation.js';
import { checkRecalculationOptions, recalculateBilling } from './recalculate.js';

/**
 * Spec §4 records two readings of removing a payment: "Removing a payment recalculates the billing and
 * clears its paid date (one reading); a separate source says removal is not implemented." This implements
 * the first: the payment at `index` is dropped, the billing recalculated (recalculateBilling) and its paid
 * date cleared, also when it is still paid. An index outside the payments throws ValidationError 'bad index'
 * (as for the payments field, §5).
 */
export function removePaymentFromBilling(
  billing: Billing,
  index: number,
  options: BillingRecalculationOptions,
): Billing {
  assertBilling(billing);
  checkRecalculationOptions(options);
  if (!Number.isInteger(index) || index < 0 || index >= billing.payments.length) {
    throw new ValidationError('bad index');
  }
  const { paidDate: _cleared, ...rest } = billing;
  return recalculateBilling({ ...rest, payments: billing.payments.filter((_, i) => i !== index) }, options);
}
