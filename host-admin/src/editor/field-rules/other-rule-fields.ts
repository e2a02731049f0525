import { type FormFieldDefinition, type FormValue, walkFormCells } from '@zapisy/core';
import type { FormFieldEditorCell } from '@zapisy/plugin-form-fields/editor';
import { type RuleField, ruleFields } from '../../rules/rule-fields.js';

/**
 * The fields a rule of one cell can test: every other field of the draft, read from its cell with the
 * kind's own `toDefinition` (a field's rule about itself makes no sense).
 */
export function otherRuleFields(
  value: FormValue,
  cells: readonly FormFieldEditorCell[],
  exceptCellId: string,
): RuleField[] {
  const byId = new Map(cells.map((cell) => [cell.id, cell]));
  const definition: FormFieldDefinition[] = [];
  walkFormCells(value, (cell) => {
    if (cell.id === exceptCellId || !cell.plugin) return;
    const descriptor = byId.get(cell.plugin.id);
    const field = descriptor?.definitionOf(cell.dataI18n?.default ?? {});
    if (field && typeof field.field_name === 'string' && field.field_name !== '') definition.push(field);
  });
  return ruleFields(definition);
}
