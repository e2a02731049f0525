import type { Grosze } from '../money/index.js';
import { assignChecked } from './assign-payment.js';
import type { Billing, BillingPayment, BillingRecalculationOptions } from './billing.js';
import { assertBilling, assertBillingList, validateNewBillingFields } from './billing-validation.js';
import { leftToPayOf } from './left-to-pay.js';
import { normalizeChecked } from './normalize-source-billings.js';
import { checkRecalculationOptions, recalculateListChecked } from './recalculate.js';

/** A billing about to be created: status and leftToPay are computed; the rest has defaults. */
export type NewBillingInput = Omit<
  Billing,
  'status' | 'leftToPay' | 'payments' | 'manualDiscount' | 'isProvision' | 'createdDate'
> & {
  readonly payments?: readonly BillingPayment[];
  readonly manualDiscount?: Grosze;
  readonly isProvision?: boolean;
  /** Defaults to `now`. */
  readonly createdDate?: Date;
};

/**
 * Builds a new billing (spec §4 "A new billing starts active"): validates the §5 required fields
 * (amount, requiredDate, eventId), defaults payments to [], manualDiscount to 0, isProvision to false and
 * createdDate to `now`, and computes leftToPay.
 */
export function createBilling(input: NewBillingInput, options: BillingRecalculationOptions): Billing {
  validateNewBillingFields(input);
  checkRecalculationOptions(options);
  const draft: Billing = {
    ...input,
    payments: input.payments ?? [],
    manualDiscount: input.manualDiscount ?? 0,
    isProvision: input.isProvision ?? false,
    createdDate: input.createdDate ?? options.now,
    status: 'active',
    leftToPay: 0,
  };
  assertBilling(draft, 'nowe rozliczenie');
  return { ...draft, leftToPay: leftToPayOf(draft, options) };
}

/**
 * Adds a new billing (createBilling) to a customer's billings and returns the whole list, the new billing
 * last. Spec §4: "Among one source's billings only the earliest active one stays active, and later ones
 * become upcoming" and "When a new billing is added for a source that has an overpaid billing, that
 * billing's payments are reassigned": the overpaid billings of the same sourceId give up all their
 * payments, which are then assigned again, oldest first, across that source's billings in status order
 * (assignPayment), so the surplus moves onto the new billing. Only then are that source's billings
 * recalculated; without an overpaid billing nothing is recalculated, only normalised.
 */
export function addBillingForSource(
  existing: readonly Billing[],
  newBilling: NewBillingInput,
  options: BillingRecalculationOptions,
): Billing[] {
  assertBillingList(existing);
  const created = createBilling(newBilling, options);
  return addCreatedBilling(existing, created, options);
}

export function addCreatedBilling(
  existing: readonly Billing[],
  created: Billing,
  options: BillingRecalculationOptions,
): Billing[] {
  const list = [...existing, created];
  const sourceId = created.sourceId;
  const hasOverpaid = list.some((b) => b.sourceId === sourceId && b.status === 'overpaid');
  if (sourceId == null || !hasOverpaid) return normalizeChecked(list);

  const sourceIndices = list.flatMap((b, index) => (b.sourceId === sourceId ? [index] : []));
  const freed: BillingPayment[] = [];
  const stripped = sourceIndices.map((index) => {
    const billing = list[index]!;
    if (billing.status !== 'overpaid') return billing;
    // Zero-amount records move nothing, so they stay where they are.
    freed.push(...billing.payments.filter((p) => p.amount !== 0));
    return { ...billing, payments: billing.payments.filter((p) => p.amount === 0) };
  });
  freed.sort((a, b) => a.date.getTime() - b.date.getTime());
  let sourceBillings = recalculateListChecked(stripped, options);
  for (const payment of freed) sourceBillings = assignChecked(sourceBillings, payment, options);
  sourceIndices.forEach((listIndex, k) => {
    list[listIndex] = sourceBillings[k]!;
  });
  return normalizeChecked(list);
}
