/** Dates as an organizer in Poland reads them: Polish format, Warsaw time, whatever the browser's zone. */
const WARSAW_DATE_TIME = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** '01.03.2026, 11:00:00' for 2026-03-01T10:00:00Z; '—' for no date or an invalid one. */
export function formatWarsawDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : WARSAW_DATE_TIME.format(date);
}
