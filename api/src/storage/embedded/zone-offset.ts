import { toWallClock } from '@zapisy/core';

/**
 * The offset of a named time zone ('Europe/Warsaw') at an instant, for the embedded store's date
 * operators, through core's wall-clock conversion (one Intl formatter per zone); the offset is remembered per UTC hour when both ends of the
 * hour agree (no zone changes its offset twice within an hour). Computed as mingo does, to the second,
 * rounded to minutes. mingo builds two formatters per call (`toLocaleString`, about 0.1 ms): grouping
 * 100,000 sign-ups by Polish day took 15 s (issue 14).
 */
export const NAMED_ZONE = /^[a-zA-Z_]+\/[a-zA-Z_]+$/;
const HOUR_MS = 3_600_000;
const MAX_REMEMBERED_HOURS = 50_000;

interface Zone {
  name: string;
  hours: Map<number, number>;
  /** 'YYYY-MM-DD' per UTC quarter hour, for the hours of one offset (see `zoneDayText`). */
  days: Map<number, string>;
}

const zones = new Map<string, Zone>();

function zoneOf(name: string): Zone {
  let zone = zones.get(name);
  if (!zone) {
    zone = { name, hours: new Map(), days: new Map() };
    zones.set(name, zone);
  }
  return zone;
}

/**
 * Minutes the zone's wall clock is ahead of UTC at `ms`, computed as mingo does (to the second): core's
 * wall-clock conversion keeps the milliseconds, so they drop out of the difference.
 */
function exactOffset(zone: Zone, ms: number): number {
  return Math.round((toWallClock(new Date(ms), zone.name).getTime() - ms) / 60_000);
}

/** The offset of the whole UTC hour holding `ms`, or undefined when the zone changes its offset in it. */
function hourOffset(zone: Zone, ms: number): number | undefined {
  const hour = Math.floor(ms / HOUR_MS);
  const known = zone.hours.get(hour);
  if (known !== undefined) return known;
  const start = exactOffset(zone, hour * HOUR_MS);
  if (start !== exactOffset(zone, hour * HOUR_MS + HOUR_MS - 1)) return undefined;
  if (zone.hours.size >= MAX_REMEMBERED_HOURS) zone.hours.clear();
  zone.hours.set(hour, start);
  return start;
}

/** The offset of the named zone at `date`, in minutes east of UTC. */
export function zoneOffsetMinutes(name: string, date: Date): number {
  const zone = zoneOf(name);
  const ms = date.getTime();
  return hourOffset(zone, ms) ?? exactOffset(zone, ms);
}

const QUARTER_MS = 15 * 60_000;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dayOf = (local: Date) =>
  `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1, 2)}-${pad(local.getUTCDate(), 2)}`;

/**
 * The zone's calendar day at `date` as 'YYYY-MM-DD'. In an hour of one offset that is a whole number of
 * quarter hours (every zone today), a UTC quarter hour lies within one local day, so the text is kept
 * per quarter hour: grouping 100,000 dates by day then makes no date or string per document.
 */
export function zoneDayText(name: string, date: Date): string {
  const zone = zoneOf(name);
  const ms = date.getTime();
  const offset = hourOffset(zone, ms);
  if (offset === undefined || offset % 15 !== 0)
    return dayOf(new Date(ms + zoneOffsetMinutes(name, date) * 60_000));
  const quarter = Math.floor(ms / QUARTER_MS);
  let text = zone.days.get(quarter);
  if (text === undefined) {
    text = dayOf(new Date(quarter * QUARTER_MS + offset * 60_000));
    if (zone.days.size >= MAX_REMEMBERED_HOURS * 4) zone.days.clear();
    zone.days.set(quarter, text);
  }
  return text;
}

/** The UTC calendar day at `date` as 'YYYY-MM-DD'. */
export const utcDayText = (date: Date): string => dayOf(date);
