// How a participant types a date in a DatePicker's dateFormat (spec §3: "Fields may have dateFormat (default
// dd/MM/yyyy)"): the order of day, month and year and their separator come from the format; typing is lenient.
import { FORM_DEFAULT_DATE_FORMAT, formatFormDate } from '@zapisy/core';
import { calendarDayOf, isoDayOf } from './calendar-days.js';

export type DatePart = 'day' | 'month' | 'year';

/** The typed form of a dateFormat: its numeric parts in order, their widths and the separator between them. */
export interface DateTypingLayout {
  /** The format the date is shown in. */
  readonly pattern: string;
  readonly parts: readonly DatePart[];
  /** Digits of each part (2, 2 and 4 for dd/MM/yyyy). */
  readonly widths: readonly number[];
  readonly separator: string;
  /** Whether the shown text is the typed text (no month or day names), so the keyboard can be numeric. */
  readonly numeric: boolean;
}

const SEPARATORS = /[^0-9]+/;
const TYPED_CHARACTERS = /^[0-9./\-\s,]*$/;

/** The dateFormat of a field definition's data, the default one when it is missing, blank or unusable. */
export function fieldDateFormat(dateFormat: unknown): string {
  if (typeof dateFormat !== 'string' || dateFormat.trim() === '') return FORM_DEFAULT_DATE_FORMAT;
  try {
    formatFormDate('2000-01-31', dateFormat);
    return dateFormat;
  } catch {
    return FORM_DEFAULT_DATE_FORMAT;
  }
}

function partOf(token: string): { part: DatePart; width: number; numeric: boolean } | null {
  const letter = token[0];
  if (letter === 'd') return token.length <= 2 ? { part: 'day', width: 2, numeric: true } : null;
  if (letter === 'M' || letter === 'L') return { part: 'month', width: 2, numeric: token.length <= 2 };
  if (letter === 'y') return { part: 'year', width: token.length === 2 ? 2 : 4, numeric: true };
  return null;
}

/** The typing layout of a dateFormat; formats without a month and a year are typed like the default one. */
export function dateTypingLayout(dateFormat: unknown): DateTypingLayout {
  const pattern = fieldDateFormat(dateFormat);
  const unquoted = pattern.replace(/'[^']*'?/g, ' ');
  const tokens = unquoted.match(/([A-Za-z])\1*/g) ?? [];
  const parts: DatePart[] = [];
  const widths: number[] = [];
  let numeric = true;
  for (const token of tokens) {
    const found = partOf(token);
    if (!found || parts.includes(found.part)) {
      numeric = false;
      continue;
    }
    parts.push(found.part);
    widths.push(found.width);
    numeric &&= found.numeric;
  }
  if (!parts.includes('month') || !parts.includes('year')) {
    return { ...dateTypingLayout(FORM_DEFAULT_DATE_FORMAT), pattern };
  }
  const between = /[A-Za-z]+([^A-Za-z]+)[A-Za-z]/.exec(unquoted)?.[1]?.trim() ?? '';
  const separator = numeric && between.length === 1 ? between : numeric ? '/' : '.';
  return { pattern, parts, widths, separator, numeric };
}

/** What the participant is asked to type, e.g. 'dd/mm/rrrr' (Polish: r – rok). */
export function typingHint(layout: DateTypingLayout): string {
  const letters: Record<DatePart, string> = { day: 'd', month: 'm', year: 'r' };
  return layout.parts
    .map((part, index) => letters[part].repeat(layout.widths[index] ?? 2))
    .join(layout.separator);
}

/**
 * The text as the participant goes on typing at its end: separators written between complete parts, any of
 * '.', '/', '-', ' ' turned into the format's separator, a day above 3 or a month above 1 completed with a zero
 * ('1.2.2026' → '1/2/2026', '01022026' → '01/02/2026', '4' → '04/'). Other text is left as typed.
 */
export function maskTypedDate(text: string, layout: DateTypingLayout): string {
  if (!layout.numeric || !TYPED_CHARACTERS.test(text) || text.trim() === '') return text;
  const endsWithSeparator = /[^0-9]$/.test(text);
  const groups = text.split(SEPARATORS);
  const out: string[] = [];
  let carry = '';
  for (let index = 0; index < layout.parts.length; index += 1) {
    const width = layout.widths[index] ?? 2;
    let digits = carry + (groups[index] ?? '');
    carry = digits.slice(width);
    digits = digits.slice(0, width);
    if (digits === '') break;
    const part = layout.parts[index];
    const notLast = index < layout.parts.length - 1;
    if (
      notLast &&
      digits.length === 1 &&
      ((part === 'day' && digits > '3') || (part === 'month' && digits > '1'))
    )
      digits = `0${digits}`;
    out.push(digits);
    if (carry === '' && index >= groups.length - 1) break;
  }
  const masked = out.join(layout.separator);
  const last = out[out.length - 1] ?? '';
  const lastComplete = last.length === (layout.widths[out.length - 1] ?? 2);
  const more = out.length > 0 && out.length < layout.parts.length;
  return more && (lastComplete || endsWithSeparator) ? masked + layout.separator : masked;
}

export type TypedDate =
  | { readonly kind: 'empty' }
  | { readonly kind: 'date'; readonly iso: string }
  | { readonly kind: 'unreadable' }
  | { readonly kind: 'impossible' };

/** A two-digit year: this century unless that is more than 10 years ahead (so '85' is 1985, '30' is 2030). */
function fullYear(digits: string, today: string): number | null {
  if (digits.length === 4) return Number(digits);
  if (digits.length !== 2) return null;
  const current = Number(today.slice(0, 4));
  const year = Math.floor(current / 100) * 100 + Number(digits);
  return year > current + 10 ? year - 100 : year;
}

/**
 * The date a participant typed: in the layout's order with any separators or none ('1.2.2026', '01022026'),
 * or exactly as the format shows it ('1 lutego 2026' for 'd MMMM yyyy' is read back through `shown`).
 */
export function readTypedDate(
  text: string,
  layout: DateTypingLayout,
  today: string,
  shown?: { readonly text: string; readonly iso: string },
): TypedDate {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (shown && trimmed === shown.text.trim() && calendarDayOf(shown.iso))
    return { kind: 'date', iso: shown.iso };
  if (!TYPED_CHARACTERS.test(trimmed)) return { kind: 'unreadable' };
  let groups = trimmed.split(SEPARATORS).filter((group) => group !== '');
  const total = layout.widths.reduce((sum, width) => sum + width, 0);
  if (groups.length === 1 && groups[0]?.length === total) {
    let rest = groups[0];
    groups = layout.widths.map((width) => {
      const group = rest.slice(0, width);
      rest = rest.slice(width);
      return group;
    });
  }
  const hasDay = layout.parts.includes('day');
  if (groups.length !== layout.parts.length) return { kind: 'unreadable' };
  const found: Partial<Record<DatePart, string>> = {};
  layout.parts.forEach((part, index) => {
    found[part] = groups[index];
  });
  const { day = hasDay ? '' : '1', month = '', year = '' } = found;
  if (day.length < 1 || day.length > 2 || month.length < 1 || month.length > 2) return { kind: 'unreadable' };
  const fullYearValue = fullYear(year, today);
  if (fullYearValue === null) return { kind: 'unreadable' };
  const iso = isoDayOf({ year: fullYearValue, month: Number(month), day: Number(day) });
  return iso ? { kind: 'date', iso } : { kind: 'impossible' };
}
