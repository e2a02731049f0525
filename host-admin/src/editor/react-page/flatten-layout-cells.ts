import type { FormCell, FormRow, FormValue } from '@zapisy/core';

const isLayoutCell = (cell: FormCell) => !cell.plugin && (cell.rows?.length ?? 0) > 0;

function flattenRows(rows: readonly FormRow[]): { rows: readonly FormRow[]; changed: boolean } {
  let changed = false;
  const out: FormRow[] = [];
  for (const row of rows) {
    const only = row.cells.length === 1 ? row.cells[0] : undefined;
    if (only && isLayoutCell(only)) {
      // The layout cell spans the whole row: its rows take the row's place.
      out.push(...flattenRows(only.rows ?? []).rows);
      changed = true;
      continue;
    }
    let cellsChanged = false;
    const cells = row.cells.map((cell) => {
      if (!cell.rows || cell.rows.length === 0) return cell;
      const inner = flattenRows(cell.rows);
      if (!inner.changed) return cell;
      cellsChanged = true;
      return { ...cell, rows: inner.rows };
    });
    changed ||= cellsChanged;
    out.push(cellsChanged ? { ...row, cells } : row);
  }
  return { rows: changed ? out : rows, changed };
}

/**
 * Dropping a cell above or below another one makes react-page wrap both in a layout cell (a cell without a
 * plugin, holding rows). The form widget renders only cells of a kind, so such a wrapper spanning a whole
 * row is replaced by its own rows (same order, same cells); the value is returned unchanged otherwise.
 */
export function flattenLayoutCells(value: FormValue): FormValue {
  const { rows, changed } = flattenRows(value.rows);
  return changed ? { ...value, rows } : value;
}
