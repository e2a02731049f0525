import { ValidationError } from '../errors/index.js';

/** Time zone of Polish organizers; wall-clock rules (today, recurring appointments) are read in it by default. */
export const CALENDAR_TIME_ZONE = 'Europe/Warsaw';

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new ValidationError(`Nieznana strefa czasowa: ${String(timeZone)}.`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The wall-clock time of an instant in a time zone, as a "floating" Date whose UTC fields are that wall time
 * (10:00 in Warsaw on 1 July → 10:00Z on 1 July). Milliseconds are kept.
 */
export function toWallClock(instant: Date, timeZone: string): Date {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return new Date(wall + (((instant.getTime() % 1000) + 1000) % 1000));
}

/**
 * The instant at which a time zone's clocks show a floating wall-clock time. A time skipped by a daylight-saving
 * jump moves forward by the jump (02:30 on the spring-forward night → 03:30); a repeated time takes the first.
 */
export function fromWallClock(wallClock: Date, timeZone: string): Date {
  const wall = wallClock.getTime();
  const offsetAt = (instant: number) => toWallClock(new Date(instant), timeZone).getTime() - instant;
  const offsetBefore = offsetAt(wall - DAY_MS);
  const candidates = [offsetBefore, offsetAt(wall), offsetAt(wall + DAY_MS)]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetAt(instant) === wall);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - offsetBefore);
}

/** A number that orders wall-clock calendar days of instants in a time zone. */
export function wallClockDayNumber(instant: Date, timeZone: string): number {
  return Math.floor(toWallClock(instant, timeZone).getTime() / DAY_MS);
}
