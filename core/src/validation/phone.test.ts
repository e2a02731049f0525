import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.js';

describe('isValidPhone — spec §5 "Phone: 9 digits, or an international number starting with +. Spaces are removed first."', () => {
  it.each([
    ['600100200', true, '9 digits'],
    ['600 100 200', true, 'spaces are removed first'],
    [' 600 100 200 ', true, 'leading and trailing spaces too'],
    ['600\u00a0100\u00a0200', true, 'no-break spaces count as spaces'],
    ['+48600100200', true, '+48 and 9 national digits'],
    ['+48 600 100 200', true, '+48 with spaces'],
    ['+49 30 1234567', true, 'another country, E.164'],
    ['+4930123', true, 'shortest international: 7 digits'],
    ['+123456789012345', true, 'longest international: 15 digits'],
    ['60010020', false, '8 digits'],
    ['6001002000', false, '10 digits without +'],
    ['600-100-200', false, 'dashes are not removed'],
    ['(22) 600 10 20', false, 'brackets are not removed'],
    ['0048600100200', false, 'a 00 prefix is not a +'],
    ['+4860010020', false, '+48 with 8 national digits'],
    ['+486001002001', false, '+48 with 10 national digits'],
    ['+493012', false, 'international with 6 digits'],
    ['+1234567890123456', false, 'international with 16 digits'],
    ['+0600100200', false, 'country code cannot start with 0'],
    ['++48600100200', false, 'two pluses'],
    ['60010020a', false, 'a letter'],
    ['', false, 'empty'],
    ['+', false, 'only a plus'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });

  it.each([[600100200], [null], [undefined], [{}], [['600100200']]])('non-string %j → false', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });

  it('any 9 digits with spaces inserted anywhere are valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.array(fc.nat(9)), (digits, positions) => {
        let spaced = digits;
        for (const at of positions) spaced = `${spaced.slice(0, at)} ${spaced.slice(at)}`;
        expect(isValidPhone(spaced)).toBe(true);
      }),
    );
  });

  it('never throws for any string', () => {
    fc.assert(fc.property(fc.string(), (value) => typeof isValidPhone(value) === 'boolean'));
  });
});
