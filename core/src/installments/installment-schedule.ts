import { ValidationError } from '../errors/index.js';
import type { InstallmentScheduleRule } from './installments-definition.js';
import {
  addCalendarDays,
  addCalendarMonths,
  addCalendarYears,
  calendarDayNumber,
  daysInCalendarMonth,
  isoWeekdayOf,
  withCalendarDayOfMonth,
} from './utc-calendar.js';

/** "Dates are generated from start date plus 3 hours" (second document §4). */
export const INSTALLMENT_DATE_SHIFT_HOURS = 3;

/** At most this many installments come out of one schedule, so a daily rule over decades cannot run away. */
export const MAX_INSTALLMENTS = 1000;

/**
 * Moves a stored date 3 hours forward. A Polish local midnight is stored as 22:00 or 23:00 UTC of the previous
 * day; 3 hours later it is 01:00 or 02:00 UTC of the intended day, and a UTC midnight stays on its day. All
 * schedule arithmetic then works on UTC calendar days of the shifted instant and keeps its UTC time of day.
 */
export function shiftInstallmentDate(date: Date): Date {
  return new Date(date.getTime() + INSTALLMENT_DATE_SHIFT_HOURS * 3_600_000);
}

type ScheduleLimit = { count: number } | { until: Date };

/**
 * Due dates of a schedule from an (already shifted) anchor: every `every` days, weeks, months or years, on
 * `on` when set (see InstallmentScheduleRule), until `count` dates or the last UTC day not after `until`.
 * "immediate" gives the anchor alone. Months are added to the anchor (not chained), so 31 Jan monthly gives
 * 29 Feb (leap year), 31 Mar, 30 Apr.
 */
export function scheduleInstallmentDates(
  anchor: Date,
  rule: InstallmentScheduleRule,
  limit: ScheduleLimit,
): Date[] {
  const withinLimit = (date: Date, produced: number) =>
    'count' in limit ? produced < limit.count : calendarDayNumber(date) <= calendarDayNumber(limit.until);
  const first = firstDate(anchor, rule);
  if (rule.frequency === 'immediate') return withinLimit(first, 0) ? [first] : [];
  const dates: Date[] = [];
  for (let step = 0; ; step++) {
    const date = nthDate(first, rule, step);
    if (!withinLimit(date, dates.length)) return dates;
    if (dates.length === MAX_INSTALLMENTS) {
      throw new ValidationError(`Zbyt wiele rat (najwyżej ${MAX_INSTALLMENTS}).`);
    }
    dates.push(date);
  }
}

function firstDate(anchor: Date, rule: InstallmentScheduleRule): Date {
  if (rule.on == null) return anchor;
  if (rule.frequency === 'weekly') return addCalendarDays(anchor, (rule.on - isoWeekdayOf(anchor) + 7) % 7);
  if (rule.frequency !== 'monthly') return anchor;
  const inThisMonth = onDayOfMonth(anchor, rule.on);
  return calendarDayNumber(inThisMonth) >= calendarDayNumber(anchor)
    ? inThisMonth
    : onDayOfMonth(addCalendarMonths(withCalendarDayOfMonth(anchor, 1), 1), rule.on);
}

function nthDate(first: Date, rule: InstallmentScheduleRule, step: number): Date {
  const distance = step * rule.every;
  switch (rule.frequency) {
    case 'daily':
      return addCalendarDays(first, distance);
    case 'weekly':
      return addCalendarDays(first, 7 * distance);
    case 'monthly': {
      const month = addCalendarMonths(first, distance);
      return rule.on == null ? month : onDayOfMonth(month, rule.on);
    }
    default:
      return addCalendarYears(first, distance);
  }
}

/** The day `day` of the date's month, or the month's last day when the month is shorter. */
function onDayOfMonth(date: Date, day: number): Date {
  return withCalendarDayOfMonth(date, Math.min(day, daysInCalendarMonth(date)));
}
