import { addDays, addMonths, addYears, getDaysInMonth } from 'date-fns';

/**
 * A Date whose "local" fields are its UTC fields, handed to date-fns as its date type so calendar arithmetic
 * reads and writes UTC days whatever time zone the code runs in (server in UTC, browser in Europe/Warsaw).
 * It overrides only the fields addDays, addMonths, addYears and getDaysInMonth read and write.
 */
class UtcDate extends Date {
  override getFullYear(): number {
    return this.getUTCFullYear();
  }
  override getMonth(): number {
    return this.getUTCMonth();
  }
  override getDate(): number {
    return this.getUTCDate();
  }
  override setFullYear(...args: Parameters<Date['setUTCFullYear']>): number {
    return this.setUTCFullYear(...args);
  }
  override setMonth(...args: Parameters<Date['setUTCMonth']>): number {
    return this.setUTCMonth(...args);
  }
  override setDate(...args: Parameters<Date['setUTCDate']>): number {
    return this.setUTCDate(...args);
  }
  override setHours(...args: Parameters<Date['setUTCHours']>): number {
    return this.setUTCHours(...args);
  }
}

const plain = (date: Date): Date => new Date(date.getTime());

/** Adds days to the UTC calendar day, keeping the UTC time of day. */
export function addCalendarDays(date: Date, days: number): Date {
  return plain(addDays(new UtcDate(date.getTime()), days));
}

/** Adds months to the UTC calendar day; date-fns clamps a month end (31 Jan + 1 month = 28/29 Feb). */
export function addCalendarMonths(date: Date, months: number): Date {
  return plain(addMonths(new UtcDate(date.getTime()), months));
}

/** Adds years to the UTC calendar day; 29 Feb + 1 year = 28 Feb. */
export function addCalendarYears(date: Date, years: number): Date {
  return plain(addYears(new UtcDate(date.getTime()), years));
}

/** Days in the UTC month of the date (28–31). */
export function daysInCalendarMonth(date: Date): number {
  return getDaysInMonth(new UtcDate(date.getTime()));
}

/** The same instant moved to another day of its UTC month (the day must exist). */
export function withCalendarDayOfMonth(date: Date, day: number): Date {
  const copy = new UtcDate(date.getTime());
  copy.setDate(day);
  return plain(copy);
}

/** ISO weekday of the UTC day: 1 Monday … 7 Sunday. */
export function isoWeekdayOf(date: Date): number {
  return date.getUTCDay() === 0 ? 7 : date.getUTCDay();
}

/** A number that orders UTC calendar days (days since 1970-01-01). */
export function calendarDayNumber(date: Date): number {
  return Math.floor(date.getTime() / 86_400_000);
}
