import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { assertGrosze, fromGrosze, toGrosze } from './grosze.js';

describe('toGrosze — amounts in entities are integer grosze, rounded half-up', () => {
  it.each([
    ['12,34', 1234],
    ['0', 0],
    ['-0,004', 0],
    ['0,005', 1],
    ['0,0049999', 0],
    ['-0,005', -1],
    ['1,015', 102],
    ['1,025', 103],
    ['-1 234,565 zł', -123457],
    [0.1 + 0.2, 30],
    [1.005, 101],
    ['90071992547409,91', Number.MAX_SAFE_INTEGER],
    ['-90071992547409,91', -Number.MAX_SAFE_INTEGER],
  ] as const)('%j → %d', (input, expected) => {
    expect(toGrosze(input)).toBe(expected);
  });

  it('returns 0, never -0', () => {
    expect(Object.is(toGrosze('-0,001'), 0)).toBe(true);
  });

  it('rejects values beyond Number.MAX_SAFE_INTEGER grosze', () => {
    expect(() => toGrosze('90071992547409,92')).toThrow('Kwota przekracza największą obsługiwaną wartość');
    expect(() => toGrosze('-90071992547409,92')).toThrow(ValidationError);
    expect(() => toGrosze(new Decimal('1e30'))).toThrow(ValidationError);
  });

  it('rejects what parseMoney rejects', () => {
    expect(() => toGrosze('12abc')).toThrow(ValidationError);
  });
});

describe('fromGrosze', () => {
  it.each([
    [123456, '1234.56'],
    [-1, '-0.01'],
    [0, '0'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d gr → %s zł', (grosze, expected) => {
    expect(fromGrosze(grosze).toString()).toBe(expected);
  });

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])('rejects %s', (grosze) => {
    expect(() => fromGrosze(grosze)).toThrow(ValidationError);
  });

  it('law: toGrosze(fromGrosze(g)) === g for every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (g) => {
        expect(toGrosze(fromGrosze(g))).toBe(g + 0);
      }),
    );
  });
});

describe('assertGrosze — money is never a float', () => {
  it('accepts safe integers, including negatives and the maximum', () => {
    expect(() => assertGrosze(0, 'amount')).not.toThrow();
    expect(() => assertGrosze(-5, 'amount')).not.toThrow();
    expect(() => assertGrosze(Number.MAX_SAFE_INTEGER, 'amount')).not.toThrow();
  });

  it.each([
    ['12', 'pole amount musi być kwotą w groszach (liczbą całkowitą)'],
    [null, 'pole amount musi być kwotą w groszach (liczbą całkowitą)'],
    [Number.NaN, 'pole amount musi być kwotą w groszach (liczbą całkowitą)'],
    [Number.NEGATIVE_INFINITY, 'pole amount musi być kwotą w groszach (liczbą całkowitą)'],
    [12.5, 'pole amount musi być całkowitą liczbą groszy, a jest 12.5'],
    [Number.MAX_SAFE_INTEGER + 1, 'pole amount przekracza największą obsługiwaną kwotę'],
  ])('rejects %j with %j', (value, message) => {
    expect(() => assertGrosze(value, 'amount')).toThrow(new ValidationError(message));
    expect(() => assertGrosze(value, 'amount')).toThrow(message);
  });
});
