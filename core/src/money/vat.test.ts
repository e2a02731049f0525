import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  grossFromNet,
  isVatRate,
  netFromGross,
  normalizeVatRate,
  VAT_RATES,
  vatBreakdownFromGross,
  vatBreakdownFromNet,
  vatFromGross,
  vatFromNet,
  vatPercent,
} from './vat.js';

describe('VAT rates — spec: "VAT rates: 23, 22, 8, 7, 5, 3, 0, zw, np, oo; last three count as 0; unknown numeric maps to 23"', () => {
  it.each([
    ['23', '23'],
    ['22', '22'],
    ['8', '8'],
    ['7', '7'],
    ['5', '5'],
    ['3', '3'],
    ['0', '0'],
    ['zw', '0'],
    ['np', '0'],
    ['oo', '0'],
    ['ZW', '0'],
    [' np ', '0'],
    [23, '23'],
    [8, '8'],
    [0, '0'],
    [-0, '0'],
    ['8%', '8'],
    ['8 %', '8'],
    ['8,0', '8'],
    ['08', '8'],
    [19, '23'],
    [8.5, '23'],
    [-8, '23'],
    ['4', '23'],
    ['100', '23'],
  ] as const)('vatPercent(%j) = %s', (rate, expected) => {
    expect(vatPercent(rate).toString()).toBe(expected);
  });

  it.each([
    ['zw', 'zw'],
    ['NP', 'np'],
    ['oo', 'oo'],
    [5, '5'],
    ['19', '23'],
  ] as const)('normalizeVatRate(%j) = %j', (rate, expected) => {
    expect(normalizeVatRate(rate)).toBe(expected);
  });

  it.each([
    ['abc', 'Nieznana stawka VAT „abc”; dozwolone: 23, 22, 8, 7, 5, 3, 0, zw, np, oo'],
    ['', 'Nieznana stawka VAT „”; dozwolone: 23, 22, 8, 7, 5, 3, 0, zw, np, oo'],
    ['8,', 'Nieznana stawka VAT „8,”; dozwolone: 23, 22, 8, 7, 5, 3, 0, zw, np, oo'],
    [Number.NaN, 'Stawka VAT musi być skończoną liczbą'],
    [Number.POSITIVE_INFINITY, 'Stawka VAT musi być skończoną liczbą'],
    [null, 'Stawka VAT musi być liczbą lub tekstem'],
  ])('rejects %j with %j', (rate, message) => {
    expect(() => vatPercent(rate as never)).toThrow(new ValidationError(message));
    expect(() => vatPercent(rate as never)).toThrow(message);
  });

  it('isVatRate recognises exactly the spec codes', () => {
    for (const rate of VAT_RATES) expect(isVatRate(rate)).toBe(true);
    expect(isVatRate('ZW')).toBe(false);
    expect(isVatRate(23)).toBe(false);
    expect(isVatRate('19')).toBe(false);
  });
});

describe('net, VAT and gross in integer grosze, rounded half-up', () => {
  it.each([
    // net, rate, vat, gross
    [10000, '23', 2300, 12300],
    [1, '23', 0, 1],
    [2, '23', 0, 2], // 0,46 gr
    [3, '23', 1, 4], // 0,69 gr
    [50, '8', 4, 54], // exactly 4 gr
    [10, '5', 1, 11], // 0,5 gr → 1 gr (half-up)
    [-10, '5', -1, -11], // ties away from zero
    [30, '5', 2, 32], // 1,5 gr → 2 gr
    [999, 'zw', 0, 999],
    [999, 'np', 0, 999],
    [999, 'oo', 0, 999],
    [999, 19, 230, 1229], // unknown numeric → 23 %: 229,77
    [0, '23', 0, 0],
  ] as const)('net %d at %j: vat %d, gross %d', (net, rate, vat, gross) => {
    expect(vatFromNet(net, rate)).toBe(vat);
    expect(grossFromNet(net, rate)).toBe(gross);
    expect(vatBreakdownFromNet(net, rate)).toEqual({ net, vat, gross });
  });

  it.each([
    // gross, rate, vat, net
    [12300, '23', 2300, 10000],
    [100, '23', 19, 81], // 18,699…
    [123, '23', 23, 100],
    [108, '8', 8, 100],
    [21, '5', 1, 20], // 1,0 exactly
    [105, '5', 5, 100],
    [-123, '23', -23, -100],
    [500, 'zw', 0, 500],
    [0, '8', 0, 0],
  ] as const)('gross %d at %j: vat %d, net %d', (gross, rate, vat, net) => {
    expect(vatFromGross(gross, rate)).toBe(vat);
    expect(netFromGross(gross, rate)).toBe(net);
    expect(vatBreakdownFromGross(gross, rate)).toEqual({ net, vat, gross });
  });

  it('rejects floats and unsafe amounts as money', () => {
    expect(() => vatFromNet(10.5, '23')).toThrow('pole netto musi być całkowitą liczbą groszy, a jest 10.5');
    expect(() => vatFromGross(10.5, '23')).toThrow(
      'pole brutto musi być całkowitą liczbą groszy, a jest 10.5',
    );
    expect(() => grossFromNet(Number.MAX_SAFE_INTEGER, '23')).toThrow(
      'pole brutto przekracza największą obsługiwaną kwotę',
    );
    expect(() => vatBreakdownFromNet(Number.MAX_SAFE_INTEGER, '8')).toThrow(ValidationError);
    expect(grossFromNet(Number.MAX_SAFE_INTEGER, 'zw')).toBe(Number.MAX_SAFE_INTEGER);
  });

  const amount = fc.integer({ min: -(2 ** 52), max: 2 ** 52 });
  const rate = fc.constantFrom(...VAT_RATES);

  it('law: net + vat === gross from either side', () => {
    fc.assert(
      fc.property(amount, rate, (value, r) => {
        const fromNet = vatBreakdownFromNet(value, r);
        expect(fromNet.net + fromNet.vat).toBe(fromNet.gross);
        expect(grossFromNet(value, r)).toBe(value + vatFromNet(value, r));
        const fromGross = vatBreakdownFromGross(value, r);
        expect(fromGross.net + fromGross.vat).toBe(fromGross.gross);
        expect(netFromGross(value, r) + vatFromGross(value, r)).toBe(value);
      }),
    );
  });

  it('law: netFromGross(grossFromNet(n)) === n (going to gross and back is lossless)', () => {
    fc.assert(
      fc.property(amount, rate, (net, r) => {
        expect(netFromGross(grossFromNet(net, r), r)).toBe(net);
      }),
    );
  });

  it('law: VAT of a negative amount (a correction) mirrors the positive one', () => {
    fc.assert(
      fc.property(amount, rate, (value, r) => {
        expect(vatFromNet(-value, r)).toBe(-vatFromNet(value, r) + 0);
        expect(vatFromGross(-value, r)).toBe(-vatFromGross(value, r) + 0);
      }),
    );
  });
});
