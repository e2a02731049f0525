import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRegon } from './regon.js';

const W9 = [8, 9, 2, 3, 4, 5, 6, 7];
const W14 = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
const check = (digits: string, weights: number[]) =>
  (weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 11) % 10;

describe('isValidRegon — domain notes §4 "REGON (9 or 14 digits)… check digit = sum mod 11, 10 becomes 0"', () => {
  it.each([
    ['192598184', true, '9 digits, valid (python-stdnum vector)'],
    ['123456785', true, '9 digits, valid'],
    ['000000000', true, 'all zeros'],
    ['192598183', false, '9 digits, wrong check digit'],
    ['12345678512347', true, '14 digits, valid'],
    ['12345678612342', false, '14 digits: the first 9 are not a valid REGON-9'],
    ['12345678512348', false, '14 digits: wrong last check digit'],
    ['1234567851', false, '10 digits'],
    ['12345678', false, '8 digits'],
    ['123456785123', false, '12 digits'],
    ['123-456-785', false, 'dashes are not removed'],
    ['123 456 785', false, 'spaces are not removed'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidRegon(value)).toBe(expected);
  });

  it('a 9-digit sum mod 11 of 10 gives check digit 0', () => {
    // 8*1 + 2*1 = 10 → check digit 0.
    expect(check('10100000', W9)).toBe(0);
    expect(isValidRegon('101000000')).toBe(true);
    expect(isValidRegon('101000001')).toBe(false);
  });

  it('a 14-digit sum mod 11 of 10 gives check digit 0', () => {
    // REGON-9 000000000, then 0500: 2*5 = 10.
    const prefix = '0000000000500';
    expect(W14.reduce((sum, w, i) => sum + w * Number(prefix[i]), 0) % 11).toBe(10);
    expect(isValidRegon(`${prefix}0`)).toBe(true);
    expect(isValidRegon(`${prefix}1`)).toBe(false);
  });

  it.each([[123456785], [null], [undefined]])('non-string %j → false', (value) => {
    expect(isValidRegon(value)).toBe(false);
  });

  it('any 8 digits plus their check digit are a valid REGON-9; any other last digit is not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.nat(9), (eight, last) => {
        expect(isValidRegon(eight + String(last))).toBe(last === check(eight, W9));
      }),
    );
  });

  it('a valid REGON-9 extended by 4 digits and the check digit is a valid REGON-14', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{4}$/), (eight, four) => {
        const thirteen = `${eight}${check(eight, W9)}${four}`;
        expect(isValidRegon(thirteen + String(check(thirteen, W14)))).toBe(true);
      }),
    );
  });
});
