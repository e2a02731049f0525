import type { FormCell, FormRow, FormValue } from '@zapisy/core';

/**
 * react-page finds rows and cells by id; a stored form may have rows without one (core's FormRow.id is
 * optional, and forms written by the API or the seed carry none). Missing row ids are derived from the
 * row's position, so they are the same on every render and the value does not change when it has them.
 */
export function withNodeIds(value: FormValue): FormValue {
  let changed = false;
  const rows = (list: readonly FormRow[], parent: string): FormRow[] =>
    list.map((row, index) => {
      const id = row.id ?? `${parent}-r${index}`;
      const cells = row.cells.map((cell) => withCellIds(cell));
      if (row.id === undefined) changed = true;
      return { ...row, id, cells };
    });
  const withCellIds = (cell: FormCell): FormCell =>
    cell.rows && cell.rows.length > 0 ? { ...cell, rows: rows(cell.rows, cell.id) } : cell;
  const result = { ...value, rows: rows(value.rows, value.id) };
  return changed ? result : value;
}
