/**
 * The exports as XLSX, written row by row with exceljs' streaming writer (rows are committed and freed as
 * they go, so the sheet is never held in memory beside the grid rows). Money cells are numbers in złoty with
 * two decimals; everything else is the same text as the CSV. `xlsxStreamOf` is the writer every grid's
 * export uses (participants, customers); `xlsxStream` the participants'.
 */
import { PassThrough, type Readable } from 'node:stream';
import type { ParticipantGridColumn, ParticipantGridRow } from '@zapisy/core';
import ExcelJS from 'exceljs';
import type { AnswerText } from './answer-texts.js';
import { cellText, columnValue } from './export-format.js';

const ROWS_BEFORE_YIELD = 1000;

/** A column of an XLSX export: its header, and `money` for a złoty number cell. */
export interface XlsxColumn {
  header: string;
  kind?: string;
}

async function write<Column extends XlsxColumn, Row>(
  output: PassThrough,
  sheetName: string,
  columns: readonly Column[],
  rows: readonly Row[],
  cellOf: (row: Row, column: Column) => string | number,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: Math.min(40, Math.max(10, column.header.length + 2)),
    ...(column.kind === 'money' ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Row;
    sheet.addRow(columns.map((column) => cellOf(row, column))).commit();
    if (i % ROWS_BEFORE_YIELD === ROWS_BEFORE_YIELD - 1)
      await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
}

/** One sheet with a header line and every row's cells as `cellOf` gives them. */
export function xlsxStreamOf<Column extends XlsxColumn, Row>(
  sheetName: string,
  columns: readonly Column[],
  rows: readonly Row[],
  cellOf: (row: Row, column: Column) => string | number,
): Readable {
  const output = new PassThrough();
  write(output, sheetName, columns, rows, cellOf).catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** A money value in grosze as the spreadsheet's exact two-decimal złoty number ('' for none). */
export function xlsxMoney(value: unknown): number | '' {
  // Grosze → złoty only at the spreadsheet boundary.
  return typeof value === 'number' ? value / 100 : '';
}

function cellValue(
  row: ParticipantGridRow,
  column: ParticipantGridColumn,
  answerText?: AnswerText,
  dateFormat?: string | null,
): string | number {
  if (column.kind === 'money') return xlsxMoney(columnValue(row, column.field));
  if (column.kind === 'number') {
    const value = columnValue(row, column.field);
    if (typeof value === 'number') return value;
  }
  return cellText(row, column, answerText, dateFormat);
}

export function xlsxStream(
  columns: readonly ParticipantGridColumn[],
  rows: readonly ParticipantGridRow[],
  answerText?: AnswerText,
  /** The project's `event.dateFormat` (default dd/MM/yyyy). */
  dateFormat?: string | null,
): Readable {
  return xlsxStreamOf('Uczestnicy', columns, rows, (row, column) =>
    cellValue(row, column, answerText, dateFormat),
  );
}
