import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { formatGrosze, formatMoney } from './format-money.js';
import { toGrosze } from './grosze.js';
import { parseMoney } from './parse-money.js';

describe('formatMoney — spec §5: "Display has two decimals, a comma, a space between thousand groups, and suffix zł"', () => {
  it.each([
    ['1234.56', '1 234,56 zł'],
    ['-1234.56', '-1 234,56 zł'],
    [0, '0,00 zł'],
    ['-0,004', '0,00 zł'],
    ['-0,005', '-0,01 zł'],
    ['0,005', '0,01 zł'],
    ['1,015', '1,02 zł'],
    [999.995, '1 000,00 zł'],
    ['12', '12,00 zł'],
    ['123', '123,00 zł'],
    ['1000', '1 000,00 zł'],
    ['12345', '12 345,00 zł'],
    ['123456', '123 456,00 zł'],
    ['1234567,8', '1 234 567,80 zł'],
    ['1 234,5 zł', '1 234,50 zł'],
    [new Decimal('0.1'), '0,10 zł'],
    ['123456789012345678901234567890,12', '123 456 789 012 345 678 901 234 567 890,12 zł'],
    [1e21, '1 000 000 000 000 000 000 000,00 zł'],
  ] as const)('%j → %j', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('rejects malformed input', () => {
    expect(() => formatMoney('abc')).toThrow(ValidationError);
    expect(() => formatMoney(Number.NaN)).toThrow(ValidationError);
  });

  it('law: parse(format(parse(x))) equals parse(x) to the grosz', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 6 }))
      .map(([digits, scale]) => new Decimal(digits.toString()).dividedBy(10 ** scale));
    fc.assert(
      fc.property(amount, (value) => {
        const parsed = parseMoney(value);
        const reparsed = parseMoney(formatMoney(parsed));
        expect(reparsed.toString()).toBe(parsed.toDecimalPlaces(2).toString());
      }),
    );
  });
});

describe('formatGrosze', () => {
  it.each([
    [123456, '1 234,56 zł'],
    [-123456, '-1 234,56 zł'],
    [0, '0,00 zł'],
    [5, '0,05 zł'],
    [Number.MAX_SAFE_INTEGER, '90 071 992 547 409,91 zł'],
  ])('%d gr → %j', (grosze, expected) => {
    expect(formatGrosze(grosze)).toBe(expected);
  });

  it('rejects a float', () => {
    expect(() => formatGrosze(1.5)).toThrow(ValidationError);
  });

  it('law: toGrosze(formatGrosze(g)) === g', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (g) => {
        expect(toGrosze(formatGrosze(g))).toBe(g + 0);
      }),
    );
  });
});
