import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidNip } from './nip.js';

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const sumMod11 = (nine: string) => WEIGHTS.reduce((sum, w, i) => sum + w * Number(nine[i]), 0) % 11;

describe('isValidNip — spec §5 "NIP: dashes removed, exactly 10 digits, weighted checksum (6,5,7,2,3,4,5,6,7) mod 11 equal to the last digit"', () => {
  it.each([
    ['8567346215', true, 'valid (python-stdnum vector)'],
    ['856-734-62-15', true, 'dashes removed'],
    ['856-73-46-215', true, 'dashes anywhere'],
    ['1234563218', true, 'valid'],
    ['0000000000', true, 'all zeros: sum 0 equals last digit 0'],
    ['8567346216', false, 'wrong check digit'],
    ['856 734 62 15', false, 'spaces are not removed'],
    ['PL8567346215', false, 'a PL prefix is not removed'],
    ['856734621', false, '9 digits'],
    ['85673462150', false, '11 digits'],
    ['856–734–62–15', false, 'an en dash is not a dash'],
    ['', false, 'empty'],
    ['----------', false, 'only dashes'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidNip(value)).toBe(expected);
  });

  it.each([[8567346215], [null], [undefined], [{}]])('non-string %j → false', (value) => {
    expect(isValidNip(value)).toBe(false);
  });

  it('a sum mod 11 of 10 is never valid, whatever the last digit', () => {
    const prefixes = ['000000003', '000000026', '000000049'];
    for (const prefix of prefixes) expect(sumMod11(prefix)).toBe(10);
    for (const prefix of prefixes) {
      for (let last = 0; last <= 9; last++) expect(isValidNip(`${prefix}${last}`)).toBe(false);
    }
  });

  it('exactly one last digit makes 9 digits valid when the sum mod 11 is below 10, none otherwise', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (nine) => {
        const valid = [...'0123456789'].filter((d) => isValidNip(nine + d));
        expect(valid).toEqual(sumMod11(nine) === 10 ? [] : [String(sumMod11(nine))]);
      }),
    );
  });
});
