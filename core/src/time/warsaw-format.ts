/**
 * Instants as an organizer in Poland reads them: Polish format in Warsaw time, whatever zone the code runs
 * in (the server in UTC, a browser anywhere).
 */
const options: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};
const WITH_SECONDS = new Intl.DateTimeFormat('pl-PL', { ...options, second: '2-digit' });
const WITHOUT_SECONDS = new Intl.DateTimeFormat('pl-PL', options);

/** '01.03.2026, 11:00:00' for 2026-03-01T10:00:00Z; '01.03.2026, 11:00' with `seconds: false`. */
export function formatInWarsaw(date: Date, { seconds = true }: { seconds?: boolean } = {}): string {
  return (seconds ? WITH_SECONDS : WITHOUT_SECONDS).format(date);
}

/** The instant a Date, a date text or epoch milliseconds stands for; null when it stands for none. */
export function instantOf(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
