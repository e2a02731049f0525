import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { assignPayment } from './assign-payment.js';
import { makeBilling, utc } from './billing.fixture.js';
import type { Billing } from './billing.js';

const jan = utc('2026-01-01');
const now = utc('2026-02-15');
const options = { now, useVat: true } as const;
const transfer = (amount: number) => ({
  date: utc('2026-02-14'),
  amount,
  transferId: 'T1',
  statementId: 'S1',
});

/** paid (Jan), late (Feb 1), active (Mar 1), upcoming (Apr 1), cancelled (May 1): 123,00 zł gross each. */
function customerBillings(): Billing[] {
  return [
    makeBilling({ status: 'upcoming', requiredDate: utc('2026-04-01') }),
    makeBilling({ status: 'active', requiredDate: utc('2026-03-01') }),
    makeBilling({ status: 'cancelled', requiredDate: utc('2026-05-01') }),
    makeBilling({ status: 'late', requiredDate: utc('2026-02-01') }),
    makeBilling({
      status: 'paid',
      requiredDate: jan,
      paidDate: jan,
      payments: [{ date: jan, amount: 12_300 }],
    }),
  ];
}

const shares = (billings: readonly Billing[], original: readonly Billing[]) =>
  billings.map((b, i) => b.payments.length - original[i]!.payments.length && b.payments.at(-1)!.amount);

describe('assignPayment: "Payments are assigned to billings in status order, filling the amount left to pay" (§4)', () => {
  it('fills late first, then active, then upcoming; paid get nothing, cancelled are skipped', () => {
    const before = customerBillings();
    const after = assignPayment(before, transfer(20_000), options);
    expect(shares(after, before)).toEqual([0, 7_700, 0, 12_300, 0]);
    expect(after.map((b) => b.status)).toEqual(['upcoming', 'active', 'cancelled', 'paid', 'paid']);
    expect(after[3]).toMatchObject({ leftToPay: 0, paidDate: utc('2026-02-14') });
    expect(after[1]!.payments).toEqual([
      { date: utc('2026-02-14'), amount: 7_700, transferId: 'T1', statementId: 'S1' },
    ]);
    expect(before.map((b) => b.payments.length)).toEqual([0, 0, 0, 0, 1]);
  });

  it('what remains after every billing is filled goes to the last one in status order, which becomes overpaid', () => {
    const before = customerBillings();
    const after = assignPayment(before, transfer(50_000), options);
    expect(shares(after, before)).toEqual([25_400, 12_300, 0, 12_300, 0]);
    expect(after[0]).toMatchObject({ status: 'overpaid', leftToPay: -13_100 });
  });

  it('an upcoming billing that receives money once the earlier ones are paid becomes the active one', () => {
    const billings = [
      makeBilling({ status: 'active', requiredDate: utc('2026-03-01') }),
      makeBilling({ status: 'upcoming', requiredDate: utc('2026-04-01') }),
      makeBilling({ status: 'upcoming', requiredDate: utc('2026-05-01') }),
    ];
    const after = assignPayment(billings, transfer(12_400), options);
    expect(after.map((b) => [b.status, b.leftToPay])).toEqual([
      ['paid', 0],
      ['active', 12_200],
      ['upcoming', 12_300],
    ]);
  });

  it('an overpaid billing keeps its surplus (filling skips it); with all paid the latest takes the payment', () => {
    const overpaid = makeBilling({
      status: 'overpaid',
      payments: [{ date: jan, amount: 13_000 }],
      leftToPay: -700,
    });
    const paid = makeBilling({
      status: 'paid',
      requiredDate: jan,
      payments: [{ date: jan, amount: 12_300 }],
    });
    const after = assignPayment([overpaid, paid], transfer(500), options);
    expect(after.map((b) => [b.status, b.leftToPay])).toEqual([
      ['overpaid', -1_200],
      ['paid', 0],
    ]);
  });

  it.each([
    [0, 'Kwota wpłaty musi być większa od zera'],
    [-100, 'Kwota wpłaty musi być większa od zera'],
    [10.5, 'pole wpłata.amount musi być całkowitą liczbą groszy, a jest 10.5'],
  ])('rejects the amount %s', (amount, message) => {
    expect(() => assignPayment(customerBillings(), transfer(amount), options)).toThrow(message);
  });

  it('refuses when there is no billing to assign to (none, or all cancelled)', () => {
    expect(() => assignPayment([], transfer(100), options)).toThrow(ValidationError);
    expect(() => assignPayment([makeBilling({ status: 'cancelled' })], transfer(100), options)).toThrow(
      'Brak rozliczeń, do których można przypisać wpłatę',
    );
  });
});
