/**
 * Cell texts of the participants exports: Polish status labels, 'Tak'/'Nie', dates in the project's date
 * format (core formatProjectDate: '21/11/2026, 10:00' in Polish time, as the installments description), money
 * as '1 234,56' (no 'zł', so a spreadsheet can sum it after a find-and-replace), CSV quoting.
 */
import {
  formatGrosze,
  formatProjectDate,
  instantOf,
  type ParticipantGridColumn,
  type ParticipantGridRow,
  participantStatusLabel,
} from '@zapisy/core';
import type { AnswerText } from './answer-texts.js';

export function columnValue(row: ParticipantGridRow, field: string): unknown {
  if (field.startsWith('data.')) return row.data[field.slice(5)];
  if (field.startsWith('settlements.'))
    return row.settlements[field.slice(12) as keyof ParticipantGridRow['settlements']];
  return row[field as keyof ParticipantGridRow];
}

export function moneyText(grosze: number): string {
  return formatGrosze(grosze).replace(/\s*zł$/, '');
}

/**
 * The cell as text, the way both exports show it; a form answer (`data.<field_name>`) as `answerText` names
 * it (labels, product and plan names, 'Tak'/'Nie'), never the stored id or value.
 */
export function cellText(
  row: ParticipantGridRow,
  column: ParticipantGridColumn,
  answerText?: AnswerText,
  /** The project's `event.dateFormat` (default dd/MM/yyyy). */
  dateFormat?: string | null,
): string {
  const value = columnValue(row, column.field);
  if (value === undefined || value === null || value === '') return '';
  if (column.field === 'status') return participantStatusLabel(value);
  if (answerText && column.field.startsWith('data.')) return answerText(column.field.slice(5), value);
  return exportValueText(column.kind, value, dateFormat);
}

/** The kinds of exported values: `date` an instant with its Polish time, `day` a calendar day. */
export type ExportValueKind = 'text' | 'number' | 'money' | 'date' | 'day' | 'boolean';

/**
 * A value as every export writes it, by its kind: money '1 234,56', 'Tak'/'Nie', an instant as its day in
 * the project's format with its Polish time ('21/11/2026, 10:00'), a day in the project's format (first
 * document §9 "Default date format dd/MM/yyyy"; every date of a file reads alike), lists joined by ', '.
 */
export function exportValueText(
  kind: ExportValueKind,
  value: unknown,
  /** The project's `event.dateFormat`; without it (or an unknown one) dd/MM/yyyy. */
  dateFormat?: string | null,
): string {
  if (value === undefined || value === null || value === '') return '';
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? moneyText(value) : '';
    case 'boolean':
      return value === true ? 'Tak' : 'Nie';
    case 'date': {
      const date = instantOf(typeof value === 'number' ? value : String(value));
      return date ? formatProjectDate(date, { dateFormat, time: true }) || String(value) : String(value);
    }
    case 'day':
      return value instanceof Date || typeof value === 'string' || typeof value === 'number'
        ? formatProjectDate(value, { dateFormat }) || String(value)
        : '';
    default:
      if (typeof value === 'boolean') return value ? 'Tak' : 'Nie';
      if (Array.isArray(value)) return value.join(', ');
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
  }
}

/** A CSV field for the ';' separator: quoted when it holds a separator, quote or line break. */
export function csvField(text: string): string {
  // A cell starting like a formula (=, @, or + / - before something other than a number) would be run by
  // spreadsheets: an apostrophe in front keeps it text. '+48 600…' and '-12,50' stay as they are.
  const safe = /^[=@\t\r]/.test(text) || /^[+-](?![\d\s])/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_BOM = '\uFEFF';

/** The CSV in chunks of a thousand rows: BOM and header line first, every row's cells as `cellOf` gives them. */
export function* csvChunksOf<Column extends { header: string }, Row>(
  columns: readonly Column[],
  rows: readonly Row[],
  cellOf: (row: Row, column: Column) => string,
): Generator<string> {
  yield `${CSV_BOM}${columns.map((column) => csvField(column.header)).join(';')}\r\n`;
  const PER_CHUNK = 1000;
  for (let from = 0; from < rows.length; from += PER_CHUNK) {
    let chunk = '';
    const to = Math.min(rows.length, from + PER_CHUNK);
    for (let i = from; i < to; i++) {
      const row = rows[i] as Row;
      chunk += `${columns.map((column) => csvField(cellOf(row, column))).join(';')}\r\n`;
    }
    yield chunk;
  }
}

export function csvChunks(
  columns: readonly ParticipantGridColumn[],
  rows: readonly ParticipantGridRow[],
  answerText?: AnswerText,
  dateFormat?: string | null,
): Generator<string> {
  return csvChunksOf(columns, rows, (row, column) => cellText(row, column, answerText, dateFormat));
}
