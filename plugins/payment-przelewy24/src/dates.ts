/** P24 dates are 'YYYY-MM-DD HH:MM:SS' in Polish local time, or ISO 8601. */
export function parseP24Date(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value === '') {
    return undefined;
  }
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
    return new Date(asUtc - warsawOffsetMs(new Date(asUtc)));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function warsawOffsetMs(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Warsaw',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return (
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) -
    at.getTime()
  );
}
