import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { makeBilling, NET, utc, VAT } from './billing.fixture.js';
import { billingLeftToPay, sumBillingPayments } from './left-to-pay.js';

const pay = (amount: number) => ({ date: utc('2026-01-10'), amount });

describe('billingLeftToPay: "Left to pay = (net + VAT, or net alone) + manual discount - payments sum" (§4)', () => {
  it.each([
    ['net + VAT, nothing paid', {}, VAT, 12_300],
    ['net alone, nothing paid', {}, NET, 10_000],
    ['with VAT, partly paid', { payments: [pay(5_000), pay(300)] }, VAT, 7_000],
    ['exactly paid', { payments: [pay(12_300)] }, VAT, 0],
    ['overpaid is negative', { payments: [pay(12_400)] }, VAT, -100],
    ['a positive manual discount is added (markup)', { manualDiscount: 500 }, NET, 10_500],
    ['a negative manual discount lowers it', { manualDiscount: -1_000, payments: [pay(9_000)] }, NET, 0],
    ['a negative payment (return) raises it', { payments: [pay(10_000), pay(-2_500)] }, NET, 2_500],
    ['zero amounts', { amount: 0, vat: 0, grossAmount: 0 }, VAT, 0],
  ])('%s', (_name, overrides, options, expected) => {
    expect(billingLeftToPay(makeBilling(overrides), options)).toBe(expected);
  });

  it('works near the largest safe amount and refuses to overflow it', () => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(billingLeftToPay(makeBilling({ amount: max, vat: 0, payments: [pay(max)] }), VAT)).toBe(0);
    expect(() => billingLeftToPay(makeBilling({ amount: max, vat: 1 }), VAT)).toThrow(
      'kwota brutto przekracza największą obsługiwaną kwotę',
    );
    expect(() => sumBillingPayments([pay(max), pay(1)])).toThrow(ValidationError);
  });

  it.each([
    [
      'a float amount',
      { amount: 100.5 },
      'pole rozliczenie.amount musi być całkowitą liczbą groszy, a jest 100.5',
    ],
    ['NaN vat', { vat: Number.NaN }, 'pole rozliczenie.vat musi być kwotą w groszach (liczbą całkowitą)'],
    ['a string discount', { manualDiscount: '5' as unknown as number }, 'pole rozliczenie.manualDiscount'],
    ['an unknown status', { status: 'open' as never }, 'pole rozliczenie.status ma nieznaną wartość: open'],
    [
      'an invalid required date',
      { requiredDate: new Date('x') },
      'pole rozliczenie.requiredDate musi być poprawną datą',
    ],
    ['an invalid paid date', { paidDate: new Date('x') }, 'pole rozliczenie.paidDate musi być poprawną datą'],
    ['payments not a list', { payments: {} as never }, 'pole rozliczenie.payments musi być listą'],
    ['a null payment', { payments: [null] as never }, 'pole rozliczenie.payments[0] musi być wpłatą'],
    ['a float payment', { payments: [pay(0.1)] }, 'pole rozliczenie.payments[0].amount'],
    [
      'a numeric transferId',
      { payments: [{ ...pay(1), transferId: 5 }] as never },
      'transferId musi być tekstem',
    ],
  ])('rejects %s with a Polish ValidationError', (_name, overrides, message) => {
    expect(() => billingLeftToPay(makeBilling(overrides), VAT)).toThrow(ValidationError);
    expect(() => billingLeftToPay(makeBilling(overrides), VAT)).toThrow(message);
  });

  it('rejects something that is not a billing', () => {
    expect(() => billingLeftToPay(null as never, VAT)).toThrow('pole rozliczenie musi być rozliczeniem');
  });
});
