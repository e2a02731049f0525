import { ValidationError } from '../errors/index.js';
import { formCellFieldName } from './form-cells.js';
import type { FormCell, FormRow, FormValue } from './form-types.js';

/** Containers nest rows in cells; deeper trees are refused so hostile input cannot exhaust the stack. */
export const FORM_MAX_NESTING_DEPTH = 16;

export interface FormCellVisitContext {
  /** Row and cell indices from the top: [row, cell] at depth 0, [row, cell, row, cell] one container deeper. */
  readonly path: readonly number[];
  /** 0 for cells of the form's own rows, 1 inside a container cell, … */
  readonly depth: number;
  /** The container cell holding this cell's row, null at the top. */
  readonly parent: FormCell | null;
}

/** Returns true to stop the walk. */
type Visitor = (cell: FormCell, context: FormCellVisitContext) => boolean | undefined;

function rowsOf(form: FormValue): readonly FormRow[] {
  if (typeof form !== 'object' || form === null || !Array.isArray(form.rows)) {
    throw new ValidationError('Formularz musi mieć listę wierszy (rows)');
  }
  return form.rows;
}

function visitRows(
  rows: readonly FormRow[],
  path: readonly number[],
  parent: FormCell | null,
  visit: Visitor,
): boolean {
  const depth = path.length / 2;
  if (depth > FORM_MAX_NESTING_DEPTH) {
    throw new ValidationError(`Formularz jest zagnieżdżony głębiej niż ${FORM_MAX_NESTING_DEPTH} poziomów`);
  }
  for (const [rowIndex, row] of rows.entries()) {
    if (typeof row !== 'object' || row === null || !Array.isArray(row.cells)) {
      throw new ValidationError('Każdy wiersz formularza musi mieć listę komórek (cells)');
    }
    for (const [cellIndex, cell] of row.cells.entries()) {
      if (typeof cell !== 'object' || cell === null) {
        throw new ValidationError('Każda komórka formularza musi być obiektem');
      }
      const cellPath = [...path, rowIndex, cellIndex];
      if (visit(cell, { path: cellPath, depth, parent }) === true) return true;
      if (cell.rows !== undefined && cell.rows !== null) {
        if (!Array.isArray(cell.rows)) throw new ValidationError('Wiersze komórki (rows) muszą być listą');
        if (visitRows(cell.rows, cellPath, cell, visit)) return true;
      }
    }
  }
  return false;
}

/**
 * Visits every cell of the form once, depth first in document order (a container before the cells it holds).
 * Spec §3 Form: "Forms support finding cells".
 */
export function walkFormCells(
  form: FormValue,
  visit: (cell: FormCell, context: FormCellVisitContext) => void,
): void {
  visitRows(rowsOf(form), [], null, (cell, context) => {
    visit(cell, context);
    return false;
  });
}

/** Spec §3 "finding cells": every cell the predicate accepts, in document order. */
export function findFormCells(
  form: FormValue,
  predicate: (cell: FormCell, context: FormCellVisitContext) => boolean,
): FormCell[] {
  const found: FormCell[] = [];
  walkFormCells(form, (cell, context) => {
    if (predicate(cell, context)) found.push(cell);
  });
  return found;
}

/** The first cell whose content declares this field name, or undefined. */
export function findFormCellByFieldName(form: FormValue, fieldName: string): FormCell | undefined {
  let found: FormCell | undefined;
  visitRows(rowsOf(form), [], null, (cell) => {
    if (formCellFieldName(cell) === fieldName) found = cell;
    return found !== undefined;
  });
  return found;
}

/** Spec §3 "checking existence": true when a cell of the form declares this field name. */
export function formHasField(form: FormValue, fieldName: string): boolean {
  return findFormCellByFieldName(form, fieldName) !== undefined;
}

/** The field names the form's cells declare, in document order, each once. */
export function formFieldNames(form: FormValue): string[] {
  const names = new Set<string>();
  walkFormCells(form, (cell) => {
    const name = formCellFieldName(cell);
    if (name !== undefined) names.add(name);
  });
  return [...names];
}
