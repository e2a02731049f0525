import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { formatIban, ibansEqual, isValidIban, normalizeIban } from './iban.js';

const VALID = 'PL61109010140000071219812874';
const NRB = '61109010140000071219812874';

/** Independent mod-97 with BigInt, to build valid numbers for property tests. */
const withCheckDigits = (bban: string) => {
  const numeric = [...`${bban}PL00`].map((c) => Number.parseInt(c, 36)).join('');
  return `PL${String(98n - (BigInt(numeric) % 97n)).padStart(2, '0')}${bban}`;
};

describe('isValidIban — spec §5 "IBAN: Polish, 28 characters after cleaning (2 letters, 2 digits, rest alphanumeric), mod-97 check equal to 1"', () => {
  it('the test helper agrees with a published number', () => {
    expect(withCheckDigits(NRB.slice(2))).toBe(VALID);
  });

  it.each([
    [VALID, true, 'valid'],
    ['PL61 1090 1014 0000 0712 1981 2874', true, 'spaces removed'],
    ['pl61109010140000071219812874', true, 'lower case'],
    [NRB, true, '"A missing country prefix is taken as PL"'],
    ['61 1090 1014 0000 0712 1981 2874', true, 'no prefix, with spaces'],
    ['\tPL61\u00a01090 1014 0000 0712 1981 2874\n', true, 'any whitespace'],
    [withCheckDigits('1090101400000712198128AB'), true, 'rest alphanumeric'],
    ['PL62109010140000071219812874', false, 'wrong check digits'],
    ['PL61109010140000071219812875', false, 'a changed digit'],
    ['PL6110901014000007121981287', false, '27 characters'],
    ['PL611090101400000712198128740', false, '29 characters'],
    ['DE89370400440532013000', false, 'valid German IBAN: not Polish'],
    ['GB82WEST12345698765432', false, 'valid British IBAN: not Polish'],
    ['PLAB109010140000071219812874', false, 'check digits must be digits'],
    ['PL61-1090-1014-0000-0712-1981-2874', false, 'dashes are not cleaned'],
    ['', false, 'empty'],
    ['   ', false, 'only spaces'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidIban(value)).toBe(expected);
  });

  it.each([[61109010140000], [null], [undefined], [{}]])('non-string %j → false', (value) => {
    expect(isValidIban(value)).toBe(false);
  });

  it('any 24 digits with their computed check digits are valid, with or without the PL prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{24}$/), (bban) => {
        const iban = withCheckDigits(bban);
        expect(isValidIban(iban)).toBe(true);
        expect(isValidIban(iban.slice(2))).toBe(true);
      }),
    );
  });

  it('swapping two different adjacent digits breaks the mod-97 check', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{24}$/), fc.nat(22), (bban, at) => {
        fc.pre(bban[at] !== bban[at + 1]);
        const iban = withCheckDigits(bban);
        const i = at + 4;
        const swapped = iban.slice(0, i) + iban[i + 1] + iban[i] + iban.slice(i + 2);
        expect(isValidIban(swapped)).toBe(false);
      }),
    );
  });

  it('never throws for any string', () => {
    fc.assert(fc.property(fc.string(), (value) => typeof isValidIban(value) === 'boolean'));
  });
});

describe('normalizeIban — spaces removed, upper case, "A missing country prefix is taken as PL"', () => {
  it.each([
    ['PL61 1090 1014 0000 0712 1981 2874', VALID],
    ['61 1090 1014 0000 0712 1981 2874', VALID],
    ['pl61109010140000071219812874', VALID],
    ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['123', 'PL123'],
    ['PL62109010140000071219812874', 'PL62109010140000071219812874'],
  ])('%s → %s', (value, expected) => {
    expect(normalizeIban(value)).toBe(expected);
  });

  it.each([
    ['', 'Numer konta (IBAN) jest pusty'],
    ['   ', 'Numer konta (IBAN) jest pusty'],
    ['PL61-1090', 'Numer konta (IBAN) może zawierać tylko litery, cyfry i spacje'],
    ['PL61 1090 ąę', 'Numer konta (IBAN) może zawierać tylko litery, cyfry i spacje'],
    [null as unknown as string, 'Numer konta (IBAN) musi być tekstem'],
  ])('%j throws ValidationError %j', (value, message) => {
    expect(() => normalizeIban(value)).toThrow(ValidationError);
    expect(() => normalizeIban(value)).toThrow(message);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 ]*[A-Za-z0-9][A-Za-z0-9 ]*$/), (value) => {
        const once = normalizeIban(value);
        expect(normalizeIban(once)).toBe(once);
      }),
    );
  });
});

describe('formatIban — groups of four; "A number shorter than 26 characters is left unformatted"', () => {
  it.each([
    [VALID, 'PL61 1090 1014 0000 0712 1981 2874', 'a full IBAN'],
    ['PL61 1090 1014 0000 0712 1981 2874', 'PL61 1090 1014 0000 0712 1981 2874', 'already formatted'],
    ['pl 6110901014 0000071219812874', 'PL61 1090 1014 0000 0712 1981 2874', 'odd spacing, lower case'],
    [NRB, 'PL61 1090 1014 0000 0712 1981 2874', '26 digits: the boundary, PL added'],
    ['DE89370400440532013000', 'DE89370400440532013000', '22 characters: unformatted'],
    ['6110901014000007121981287', '6110901014000007121981287', '25 characters: unformatted'],
    [
      '61 1090 1014 0000 0712 1981 287',
      '61 1090 1014 0000 0712 1981 287',
      '25 without spaces: returned as given',
    ],
    ['12-34', '12-34', 'short: returned as given, whatever it holds'],
    ['', '', 'empty'],
    ['PL62109010140000071219812874', 'PL62 1090 1014 0000 0712 1981 2874', 'the checksum is not checked'],
    ['PL6110901014000007121981287', 'PL61 1090 1014 0000 0712 1981 287', '27 characters: last group shorter'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(formatIban(value)).toBe(expected);
  });

  it('throws ValidationError for a long number with other characters, or a non-string', () => {
    expect(() => formatIban('PL61-1090-1014-0000-0712-1981-2874')).toThrow(
      'Numer konta (IBAN) może zawierać tylko litery, cyfry i spacje',
    );
    expect(() => formatIban(undefined as unknown as string)).toThrow(ValidationError);
  });

  it('removing the spaces of a formatted number gives the normalised number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{24}$/), (bban) => {
        const iban = withCheckDigits(bban);
        const formatted = formatIban(iban.slice(2));
        expect(formatted).toMatch(/^PL\d{2}( \d{4}){6}$/);
        expect(formatted.replaceAll(' ', '')).toBe(iban);
      }),
    );
  });
});

describe('ibansEqual — spec §5 "Blacklist comparison uses the normalised IBAN"', () => {
  it.each([
    [VALID, 'PL61 1090 1014 0000 0712 1981 2874', true],
    [NRB, 'pl61109010140000071219812874', true],
    ['61 1090 1014 0000 0712 1981 2874', VALID, true],
    [VALID, 'PL62109010140000071219812874', false],
    ['DE89370400440532013000', 'de89 3704 0044 0532 0130 00', true],
    ['', '', false],
    [VALID, '', false],
    ['PL61-1090', 'PL61-1090', false],
    [null, null, false],
    [VALID, undefined, false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(ibansEqual(a, b)).toBe(expected);
    expect(ibansEqual(b, a)).toBe(expected);
  });
});
