import { describe, expect, it } from 'vitest';
import { addPaymentToBilling } from './add-payment.js';
import { makeBilling, NET, utc, VAT } from './billing.fixture.js';

const date = utc('2026-02-10');

describe('addPaymentToBilling (spec §4 "Adding a payment")', () => {
  it('"if left to pay is 0 ... the status becomes paid ... and the paid date is set if empty"', () => {
    const billing = makeBilling();
    const paid = addPaymentToBilling(billing, { date, amount: 12_300, transferId: 't1' }, VAT);
    expect(paid).toMatchObject({ status: 'paid', leftToPay: 0, paidDate: date });
    expect(paid.payments).toEqual([{ date, amount: 12_300, transferId: 't1' }]);
    expect(billing.payments).toEqual([]); // input untouched
    expect(billing.status).toBe('active');
  });

  it('"... or overpaid (below 0)"', () => {
    const result = addPaymentToBilling(makeBilling(), { date, amount: 10_001 }, NET);
    expect(result).toMatchObject({ status: 'overpaid', leftToPay: -1, paidDate: date });
  });

  it('the paid date is kept when already set', () => {
    const earlier = utc('2026-01-05');
    const billing = makeBilling({
      status: 'paid',
      paidDate: earlier,
      payments: [{ date: earlier, amount: 12_300 }],
    });
    const result = addPaymentToBilling(billing, { date, amount: 100 }, VAT);
    expect(result).toMatchObject({ status: 'overpaid', leftToPay: -100, paidDate: earlier });
  });

  it.each(['active', 'late', 'upcoming'] as const)(
    'left to pay still above 0 keeps the status %s',
    (status) => {
      const result = addPaymentToBilling(makeBilling({ status }), { date, amount: 1 }, VAT);
      expect(result).toMatchObject({ status, leftToPay: 12_299 });
      expect(result.paidDate).toBeUndefined();
    },
  );

  it('a cancelled billing stays cancelled', () => {
    const result = addPaymentToBilling(makeBilling({ status: 'cancelled' }), { date, amount: 12_300 }, VAT);
    expect(result).toMatchObject({ status: 'cancelled', leftToPay: 0 });
  });

  it('rejects a float payment and an invalid date', () => {
    expect(() => addPaymentToBilling(makeBilling(), { date, amount: 1.5 }, VAT)).toThrow(
      'pole wpłata.amount musi być całkowitą liczbą groszy, a jest 1.5',
    );
    expect(() => addPaymentToBilling(makeBilling(), { date: new Date(Number.NaN), amount: 1 }, VAT)).toThrow(
      'pole wpłata.date musi być poprawną datą',
    );
  });
});
