import { FORM_CELL_MAX_SIZE, isFormCellPlugin } from './form-cells.js';
import { FORM_MAX_NESTING_DEPTH } from './walk-form-cells.js';

type Shape = Record<string, unknown>;

function isPlainObject(value: unknown): value is Shape {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** 'wiersz 1, komórka 2 › wiersz 1, komórka 1' — positions counted from 1, as the organizer sees them. */
function positionOf(path: readonly number[]): string {
  const parts: string[] = [];
  for (let index = 0; index < path.length; index += 2) {
    const row = `wiersz ${path[index]! + 1}`;
    const cell = path[index + 1];
    parts.push(cell === undefined ? row : `${row}, komórka ${cell + 1}`);
  }
  return parts.join(' › ');
}

interface Check {
  readonly problems: string[];
  readonly cellIds: Map<string, number>;
  readonly fieldNames: Map<string, number>;
}

function checkCell(cell: unknown, path: readonly number[], check: Check): void {
  const where = positionOf(path);
  const { problems } = check;
  if (!isPlainObject(cell)) {
    problems.push(`${where}: komórka musi być obiektem`);
    return;
  }
  if (isNonEmptyText(cell.id)) check.cellIds.set(cell.id, (check.cellIds.get(cell.id) ?? 0) + 1);
  else problems.push(`${where}: identyfikator komórki (id) musi być niepustym tekstem`);
  if (
    !Number.isInteger(cell.size) ||
    (cell.size as number) < 1 ||
    (cell.size as number) > FORM_CELL_MAX_SIZE
  ) {
    problems.push(
      `${where}: szerokość komórki (size) musi być liczbą całkowitą od 1 do ${FORM_CELL_MAX_SIZE}`,
    );
  }
  if (cell.plugin !== undefined && !isFormCellPlugin(cell.plugin)) {
    problems.push(`${where}: wtyczka (plugin) musi mieć niepusty identyfikator (id) i wersję (version)`);
  }
  if (
    cell.inline !== undefined &&
    cell.inline !== null &&
    cell.inline !== 'left' &&
    cell.inline !== 'right'
  ) {
    problems.push(`${where}: położenie (inline) musi mieć wartość left, right albo null`);
  }
  if (cell.dataI18n !== undefined) {
    if (
      !isPlainObject(cell.dataI18n) ||
      (cell.dataI18n.default !== undefined && !isPlainObject(cell.dataI18n.default))
    ) {
      problems.push(`${where}: treść komórki (dataI18n.default) musi być obiektem`);
    } else if (isPlainObject(cell.dataI18n.default) && cell.dataI18n.default.field_name !== undefined) {
      const name = cell.dataI18n.default.field_name;
      if (isNonEmptyText(name)) check.fieldNames.set(name, (check.fieldNames.get(name) ?? 0) + 1);
      else problems.push(`${where}: nazwa pola (field_name) musi być niepustym tekstem`);
    }
  }
  const hasRows = cell.rows !== undefined && cell.rows !== null;
  if (hasRows && !Array.isArray(cell.rows)) problems.push(`${where}: wiersze komórki (rows) muszą być listą`);
  else if (Array.isArray(cell.rows)) checkRows(cell.rows, path, check);
  if (cell.plugin === undefined && (!Array.isArray(cell.rows) || cell.rows.length === 0)) {
    problems.push(`${where}: komórka musi mieć wtyczkę (plugin) albo wiersze (rows)`);
  }
}

function checkRows(rows: readonly unknown[], path: readonly number[], check: Check): void {
  if (path.length / 2 > FORM_MAX_NESTING_DEPTH) {
    check.problems.push(`${positionOf(path)}: formularz jest zagnieżdżony zbyt głęboko`);
    return;
  }
  for (const [rowIndex, row] of rows.entries()) {
    const rowPath = [...path, rowIndex];
    if (!isPlainObject(row) || !Array.isArray(row.cells)) {
      check.problems.push(`${positionOf(rowPath)}: wiersz musi być obiektem z listą komórek (cells)`);
      continue;
    }
    if (row.id !== undefined && !isNonEmptyText(row.id)) {
      check.problems.push(`${positionOf(rowPath)}: identyfikator wiersza (id) musi być niepustym tekstem`);
    }
    for (const [cellIndex, cell] of row.cells.entries()) checkCell(cell, [...rowPath, cellIndex], check);
  }
}

/**
 * The Polish problems of a stored form value (spec §3 Form: "data {id, version, rows with cells}"; "A cell has
 * id, size (12 on creation), plugin {id, version}, dataI18n.default content, rows, inline"): shapes that are not
 * a form, sizes outside 1–12, repeated cell ids and field names declared by more than one cell. Empty when valid.
 */
export function validateFormValue(value: unknown): string[] {
  if (!isPlainObject(value)) return ['Formularz musi być obiektem z polami id, version i rows'];
  const check: Check = { problems: [], cellIds: new Map(), fieldNames: new Map() };
  if (!isNonEmptyText(value.id))
    check.problems.push('Identyfikator formularza (id) musi być niepustym tekstem');
  if (!Number.isSafeInteger(value.version) || (value.version as number) < 0) {
    check.problems.push('Wersja formularza (version) musi być nieujemną liczbą całkowitą');
  }
  if (Array.isArray(value.rows)) checkRows(value.rows, [], check);
  else check.problems.push('Wiersze formularza (rows) muszą być listą');
  for (const [id, count] of check.cellIds) {
    if (count > 1) check.problems.push(`Identyfikator komórki „${id}” występuje ${count} razy`);
  }
  for (const [name, count] of check.fieldNames) {
    if (count > 1) check.problems.push(`Pole „${name}” występuje w formularzu ${count} razy`);
  }
  return check.problems;
}
