import { ValidationError } from '../errors/index.js';
import { assertGrosze, type Grosze, isVatRate, type VatRate, vatBreakdownFromNet } from '../money/index.js';
import { addBillingForSource } from './add-billing-for-source.js';
import type { Billing, BillingRecalculationOptions } from './billing.js';
import { validateNewBillingFields } from './billing-validation.js';

/** The longest category name a manual charge keeps. */
export const MANUAL_CATEGORY_MAX = 120;

export const MANUAL_BILLING_MESSAGES = {
  category: 'Podaj kategorię opłaty',
  categoryTooLong: `Kategoria opłaty może mieć najwyżej ${MANUAL_CATEGORY_MAX} znaków`,
  amountPositive: 'Kwota opłaty musi być większa od zera',
  vatRate: 'Nieznana stawka VAT',
  requiredDate: 'Termin płatności musi być poprawną datą',
  customer: 'Opłata musi należeć do klienta',
} as const;

/** What the organizer enters for a manual charge (net amount in grosze; VAT from the rate). */
export interface ManualChargeInput {
  readonly eventId?: unknown;
  readonly customerId?: unknown;
  /** The participant the charge belongs to (its billings' sourceId); absent for a customer-level charge. */
  readonly sourceId?: string;
  readonly category?: unknown;
  readonly amount?: unknown;
  /** The VAT rate ('23', '8', 'zw', 'np', …); absent = 'np' (no VAT). */
  readonly vatRate?: unknown;
  readonly requiredDate?: unknown;
  readonly employeeId?: string;
}

function requiredDateOf(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new ValidationError(MANUAL_BILLING_MESSAGES.requiredDate);
  return date;
}

/**
 * Checks a manual charge (§3 Billing.isManual, category; §5 "Billing creation requires amount, requiredDate
 * and eventId" with its Polish messages, all missing ones at once) and returns the fields of the billing:
 * net `amount`, `vat` and `grossAmount` by the rate (decimal.js, half-up to the grosz), `isManual`.
 */
export function checkManualCharge(input: ManualChargeInput): {
  eventId: string;
  customerId: string;
  category: string;
  amount: Grosze;
  vat: Grosze;
  grossAmount: Grosze;
  vatPercent: VatRate;
  requiredDate: Date;
} {
  validateNewBillingFields(input);
  const problems: string[] = [];
  const category = typeof input.category === 'string' ? input.category.trim() : '';
  if (category === '') problems.push(MANUAL_BILLING_MESSAGES.category);
  else if (category.length > MANUAL_CATEGORY_MAX) problems.push(MANUAL_BILLING_MESSAGES.categoryTooLong);
  if (typeof input.customerId !== 'string' || input.customerId === '') {
    problems.push(MANUAL_BILLING_MESSAGES.customer);
  }
  const rate = input.vatRate === undefined || input.vatRate === null ? 'np' : input.vatRate;
  if (!isVatRate(rate)) problems.push(MANUAL_BILLING_MESSAGES.vatRate);
  if (problems.length > 0) throw new ValidationError(problems);
  assertGrosze(input.amount, 'amount');
  if (input.amount <= 0) throw new ValidationError(MANUAL_BILLING_MESSAGES.amountPositive);
  const breakdown = vatBreakdownFromNet(input.amount, rate as VatRate);
  return {
    eventId: input.eventId as string,
    customerId: input.customerId as string,
    category,
    amount: breakdown.net,
    vat: breakdown.vat,
    grossAmount: breakdown.gross,
    vatPercent: rate as VatRate,
    requiredDate: requiredDateOf(input.requiredDate),
  };
}

/**
 * Adds a manual charge to the billings of its source (or of the customer when it has none): the new billing
 * (isManual, its category, VAT and required date) goes through addBillingForSource, so the §4 rules apply
 * ("only the earliest active one stays active", an overpaid billing's payments move onto it). Returns the
 * whole list, the new billing last.
 */
export function addManualCharge(
  existing: readonly Billing[],
  input: ManualChargeInput,
  options: BillingRecalculationOptions,
): Billing[] {
  const charge = checkManualCharge(input);
  return addBillingForSource(
    existing,
    {
      ...charge,
      ...(input.sourceId ? { sourceId: input.sourceId } : {}),
      ...(input.employeeId ? { employeeId: input.employeeId } : {}),
      isManual: true,
    },
    options,
  );
}
