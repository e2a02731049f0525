import { ValidationError } from '../errors/index.js';
import type { PricedFormField, PricingFormData } from './pricing-types.js';

const NUMERIC_TEXT = /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Spec §3 (second document), form definition options: "numeric values coerced, 0 if not numeric". Finite
 * numbers stay as they are; text holding a plain decimal number ('3', ' 2,5 ', '-1.5') becomes that number;
 * everything else (empty text, 'abc', '1e3', booleans, null, NaN, Infinity, objects) becomes 0.
 */
export function coercePricingNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (!NUMERIC_TEXT.test(text)) return 0;
  return Number(text.replace(',', '.')) + 0;
}

/**
 * Spec §3/§5: "Toggle values are coerced to boolean when 1 or 'true'": true, 1 and 'true' are true; every
 * other value (false, 0, 'false', '', null, missing) is false.
 */
export function coercePricingToggle(value: unknown): boolean {
  return value === true || value === 1 || value === 'true';
}

/** Field names of the definition's toggles, by definition identity (definitions are treated as immutable). */
const toggleFieldsByDefinition = new WeakMap<readonly PricedFormField[], readonly string[]>();

const TOGGLE_ELEMENTS = new Set(['Toggle', 'EmailToggle', 'EmptyFormToggle']);

function toggleFieldsOf(definition: readonly PricedFormField[]): readonly string[] {
  let fields = toggleFieldsByDefinition.get(definition);
  if (fields === undefined) {
    if (!Array.isArray(definition)) throw new ValidationError('Definicja formularza musi być listą pól');
    fields = definition
      .filter(
        (field) => field !== null && typeof field === 'object' && TOGGLE_ELEMENTS.has(field.element ?? ''),
      )
      .map((field) => field.field_name);
    toggleFieldsByDefinition.set(definition, fields);
  }
  return fields;
}

/**
 * The data rules see: a prototype-less copy of the form data (so no field name can reach Object.prototype),
 * with toggle fields of the definition coerced to booleans.
 */
export function prepareRuleData(
  formData: PricingFormData,
  definition: readonly PricedFormField[] | undefined,
): Record<string, unknown> {
  if (formData === null || typeof formData !== 'object' || Array.isArray(formData)) {
    throw new ValidationError('Dane formularza muszą być obiektem (nazwa pola → wartość)');
  }
  const data: Record<string, unknown> = Object.create(null);
  for (const name in formData) {
    if (Object.hasOwn(formData, name)) data[name] = formData[name];
  }
  if (definition !== undefined) {
    for (const name of toggleFieldsOf(definition)) data[name] = coercePricingToggle(data[name]);
  }
  return data;
}
