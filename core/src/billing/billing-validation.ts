import { ValidationError } from '../errors/index.js';
import { assertGrosze } from '../money/index.js';
import type { Billing, BillingPayment } from './billing.js';
import { isBillingStatus } from './billing-status.js';

const DAY_MS = 86_400_000;

export function assertValidDate(value: unknown, field: string): asserts value is Date {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
    throw new ValidationError(`pole ${field} musi być poprawną datą`);
  }
}

/** Whole, non-negative number of days (grace days, days to pay). */
export function assertDayCount(value: unknown, field: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ValidationError(`pole ${field} musi być nieujemną liczbą całkowitą dni`);
  }
}

/**
 * `date` plus whole days of 24 hours. Calendar days are counted in UTC, where every day has 24 hours, so
 * the result does not depend on the machine's time zone.
 */
export function addWholeDays(date: Date, days: number, field: string): Date {
  const result = new Date(date.getTime() + days * DAY_MS);
  assertValidDate(result, field);
  return result;
}

export function assertBillingPayment(payment: unknown, field: string): asserts payment is BillingPayment {
  if (typeof payment !== 'object' || payment === null) {
    throw new ValidationError(`pole ${field} musi być wpłatą`);
  }
  const p = payment as Record<string, unknown>;
  assertGrosze(p.amount, `${field}.amount`);
  assertValidDate(p.date, `${field}.date`);
  assertOptionalText(p.statementId, `${field}.statementId`);
  assertOptionalText(p.transferId, `${field}.transferId`);
  assertOptionalText(p.paymentId, `${field}.paymentId`);
  assertOptionalText(p.refundId, `${field}.refundId`);
}

function assertOptionalText(value: unknown, field: string): void {
  if (value !== undefined && value !== null && typeof value !== 'string') {
    throw new ValidationError(`pole ${field} musi być tekstem`);
  }
}

/** Rejects a malformed billing: amounts must be integer grosze, dates valid, status known. */
export function assertBilling(billing: unknown, field = 'rozliczenie'): asserts billing is Billing {
  if (typeof billing !== 'object' || billing === null) {
    throw new ValidationError(`pole ${field} musi być rozliczeniem`);
  }
  const b = billing as Record<string, unknown>;
  for (const key of ['amount', 'vat', 'grossAmount', 'manualDiscount', 'leftToPay'] as const) {
    assertGrosze(b[key], `${field}.${key}`);
  }
  if (!isBillingStatus(b.status)) {
    throw new ValidationError(`pole ${field}.status ma nieznaną wartość: ${String(b.status)}`);
  }
  assertValidDate(b.requiredDate, `${field}.requiredDate`);
  assertValidDate(b.createdDate, `${field}.createdDate`);
  if (b.paidDate !== undefined) assertValidDate(b.paidDate, `${field}.paidDate`);
  if (!Array.isArray(b.payments)) throw new ValidationError(`pole ${field}.payments musi być listą`);
  b.payments.forEach((p, i) => {
    assertBillingPayment(p, `${field}.payments[${i}]`);
  });
}

export function assertBillingList(billings: unknown): asserts billings is readonly Billing[] {
  if (!Array.isArray(billings)) throw new ValidationError('lista rozliczeń musi być tablicą');
  billings.forEach((b, i) => {
    assertBilling(b, `rozliczenia[${i}]`);
  });
}

/**
 * Spec §5: "Billing creation requires amount, requiredDate and eventId" with the Polish errors
 * 'pole amount jest wymagane', 'pole requiredDate jest wymagane', 'pole eventId jest wymagane'
 * (all missing fields are reported together).
 */
export function validateNewBillingFields(billing: {
  readonly amount?: unknown;
  readonly requiredDate?: unknown;
  readonly eventId?: unknown;
}): void {
  const errors: string[] = [];
  if (billing.amount === undefined || billing.amount === null) errors.push('pole amount jest wymagane');
  if (billing.requiredDate === undefined || billing.requiredDate === null) {
    errors.push('pole requiredDate jest wymagane');
  }
  if (typeof billing.eventId !== 'string' || billing.eventId.trim() === '') {
    errors.push('pole eventId jest wymagane');
  }
  if (errors.length > 0) throw new ValidationError(errors);
}
