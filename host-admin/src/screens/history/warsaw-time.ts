import { formatAdminDate } from '../../lib/project-date.js';

/**
 * A log's moment in the project's date format with the Warsaw time and seconds ('01/03/2026, 11:00:00' for
 * 2026-03-01T10:00:00Z); '—' for no date or an invalid one.
 */
export function formatWarsawDateTime(value: Date | string | null | undefined): string {
  return formatAdminDate(value, { time: 'seconds' }) || '—';
}
