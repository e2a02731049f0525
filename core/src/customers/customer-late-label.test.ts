import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { CUSTOMER_LATE_LABEL_TEXTS, customerLateLabel } from './customer-late-label.js';
import type { CustomerBillingStatus } from './customer-status.js';

const asOf = new Date('2025-03-10T12:00:00Z');
const b = (status: CustomerBillingStatus, requiredDate: string) => ({
  status,
  requiredDate: new Date(requiredDate),
});

describe('customerLateLabel: "Registered, Late, Paid, Overpaid … where Late is computed from a configured number of days late"', () => {
  it.each([
    ['no billings: Registered', [], 2, 'registered'],
    ['late exactly daysLate days ago: Late', [b('late', '2025-03-08T12:00:00Z')], 2, 'late'],
    [
      'late one millisecond short of daysLate: Registered',
      [b('late', '2025-03-08T12:00:00.001Z')],
      2,
      'registered',
    ],
    [
      'daysLate 0: Late as soon as the required date is reached',
      [b('late', '2025-03-10T12:00:00Z')],
      0,
      'late',
    ],
    [
      'late but recent, with a due overpaid billing: Overpaid',
      [b('late', '2025-03-09T00:00:00Z'), b('overpaid', '2025-03-01')],
      2,
      'overpaid',
    ],
    ['all due paid: Paid', [b('paid', '2025-03-01'), b('active', '2025-05-01')], 2, 'paid'],
  ] as const)('%s', (_name, billings, daysLate, expected) => {
    expect(customerLateLabel(billings, { asOf, daysLate })).toBe(expected);
  });

  it('filters by event like the customer status', () => {
    const billings = [{ status: 'late' as const, requiredDate: new Date('2025-01-01'), eventId: 'e1' }];
    expect(customerLateLabel(billings, { asOf, daysLate: 2, eventId: 'e2' })).toBe('registered');
  });

  it('has Polish texts', () => {
    expect(CUSTOMER_LATE_LABEL_TEXTS).toEqual({
      registered: 'Na bieżąco',
      late: 'Opóźniony',
      paid: 'Opłacony',
      overpaid: 'Nadpłacony',
    });
  });

  it.each([
    [
      'negative daysLate',
      { asOf, daysLate: -1 },
      'Liczba dni opóźnienia musi być nieujemną liczbą całkowitą',
    ],
    [
      'fractional daysLate',
      { asOf, daysLate: 0.5 },
      'Liczba dni opóźnienia musi być nieujemną liczbą całkowitą',
    ],
    [
      'an invalid asOf',
      { asOf: new Date(Number.NaN), daysLate: 1 },
      'Data, na którą liczony jest status klienta, musi być poprawną datą',
    ],
    ['no options', null, 'Brak daty statusu klienta'],
  ])('rejects %s', (_name, options, message) => {
    expect(() => customerLateLabel([], options as never)).toThrow(new ValidationError(message));
  });
});
