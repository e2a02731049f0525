/**
 * The days of the dashboard's charts: organizers' days (Europe/Warsaw), whatever zone the server or the
 * browser runs in. A day is the text 'yyyy-MM-dd', the form MongoDB's `$dateToString` gives with
 * `timezone: 'Europe/Warsaw'`, so the server groups by it and the chart fills the days without any.
 */
import { CALENDAR_TIME_ZONE, fromWallClock, toWallClock } from '../calendars/wall-clock-time.js';

/** The zone the dashboard groups days in (the `$dateToString` timezone). */
export const DASHBOARD_TIME_ZONE = CALENDAR_TIME_ZONE;

const DAY_MS = 24 * 60 * 60 * 1000;

/** '2026-03-02' for 2026-03-01T23:30:00Z (already the 2nd in Poland). */
export function polishDayText(instant: Date): string {
  return toWallClock(instant, DASHBOARD_TIME_ZONE).toISOString().slice(0, 10);
}

/** The instant Polish clocks show midnight starting the day `daysBack` days before the day of `now`. */
export function startOfPolishDay(now: Date, daysBack = 0): Date {
  const wall = toWallClock(now, DASHBOARD_TIME_ZONE);
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) - daysBack * DAY_MS;
  return fromWallClock(new Date(midnight), DASHBOARD_TIME_ZONE);
}

/** The last millisecond of the Polish day 'yyyy-MM-dd' (23:59:59.999 on Polish clocks). */
export function endOfPolishDayText(day: string): Date {
  const nextMidnight = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
  return new Date(fromWallClock(new Date(nextMidnight), DASHBOARD_TIME_ZONE).getTime() - 1);
}

/** The `count` days ending with the day of `now`, oldest first, as 'yyyy-MM-dd'. */
export function polishDaysEndingAt(now: Date, count: number): string[] {
  const wall = toWallClock(now, DASHBOARD_TIME_ZONE);
  const today = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back--)
    days.push(new Date(today - back * DAY_MS).toISOString().slice(0, 10));
  return days;
}

export interface DayFigure {
  date: string;
  count: number;
  amount: number;
}

/**
 * One figure per day of `days`, in their order: the grouped rows' count and amount (integer grosze) for
 * the days that had any, zero for the others; rows of other days are left out.
 */
export function fillDays(
  days: readonly string[],
  rows: readonly { date: string; count?: number; amount?: number }[],
): DayFigure[] {
  const byDay = new Map<string, { count: number; amount: number }>();
  for (const row of rows) {
    const seen = byDay.get(row.date) ?? { count: 0, amount: 0 };
    byDay.set(row.date, { count: seen.count + (row.count ?? 0), amount: seen.amount + (row.amount ?? 0) });
  }
  return days.map((date) => ({ date, count: 0, amount: 0, ...byDay.get(date) }));
}
