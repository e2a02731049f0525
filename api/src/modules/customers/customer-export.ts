/**
 * The customers grid as CSV and XLSX, through the participants export's writers, so both follow its
 * conventions (UTF-8 with BOM, ';', quoting, money '1 234,56' in the CSV and złoty numbers in the XLSX,
 * 'Tak'/'Nie'). The columns are the grid's (core's `customerExportColumns`): the Polish headers, statuses
 * and types by their labels, the second-person and guardian columns only when the organization's
 * twoPeople / hasGuardian flags are on, and no internal id.
 */
import type { Readable } from 'node:stream';
import {
  type CustomerColumnFlags,
  type CustomerGridColumn,
  customerCellValue,
  customerExportColumns,
} from '@zapisy/core';
import { csvChunksOf, exportValueText, xlsxMoney, xlsxStreamOf } from '../participants/index.js';
import type { CustomerGridRow } from './customer-grid.js';

export type CustomerExportFormat = 'csv' | 'xlsx';

export function customerCellText(row: CustomerGridRow, column: CustomerGridColumn): string {
  return exportValueText(column.kind, customerCellValue(row, column));
}

function customerXlsxCell(row: CustomerGridRow, column: CustomerGridColumn): string | number {
  const value = customerCellValue(row, column);
  if (column.kind === 'money') return xlsxMoney(value);
  if (column.kind === 'number' && typeof value === 'number') return value;
  return exportValueText(column.kind, value);
}

export function customerCsvChunks(
  rows: readonly CustomerGridRow[],
  flags: CustomerColumnFlags,
): Generator<string> {
  return csvChunksOf(customerExportColumns(flags), rows, customerCellText);
}

export function customerXlsxStream(rows: readonly CustomerGridRow[], flags: CustomerColumnFlags): Readable {
  return xlsxStreamOf('Klienci', customerExportColumns(flags), rows, customerXlsxCell);
}

export function customerExportFileName(format: CustomerExportFormat, now = new Date()): string {
  return `klienci-${now.toISOString().slice(0, 10)}.${format}`;
}
