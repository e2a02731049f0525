/**
 * Columns of the settlements grid and its CSV export, with Polish headers. `field` is the row field, or
 * `categories.<category>` for a payment-rule category column.
 */
import {
  PARTICIPANT_GRID_BASE_COLUMNS,
  PARTICIPANT_GRID_SETTLEMENT_COLUMNS,
  type ParticipantGridColumn,
} from '../participants/participant-grid-columns.js';
import type { SettlementsRow } from './settlements-row.js';

export type SettlementsColumnKind = 'number' | 'text' | 'date' | 'money' | 'category' | 'link' | 'status';

export interface SettlementsColumn {
  field: string;
  header: string;
  kind: SettlementsColumnKind;
}

/** The participants grid's column of the same figure, with its header (one header per figure everywhere). */
function participantGridColumn(
  columns: readonly ParticipantGridColumn[],
  path: string,
  field: string,
  kind: SettlementsColumnKind,
): SettlementsColumn {
  return { field, header: columns.find((c) => c.field === path)?.header ?? field, kind };
}

const base = (field: keyof SettlementsRow, kind: SettlementsColumnKind): SettlementsColumn =>
  participantGridColumn(PARTICIPANT_GRID_BASE_COLUMNS, field, field, kind);

const figure = (field: keyof SettlementsRow): SettlementsColumn =>
  participantGridColumn(PARTICIPANT_GRID_SETTLEMENT_COLUMNS, `settlements.${field}`, field, 'money');

export const SETTLEMENTS_BASE_COLUMNS: readonly SettlementsColumn[] = [
  base('rowNumber', 'number'),
  base('name', 'text'),
  base('email', 'text'),
  base('phone', 'text'),
  base('status', 'status'),
  base('createdOn', 'date'),
  base('group', 'text'),
  { field: 'paymentMethod', header: 'Metoda płatności', kind: 'text' },
  { field: 'paymentLink', header: 'Link do płatności', kind: 'link' },
];

export const SETTLEMENTS_MONEY_COLUMNS: readonly SettlementsColumn[] = [
  figure('surcharges'),
  figure('rebates'),
  figure('net'),
  figure('vat'),
  figure('gross'),
  { field: 'manualMarkup', header: 'Ręczna dopłata', kind: 'money' },
  figure('required'),
  figure('overdue'),
  { field: 'payments', header: 'Suma wpłat', kind: 'money' },
  figure('leftToPay'),
];

export const SETTLEMENTS_STATUS_COLUMN: SettlementsColumn = {
  field: 'paymentStatusLabel',
  header: 'Status płatności',
  kind: 'text',
};

/** Identifying columns, one per category (in the given order), the money figures, the payment status. */
export function settlementsColumns(categories: readonly string[]): SettlementsColumn[] {
  return [
    ...SETTLEMENTS_BASE_COLUMNS,
    ...categories.map(
      (category): SettlementsColumn => ({
        field: `categories.${category}`,
        header: category,
        kind: 'category',
      }),
    ),
    ...SETTLEMENTS_MONEY_COLUMNS,
    SETTLEMENTS_STATUS_COLUMN,
  ];
}
