import { ValidationError } from '../errors/index.js';
import { formCellFieldName, formCellHasPrice } from './form-cells.js';
import type { FormCell, FormRow, FormValue } from './form-types.js';
import { FORM_MAX_NESTING_DEPTH } from './walk-form-cells.js';

/** Spec §3 "removing elements by plugin id, field name or price flag". */
export type FormCellSelector =
  | { readonly pluginId: string }
  | { readonly fieldName: string }
  | { readonly hasPrice: true };

function matcherFor(by: FormCellSelector): (cell: FormCell) => boolean {
  if (typeof by === 'object' && by !== null) {
    if ('pluginId' in by && typeof by.pluginId === 'string' && by.pluginId !== '') {
      const pluginId = by.pluginId;
      return (cell) => cell.plugin?.id === pluginId;
    }
    if ('fieldName' in by && typeof by.fieldName === 'string' && by.fieldName !== '') {
      const fieldName = by.fieldName;
      return (cell) => formCellFieldName(cell) === fieldName;
    }
    if ('hasPrice' in by && by.hasPrice === true) return formCellHasPrice;
  }
  throw new ValidationError(
    'Wskaż, co usunąć z formularza: identyfikator wtyczki (pluginId), nazwę pola (fieldName) albo pola z ceną (hasPrice: true)',
  );
}

/** The rows without matching cells; undefined when nothing inside them matched (so they can be shared). */
function pruneRows(
  rows: readonly FormRow[],
  matches: (cell: FormCell) => boolean,
  depth: number,
): FormRow[] | undefined {
  if (depth > FORM_MAX_NESTING_DEPTH) {
    throw new ValidationError(`Formularz jest zagnieżdżony głębiej niż ${FORM_MAX_NESTING_DEPTH} poziomów`);
  }
  let changed = false;
  const kept: FormRow[] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || !Array.isArray(row.cells)) {
      throw new ValidationError('Każdy wiersz formularza musi mieć listę komórek (cells)');
    }
    let rowChanged = false;
    const cells: FormCell[] = [];
    for (const cell of row.cells) {
      if (typeof cell !== 'object' || cell === null) {
        throw new ValidationError('Każda komórka formularza musi być obiektem');
      }
      if (matches(cell)) {
        rowChanged = true;
        continue;
      }
      if (cell.rows !== undefined && cell.rows !== null && !Array.isArray(cell.rows)) {
        throw new ValidationError('Wiersze komórki (rows) muszą być listą');
      }
      const innerRows = cell.rows ? pruneRows(cell.rows, matches, depth + 1) : undefined;
      if (innerRows === undefined) {
        cells.push(cell);
        continue;
      }
      rowChanged = true;
      // A layout cell without a plugin exists only for its rows; once they are all gone, it goes too.
      if (innerRows.length > 0 || cell.plugin !== undefined) cells.push({ ...cell, rows: innerRows });
    }
    if (!rowChanged) kept.push(row);
    else if (cells.length > 0) kept.push({ ...row, cells });
    changed ||= rowChanged;
  }
  return changed ? kept : undefined;
}

/**
 * Spec §3 Form: "removing elements by plugin id, field name or price flag". Pure: returns a new form without the
 * matching cells (with everything they contain); rows left empty by the removal are dropped, and so are layout
 * cells (no plugin) whose rows all went. Rows and cells that nothing was removed from are shared, not copied.
 */
export function removeFormCells(form: FormValue, by: FormCellSelector): FormValue {
  const matches = matcherFor(by);
  if (typeof form !== 'object' || form === null || !Array.isArray(form.rows)) {
    throw new ValidationError('Formularz musi mieć listę wierszy (rows)');
  }
  return { ...form, rows: pruneRows(form.rows, matches, 0) ?? [...form.rows] };
}
