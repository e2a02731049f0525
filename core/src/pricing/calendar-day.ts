import { ValidationError } from '../errors/index.js';

/** A calendar day; `key` (yyyymmdd) orders days like the dates they are. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly key: number;
}

/** Days are read in the organizers' time zone, so an instant just after midnight in Poland is that day. */
const POLISH_TIME_ZONE = 'Europe/Warsaw';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO date-time; with `Z` or an offset it is an instant, without one it is a wall-clock time as written. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

let polishDayFormat: Intl.DateTimeFormat | undefined;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function dayOf(year: number, month: number, day: number): CalendarDay | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day, key: year * 10_000 + month * 100 + day };
}

/** The day an instant falls on in Poland. */
export function polishDayOfInstant(instant: Date): CalendarDay {
  if (Number.isNaN(instant.getTime())) throw new ValidationError('Nieprawidłowa data');
  polishDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: POLISH_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of polishDayFormat.formatToParts(instant)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  return { year, month, day, key: year * 10_000 + month * 100 + day };
}

/**
 * The Polish day of an instant as the schedules store a day: its midnight in UTC (a UTC midnight stays on its
 * day under the installments' 3-hour shift). A registration at 23:30 in Poland is anchored to that day, not to
 * the next one that 3 hours after the instant would reach.
 */
export function polishDayAsUtcMidnight(instant: Date): Date {
  const day = polishDayOfInstant(instant);
  return new Date(Date.UTC(day.year, day.month - 1, day.day));
}

/**
 * Reads a date given to a rule: 'YYYY-MM-DD', an ISO date-time (an instant with `Z` or an offset is taken as
 * its day in Poland; one without is taken as written), or a Date. Empty values (null, undefined, '') give
 * undefined; anything else that is not a real calendar date is rejected.
 */
export function parseRuleDay(value: unknown): CalendarDay | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return polishDayOfInstant(value);
  if (typeof value === 'string') {
    const text = value.trim();
    const date = ISO_DATE.exec(text);
    if (date) return dayOf(Number(date[1]), Number(date[2]), Number(date[3])) ?? malformed(value);
    const dateTime = ISO_DATE_TIME.exec(text);
    if (dateTime) {
      const written = dayOf(Number(dateTime[1]), Number(dateTime[2]), Number(dateTime[3]));
      if (!written) return malformed(value);
      if (dateTime[4] === undefined) return written;
      const instant = new Date(text);
      return Number.isNaN(instant.getTime()) ? malformed(value) : polishDayOfInstant(instant);
    }
  }
  return malformed(value);
}

function malformed(value: unknown): never {
  throw new ValidationError(`Nieprawidłowa data „${String(value)}”; oczekiwano np. 2024-05-31`);
}

/**
 * Full years of age on `today`. A person is a year older from the start of their birthday (Kodeks cywilny
 * art. 112); someone born on 29 February is a year older on 28 February in common years (the term ends on
 * the last day of the month when the month has no such day).
 */
export function fullYearsOfAge(birth: CalendarDay, today: CalendarDay): number {
  if (birth.key > today.key) {
    throw new ValidationError('Data urodzenia jest późniejsza niż data obliczenia');
  }
  const birthdayThisYear = Math.min(birth.day, daysInMonth(today.year, birth.month));
  const hadBirthday =
    today.month > birth.month || (today.month === birth.month && today.day >= birthdayThisYear);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}
