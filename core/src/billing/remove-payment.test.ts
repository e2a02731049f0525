import { describe, expect, it } from 'vitest';
import { makeBilling, utc } from './billing.fixture.js';
import { removePaymentFromBilling } from './remove-payment.js';

const now = utc('2026-02-15');
const paidDate = utc('2026-02-01');
const paid = makeBilling({
  status: 'paid',
  paidDate,
  payments: [
    { date: paidDate, amount: 10_000, transferId: 't1' },
    { date: paidDate, amount: 2_300, transferId: 't2' },
  ],
});

describe('removePaymentFromBilling: "Removing a payment recalculates the billing and clears its paid date" (§4, first reading)', () => {
  it('drops the payment, recalculates and clears the paid date', () => {
    const result = removePaymentFromBilling(paid, 1, { now, useVat: true });
    expect(result).toMatchObject({ status: 'active', leftToPay: 2_300 });
    expect(result.payments).toEqual([{ date: paidDate, amount: 10_000, transferId: 't1' }]);
    expect(result.paidDate).toBeUndefined();
    expect(paid.payments).toHaveLength(2);
  });

  it('clears the paid date even when the billing stays paid', () => {
    const result = removePaymentFromBilling(paid, 1, { now, useVat: false });
    expect(result.status).toBe('paid');
    expect(result.paidDate).toBeUndefined();
  });

  it('late once the required date is past', () => {
    expect(removePaymentFromBilling(paid, 0, { now: utc('2026-04-01'), useVat: true }).status).toBe('late');
  });

  it.each([-1, 2, 0.5, Number.NaN])("an out-of-range index %s raises 'bad index'", (index) => {
    expect(() => removePaymentFromBilling(paid, index, { now, useVat: true })).toThrow('bad index');
  });
});
