import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  daysInMonth,
  fullYearsOfAge,
  parseRuleDay,
  polishDayAsUtcMidnight,
  polishDayOfInstant,
} from './calendar-day.js';

const day = (text: string) => parseRuleDay(text)!;

describe('calendar days of pricing rules (date comparison on ISO dates)', () => {
  it.each([
    ['2024-02-29', 20240229],
    ['2000-02-29', 20000229],
    ['  2025-12-31 ', 20251231],
    ['2025-06-01T10:30', 20250601],
    ['2025-06-01T23:59:59.999', 20250601],
    // an instant is read as its day in Poland: 23:30 UTC on 31 May is already 1 June in Warsaw (CEST)
    ['2025-05-31T23:30:00Z', 20250601],
    ['2025-01-31T23:30:00.000Z', 20250201],
    ['2025-01-31T22:59:00Z', 20250131],
    ['2025-06-01T01:00:00+02:00', 20250601],
  ])('reads %s as day %i', (text, key) => {
    expect(day(text).key).toBe(key);
  });

  it('reads a Date as its day in Poland', () => {
    expect(parseRuleDay(new Date('2025-12-31T23:00:00Z'))?.key).toBe(20260101);
  });

  it.each([null, undefined, ''])('gives undefined for the empty value %s', (value) => {
    expect(parseRuleDay(value)).toBeUndefined();
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-04-31',
    '2025-04-00',
    '31.05.2025',
    '2025-5-1',
    'jutro',
    '2023-02-29T10:00',
    '2025-01-01T25:00:00Z',
  ])("rejects '%s' with 'Nieprawidłowa data „…”'", (text) => {
    expect(() => parseRuleDay(text)).toThrow(
      new ValidationError(`Nieprawidłowa data „${text}”; oczekiwano np. 2024-05-31`),
    );
  });

  it.each([20250101, true, {}, []])('rejects the non-date value %s', (value) => {
    expect(() => parseRuleDay(value)).toThrow(ValidationError);
  });

  it('rejects an invalid Date', () => {
    expect(() => polishDayOfInstant(new Date(Number.NaN))).toThrow('Nieprawidłowa data');
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('daysInMonth(%i, %i) = %i', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('age: full years from the birth date to the evaluation day (Kodeks cywilny art. 112)', () => {
  it.each([
    ['2007-06-15', '2025-06-14', 17],
    ['2007-06-15', '2025-06-15', 18], // exactly on the birthday
    ['2007-06-15', '2025-06-16', 18],
    ['2007-06-15', '2007-06-15', 0], // born today
    ['2007-06-15', '2025-05-30', 17],
    ['2007-06-15', '2025-07-01', 18],
    ['2008-02-29', '2026-02-27', 17],
    ['2008-02-29', '2026-02-28', 18], // leapling: a year older on 28 February in a common year
    ['2008-02-29', '2028-02-28', 19], // ...but on 29 February in a leap year
    ['2008-02-29', '2028-02-29', 20],
    ['1925-01-01', '2025-01-01', 100],
  ])('born %s, on %s: %i', (birth, today, years) => {
    expect(fullYearsOfAge(day(birth), day(today))).toBe(years);
  });

  it("rejects a birth date after the evaluation day: 'Data urodzenia jest późniejsza niż data obliczenia'", () => {
    expect(() => fullYearsOfAge(day('2025-06-02'), day('2025-06-01'))).toThrow(
      'Data urodzenia jest późniejsza niż data obliczenia',
    );
  });
});

describe("polishDayAsUtcMidnight: the Polish day of an instant, stored as that day's UTC midnight", () => {
  it('late evening in Poland keeps its day; just after Polish midnight is the next day', () => {
    expect(polishDayAsUtcMidnight(new Date('2026-12-02T22:59:00Z')).toISOString()).toBe(
      '2026-12-02T00:00:00.000Z',
    );
    expect(polishDayAsUtcMidnight(new Date('2026-12-02T23:01:00Z')).toISOString()).toBe(
      '2026-12-03T00:00:00.000Z',
    );
    expect(polishDayAsUtcMidnight(new Date('2026-06-30T22:01:00Z')).toISOString()).toBe(
      '2026-07-01T00:00:00.000Z',
    );
  });
});
