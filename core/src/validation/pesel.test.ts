import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { isValidPesel, peselBirthDate, peselBirthDateParts, peselSex } from './pesel.js';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
/** Appends the spec's check digit: (10 − sum mod 10) mod 10. */
const withCheckDigit = (ten: string) =>
  ten + String((10 - (WEIGHTS.reduce((sum, w, i) => sum + w * Number(ten[i]), 0) % 10)) % 10);
/** A PESEL for a birth date: the month carries the century offset. */
const peselFor = (year: number, month: number, day: number, serial = '0001') => {
  const offset = { 18: 80, 19: 0, 20: 20, 21: 40, 22: 60 }[Math.floor(year / 100)] ?? Number.NaN;
  const two = (n: number) => String(n).padStart(2, '0');
  return withCheckDigit(`${two(year % 100)}${two(month + offset)}${two(day)}${serial}`);
};

describe('isValidPesel — spec §5 "PESEL: 11 characters, weighted checksum (1,3,7,9 repeated), check digit = (10 minus sum mod 10) mod 10"', () => {
  it('the test helper agrees with published vectors', () => {
    expect(withCheckDigit('4405140135')).toBe('44051401359');
    expect(withCheckDigit('0221130758')).toBe('02211307589');
  });

  it.each([
    ['44051401359', true, 'valid (python-stdnum vector)'],
    ['02122401358', true, '1902-12-24'],
    ['02211307589', true, '2002-01-13'],
    ['44051401358', false, 'wrong check digit'],
    ['4405140135', false, '10 digits'],
    ['440514013590', false, '12 digits'],
    ['440514 01359', false, 'nothing is stripped'],
    [' 44051401359', false, 'nothing is stripped, not even leading spaces'],
    ['4405140135a', false, 'a letter'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidPesel(value)).toBe(expected);
  });

  it.each([[44051401359], [null], [undefined], [{}]])('non-string %j → false', (value) => {
    expect(isValidPesel(value)).toBe(false);
  });

  describe('a PESEL whose checksum passes but encodes an impossible date is invalid', () => {
    it.each([
      ['02381307589', 'month 38: 2000s month 18 (python-stdnum vector)'],
      [withCheckDigit('0200010000'), 'month 00'],
      [withCheckDigit('0213010000'), 'month 13'],
      [withCheckDigit('0233010000'), '2000s month 13'],
      [withCheckDigit('0280010000'), '1800s month 0'],
      [withCheckDigit('0293010000'), '1800s month 13'],
      [withCheckDigit('0201000000'), 'day 00'],
      [withCheckDigit('0201320000'), 'January 32'],
      [withCheckDigit('0204310000'), 'April 31'],
      [withCheckDigit('2302290000'), '1923-02-29: not a leap year'],
      [withCheckDigit('0002290000'), '1900-02-29: divisible by 100, not 400'],
      [withCheckDigit('0082290000'), '1800-02-29: divisible by 100, not 400'],
      [withCheckDigit('0042290000'), '2100-02-29: divisible by 100, not 400'],
      [withCheckDigit('2322290000'), '2023-02-29'],
      [withCheckDigit('0222300000'), '2002-02-30'],
    ])('%s (%s)', (value) => {
      expect(isValidPesel(value)).toBe(false);
    });
  });

  it.each([
    [1800, 1, 1],
    [1899, 12, 31],
    [1900, 1, 1],
    [1999, 12, 31],
    [2000, 1, 1],
    [2000, 2, 29],
    [2024, 2, 29],
    [1804, 2, 29],
    [2099, 12, 31],
    [2100, 1, 1],
    [2200, 1, 1],
    [2299, 12, 31],
  ])('century encoding: %i-%i-%i is a valid date', (year, month, day) => {
    const pesel = peselFor(year, month, day);
    expect(isValidPesel(pesel)).toBe(true);
    expect(peselBirthDateParts(pesel)).toEqual({ year, month, day });
  });

  it('every date from 1800 to 2299 round-trips through a PESEL with any serial number', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1800-01-01T00:00:00Z'),
          max: new Date('2299-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.stringMatching(/^\d{4}$/),
        (date, serial) => {
          const pesel = peselFor(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), serial);
          expect(isValidPesel(pesel)).toBe(true);
          expect(peselBirthDate(pesel).toISOString().slice(0, 10)).toBe(date.toISOString().slice(0, 10));
        },
      ),
    );
  });

  it('changing any one digit of a valid PESEL makes the checksum fail', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const valid = '44051401359';
        const digit = (Number(valid[position]) + delta) % 10;
        const changed = valid.slice(0, position) + String(digit) + valid.slice(position + 1);
        expect(isValidPesel(changed)).toBe(false);
      }),
    );
  });
});

describe('PESEL helpers', () => {
  it('peselBirthDate: the encoded date at UTC midnight', () => {
    expect(peselBirthDate('44051401359').toISOString()).toBe('1944-05-14T00:00:00.000Z');
    expect(peselBirthDate('02122401358').toISOString()).toBe('1902-12-24T00:00:00.000Z');
    expect(peselBirthDate('02211307589').toISOString()).toBe('2002-01-13T00:00:00.000Z');
  });

  it('peselSex: odd tenth digit male, even female', () => {
    expect(peselSex('44051401359')).toBe('male');
    expect(peselSex('02122401358')).toBe('male');
    expect(peselSex('02211307589')).toBe('female');
    expect(peselSex(peselFor(1990, 1, 1, '0000'))).toBe('female');
    expect(peselSex(peselFor(1990, 1, 1, '0009'))).toBe('male');
  });

  it.each([
    ['44051401358', 'wrong check digit'],
    ['02381307589', 'impossible date'],
    ['', 'empty'],
    [12 as unknown as string, 'not a string'],
  ])("throw ValidationError 'Nieprawidłowy numer PESEL' for %j (%s)", (value) => {
    for (const helper of [peselBirthDate, peselBirthDateParts, peselSex]) {
      expect(() => helper(value)).toThrow(ValidationError);
      expect(() => helper(value)).toThrow('Nieprawidłowy numer PESEL');
    }
  });
});
