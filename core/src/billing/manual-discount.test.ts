import { describe, expect, it } from 'vitest';
import { makeBilling, utc } from './billing.fixture.js';
import type { Billing } from './billing.js';
import { distributeManualDiscount } from './manual-discount.js';

const jan = utc('2026-01-01');
const options = { now: utc('2026-02-15'), useVat: true } as const;

function billings(): Billing[] {
  return [
    makeBilling({ status: 'upcoming', requiredDate: utc('2026-04-01') }),
    makeBilling({ status: 'active', requiredDate: utc('2026-03-01') }),
    makeBilling({ status: 'cancelled', manualDiscount: -50, requiredDate: utc('2026-05-01') }),
    makeBilling({ status: 'late', requiredDate: utc('2026-02-01'), manualDiscount: -500 }),
    makeBilling({ status: 'paid', requiredDate: jan, payments: [{ date: jan, amount: 12_300 }] }),
  ];
}
const discounts = (list: readonly Billing[]) => list.map((b) => b.manualDiscount);

describe('distributeManualDiscount: "A manual discount is distributed across billings in status order" (§4)', () => {
  it('a discount is absorbed in status order up to each left to pay; cancelled billings keep theirs', () => {
    const result = distributeManualDiscount(billings(), -15_000, options);
    expect(discounts(result)).toEqual([0, -2_700, -50, -12_300, 0]);
    expect(result.map((b) => [b.status, b.leftToPay])).toEqual([
      ['upcoming', 12_300],
      ['active', 9_600],
      ['cancelled', 12_250],
      ['paid', 0],
      ['paid', 0],
    ]);
  });

  it('replaces the previous discount: 0 clears it', () => {
    expect(discounts(distributeManualDiscount(billings(), 0, options))).toEqual([0, 0, -50, 0, 0]);
  });

  it('a discount larger than everything due leaves the last billing overpaid', () => {
    const result = distributeManualDiscount(billings(), -40_000, options);
    expect(discounts(result)).toEqual([-15_400, -12_300, -50, -12_300, 0]);
    expect(result[0]).toMatchObject({ status: 'overpaid', leftToPay: -3_100 });
  });

  it('a markup goes to the first billing still due in status order (here the late one)', () => {
    expect(discounts(distributeManualDiscount(billings(), 1_000, options))).toEqual([0, 0, -50, 1_000, 0]);
  });

  it('a markup on fully paid billings goes to the last one, which is due again', () => {
    const paid = [
      makeBilling({
        status: 'paid',
        requiredDate: utc('2026-03-01'),
        payments: [{ date: jan, amount: 12_300 }],
      }),
      makeBilling({ status: 'paid', requiredDate: jan, payments: [{ date: jan, amount: 12_300 }] }),
    ];
    const result = distributeManualDiscount(paid, 700, options);
    expect(result.map((b) => [b.manualDiscount, b.status])).toEqual([
      [700, 'active'],
      [0, 'paid'],
    ]);
  });

  it('with no billing to carry it only 0 is accepted', () => {
    expect(distributeManualDiscount([], 0, options)).toEqual([]);
    expect(() => distributeManualDiscount([makeBilling({ status: 'cancelled' })], -1, options)).toThrow(
      'Brak rozliczeń, na które można rozdzielić rabat',
    );
    expect(() => distributeManualDiscount(billings(), 0.5, options)).toThrow('pole manualDiscount');
  });
});
