import { describe, expect, it } from 'vitest';
import { makeBilling, utc } from '../billing/billing.fixture.js';
import type { Billing } from '../billing/billing.js';
import { allowsPartialPayment, payableBillings } from './payable-billings.js';

const billing = (id: string, overrides: Partial<Billing>) => ({ ...makeBilling(overrides), _id: id });
const now = utc('2026-04-15');
const BILLINGS = [
  billing('late', { status: 'late', requiredDate: utc('2026-03-01'), leftToPay: 10_000 }),
  billing('due', { status: 'active', requiredDate: utc('2026-04-15'), leftToPay: 5_000 }),
  billing('ahead', { status: 'upcoming', requiredDate: utc('2026-05-01'), leftToPay: 7_000 }),
  billing('paid', { status: 'paid', requiredDate: utc('2026-02-01'), leftToPay: 0 }),
  billing('gone', { status: 'cancelled', requiredDate: utc('2026-02-01'), leftToPay: 3_000 }),
];

describe('payableBillings (the amount comes from the billings, never from the payer)', () => {
  it("'all': every billing with something left to pay, cancelled ones never", () => {
    const all = payableBillings(BILLINGS, { scope: 'all', now });
    expect(all.billings.map((b) => b._id)).toEqual(['late', 'due', 'ahead']);
    expect(all.amount).toBe(22_000);
  });

  it("'dueNow': late billings and those whose required date has come; 'late': late only", () => {
    expect(payableBillings(BILLINGS, { scope: 'dueNow', now }).amount).toBe(15_000);
    expect(payableBillings(BILLINGS, { scope: 'late', now }).billings.map((b) => b._id)).toEqual(['late']);
  });

  it("'dueNow' includes an installment due later today (Polish day), so paying 'teraz' is never 0,00 zł", () => {
    const morning = new Date('2026-04-15T06:00:00Z'); // 8:00 in Warsaw
    const today = billing('today', {
      status: 'active',
      requiredDate: new Date('2026-04-15T13:00:00Z'),
      leftToPay: 5_000,
    });
    const tomorrow = billing('tomorrow', {
      status: 'upcoming',
      requiredDate: utc('2026-04-16'),
      leftToPay: 7_000,
    });
    expect(
      payableBillings([today, tomorrow], { scope: 'dueNow', now: morning }).billings.map((b) => b._id),
    ).toEqual(['today']);
  });

  it("'billings': the picked ones; another customer's ids and settled ones are reported, not paid", () => {
    const picked = payableBillings(BILLINGS, {
      scope: 'billings',
      billingIds: ['ahead', 'ahead', 'foreign', 'paid', 'gone'],
      now,
    });
    expect(picked).toMatchObject({ amount: 7_000, foreign: ['foreign'], settled: ['paid', 'gone'] });
    expect(payableBillings(BILLINGS, { scope: 'billings', now }).amount).toBe(0);
  });

  it('partial amounts only where the project bills in installments', () => {
    expect(
      allowsPartialPayment({
        enabled: true,
        installments: { enabled: true, billBeforeInstallment: false, configurations: [] },
      }),
    ).toBe(true);
    expect(
      allowsPartialPayment({
        enabled: true,
        installments: { enabled: false, billBeforeInstallment: false, configurations: [] },
      }),
    ).toBe(false);
    expect(
      allowsPartialPayment({
        enabled: false,
        installments: { enabled: true, billBeforeInstallment: false, configurations: [] },
      }),
    ).toBe(false);
  });
});
