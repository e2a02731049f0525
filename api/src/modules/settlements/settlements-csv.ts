/**
 * The settlements CSV (UTF-8 with BOM, ';' separator, Polish headers, money as '1 234,56'), with the
 * participants export's cell conventions (export-format.ts): status labels, dates in Polish time.
 */
import {
  formatInWarsaw,
  PARTICIPANT_STATUS_LABELS,
  type ParticipantStatus,
  type SettlementsColumn,
  type SettlementsRow,
  settlementCategoryText,
  settlementsValue,
} from '@zapisy/core';
import { csvChunksOf, moneyText } from '../participants/index.js';

export function settlementsCellText(row: SettlementsRow, column: SettlementsColumn): string {
  if (column.kind === 'category') {
    return settlementCategoryText(row.categories[column.field.slice(11)], moneyText);
  }
  const value = settlementsValue(row, column.field);
  if (value === undefined || value === null || value === '') return '';
  switch (column.kind) {
    case 'status':
      return PARTICIPANT_STATUS_LABELS[value as ParticipantStatus] ?? String(value);
    case 'money':
      return typeof value === 'number' ? moneyText(value) : '';
    case 'date':
      return typeof value === 'number' ? formatInWarsaw(new Date(value), { seconds: false }) : String(value);
    default:
      return String(value);
  }
}

export function settlementsCsvChunks(
  columns: readonly SettlementsColumn[],
  rows: readonly SettlementsRow[],
): Generator<string> {
  return csvChunksOf(columns, rows, settlementsCellText);
}
