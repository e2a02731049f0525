/**
 * The one date formatter of the product: every date an organizer or a participant reads (admin grids, the
 * hosted pages, the widgets) goes through `formatProjectDate`, in the project's date format (the setting
 * `event.dateFormat`; first document §9 "Default date format dd/MM/yyyy"), on the Polish calendar day: an
 * instant is shown as the day (and time) it is in Europe/Warsaw, whatever zone the code runs in, so an
 * installment due 2026-11-28T23:00:00Z (midnight in Warsaw) reads 29/11/2026, never the UTC day.
 */
import { formatFormDate } from '../forms/format-form-date.js';

/** The date formats a project may choose (date-fns tokens); the first is the spec's default. */
export const PROJECT_DATE_FORMATS = ['dd/MM/yyyy', 'dd.MM.yyyy', 'yyyy-MM-dd', 'd MMMM yyyy'] as const;
export type ProjectDateFormat = (typeof PROJECT_DATE_FORMATS)[number];

/** First document §9: "Default date format dd/MM/yyyy". */
export const DEFAULT_PROJECT_DATE_FORMAT: ProjectDateFormat = 'dd/MM/yyyy';

/** How each format reads, for the setting's select (an organizer never sees the tokens). */
export const PROJECT_DATE_FORMAT_LABELS: Readonly<Record<ProjectDateFormat, string>> = {
  'dd/MM/yyyy': '28/11/2026',
  'dd.MM.yyyy': '28.11.2026',
  'yyyy-MM-dd': '2026-11-28',
  'd MMMM yyyy': '28 listopada 2026',
};

export interface ProjectDateOptions {
  /** The project's `event.dateFormat`; an unknown or missing one is the default. */
  readonly dateFormat?: string | null | undefined;
  /** Adds the Warsaw wall-clock time ('28/11/2026, 14:05'); 'seconds' with seconds, for logs ('…, 14:05:09'). */
  readonly time?: boolean | 'seconds';
}

/** The project's format when it is one of PROJECT_DATE_FORMATS, else the default. */
export function projectDateFormat(dateFormat: string | null | undefined): ProjectDateFormat {
  return (PROJECT_DATE_FORMATS as readonly string[]).includes(dateFormat ?? '')
    ? (dateFormat as ProjectDateFormat)
    : DEFAULT_PROJECT_DATE_FORMAT;
}

/**
 * A date as the project shows it: a Date, an ISO instant ('2026-11-28T23:00:00Z') or epoch ms on its Warsaw
 * day; a calendar date ('2026-11-28', '28/11/2026') as written. '' for a missing or invalid value, so a
 * cell or a header never shows 'Invalid Date'.
 */
export function formatProjectDate(
  value: Date | string | number | null | undefined,
  { dateFormat, time = false }: ProjectDateOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'number' ? new Date(value) : value;
  const pattern = `${projectDateFormat(dateFormat)}${TIME_PATTERNS[String(time)] ?? ''}`;
  try {
    return formatFormDate(date, pattern);
  } catch {
    return '';
  }
}

const TIME_PATTERNS: Readonly<Record<string, string>> = { true: ', HH:mm', seconds: ', HH:mm:ss' };

/** The day and month alone, in the project format's order and separator: a chart's axis ('28/11', '11-28'). */
const DAY_MONTH_PATTERNS: Readonly<Record<ProjectDateFormat, string>> = {
  'dd/MM/yyyy': 'dd/MM',
  'dd.MM.yyyy': 'dd.MM',
  'yyyy-MM-dd': 'MM-dd',
  'd MMMM yyyy': 'd MMM',
};

/** '28/11' for 2026-11-28 in the default format; '' for a missing or invalid value. */
export function formatProjectDayMonth(
  value: Date | string | number | null | undefined,
  { dateFormat }: Pick<ProjectDateOptions, 'dateFormat'> = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return formatFormDate(
      typeof value === 'number' ? new Date(value) : value,
      DAY_MONTH_PATTERNS[projectDateFormat(dateFormat)],
    );
  } catch {
    return '';
  }
}

/**
 * A period ('28/11/2026 – 30/11/2026'; one day once; an open end shows the other alone with 'od'/'do').
 */
export function formatProjectDateRange(
  from: Date | string | null | undefined,
  to: Date | string | null | undefined,
  options: ProjectDateOptions = {},
): string {
  const start = formatProjectDate(from, options);
  const end = formatProjectDate(to, options);
  if (start && end) return start === end ? start : `${start} – ${end}`;
  if (start) return `od ${start}`;
  if (end) return `do ${end}`;
  return '';
}
