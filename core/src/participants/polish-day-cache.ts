/**
 * The day (in Poland) of an instant, cached per UTC hour: Poland's offset from UTC is a whole number of
 * hours, so every instant of one UTC hour falls on the same Polish day. The participants grid asks for
 * hundreds of thousands of dates per build; `Intl` once per hour instead of once per date keeps it fast.
 */
import { polishDayOfInstant } from '../pricing/calendar-day.js';
import { formatProjectDate } from '../time/project-date.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MAX_ENTRIES = 50_000;

interface PolishDay {
  /** Days since 1970-01-01 of the Polish calendar date. */
  number: number;
  /** yyyy-MM-dd */
  iso: string;
  /** The day written in each project date format asked for so far. */
  texts: Map<string, string>;
}

const byHour = new Map<number, PolishDay>();

export function polishDay(instant: Date): PolishDay {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let day = byHour.get(hour);
  if (!day) {
    const { year, month, day: date } = polishDayOfInstant(instant);
    const pad = (n: number) => String(n).padStart(2, '0');
    day = {
      number: Date.UTC(year, month - 1, date) / DAY_MS,
      iso: `${year}-${pad(month)}-${pad(date)}`,
      texts: new Map(),
    };
    if (byHour.size >= MAX_ENTRIES) byHour.clear();
    byHour.set(hour, day);
  }
  return day;
}

/** The instant's Polish day in the project's date format (formatProjectDate; the default when none). */
export function polishDayText(instant: Date, dateFormat?: string | null): string {
  const day = polishDay(instant);
  const key = dateFormat ?? '';
  let text = day.texts.get(key);
  if (text === undefined) {
    text = formatProjectDate(day.iso, { dateFormat });
    day.texts.set(key, text);
  }
  return text;
}

/** Days since 1970-01-01 of the instant's day in Poland (the grid's "today": time left counts from it). */
export function polishDayNumber(instant: Date): number {
  return polishDay(instant).number;
}
