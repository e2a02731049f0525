/**
 * The participants export as XLSX, written row by row with exceljs' streaming writer (rows are committed
 * and freed as they go, so the sheet is never held in memory beside the grid rows). Money cells are
 * numbers in złoty with two decimals; everything else is the same text as the CSV.
 */
import { PassThrough, type Readable } from 'node:stream';
import type { ParticipantGridColumn, ParticipantGridRow } from '@zapisy/core';
import ExcelJS from 'exceljs';
import type { AnswerText } from './answer-texts.js';
import { cellText, columnValue } from './export-format.js';

const ROWS_BEFORE_YIELD = 1000;

function cellValue(
  row: ParticipantGridRow,
  column: ParticipantGridColumn,
  answerText?: AnswerText,
): string | number {
  if (column.kind === 'money') {
    const value = columnValue(row, column.field);
    // Grosze → złoty only at the spreadsheet boundary: an exact two-decimal number for the cell.
    return typeof value === 'number' ? value / 100 : '';
  }
  if (column.kind === 'number') {
    const value = columnValue(row, column.field);
    if (typeof value === 'number') return value;
  }
  return cellText(row, column, answerText);
}

async function write(
  output: PassThrough,
  columns: readonly ParticipantGridColumn[],
  rows: readonly ParticipantGridRow[],
  answerText?: AnswerText,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Uczestnicy');
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.field,
    width: Math.min(40, Math.max(10, column.header.length + 2)),
    ...(column.kind === 'money' ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as ParticipantGridRow;
    sheet.addRow(columns.map((column) => cellValue(row, column, answerText))).commit();
    if (i % ROWS_BEFORE_YIELD === ROWS_BEFORE_YIELD - 1)
      await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
}

export function xlsxStream(
  columns: readonly ParticipantGridColumn[],
  rows: readonly ParticipantGridRow[],
  answerText?: AnswerText,
): Readable {
  const output = new PassThrough();
  write(output, columns, rows, answerText).catch((error: unknown) => output.destroy(error as Error));
  return output;
}
