import { AppError } from '../errors/index.js';
import type { FormFieldKindRegistry } from '../plugins/form-field-kind.js';
import { formFieldRuleProblems } from './field-rules.js';
import { formCellData } from './form-cells.js';
import { coerceFormDefinition } from './form-definition.js';
import type { FormFieldDefinition, FormValue } from './form-types.js';
import { formCellVersionProblem, migrateFormCellData } from './migrate-form-value.js';
import { walkFormCells } from './walk-form-cells.js';

export interface DerivedFormDefinition {
  /** The fields of the form's cells in document order, each with its `cellId`, coerced by coerceFormDefinition. */
  readonly definition: FormFieldDefinition[];
  /** Polish problems; the definition then holds only the fields that could be derived. */
  readonly problems: string[];
}

function problemsOf(error: unknown): string[] {
  if (error instanceof AppError) return error.errors.length > 0 ? [...error.errors] : [error.message];
  throw error;
}

/**
 * Spec §3 Form "definition (list of fields: field_name, hasPrice, options …)", recomputed from the cells: each
 * cell of a registered kind (migrated to the kind's version first) contributes `kind.toDefinition(data)` plus
 * its `cellId`; cells without a plugin are layout only. Reported: unknown plugin ids, cells of a newer version
 * than the kind's, fields without a field_name, repeated field names, and visibility or requirement rules that
 * are invalid or read fields the form does not have.
 */
export function deriveFormDefinition(
  value: FormValue,
  registry: FormFieldKindRegistry,
): DerivedFormDefinition {
  const problems: string[] = [];
  const fields: FormFieldDefinition[] = [];
  const cellOfField = new Map<string, string>();
  try {
    walkFormCells(value, (cell) => {
      if (cell.plugin === undefined || cell.plugin === null) return;
      const kind = registry.get(cell.plugin.id);
      if (kind === undefined) {
        problems.push(`Nieznany rodzaj pola „${cell.plugin.id}” w komórce „${cell.id}”`);
        return;
      }
      const versionProblem = formCellVersionProblem(cell, kind);
      if (versionProblem !== undefined) {
        problems.push(versionProblem);
        return;
      }
      const data = migrateFormCellData(formCellData(cell), cell.plugin.version, kind);
      const field = kind.toDefinition(data);
      if (field === null) return;
      const name = field.field_name;
      if (typeof name !== 'string' || name.trim() === '') {
        problems.push(`Komórka „${cell.id}” (${kind.title}) nie ma nazwy pola (field_name)`);
        return;
      }
      const first = cellOfField.get(name);
      if (first !== undefined) {
        problems.push(`Nazwa pola „${name}” powtarza się (komórki „${first}” i „${cell.id}”)`);
        return;
      }
      cellOfField.set(name, cell.id);
      fields.push({ ...field, cellId: cell.id });
    });
  } catch (error) {
    problems.push(...problemsOf(error));
  }
  const definition: FormFieldDefinition[] = [];
  for (const field of fields) {
    try {
      definition.push(...coerceFormDefinition([field]));
    } catch (error) {
      const where = `Pole „${field.field_name}” (komórka „${field.cellId}”)`;
      problems.push(
        ...problemsOf(error).map((problem) => problem.replace('Pole 1 definicji formularza', where)),
      );
    }
  }
  const names = new Set(definition.map((field) => field.field_name));
  for (const field of definition) problems.push(...formFieldRuleProblems(field, names));
  return { definition, problems };
}
