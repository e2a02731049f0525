/** '01.03.2026, 11:00' in Polish short form; '—' for no or an invalid date. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '—';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleString('pl-PL', { dateStyle: 'short', timeStyle: 'short' });
}
