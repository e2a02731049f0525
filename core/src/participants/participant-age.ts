import { ValidationError } from '../errors/index.js';

/** A calendar date: full year, month 1-12, day 1-31. */
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;
const POLISH_DATE = /^(\d{2})[./](\d{2})[./](\d{4})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2
    ? isLeapYear(year)
      ? 29
      : 28
    : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

function toCalendarDate(value: unknown, field: string): CalendarDate {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new ValidationError(`Pole ${field} musi być poprawną datą`);
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  if (typeof value !== 'string') throw new ValidationError(`Pole ${field} musi być datą`);
  const trimmed = value.trim();
  const iso = ISO_DATE.exec(trimmed);
  const polish = iso ? null : POLISH_DATE.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : polish ? [polish[3], polish[2], polish[1]] : null;
  if (parts === null) {
    throw new ValidationError(`Pole ${field} musi być datą w formacie rrrr-mm-dd lub dd/MM/rrrr`);
  }
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new ValidationError(`Pole ${field} zawiera nieistniejącą datę: ${trimmed}`);
  }
  return { year, month, day };
}

/**
 * Age in full years on a date ("Derived values: age from birth date"). Strings are calendar dates
 * ('yyyy-mm-dd', optionally with a time, or 'dd/MM/yyyy', 'dd.MM.yyyy'); a Date is read as its UTC calendar
 * date, so pass dates stored as midnight UTC. The age grows on the birthday itself; someone born on 29
 * February grows on 28 February in common years (Polish civil code art. 112: the last day of the month when
 * the corresponding day does not exist, and age is counted from the beginning of that day).
 * A birth date after the date is rejected.
 */
export function ageOn(birthDate: Date | string, date: Date | string): number {
  const born = toCalendarDate(birthDate, 'birthDate');
  const on = toCalendarDate(date, 'date');
  const birthdayThisYear = Math.min(born.day, daysInMonth(on.year, born.month));
  let age = on.year - born.year;
  if (on.month < born.month || (on.month === born.month && on.day < birthdayThisYear)) age -= 1;
  if (age < 0)
    throw new ValidationError('Data urodzenia nie może być późniejsza niż data, na którą liczony jest wiek');
  return age;
}
