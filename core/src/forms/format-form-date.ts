import { format } from 'date-fns';
import { pl } from 'date-fns/locale/pl';
import { CALENDAR_TIME_ZONE } from '../calendars/index.js';
import { toWallClock } from '../calendars/wall-clock-time.js';
import { ValidationError } from '../errors/index.js';

/** Spec §3 Form: "Fields may have dateFormat (default dd/MM/yyyy)". */
export const FORM_DEFAULT_DATE_FORMAT = 'dd/MM/yyyy';

export interface FormatFormDateOptions {
  /** Zone in which instants are shown; the organizers' Europe/Warsaw by default. */
  readonly timeZone?: string;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const POLISH_DATE = /^(\d{2})[./](\d{2})[./](\d{4})$/;
const FLOATING_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
}

/** Tokens date-fns refuses as likely typos of dd and yyyy; refused here before it sees them (it logs a warning). */
const PROTECTED_TOKENS: ReadonlySet<string> = new Set(['D', 'DD', 'YY', 'YYYY']);

function hasProtectedToken(pattern: string): boolean {
  const unquoted = pattern.replace(/'[^']*'?/g, '');
  return (unquoted.match(/D+|Y+/g) ?? []).some((run) => PROTECTED_TOKENS.has(run));
}

function invalid(value: unknown): ValidationError {
  return new ValidationError(`Nieprawidłowa data: „${String(value)}”`);
}

function wallFromUtcFields(date: Date): WallTime {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    millisecond: date.getUTCMilliseconds(),
  };
}

function calendarWall(year: number, month: number, day: number, rest: Partial<WallTime> = {}): WallTime {
  const wall = { hour: 0, minute: 0, second: 0, millisecond: 0, ...rest, year, month, day };
  const check = new Date(Date.UTC(2000, month - 1, day, wall.hour, wall.minute, wall.second));
  check.setUTCFullYear(year);
  const valid =
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === wall.hour &&
    check.getUTCMinutes() === wall.minute &&
    check.getUTCSeconds() === wall.second;
  if (!valid) throw invalid(`${year}-${month}-${day}`);
  return wall;
}

function wallTimeOf(date: Date | string, timeZone: string): WallTime {
  if (date instanceof Date) {
    if (Number.isNaN(date.getTime())) throw invalid(date);
    return wallFromUtcFields(toWallClock(date, timeZone));
  }
  if (typeof date !== 'string') throw invalid(date);
  const value = date.trim();
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return calendarWall(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  const polish = POLISH_DATE.exec(value);
  if (polish) return calendarWall(Number(polish[3]), Number(polish[2]), Number(polish[1]));
  const floating = FLOATING_DATE_TIME.exec(value);
  if (floating) {
    return calendarWall(Number(floating[1]), Number(floating[2]), Number(floating[3]), {
      hour: Number(floating[4]),
      minute: Number(floating[5]),
      second: Number(floating[6] ?? 0),
      millisecond: Number((floating[7] ?? '0').padEnd(3, '0')),
    });
  }
  if (INSTANT.test(value)) {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) throw invalid(date);
    return wallFromUtcFields(toWallClock(instant, timeZone));
  }
  throw invalid(date);
}

/**
 * A field's date as text in its dateFormat (spec §3: "Fields may have dateFormat (default dd/MM/yyyy)"), in
 * date-fns tokens with Polish month and day names. Dates ('2024-05-01', '01/05/2024', '01.05.2024') and
 * date-times without a zone are shown as written; instants (a Date, or an ISO text with Z or an offset) as the
 * wall-clock time in `timeZone` (Europe/Warsaw by default). A blank format means the default one.
 */
export function formatFormDate(
  date: Date | string,
  dateFormat: string = FORM_DEFAULT_DATE_FORMAT,
  options: FormatFormDateOptions = {},
): string {
  if (typeof dateFormat !== 'string') throw new ValidationError('Format daty musi być tekstem');
  const pattern = dateFormat.trim() === '' ? FORM_DEFAULT_DATE_FORMAT : dateFormat;
  if (hasProtectedToken(pattern)) throw new ValidationError(`Nieprawidłowy format daty: „${dateFormat}”`);
  const wall = wallTimeOf(date, options.timeZone ?? CALENDAR_TIME_ZONE);
  // date-fns reads local fields; a Date built from local fields shows the wall time whatever the runtime's zone.
  const local = new Date(2000, 0, 1, 12);
  local.setFullYear(wall.year, wall.month - 1, wall.day);
  local.setHours(wall.hour, wall.minute, wall.second, wall.millisecond);
  try {
    // The ambiguous D, DD, YY and YYYY are refused above; the other D and Y runs are meant as written.
    return format(local, pattern, {
      locale: pl,
      useAdditionalDayOfYearTokens: true,
      useAdditionalWeekYearTokens: true,
    });
  } catch {
    throw new ValidationError(`Nieprawidłowy format daty: „${dateFormat}”`);
  }
}
