import { ValidationError } from '../errors/index.js';

/** Billing statuses as the billing module names them (spec §4 "Billing status"). */
export type CustomerBillingStatus = 'upcoming' | 'active' | 'late' | 'paid' | 'overpaid' | 'cancelled';

const BILLING_STATUSES: readonly string[] = ['upcoming', 'active', 'late', 'paid', 'overpaid', 'cancelled'];

/** What customer status needs of a billing; structurally matches the billing entity. */
export interface CustomerStatusBilling {
  status: CustomerBillingStatus;
  /** A Date, or an ISO date string. */
  requiredDate: Date | string;
  eventId?: string | null;
}

/** Customer status values (spec §4 "Customer status"). */
export const CUSTOMER_STATUSES = ['registered', 'overdue', 'overpaid', 'paid'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/**
 * The spec names them "registered ('na bieżąco'), overdue ('opóźniony'), overpaid ('nadpłacony'), paid
 * ('opłacony')"; shown in words that read right for any customer, a woman, a man or a firm (as the
 * participant statuses are): the spec's 'opóźniony' would call Anna Nowak a man.
 */
export const CUSTOMER_STATUS_LABELS: Readonly<Record<CustomerStatus, string>> = {
  registered: 'Na bieżąco',
  overdue: 'Zaległa płatność',
  overpaid: 'Nadpłata',
  paid: 'Opłacono',
};

export interface CustomerStatusOptions {
  /** The date the status is read as of. */
  asOf: Date;
  /** Only this event's billings count. */
  eventId?: string;
}

interface DatedBilling {
  status: CustomerBillingStatus;
  required: number;
}

/**
 * The billings that count, with required dates as timestamps. Cancelled billings are left out: nothing is
 * owed on them (the spec does not say; counting them would keep a customer from ever being paid).
 */
export function countedCustomerBillings(
  billings: readonly CustomerStatusBilling[],
  eventId?: string,
): DatedBilling[] {
  if (!Array.isArray(billings)) throw new ValidationError('Rozliczenia klienta muszą być listą');
  if (eventId !== undefined && typeof eventId !== 'string') {
    throw new ValidationError('Identyfikator wydarzenia musi być tekstem');
  }
  const counted: DatedBilling[] = [];
  for (const billing of billings) {
    if (typeof billing !== 'object' || billing === null)
      throw new ValidationError('Rozliczenie musi być obiektem');
    if (!BILLING_STATUSES.includes(billing.status)) {
      throw new ValidationError(`Nieznany status rozliczenia: ${String(billing.status)}`);
    }
    const date = billing.requiredDate;
    const required =
      date instanceof Date
        ? date.getTime()
        : typeof date === 'string' && date.trim() !== ''
          ? Date.parse(date)
          : Number.NaN;
    if (Number.isNaN(required))
      throw new ValidationError('Pole requiredDate rozliczenia musi być poprawną datą');
    if (billing.status === 'cancelled') continue;
    if (eventId !== undefined && billing.eventId !== eventId) continue;
    counted.push({ status: billing.status, required });
  }
  return counted;
}

export function assertAsOf(asOf: unknown): asserts asOf is Date {
  if (!(asOf instanceof Date) || Number.isNaN(asOf.getTime())) {
    throw new ValidationError('Data, na którą liczony jest status klienta, musi być poprawną datą');
  }
}

/** Rules 3-5 shared by the status and the label set. */
export function customerSettledStatus(
  billings: readonly DatedBilling[],
  asOf: number,
): 'overpaid' | 'paid' | 'registered' {
  if (billings.some((b) => b.status === 'overpaid' && b.required <= asOf)) return 'overpaid';
  const due = billings.filter((b) => b.required <= asOf);
  if (due.length > 0 && due.every((b) => b.status === 'paid' || b.status === 'overpaid')) return 'paid';
  return 'registered';
}

/**
 * Customer status as of a date, optionally for one event (spec §4 "Customer status"). Rules, in order:
 * 1. No billings: registered.
 * 2. Any billing late with its required date reached: overdue.
 * 3. Else any billing overpaid with its required date reached: overpaid.
 * 4. Else, if all billings due by the date are paid or overpaid: paid.
 * 5. Otherwise: registered.
 * "Reached" and "due by the date" mean requiredDate ≤ asOf. Rule 4 needs at least one billing due: with
 * nothing due yet the customer is registered ('na bieżąco'), not paid. Cancelled billings do not count.
 */
export function customerStatus(
  billings: readonly CustomerStatusBilling[],
  options: CustomerStatusOptions,
): CustomerStatus {
  if (typeof options !== 'object' || options === null) throw new ValidationError('Brak daty statusu klienta');
  assertAsOf(options.asOf);
  const counted = countedCustomerBillings(billings, options.eventId);
  const asOf = options.asOf.getTime();
  if (counted.length === 0) return 'registered';
  if (counted.some((b) => b.status === 'late' && b.required <= asOf)) return 'overdue';
  return customerSettledStatus(counted, asOf);
}
