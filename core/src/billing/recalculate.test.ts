import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { makeBilling, NET, utc, VAT } from './billing.fixture.js';
import { recalculateBilling, recalculateBillings } from './recalculate.js';

const due = utc('2026-03-01');
const paidDate = utc('2026-02-01');
const pay = (amount: number) => ({ date: paidDate, amount });
const DAY = 86_400_000;

describe('recalculateBilling (spec §4 "Recalculation")', () => {
  it.each([
    ['"0 gives paid"', [pay(12_300)], due, 0, 'paid', 0],
    ['"Below 0 gives overpaid"', [pay(12_301)], due, 0, 'overpaid', -1],
    ['"late when the required date is past"', [], new Date(due.getTime() + 1), 0, 'late', 12_300],
    ['due exactly now is not past: active', [], due, 0, 'active', 12_300],
    ['"otherwise active"', [pay(300)], utc('2026-02-01'), 0, 'active', 12_000],
    [
      '"plus optional grace days": inside the grace period stays active',
      [],
      utc('2026-03-03'),
      2,
      'active',
      12_300,
    ],
    ['grace period over by 1 ms: late', [], new Date(utc('2026-03-03').getTime() + 1), 2, 'late', 12_300],
  ] as const)('%s', (_rule, payments, now, graceDays, status, leftToPay) => {
    const result = recalculateBilling(makeBilling({ payments: [...payments], requiredDate: due }), {
      now,
      graceDays,
      useVat: true,
    });
    expect(result).toMatchObject({ status, leftToPay });
  });

  it('"The paid date is cleared when above 0"', () => {
    const billing = makeBilling({ status: 'paid', paidDate, payments: [pay(10_000)] });
    const result = recalculateBilling(billing, { now: utc('2026-02-02'), useVat: true });
    expect(result.status).toBe('active');
    expect('paidDate' in result).toBe(false);
    expect(billing.paidDate).toBe(paidDate);
  });

  it('keeps an existing paid date when still paid or overpaid', () => {
    const billing = makeBilling({ status: 'active', paidDate, payments: [pay(10_000)] });
    expect(recalculateBilling(billing, { now: due, useVat: false })).toMatchObject({
      status: 'paid',
      paidDate,
    });
  });

  it('a cancelled billing keeps its status; leftToPay is refreshed', () => {
    const billing = makeBilling({ status: 'cancelled', leftToPay: 0 });
    expect(recalculateBilling(billing, { now: utc('2027-01-01'), useVat: true })).toMatchObject({
      status: 'cancelled',
      leftToPay: 12_300,
    });
  });

  it('turns an upcoming billing into active or late', () => {
    const upcoming = makeBilling({ status: 'upcoming', sourceId: undefined });
    expect(recalculateBilling(upcoming, { now: utc('2026-02-01'), ...NET }).status).toBe('active');
    expect(recalculateBilling(upcoming, { now: utc('2026-04-01'), ...NET }).status).toBe('late');
  });

  it('counts leap days: due 2028-02-28 with 1 grace day is late only after 2028-02-29', () => {
    const billing = makeBilling({ requiredDate: utc('2028-02-28') });
    expect(recalculateBilling(billing, { now: utc('2028-02-29'), graceDays: 1, ...VAT }).status).toBe(
      'active',
    );
    const after = new Date(utc('2028-02-29').getTime() + 1);
    expect(recalculateBilling(billing, { now: after, graceDays: 1, ...VAT }).status).toBe('late');
  });

  it.each([
    [{ now: new Date('nope'), useVat: true }, 'pole now musi być poprawną datą'],
    [{ now: due, graceDays: -1, useVat: true }, 'pole graceDays musi być nieujemną liczbą całkowitą dni'],
    [{ now: due, graceDays: 1.5, useVat: true }, 'pole graceDays musi być nieujemną liczbą całkowitą dni'],
    [
      { now: due, graceDays: 200_000_000, useVat: true },
      'pole requiredDate + graceDays musi być poprawną datą',
    ],
  ])('rejects bad options %#', (options, message) => {
    expect(() => recalculateBilling(makeBilling(), options)).toThrow(ValidationError);
    expect(() => recalculateBilling(makeBilling(), options)).toThrow(message);
  });
});

describe('recalculateBillings', () => {
  it('recalculates each billing, then only the earliest active of a source stays active', () => {
    const billings = [
      makeBilling({
        status: 'active',
        requiredDate: utc('2026-01-01'),
        payments: [{ date: due, amount: 12_300 }],
      }),
      makeBilling({ status: 'upcoming', requiredDate: utc('2026-02-01') }),
      makeBilling({ status: 'upcoming', requiredDate: utc('2026-03-01') }),
    ];
    const result = recalculateBillings(billings, { now: utc('2026-01-15'), useVat: true });
    expect(result.map((b) => b.status)).toEqual(['paid', 'active', 'upcoming']);
    expect(billings.map((b) => b.status)).toEqual(['active', 'upcoming', 'upcoming']);
  });

  it('a late billing does not stop the next one from being the active one', () => {
    const billings = [
      makeBilling({ requiredDate: utc('2026-01-01') }),
      makeBilling({ status: 'upcoming', requiredDate: utc('2026-02-01') }),
      makeBilling({ status: 'upcoming', requiredDate: utc('2026-03-01') }),
    ];
    const result = recalculateBillings(billings, {
      now: new Date(utc('2026-01-01').getTime() + DAY),
      useVat: true,
    });
    expect(result.map((b) => b.status)).toEqual(['late', 'active', 'upcoming']);
  });

  it('rejects a list that is not an array', () => {
    expect(() => recalculateBillings({} as never, { now: due, useVat: true })).toThrow(
      'lista rozliczeń musi być tablicą',
    );
  });
});
