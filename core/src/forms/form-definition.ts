import { ValidationError } from '../errors/index.js';
import { coercePricingNumber } from '../pricing/index.js';
import type { FormDefinition, FormFieldDefinition, FormFieldOption } from './form-types.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function coerceOption(option: Record<string, unknown>): FormFieldOption {
  const coerced: Record<string, unknown> = { ...option };
  for (const key of ['inventory', 'count'] as const) {
    if (Object.hasOwn(option, key)) coerced[key] = coercePricingNumber(option[key]);
  }
  return coerced as unknown as FormFieldOption;
}

/**
 * Spec §3 Form: "definition (list of fields: field_name, hasPrice, options with inventory and count; numeric
 * values coerced, 0 if not numeric)". Returns a copy whose options' inventory and count are numbers ('3' → 3,
 * '2,5' → 2.5, 'abc' or null → 0); an option without inventory or count keeps it missing (missing inventory
 * means unlimited). Missing definition means no fields. Refuses (ValidationError, every problem listed) fields
 * without a field_name, repeated field names, non-boolean hasPrice and options that are not a list of objects.
 */
export function coerceFormDefinition(definition: unknown): FormDefinition {
  if (definition === undefined || definition === null) return [];
  if (!Array.isArray(definition)) throw new ValidationError('Definicja formularza musi być listą pól');
  const problems: string[] = [];
  const seen = new Set<string>();
  const fields: FormFieldDefinition[] = [];
  for (const [index, field] of definition.entries()) {
    const where = `Pole ${index + 1} definicji formularza`;
    if (!isPlainObject(field)) {
      problems.push(`${where} musi być obiektem`);
      continue;
    }
    const name = field.field_name;
    if (typeof name !== 'string' || name.trim() === '') {
      problems.push(`${where}: nazwa pola (field_name) musi być niepustym tekstem`);
    } else if (seen.has(name)) {
      problems.push(`${where}: nazwa pola „${name}” powtarza się`);
    } else seen.add(name);
    if (field.hasPrice !== undefined && typeof field.hasPrice !== 'boolean') {
      problems.push(`${where}: znacznik ceny (hasPrice) musi mieć wartość true albo false`);
    }
    const { options } = field;
    if (options === undefined || options === null) {
      fields.push({ ...field } as FormFieldDefinition);
    } else if (!Array.isArray(options) || !options.every(isPlainObject)) {
      problems.push(`${where}: opcje (options) muszą być listą obiektów`);
    } else {
      fields.push({ ...field, options: options.map(coerceOption) } as unknown as FormFieldDefinition);
    }
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return fields;
}
