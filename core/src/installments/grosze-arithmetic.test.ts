import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { percentOfGrosze, scaleGrosze, splitGroszeWithRestOnLast } from './grosze-arithmetic.js';

describe('exact grosze arithmetic', () => {
  it.each([
    [333, 1.5, 1, 500],
    [1, 0.5, 1, 1],
    [1, 0.49, 1, 0],
    [10, 1e-7, 1, 0],
    [3, 1e21, 1, 3e21],
    [0, 12.5, 100, 0],
  ])('scaleGrosze(%d, %d, %d) = %d, rounded half up', (grosze, factor, divisor, expected) => {
    if (expected > Number.MAX_SAFE_INTEGER) {
      expect(() => scaleGrosze(grosze, factor, divisor)).toThrow(ValidationError);
    } else {
      expect(scaleGrosze(grosze, factor, divisor)).toBe(expected);
    }
  });

  it('percent uses the decimal the number prints as: 33.33 % of 300 zł = 99.99 zł, 0.1 % of 5 gr = 0', () => {
    expect(percentOfGrosze(30_000, 33.33)).toBe(9999);
    expect(percentOfGrosze(5, 0.1)).toBe(0);
    expect(percentOfGrosze(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses factors that are not plain non-negative decimals', () => {
    expect(() => scaleGrosze(1, Number.NaN)).toThrow('Kwota rat przekracza dopuszczalny zakres.');
  });

  it('split of the largest safe amount is exact', () => {
    const shares = splitGroszeWithRestOnLast(Number.MAX_SAFE_INTEGER, 3);
    expect(shares).toEqual([3_002_399_751_580_330, 3_002_399_751_580_330, 3_002_399_751_580_331]);
  });

  it('property: percent of an amount never exceeds it and 100 % is the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (grosze, percent) => {
          expect(percentOfGrosze(grosze, percent)).toBeLessThanOrEqual(grosze);
          expect(percentOfGrosze(grosze, 100)).toBe(grosze);
        },
      ),
    );
  });
});
