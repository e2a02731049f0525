// Calendar arithmetic on days written 'yyyy-MM-dd' (the DatePicker's value), in UTC so no zone or DST shifts a day.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDay {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
}

function utc(year: number, month: number, day: number): Date {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function isoOfUtc(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The day as 'yyyy-MM-dd' when it exists in the calendar (no 31 February), else null. */
export function isoDayOf({ year, month, day }: CalendarDay): string | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return null;
  const date = utc(year, month, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? isoOfUtc(date) : null;
}

/** The parts of a real day written 'yyyy-MM-dd', or null. */
export function calendarDayOf(iso: unknown): CalendarDay | null {
  if (typeof iso !== 'string') return null;
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isoDayOf(day) === iso ? day : null;
}

function parts(iso: string): CalendarDay {
  const day = calendarDayOf(iso);
  if (!day) throw new RangeError(`not a day: ${iso}`);
  return day;
}

export function addDays(iso: string, days: number): string {
  const { year, month, day } = parts(iso);
  return isoOfUtc(utc(year, month, day + days));
}

/** The same day `months` later, or the month's last day when it is shorter (31 January + 1 → 28/29 February). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parts(iso);
  const first = utc(year, month + months, 1);
  const last = utc(first.getUTCFullYear(), first.getUTCMonth() + 2, 0).getUTCDate();
  return isoOfUtc(utc(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(day, last)));
}

/** 0 for Monday … 6 for Sunday: Polish weeks start on Monday. */
export function weekdayIndex(iso: string): number {
  const { year, month, day } = parts(iso);
  return (utc(year, month, day).getUTCDay() + 6) % 7;
}

export function startOfWeek(iso: string): string {
  return addDays(iso, -weekdayIndex(iso));
}

export function endOfWeek(iso: string): string {
  return addDays(iso, 6 - weekdayIndex(iso));
}

export function firstOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** The weeks (Monday to Sunday) covering the month of `iso`, with the neighbouring months' days filling them. */
export function monthWeeks(iso: string): string[][] {
  const first = firstOfMonth(iso);
  const month = first.slice(0, 7);
  const weeks: string[][] = [];
  let day = startOfWeek(first);
  do {
    const week: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (day.slice(0, 7) === month);
  return weeks;
}

/** `iso` moved into [min, max] (either bound may be missing). */
export function clampDay(iso: string, min: string | null, max: string | null): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}
