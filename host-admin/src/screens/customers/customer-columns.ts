import {
  CUSTOMER_GRID_COLUMNS,
  type CustomerColumnFlags,
  type CustomerGridColumn,
  customerCellValue,
  customerGroupShown,
} from '@zapisy/core';
import { applyColumnChoice, type ColumnChoice, type GridColumnDef } from '../../grid/column-model.js';
import type { CustomerGridRow } from './customers-api.js';

export type CustomerColumn = GridColumnDef<CustomerGridRow> & Pick<CustomerGridColumn, 'group' | 'internal'>;

function gridColumn(column: CustomerGridColumn): CustomerColumn {
  return {
    id: column.field,
    title: column.header,
    kind: column.kind,
    // Statuses and types as their Polish labels (core's column model, the export's too).
    value: (row) => customerCellValue(row, column),
    // The server sorts by a customer's own fields (sort=field or -field), not by nested ones.
    ...(column.field.includes('.') ? { sortable: false } : {}),
    ...(column.group ? { group: column.group } : {}),
    ...(column.internal ? { internal: true } : {}),
  };
}

/** First document §3 / second document §3 "Customer grid columns", in the spec's order (core's list). */
export const CUSTOMER_COLUMNS: readonly CustomerColumn[] = CUSTOMER_GRID_COLUMNS.map(gridColumn);

/** With nothing chosen, the internal ids stay hidden: the column chooser shows them on request. */
export const DEFAULT_CUSTOMER_COLUMN_CHOICE: ColumnChoice = {
  order: [],
  hidden: CUSTOMER_COLUMNS.filter((column) => column.internal).map((column) => column.id),
};

/**
 * "Settings flags twoPeople and hasGuardian show or hide second-person and guardian columns": the columns
 * the organization's flags allow, every one of them, for the column chooser.
 */
export function customerColumnsAllowed(flags: CustomerColumnFlags): CustomerColumn[] {
  return CUSTOMER_COLUMNS.filter((column) => customerGroupShown(column.group, flags));
}

/** The grid's columns: the allowed ones in the chosen order, without the hidden ones. */
export function customerColumns(
  flags: CustomerColumnFlags,
  choice: ColumnChoice = DEFAULT_CUSTOMER_COLUMN_CHOICE,
): CustomerColumn[] {
  return applyColumnChoice(customerColumnsAllowed(flags), choice);
}
