/**
 * Columns of the settlements grid and its CSV export, with Polish headers. `field` is the row field, or
 * `categories.<category>` for a payment-rule category column.
 */
import { PARTICIPANT_GRID_SETTLEMENT_COLUMNS } from '../participants/participant-grid-columns.js';
import type { SettlementsRow } from './settlements-row.js';

export type SettlementsColumnKind = 'number' | 'text' | 'date' | 'money' | 'category' | 'link' | 'status';

export interface SettlementsColumn {
  field: string;
  header: string;
  kind: SettlementsColumnKind;
}

const figure = (field: keyof SettlementsRow): SettlementsColumn => {
  const column = PARTICIPANT_GRID_SETTLEMENT_COLUMNS.find((c) => c.field === `settlements.${field}`);
  return { field, header: column?.header ?? field, kind: 'money' };
};

export const SETTLEMENTS_BASE_COLUMNS: readonly SettlementsColumn[] = [
  { field: 'rowNumber', header: 'Lp.', kind: 'number' },
  { field: 'name', header: 'Imię i nazwisko', kind: 'text' },
  { field: 'email', header: 'E-mail', kind: 'text' },
  { field: 'phone', header: 'Telefon', kind: 'text' },
  { field: 'status', header: 'Status', kind: 'status' },
  { field: 'createdOn', header: 'Data zapisu', kind: 'date' },
  { field: 'group', header: 'Grupa', kind: 'text' },
  { field: 'paymentMethod', header: 'Metoda płatności', kind: 'text' },
  { field: 'paymentLink', header: 'Link do płatności', kind: 'link' },
];

export const SETTLEMENTS_MONEY_COLUMNS: readonly SettlementsColumn[] = [
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
