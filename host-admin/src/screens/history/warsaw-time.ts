import { formatInWarsaw, instantOf } from '@zapisy/core';

/** '01.03.2026, 11:00:00' for 2026-03-01T10:00:00Z (Polish format, Warsaw time); '—' for no date or an invalid one. */
export function formatWarsawDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = instantOf(value);
  return date ? formatInWarsaw(date) : '—';
}
