const WARSAW = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * Paynow's `modifiedAt`, e.g. '2018-12-12T13:24:52'. Paynow writes it without a zone; we read such a
 * value as Polish wall time (Europe/Warsaw), the gateway's own. A value with a zone (Z or ±hh:mm) is taken
 * as it says. Undefined for anything unreadable.
 */
export function parsePaynowTimestamp(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (match === null) return undefined;
  if (match[8] !== undefined) {
    const date = new Date(value.trim());
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
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  if (Number.isNaN(asUtc)) return undefined;
  // The offset at the guess, then again at the corrected instant (a DST change between the two).
  const first = asUtc - warsawOffsetMs(asUtc);
  return new Date(asUtc - warsawOffsetMs(first));
}

function warsawOffsetMs(instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of WARSAW.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - (instant - (instant % 1000));
}
