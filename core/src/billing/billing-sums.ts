import { ValidationError } from '../errors/index.js';
import type { Grosze } from '../money/index.js';
import type { Billing, BillingVatOptions } from './billing.js';
import { assertBillingList, assertValidDate } from './billing-validation.js';
import { leftToPayOf, sumBillingPayments } from './left-to-pay.js';
import { addGroszeSafely } from './safe-sum.js';

/** Spec §5: "Billing sums cannot use dateOver and dateUpTo together." */
export const BILLING_SUMS_MESSAGES = {
  bothDates: 'Sumy rozliczeń można liczyć albo od daty (dateOver), albo do daty (dateUpTo) — nie obu naraz',
} as const;

/** Which billings a sum counts, by required date: after `dateOver` or up to and including `dateUpTo`. */
export interface BillingSumsPeriod {
  readonly dateOver?: Date;
  readonly dateUpTo?: Date;
}

export interface BillingSums {
  readonly count: number;
  readonly amount: Grosze;
  readonly vat: Grosze;
  readonly grossAmount: Grosze;
  readonly manualDiscount: Grosze;
  readonly payments: Grosze;
  readonly leftToPay: Grosze;
}

/** Refuses a period naming both dates (§5) and invalid dates, before any billing is read. */
export function checkBillingSumsPeriod(period: BillingSumsPeriod): void {
  if (period.dateOver !== undefined && period.dateUpTo !== undefined) {
    throw new ValidationError(BILLING_SUMS_MESSAGES.bothDates);
  }
  if (period.dateOver !== undefined) assertValidDate(period.dateOver, 'dateOver');
  if (period.dateUpTo !== undefined) assertValidDate(period.dateUpTo, 'dateUpTo');
}

/** Whether a billing's required date falls in the period (after dateOver; on or before dateUpTo). */
export function isInSumsPeriod(billing: Pick<Billing, 'requiredDate'>, period: BillingSumsPeriod): boolean {
  const at = billing.requiredDate.getTime();
  if (period.dateOver !== undefined) return at > period.dateOver.getTime();
  if (period.dateUpTo !== undefined) return at <= period.dateUpTo.getTime();
  return true;
}

/**
 * Sums of the billings that are not cancelled and fall in the period (isInSumsPeriod): net, VAT, gross,
 * manual discount (below 0 a discount, above 0 a markup), payments and left to pay by the §4 formula, in
 * integer grosze. Refuses dateOver together with dateUpTo (§5).
 */
export function billingSums(
  billings: readonly Billing[],
  period: BillingSumsPeriod,
  options: BillingVatOptions,
): BillingSums {
  checkBillingSumsPeriod(period);
  assertBillingList(billings);
  let sums: BillingSums = {
    count: 0,
    amount: 0,
    vat: 0,
    grossAmount: 0,
    manualDiscount: 0,
    payments: 0,
    leftToPay: 0,
  };
  for (const billing of billings) {
    if (billing.status === 'cancelled' || !isInSumsPeriod(billing, period)) continue;
    sums = {
      count: sums.count + 1,
      amount: addGroszeSafely(sums.amount, billing.amount, 'suma netto'),
      vat: addGroszeSafely(sums.vat, billing.vat, 'suma VAT'),
      grossAmount: addGroszeSafely(sums.grossAmount, billing.grossAmount, 'suma brutto'),
      manualDiscount: addGroszeSafely(sums.manualDiscount, billing.manualDiscount, 'suma rabatów'),
      payments: addGroszeSafely(sums.payments, sumBillingPayments(billing.payments), 'suma wpłat'),
      leftToPay: addGroszeSafely(sums.leftToPay, leftToPayOf(billing, options), 'pozostało do zapłaty'),
    };
  }
  return sums;
}
