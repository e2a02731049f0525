import { describe, expect, it } from 'vitest';
import { assignPayment } from './assign-payment.js';
import { makeBilling, NET } from './billing.fixture.js';
import type { Billing } from './billing.js';
import { heldOfPayment, refundPaymentFromBillings } from './refund-payment.js';

const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);
const now = utc('2026-03-02');
const options = { ...NET, now };

function paidTwoInstallments(): Billing[] {
  const billings = [
    makeBilling({
      _id: 'b1',
      amount: 10_000,
      vat: 0,
      grossAmount: 10_000,
      leftToPay: 10_000,
      requiredDate: utc('2026-03-01'),
    }),
    makeBilling({
      _id: 'b2',
      amount: 5_000,
      vat: 0,
      grossAmount: 5_000,
      leftToPay: 5_000,
      requiredDate: utc('2026-04-01'),
      status: 'upcoming',
    }),
  ];
  return assignPayment(billings, { date: utc('2026-03-01'), amount: 15_000, paymentId: 'pay1' }, options);
}

describe('refundPaymentFromBillings (refunds create negative movements)', () => {
  it('a full refund returns every part of the payment and reopens the billings', () => {
    const refunded = refundPaymentFromBillings(
      paidTwoInstallments(),
      { paymentId: 'pay1', refundId: 'r1', amount: 15_000, date: now },
      options,
    );
    expect(refunded.map((b) => heldOfPayment(b, 'pay1'))).toEqual([0, 0]);
    expect(refunded.map((b) => b.leftToPay)).toEqual([10_000, 5_000]);
    expect(refunded[0]!.status).toBe('late');
    expect(refunded[0]!.payments.at(-1)).toMatchObject({
      amount: -10_000,
      paymentId: 'pay1',
      refundId: 'r1',
    });
  });

  it('a partial refund takes from the billing filled last first', () => {
    const refunded = refundPaymentFromBillings(
      paidTwoInstallments(),
      { paymentId: 'pay1', refundId: 'r1', amount: 6_000, date: now },
      options,
    );
    expect(refunded.map((b) => heldOfPayment(b, 'pay1'))).toEqual([9_000, 0]);
    expect(refunded.map((b) => b.leftToPay)).toEqual([1_000, 5_000]);
  });

  it('never returns more than the payment still holds (a second refund counts the first)', () => {
    const once = refundPaymentFromBillings(
      paidTwoInstallments(),
      { paymentId: 'pay1', refundId: 'r1', amount: 10_000, date: now },
      options,
    );
    expect(() =>
      refundPaymentFromBillings(
        once,
        { paymentId: 'pay1', refundId: 'r2', amount: 5_001, date: now },
        options,
      ),
    ).toThrow('Kwota zwrotu przekracza kwotę wpłaty pozostałą na rozliczeniach');
    const twice = refundPaymentFromBillings(
      once,
      { paymentId: 'pay1', refundId: 'r2', amount: 5_000, date: now },
      options,
    );
    expect(twice.map((b) => heldOfPayment(b, 'pay1'))).toEqual([0, 0]);
  });

  it('refuses a zero or fractional amount', () => {
    for (const amount of [0, -5, 1.5]) {
      expect(() =>
        refundPaymentFromBillings(
          paidTwoInstallments(),
          { paymentId: 'pay1', refundId: 'r', amount, date: now },
          options,
        ),
      ).toThrow('Kwota zwrotu musi być większa od zera');
    }
  });

  it('other payments on the same billing are left alone', () => {
    const billings = assignPayment(
      [makeBilling({ _id: 'b1', amount: 10_000, vat: 0, grossAmount: 10_000, leftToPay: 10_000 })],
      { date: now, amount: 4_000, paymentId: 'cash' },
      options,
    );
    const both = assignPayment(billings, { date: now, amount: 6_000, paymentId: 'online' }, options);
    const refunded = refundPaymentFromBillings(
      both,
      { paymentId: 'online', refundId: 'r', amount: 6_000, date: now },
      options,
    );
    expect(heldOfPayment(refunded[0]!, 'cash')).toBe(4_000);
    expect(refunded[0]!.leftToPay).toBe(6_000);
  });
});
