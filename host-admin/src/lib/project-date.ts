/**
 * Dates in the admin, in the current project's date format (issue 14: "one formatter in core driven by the
 * project's date-format setting, used by widgets and admin"). The project context sets the format when
 * the current project changes; without a project the spec's default dd/MM/yyyy applies.
 */
import { formatProjectDate, formatProjectDayMonth, type ProjectDateOptions } from '@zapisy/core';

let current: string | undefined;

/** Called by the project context with the current project's `event.dateFormat`. */
export function setAdminDateFormat(dateFormat: string | null | undefined): void {
  current = dateFormat ?? undefined;
}

/** '02/12/2026' (with `time` '02/12/2026, 14:05', with 'seconds' '…, 14:05:09') on the Polish day; '' for no date. */
export function formatAdminDate(
  value: unknown,
  { time = false }: Pick<ProjectDateOptions, 'time'> = {},
): string {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return '';
  return formatProjectDate(value, { dateFormat: current, time });
}

/** '02/12' (the project format without the year): a chart's axis. */
export function formatAdminDayMonth(value: unknown): string {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return '';
  return formatProjectDayMonth(value, { dateFormat: current });
}
