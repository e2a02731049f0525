import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  CUSTOMER_STATUS_LABELS,
  type CustomerBillingStatus,
  type CustomerStatusBilling,
  customerStatus,
} from './customer-status.js';

const asOf = new Date('2025-03-10T12:00:00Z');
const past = new Date('2025-03-01T00:00:00Z');
const future = new Date('2025-04-01T00:00:00Z');
const b = (
  status: CustomerBillingStatus,
  requiredDate: Date | string = past,
  eventId?: string,
): CustomerStatusBilling => ({
  status,
  requiredDate,
  eventId,
});

describe('customerStatus: the rules of spec §4 "Customer status", in order', () => {
  it.each([
    ['1. No billings: registered', [], 'registered'],
    ['2. Any billing late with its required date reached: overdue', [b('paid'), b('late')], 'overdue'],
    ['2. late with the required date exactly now counts as reached', [b('late', asOf)], 'overdue'],
    ['2. late with a required date not yet reached is not overdue', [b('late', future), b('paid')], 'paid'],
    ['2. overdue wins over overpaid', [b('overpaid'), b('late')], 'overdue'],
    [
      '3. Else any billing overpaid with its required date reached: overpaid',
      [b('paid'), b('overpaid'), b('active')],
      'overpaid',
    ],
    ['3. overpaid not yet due does not count', [b('overpaid', future), b('paid')], 'paid'],
    ['4. all billings due by the date paid: paid', [b('paid'), b('paid', asOf), b('active', future)], 'paid'],
    ['4. a paid billing due later still counts as nothing due', [b('paid', future)], 'registered'],
    ['5. Otherwise: registered (an active billing past its date)', [b('paid'), b('active')], 'registered'],
    ['5. an upcoming billing already due keeps it registered', [b('upcoming')], 'registered'],
    ['5. nothing due yet: registered, not paid', [b('active', future), b('upcoming', future)], 'registered'],
    ['cancelled billings do not count', [b('cancelled'), b('paid')], 'paid'],
    ['only cancelled billings: as no billings', [b('cancelled')], 'registered'],
    ['ISO date strings are read', [b('late', '2025-03-10T12:00:00Z')], 'overdue'],
  ] as const)('%s', (_rule, billings, expected) => {
    expect(customerStatus(billings, { asOf })).toBe(expected);
  });

  it("optionally per event: only that event's billings count", () => {
    const billings = [b('late', past, 'e1'), b('paid', past, 'e2')];
    expect(customerStatus(billings, { asOf })).toBe('overdue');
    expect(customerStatus(billings, { asOf, eventId: 'e2' })).toBe('paid');
    expect(customerStatus(billings, { asOf, eventId: 'e3' })).toBe('registered');
  });

  it('as of a date: the same billings read differently on different dates', () => {
    const billings = [b('late', new Date('2025-03-10T12:00:00Z'))];
    expect(customerStatus(billings, { asOf: new Date('2025-03-10T11:59:59.999Z') })).toBe('registered');
    expect(customerStatus(billings, { asOf })).toBe('overdue');
  });

  it("labels the spec's 'na bieżąco', 'opóźniony', 'nadpłacony', 'opłacony' in words right for women and men", () => {
    expect(CUSTOMER_STATUS_LABELS).toEqual({
      registered: 'Na bieżąco',
      overdue: 'Zaległa płatność',
      overpaid: 'Nadpłata',
      paid: 'Opłacono',
    });
  });

  it.each([
    [
      'an unknown billing status',
      () => customerStatus([{ status: 'zaległy' as never, requiredDate: past }], { asOf }),
      'Nieznany status rozliczenia: zaległy',
    ],
    [
      'an invalid required date',
      () => customerStatus([b('paid', 'jutro')], { asOf }),
      'Pole requiredDate rozliczenia musi być poprawną datą',
    ],
    [
      'an empty required date',
      () => customerStatus([b('paid', ' ')], { asOf }),
      'Pole requiredDate rozliczenia musi być poprawną datą',
    ],
    [
      'a missing required date',
      () => customerStatus([{ status: 'paid' } as never], { asOf }),
      'Pole requiredDate rozliczenia musi być poprawną datą',
    ],
    [
      'a billing that is not an object',
      () => customerStatus([null as never], { asOf }),
      'Rozliczenie musi być obiektem',
    ],
    [
      'billings that are not a list',
      () => customerStatus({} as never, { asOf }),
      'Rozliczenia klienta muszą być listą',
    ],
    [
      'an invalid asOf',
      () => customerStatus([], { asOf: new Date('x') }),
      'Data, na którą liczony jest status klienta, musi być poprawną datą',
    ],
    ['no options', () => customerStatus([], undefined as never), 'Brak daty statusu klienta'],
    [
      'an eventId that is not text',
      () => customerStatus([], { asOf, eventId: 5 as never }),
      'Identyfikator wydarzenia musi być tekstem',
    ],
  ])('rejects %s', (_name, call, message) => {
    expect(call).toThrow(new ValidationError(message));
  });

  it('property: the order of billings does not matter', () => {
    const billing = fc.record({
      status: fc.constantFrom<CustomerBillingStatus>(
        'upcoming',
        'active',
        'late',
        'paid',
        'overpaid',
        'cancelled',
      ),
      requiredDate: fc.date({
        min: new Date('2025-01-01'),
        max: new Date('2025-06-01'),
        noInvalidDate: true,
      }),
    });
    fc.assert(
      fc.property(fc.array(billing, { maxLength: 8 }), (billings) => {
        expect(customerStatus([...billings].reverse(), { asOf })).toBe(customerStatus(billings, { asOf }));
      }),
    );
  });
});
