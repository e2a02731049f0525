import { CALENDAR_TIME_ZONE, fromWallClock } from '../calendars/wall-clock-time.js';

const STAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A timestamp as Polish gateways write it: '2018-12-12 13:24:52' (Przelewy24) or '2018-12-12T13:24:52'
 * (Paynow), optionally with fractions. Without a zone it is Polish wall time (Europe/Warsaw; a time the
 * autumn change repeats is the first one); with a zone (Z or ±hh:mm) it is taken as it says. Undefined for
 * anything else.
 */
export function parseWarsawWallTime(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const match = STAMP.exec(text);
  if (match === null) return undefined;
  if (match[8] !== undefined) {
    const date = new Date(text.replace(' ', 'T'));
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = match[7] === undefined ? 0 : Math.round(Number(match[7]) * 1000);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  return Number.isNaN(wall) ? undefined : fromWallClock(new Date(wall), CALENDAR_TIME_ZONE);
}
