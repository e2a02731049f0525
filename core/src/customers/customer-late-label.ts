import { ValidationError } from '../errors/index.js';
import {
  assertAsOf,
  type CustomerStatusBilling,
  type CustomerStatusOptions,
  countedCustomerBillings,
  customerSettledStatus,
} from './customer-status.js';

const DAY_MS = 86_400_000;

/** The further label set of spec §4 "Customer status": Registered, Late, Paid, Overpaid. */
export const CUSTOMER_LATE_LABEL_VALUES = ['registered', 'late', 'paid', 'overpaid'] as const;
export type CustomerLateLabelValue = (typeof CUSTOMER_LATE_LABEL_VALUES)[number];

/** Polish texts of the label set, worded like the customer status labels. */
export const CUSTOMER_LATE_LABEL_TEXTS: Readonly<Record<CustomerLateLabelValue, string>> = {
  registered: 'Na bieżąco',
  late: 'Opóźniony',
  paid: 'Opłacony',
  overpaid: 'Nadpłacony',
};

export interface CustomerLateLabelOptions extends CustomerStatusOptions {
  /** Configured number of days late (the project's payments.daysLate, default 2). */
  daysLate: number;
}

/**
 * Registered / Late / Paid / Overpaid label, "where Late is computed from a configured number of days late":
 * the customer status rules with rule 2 read as "any billing late whose required date lies at least daysLate
 * days (× 24 h) before the date". Rules 1 and 3-5 are those of `customerStatus`; with daysLate 0, Late equals
 * overdue.
 */
export function customerLateLabel(
  billings: readonly CustomerStatusBilling[],
  options: CustomerLateLabelOptions,
): CustomerLateLabelValue {
  if (typeof options !== 'object' || options === null) throw new ValidationError('Brak daty statusu klienta');
  assertAsOf(options.asOf);
  const { daysLate } = options;
  if (typeof daysLate !== 'number' || !Number.isSafeInteger(daysLate) || daysLate < 0) {
    throw new ValidationError('Liczba dni opóźnienia musi być nieujemną liczbą całkowitą');
  }
  const counted = countedCustomerBillings(billings, options.eventId);
  const asOf = options.asOf.getTime();
  if (counted.length === 0) return 'registered';
  const lateFrom = asOf - daysLate * DAY_MS;
  if (counted.some((b) => b.status === 'late' && b.required <= lateFrom)) return 'late';
  return customerSettledStatus(counted, asOf);
}
