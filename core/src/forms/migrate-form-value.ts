import type { FormFieldKind, FormFieldKindRegistry } from '../plugins/form-field-kind.js';
import type { FormCell, FormCellData, FormRow, FormValue } from './form-types.js';

export interface MigrateFormValueResult {
  /** The form with every cell of a known kind at its kind's version (the input when nothing changed). */
  readonly value: FormValue;
  /** Polish problems: cells written by a newer version of their kind than the one registered. */
  readonly problems: string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Polish problem for a cell written by a newer version of its kind, or undefined. */
export function formCellVersionProblem(cell: FormCell, kind: FormFieldKind): string | undefined {
  const version = cell.plugin?.version ?? 0;
  if (version <= kind.version) return undefined;
  return `Komórka „${cell.id}” (${kind.id}) ma wersję ${version}, nowszą niż obsługiwana ${kind.version}`;
}

/**
 * A cell's data at its kind's current version: data written by an older version goes through `kind.migrate`
 * (unchanged when the kind has no migration). A cell without data starts from nothing.
 */
export function migrateFormCellData(
  data: FormCellData | undefined,
  fromVersion: number,
  kind: FormFieldKind,
) {
  const current = isPlainObject(data) ? data : {};
  if (fromVersion >= kind.version || kind.migrate === undefined) return current;
  return kind.migrate(current, fromVersion);
}

function migrateCell(cell: FormCell, registry: FormFieldKindRegistry, problems: string[]): FormCell {
  const rows = Array.isArray(cell.rows) ? migrateRows(cell.rows, registry, problems) : cell.rows;
  let migrated: FormCell = rows === cell.rows ? cell : { ...cell, rows };
  const kind = cell.plugin === undefined ? undefined : registry.get(cell.plugin.id);
  if (kind === undefined || cell.plugin === undefined) return migrated;
  const problem = formCellVersionProblem(cell, kind);
  if (problem !== undefined) {
    problems.push(problem);
    return migrated;
  }
  const fromVersion = cell.plugin.version;
  if (fromVersion >= kind.version) return migrated;
  const dataI18n: Record<string, FormCellData | undefined> = {};
  for (const [language, data] of Object.entries(cell.dataI18n ?? {})) {
    dataI18n[language] = isPlainObject(data) ? migrateFormCellData(data, fromVersion, kind) : data;
  }
  migrated = { ...migrated, plugin: { id: kind.id, version: kind.version }, dataI18n };
  return migrated;
}

function migrateRows(
  rows: readonly FormRow[],
  registry: FormFieldKindRegistry,
  problems: string[],
): readonly FormRow[] {
  let changed = false;
  const next = rows.map((row) => {
    if (typeof row !== 'object' || row === null || !Array.isArray(row.cells)) return row;
    let rowChanged = false;
    const cells = row.cells.map((cell: FormCell) => {
      if (typeof cell !== 'object' || cell === null) return cell;
      const migrated = migrateCell(cell, registry, problems);
      if (migrated !== cell) rowChanged = true;
      return migrated;
    });
    if (!rowChanged) return row;
    changed = true;
    return { ...row, cells };
  });
  return changed ? next : rows;
}

/**
 * Brings every cell to its kind's version (architecture: "Form-field kind: … versioned with migrations"): a
 * cell whose `plugin.version` is below its kind's gets `kind.migrate(data, version)` for each language of
 * `dataI18n` and the kind's version. A version above the kind's is reported and the cell left as it is; cells
 * of unknown kinds are left as they are (deriveFormDefinition reports them). The input is not changed.
 */
export function migrateFormValue(value: FormValue, registry: FormFieldKindRegistry): MigrateFormValueResult {
  const problems: string[] = [];
  const rows = Array.isArray(value.rows) ? migrateRows(value.rows, registry, problems) : value.rows;
  return { value: rows === value.rows ? value : { ...value, rows }, problems };
}
