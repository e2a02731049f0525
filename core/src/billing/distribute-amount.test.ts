import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  DEFAULT_PAYMENT_DISTRIBUTION_ALGORITHM,
  distributeAmount,
  isPaymentDistributionAlgorithm,
  PAYMENT_DISTRIBUTION_ALGORITHMS,
  type PaymentDistributionAlgorithm,
} from './distribute-amount.js';

const items = (...leftToPay: number[]) => leftToPay.map((value) => ({ leftToPay: value }));
const MAX = Number.MAX_SAFE_INTEGER;

describe('distributeAmount (spec §9 "Payment distribution algorithms")', () => {
  it('"Distribution algorithms: equal, consecutive, auto, first-served (default auto)"', () => {
    expect([...PAYMENT_DISTRIBUTION_ALGORITHMS].sort()).toEqual([
      'auto',
      'consecutive',
      'equal',
      'first-served',
    ]);
    expect(DEFAULT_PAYMENT_DISTRIBUTION_ALGORITHM).toBe('auto');
    expect(isPaymentDistributionAlgorithm('equal')).toBe(true);
    expect(isPaymentDistributionAlgorithm('even')).toBe(false);
  });

  describe('equal: "splits evenly to 2 decimals, with the rounding remainder added to the first"', () => {
    it.each([
      [10_000, 3, [3_334, 3_333, 3_333]],
      [200, 3, [66, 67, 67]], // 0,666… rounds half-up to 0,67; the first gives back 1 gr
      [1, 3, [1, 0, 0]],
      [2, 3, [0, 1, 1]],
      [5, 2, [2, 3]], // 2,5 gr → 3 gr (half up); remainder -1 to the first
      [-10_000, 3, [-3_334, -3_333, -3_333]],
      [-200, 3, [-66, -67, -67]],
      [0, 2, [0, 0]],
      [7, 1, [7]],
      [MAX, 2, [MAX - 4_503_599_627_370_496, 4_503_599_627_370_496]],
    ])('%s gr over %s items', (amount, count, expected) => {
      expect(distributeAmount(amount, items(...new Array(count).fill(100)), 'equal')).toEqual(expected);
    });
  });

  describe('first-served: "assigns the whole to the first"', () => {
    it.each([
      [500, items(100, 200), [500, 0]],
      [-500, items(100), [-500]],
      [0, items(-1, 1, 2), [0, 0, 0]],
    ])('%s gr', (amount, list, expected) => {
      expect(distributeAmount(amount, list, 'first-served')).toEqual(expected);
    });
  });

  describe('auto: "evenly across unpaid items, smallest remainder first, rounded to 2 decimals, with leftover to the first item. Negative amounts are split equally."', () => {
    it.each([
      [
        'the smallest debt is paid off, the rest split evenly',
        6_000,
        items(5_000, 1_000, 3_000),
        [2_500, 1_000, 2_500],
      ],
      [
        'more than all owe: the leftover goes to the first item',
        10_000,
        items(5_000, 1_000, 3_000),
        [6_000, 1_000, 3_000],
      ],
      ['rounding to the grosz: 1,00 zł over three', 100, items(1_000, 1_000, 1_000), [33, 34, 33]],
      [
        'paid and overpaid items get nothing; leftover to the first',
        3_000,
        items(0, -500, 2_000),
        [1_000, 0, 2_000],
      ],
      ['nothing unpaid: all to the first', 500, items(0, 0), [500, 0]],
      ['zero', 0, items(5, 5), [0, 0]],
      ['negative amounts are split equally', -100, items(1_000, 0, -5), [-34, -33, -33]],
    ])('%s', (_name, amount, list, expected) => {
      expect(distributeAmount(amount, list, 'auto')).toEqual(expected);
    });
  });

  describe('consecutive: "handles negative balances first, then pays each item up to its remaining amount, the last getting the rest"', () => {
    it.each([
      ['pays in order up to each remaining amount', 2_500, items(1_000, 2_000, 3_000), [1_000, 1_500, 0]],
      ['the last gets the rest', 7_000, items(1_000, 2_000, 3_000), [1_000, 2_000, 4_000]],
      [
        'a negative balance is taken back first and paid on',
        1_000,
        items(-500, 1_000, 1_000),
        [-500, 1_000, 500],
      ],
      ['zero moves a surplus to a debt', 0, items(-500, 300), [-500, 500]],
      ['the last item with a negative balance gets its balance plus the rest', 100, items(0, -50), [0, 100]],
      ['a negative amount goes to the last', -300, items(1_000, 1_000), [0, -300]],
      ['nothing owed: the last gets all', 100, items(0, 0), [0, 100]],
    ])('%s', (_name, amount, list, expected) => {
      expect(distributeAmount(amount, list, 'consecutive')).toEqual(expected);
    });

    it('refuses when the surpluses push the amount past the largest safe value', () => {
      expect(() => distributeAmount(MAX, items(-1, 5), 'consecutive')).toThrow(
        'kwota do podziału przekracza największą obsługiwaną kwotę',
      );
    });
  });

  describe('an empty list takes only 0', () => {
    it.each(PAYMENT_DISTRIBUTION_ALGORITHMS)('%s', (algorithm) => {
      expect(distributeAmount(0, [], algorithm)).toEqual([]);
      expect(() => distributeAmount(1, [], algorithm)).toThrow(
        'Brak pozycji, na które można rozdzielić kwotę',
      );
    });
  });

  describe('bad input (§5 "payment-distribution helpers throw if leftToPay is not a money value")', () => {
    it.each([
      [100, items(1, 1.5), 'auto', 'pole leftToPay pozycji 2 musi być całkowitą liczbą groszy, a jest 1.5'],
      [
        100,
        [{ leftToPay: '5' }],
        'equal',
        'pole leftToPay pozycji 1 musi być kwotą w groszach (liczbą całkowitą)',
      ],
      [100, [{}], 'equal', 'pole leftToPay pozycji 1 musi być kwotą w groszach'],
      [100, [null], 'equal', 'pozycja 1 do podziału wpłaty musi mieć pole leftToPay'],
      [100, items(MAX + 1), 'equal', 'pole leftToPay pozycji 1 przekracza największą obsługiwaną kwotę'],
      [100, 'x', 'equal', 'lista pozycji do podziału musi być tablicą'],
      [0.1, items(1), 'equal', 'pole kwota musi być całkowitą liczbą groszy'],
      [100, items(1), undefined, 'Ustaw opcję distributionAlgorithm'],
      [100, items(1), 'random', 'Nieznany algorytm podziału wpłaty: random'],
    ])('%s over %j with %s', (amount, list, algorithm, message) => {
      const call = () => distributeAmount(amount, list as never, algorithm as PaymentDistributionAlgorithm);
      expect(call).toThrow(ValidationError);
      expect(call).toThrow(message);
    });
  });

  describe('properties', () => {
    const amount = fc.oneof(
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      fc.integer({ min: -1e15, max: 1e15 }),
    );
    const lefts = fc.array(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), {
      minLength: 1,
      maxLength: 20,
    });
    const algorithm = fc.constantFrom(...PAYMENT_DISTRIBUTION_ALGORITHMS);

    it('every algorithm gives one integer share per item, no -0, summing exactly to the amount', () => {
      fc.assert(
        fc.property(amount, lefts, algorithm, (total, list, algo) => {
          const shares = distributeAmount(total, items(...list), algo);
          expect(shares).toHaveLength(list.length);
          expect(shares.every((s) => Number.isSafeInteger(s) && !Object.is(s, -0))).toBe(true);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        }),
        { numRuns: 2_000 },
      );
    });

    it('equal: all shares but the first are the same, and the first differs by less than the item count', () => {
      fc.assert(
        fc.property(amount, lefts, (total, list) => {
          const [first, ...rest] = distributeAmount(total, items(...list), 'equal');
          const share = rest[0] ?? first!;
          expect(rest.every((s) => s === share)).toBe(true);
          expect(Math.abs(first! - share)).toBeLessThan(list.length);
          expect(Math.abs(share * list.length - total)).toBeLessThanOrEqual(list.length / 2);
        }),
      );
    });

    it('auto with a non-negative amount: no negative share, nobody but the first paid beyond what they owe', () => {
      fc.assert(
        fc.property(fc.nat({ max: 1e12 }), lefts, (total, list) => {
          const shares = distributeAmount(total, items(...list), 'auto');
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            if (i > 0) expect(share).toBeLessThanOrEqual(Math.max(0, list[i]!));
          });
          const owed = list.reduce((sum, left) => sum + Math.max(0, left), 0);
          if (total <= owed)
            shares.forEach((share, i) => {
              expect(share).toBeLessThanOrEqual(Math.max(0, list[i]!));
            });
        }),
      );
    });

    it('consecutive: an item is paid only once every earlier one is filled; nobody but the last beyond what they owe', () => {
      fc.assert(
        fc.property(fc.nat({ max: 1e12 }), lefts, (total, list) => {
          const shares = distributeAmount(total, items(...list), 'consecutive');
          shares.forEach((share, i) => {
            const left = list[i]!;
            if (left < 0 && i < list.length - 1) expect(share).toBe(left);
            if (left >= 0 && i < list.length - 1) expect(share).toBeLessThanOrEqual(left);
            const laterPaid = shares.slice(i + 1).some((s, k) => s > Math.min(0, list[i + 1 + k]!));
            if (laterPaid && left > 0) expect(share).toBe(left);
          });
        }),
      );
    });

    it('first-served: everything on the first item', () => {
      fc.assert(
        fc.property(amount, lefts, (total, list) => {
          expect(distributeAmount(total, items(...list), 'first-served')).toEqual([
            total,
            ...list.slice(1).map(() => 0),
          ]);
        }),
      );
    });
  });
});
