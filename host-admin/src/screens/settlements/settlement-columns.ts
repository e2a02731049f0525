/** The settlements grid's columns, from the server's head (its categories included). */
import {
  formatGrosze,
  PARTICIPANT_STATUS_LABELS,
  type ParticipantStatus,
  type SettlementsColumn,
  type SettlementsRow,
  settlementCategoryText,
  settlementsValue,
} from '@zapisy/core';
import type { GridColumnDef, GridColumnKind } from '../../grid/column-model.js';

/** A category cell: its percent when its rules were percent rules ('-10 %'), else its cost ('200,00 zł'). */
export function categoryText(row: SettlementsRow, category: string): string {
  return settlementCategoryText(row.categories[category], formatGrosze);
}

const KIND: Record<SettlementsColumn['kind'], GridColumnKind> = {
  number: 'number',
  text: 'text',
  date: 'date',
  money: 'money',
  link: 'text',
  status: 'text',
  // Right-aligned like money; the text is the cost or the percent.
  category: 'number',
};

/** Narrow identifying columns, so the money figures come into view sooner. */
const WIDTH: Partial<Record<string, number>> = {
  rowNumber: 50,
  name: 170,
  email: 180,
  phone: 120,
  status: 130,
  createdOn: 130,
  group: 80,
  paymentMethod: 130,
  paymentLink: 220,
  manualMarkup: 130,
  required: 140,
  overdue: 130,
  leftToPay: 160,
  paymentStatusLabel: 150,
};

export function settlementGridColumns(
  columns: readonly SettlementsColumn[],
): GridColumnDef<SettlementsRow>[] {
  return columns.map((column) => {
    const field = column.field;
    const base = { id: field, title: column.header, kind: KIND[column.kind], width: WIDTH[field] };
    if (column.kind === 'category') {
      const category = field.slice('categories.'.length);
      return { ...base, width: 120, value: (row: SettlementsRow) => categoryText(row, category) };
    }
    if (column.kind === 'status')
      return {
        ...base,
        value: (row: SettlementsRow) =>
          PARTICIPANT_STATUS_LABELS[row.status as ParticipantStatus] ?? row.status,
      };
    return {
      ...base,
      // The row number is the position in the grid; the payment status label sorts by its code.
      ...(field === 'rowNumber' || field === 'paymentLink' ? { sortable: false } : {}),
      value: (row: SettlementsRow) =>
        field === 'paymentStatusLabel' ? row.paymentStatusLabel : settlementsValue(row, field),
    };
  });
}
