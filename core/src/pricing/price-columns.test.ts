import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  advanceColumnAmount,
  percentColumnAmount,
  priceListColumnAmount,
  priceListSumColumnAmount,
  rebateColumnAmount,
} from './price-columns.js';
import type { PricedFormField } from './pricing-types.js';

const tshirt: PricedFormField = {
  field_name: 'koszulka',
  element: 'PriceListColumn',
  hasPrice: true,
  options: [
    { value: 'S', price: 4_999 },
    { value: 'M', price: 5_000 },
    { value: 'free', price: 0 },
    { value: 'unpriced' },
  ],
};

describe("PriceListColumn: an option's price × count", () => {
  it.each<[unknown, number]>([
    ['S', 4_999],
    [['S', 'M'], 9_999],
    [{ S: 2, M: '1' }, 14_998],
    [{ S: '2,5' }, 12_498], // 12 497,5 gr → 12 498 gr (half-up)
    [{ S: 0.5 }, 2_500], // 2 499,5 gr → 2 500 gr
    [{ S: 'abc', M: '' }, 0], // 'numeric values coerced, 0 if not numeric'
    [{ S: null }, 0],
    [{ S: 3, unpriced: 5, free: 2 }, 14_997],
    [null, 0],
    [undefined, 0],
    ['', 0],
    [[], 0],
  ])('%j → %i gr', (value, amount) => {
    expect(priceListColumnAmount(tshirt, value)).toBe(amount);
  });

  it('reads a non-text single value as its text (an option value of a number)', () => {
    const seats: PricedFormField = { field_name: 'miejsca', options: [{ value: '2', price: 100 }] };
    expect(priceListColumnAmount(seats, 2)).toBe(100);
    expect(priceListColumnAmount(seats, [2, '2'])).toBe(200);
  });

  it.each<[unknown, string]>([
    ['XL', 'Pole „koszulka” nie ma opcji „XL”'],
    [{ S: -1 }, 'Pole „koszulka”: liczba sztuk nie może być ujemna (-1)'],
  ])('rejects %j', (value, message) => {
    expect(() => priceListColumnAmount(tshirt, value)).toThrow(new ValidationError(message));
  });

  it('rejects a field without options', () => {
    expect(() => priceListColumnAmount({ field_name: 'x' }, 'a')).toThrow('Pole „x” nie ma opcji „a”');
  });

  it('rejects a price that is not integer grosze', () => {
    const field: PricedFormField = { field_name: 'x', options: [{ value: 'a', price: 12.5 }] };
    expect(() => priceListColumnAmount(field, 'a')).toThrow(
      'pole cena opcji „a” pola „x” musi być całkowitą liczbą groszy, a jest 12.5',
    );
  });

  it('rejects an amount beyond the safe integer range', () => {
    const field: PricedFormField = {
      field_name: 'x',
      options: [{ value: 'a', price: Number.MAX_SAFE_INTEGER }],
    };
    expect(() => priceListColumnAmount(field, { a: 2 })).toThrow(
      'Kwota przekracza największą obsługiwaną wartość',
    );
    expect(() => priceListColumnAmount(field, ['a', 'a'])).toThrow(
      'Kwota przekracza największą obsługiwaną wartość',
    );
  });
});

describe('PriceListSumColumn: the total of the priced fields', () => {
  const definition: PricedFormField[] = [
    tshirt,
    { field_name: 'obiad', hasPrice: true, options: [{ value: 'tak', price: 2_500 }] },
    { field_name: 'bez_ceny', hasPrice: false, options: [{ value: 'a', price: 1_000_000 }] },
    { field_name: 'imie' },
  ];

  it('sums only fields with hasPrice; missing values cost 0', () => {
    expect(priceListSumColumnAmount(definition, { koszulka: { M: 2 }, obiad: 'tak', bez_ceny: 'a' })).toBe(
      12_500,
    );
    expect(priceListSumColumnAmount(definition, {})).toBe(0);
  });

  it('rejects a definition that is not a list, or form data that is not a map', () => {
    expect(() => priceListSumColumnAmount({} as never, {})).toThrow(
      'Definicja formularza musi być listą pól',
    );
    expect(() => priceListSumColumnAmount(definition, null as never)).toThrow(
      'Dane formularza muszą być obiektem (nazwa pola → wartość)',
    );
  });
});

describe("PercentColumn: 'Rule percent applies to the total'", () => {
  it.each<[number, number, number]>([
    [10_000, 23, 2_300],
    [1_005, 10, 101],
    [1_005, -10, -101],
    [999, 8.5, 85], // 84,915 → 85
    [0, 50, 0],
    [-2_000, 10, -200],
  ])('%i gr × %d %% → %i gr', (total, percent, amount) => {
    expect(percentColumnAmount(total, percent)).toBe(amount);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '10'])('rejects the percent %s', (percent) => {
    expect(() => percentColumnAmount(100, percent as never)).toThrow(
      new ValidationError('Procent musi być skończoną liczbą'),
    );
  });

  it('rejects a total that is not integer grosze', () => {
    expect(() => percentColumnAmount(10.5, 10)).toThrow(ValidationError);
  });
});

describe('Rebate and Advance columns: a fixed amount or a percent of the total, never more than the total', () => {
  it.each<[number, { isPercent: boolean; amount?: number; percent?: number }, number]>([
    [10_000, { isPercent: false, amount: 2_500 }, 2_500],
    [10_000, { isPercent: false, amount: 12_500 }, 10_000], // capped at the total
    [10_000, { isPercent: false }, 0],
    [10_000, { isPercent: true, percent: 15 }, 1_500],
    [10_001, { isPercent: true, percent: 50 }, 5_001], // 5 000,5 → 5 001
    [10_000, { isPercent: true, percent: 150 }, 10_000],
    [10_000, { isPercent: true }, 0],
    [0, { isPercent: false, amount: 100 }, 0],
    [-500, { isPercent: false, amount: 100 }, 0],
    [-500, { isPercent: true, percent: 10 }, 0],
  ])('total %i gr, %j → %i gr', (total, part, amount) => {
    expect(rebateColumnAmount(total, part)).toBe(amount);
    expect(advanceColumnAmount(total, part)).toBe(amount);
  });

  it.each<[unknown, string]>([
    [{ isPercent: false, amount: -1 }, 'rabat: kwota nie może być ujemna'],
    [{ isPercent: true, percent: -5 }, 'rabat: procent nie może być ujemny'],
    [{ isPercent: false, amount: 1.5 }, 'pole rabat (kwota) musi być całkowitą liczbą groszy, a jest 1.5'],
    [{ isPercent: true, percent: Number.NaN }, 'Procent musi być skończoną liczbą'],
    [null, 'rabat: oczekiwano kwoty albo procentu'],
  ])('rejects the rebate %j', (part, message) => {
    expect(() => rebateColumnAmount(10_000, part as never)).toThrow(new ValidationError(message));
  });

  it("names the advance in its messages ('zaliczka')", () => {
    expect(() => advanceColumnAmount(10_000, { isPercent: false, amount: -1 })).toThrow(
      'zaliczka: kwota nie może być ujemna',
    );
  });

  it('the rebate is between 0 and the total (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 30_000 }),
        (total, isPercent, amount, basisPoints) => {
          const rebate = rebateColumnAmount(total, { isPercent, amount, percent: basisPoints / 100 });
          expect(rebate).toBeGreaterThanOrEqual(0);
          expect(rebate).toBeLessThanOrEqual(Math.max(total, 0));
          expect(Number.isInteger(rebate)).toBe(true);
        },
      ),
    );
  });
});
