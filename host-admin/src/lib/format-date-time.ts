import { formatAdminDate } from './project-date.js';

/** '01/03/2026, 11:00' (the project's date format, Warsaw time); '—' for no or an invalid date. */
export function formatDateTime(value: Date | string | null | undefined): string {
  return formatAdminDate(value, { time: true }) || '—';
}
