import { ValidationError } from '../errors/index.js';
import { generateId } from '../ids/index.js';
import type { FormCell, FormCellData, FormCellPlugin } from './form-types.js';

/** Spec §3 Form: "size (12 on creation)" — cells span the whole 12-column grid when created. */
export const FORM_CELL_DEFAULT_SIZE = 12;
export const FORM_CELL_MAX_SIZE = 12;

export interface CreateFormCellInput {
  readonly plugin: FormCellPlugin;
  /** The plugin's content, stored as `dataI18n.default`; empty when missing. */
  readonly data?: FormCellData;
}

export interface CreateFormCellOptions {
  /** Makes the cell id; core's `generateId` (spec §9 ids) by default. */
  readonly createId?: () => string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for a plugin reference with a non-empty id and a non-negative integer version. */
export function isFormCellPlugin(value: unknown): value is FormCellPlugin {
  return (
    isPlainObject(value) &&
    typeof value.id === 'string' &&
    value.id.trim() !== '' &&
    Number.isSafeInteger(value.version) &&
    (value.version as number) >= 0
  );
}

/**
 * A new cell for a plugin: spec §3 "A cell has id, size (12 on creation), plugin {id, version}, dataI18n.default
 * content, rows, inline" — a fresh id, size 12, the data as `dataI18n.default`, no rows, not inline.
 */
export function createFormCell(input: CreateFormCellInput, options: CreateFormCellOptions = {}): FormCell {
  if (!isPlainObject(input) || !isFormCellPlugin(input.plugin)) {
    throw new ValidationError(
      'Nowa komórka formularza wymaga wtyczki z niepustym identyfikatorem (id) i wersją (version)',
    );
  }
  if (input.data !== undefined && !isPlainObject(input.data)) {
    throw new ValidationError('Dane komórki formularza muszą być obiektem');
  }
  const id = (options.createId ?? (() => generateId()))();
  if (typeof id !== 'string' || id.trim() === '') {
    throw new ValidationError('Identyfikator komórki formularza musi być niepustym tekstem');
  }
  return {
    id,
    size: FORM_CELL_DEFAULT_SIZE,
    plugin: { id: input.plugin.id, version: input.plugin.version },
    dataI18n: { default: { ...(input.data ?? {}) } },
    rows: [],
    inline: null,
  };
}

/** The cell's content (`dataI18n.default`), or undefined when it has none. */
export function formCellData(cell: FormCell): FormCellData | undefined {
  const content = isPlainObject(cell.dataI18n) ? cell.dataI18n.default : undefined;
  return isPlainObject(content) ? content : undefined;
}

/** The field name a cell's content declares (`field_name`), or undefined for cells that are not fields. */
export function formCellFieldName(cell: FormCell): string | undefined {
  const name = formCellData(cell)?.field_name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/** Spec §3 "price flag": true when the cell's content has `hasPrice: true`. */
export function formCellHasPrice(cell: FormCell): boolean {
  return formCellData(cell)?.hasPrice === true;
}
