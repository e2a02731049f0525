import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { ageOn } from './participant-age.js';

describe('ageOn: "Derived values: age from birth date"', () => {
  it.each([
    ['birthday today', '2000-06-15', '2025-06-15', 25],
    ['the day before the birthday', '2000-06-15', '2025-06-14', 24],
    ['the day after the birthday', '2000-06-15', '2025-06-16', 25],
    ['an earlier month', '2000-06-15', '2025-05-30', 24],
    ['born today', '2025-06-15', '2025-06-15', 0],
    ['29 Feb, common year, 27 Feb', '2000-02-29', '2025-02-27', 24],
    ['29 Feb, common year, 28 Feb (art. 112 KC: last day of the month)', '2000-02-29', '2025-02-28', 25],
    ['29 Feb, common year, 1 Mar', '2000-02-29', '2025-03-01', 25],
    ['29 Feb, leap year, 28 Feb', '2000-02-29', '2024-02-28', 23],
    ['29 Feb, leap year, 29 Feb', '2000-02-29', '2024-02-29', 24],
    ['28 Feb born, leap year 29 Feb', '2001-02-28', '2024-02-29', 23],
    ['Polish date format', '15/06/2000', '15.06.2025', 25],
    ['ISO with time', '2000-06-15T00:00:00Z', '2025-06-15 08:00', 25],
  ])('%s', (_name, born, on, expected) => {
    expect(ageOn(born, on)).toBe(expected);
  });

  it('reads Date objects as their UTC calendar date', () => {
    expect(ageOn(new Date('2000-06-15T00:00:00Z'), new Date('2025-06-14T23:59:59Z'))).toBe(24);
    expect(ageOn(new Date('2000-06-15T00:00:00Z'), new Date('2025-06-15T00:00:00Z'))).toBe(25);
  });

  it.each([
    [
      'a birth date after the date',
      () => ageOn('2025-06-16', '2025-06-15'),
      'Data urodzenia nie może być późniejsza niż data, na którą liczony jest wiek',
    ],
    [
      'a non-existent date',
      () => ageOn('2023-02-29', '2025-01-01'),
      'Pole birthDate zawiera nieistniejącą datę: 2023-02-29',
    ],
    [
      'month 13',
      () => ageOn('2000-13-01', '2025-01-01'),
      'Pole birthDate zawiera nieistniejącą datę: 2000-13-01',
    ],
    [
      'free text',
      () => ageOn('wczoraj', '2025-01-01'),
      'Pole birthDate musi być datą w formacie rrrr-mm-dd lub dd/MM/rrrr',
    ],
    ['an invalid Date', () => ageOn(new Date('x'), '2025-01-01'), 'Pole birthDate musi być poprawną datą'],
    ['a number', () => ageOn('2000-01-01', 5 as never), 'Pole date musi być datą'],
  ])('rejects %s', (_name, call, message) => {
    expect(call).toThrow(new ValidationError(message));
  });

  it('property: the age grows by exactly one on each birthday and never falls', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2090-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 100 }),
        (born, years) => {
          const on = new Date(born.getTime());
          on.setUTCFullYear(born.getUTCFullYear() + years);
          // setUTCFullYear rolls 29 Feb into 1 Mar in common years; that day is past the birthday too.
          expect(ageOn(born, on)).toBe(years);
        },
      ),
    );
  });
});
