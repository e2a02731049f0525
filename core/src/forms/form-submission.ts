import type { InstallmentsDefinition } from '../installments/index.js';
import type { FormFieldKind, FormFieldKindRegistry } from '../plugins/form-field-kind.js';
import type { PricedProduct } from '../pricing/index.js';
import { isFormFieldRequired, isFormFieldVisible } from './field-rules.js';
import type { FormDefinition, FormFieldDefinition } from './form-types.js';

/** The message of an empty required field. */
export const FORM_REQUIRED_MESSAGE = 'To pole jest wymagane.';

/** The message of a submitted name the form has no field for. */
export function formUnknownFieldMessage(name: string): string {
  return `Nieznane pole „${name}”.`;
}

export interface FormSubmissionInput {
  readonly definition: FormDefinition;
  readonly registry: FormFieldKindRegistry;
  /** The submitted flat FormData `{field_name: value}`. */
  readonly data: unknown;
  /** Evaluation instant of rules (`age`) and date checks. */
  readonly now: Date;
  /** The project's products, for Product fields; without them product ids are checked for shape only. */
  readonly products?: readonly PricedProduct[];
  /** The project's installments definitions, for InstallmentsSelect; without them only the shape is checked. */
  readonly installments?: readonly InstallmentsDefinition[];
  /** Names the form has no field for that are accepted and dropped rather than refused (e.g. prefill keys). */
  readonly ignoredFields?: readonly string[];
}

export interface FormSubmissionError {
  /** The field name ('' for a problem with the whole submission). */
  readonly field: string;
  readonly message: string;
}

export interface FormSubmissionResult {
  /** The values to store: coerced, only visible fields of the form, empty values left out. */
  readonly data: Record<string, unknown>;
  /** Polish problems: unknown names first, then the fields' problems in the definition's order. */
  readonly errors: FormSubmissionError[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Missing, null, blank text, an empty list or an empty object: a value the participant did not give. */
export function isEmptyFormFieldValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

function own(data: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(data, name) ? data[name] : undefined;
}

function put(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

function kindOf(field: FormFieldDefinition, registry: FormFieldKindRegistry): FormFieldKind | undefined {
  return registry.get(field.plugin ?? field.element ?? '');
}

/**
 * Spec §3 Form fields: the submitted value of a field, with the "'databasedon' fallback source field" (an
 * empty field takes the submitted value of the field it is based on), normalised by its kind's `coerce`.
 */
function coercedValue(
  field: FormFieldDefinition,
  data: Record<string, unknown>,
  kind: FormFieldKind | undefined,
) {
  let raw = own(data, field.field_name);
  if (isEmptyFormFieldValue(raw) && typeof field.databasedon === 'string' && field.databasedon !== '') {
    raw = own(data, field.databasedon);
  }
  if (isEmptyFormFieldValue(raw)) return undefined;
  return kind?.coerce ? kind.coerce(raw, field) : raw;
}

/**
 * Validates a submission against a form definition: the same function runs in the widget and on the server.
 * Unknown names are refused ('Nieznane pole „x”.') unless listed in `ignoredFields`; a field whose visibility
 * rule (jsonRule.logic, spec §3 "a JSON rule with logic") is falsy is hidden: not validated and its value
 * dropped; a field is required by `required` or a truthy `requiredRule.logic`, and an empty required field gets
 * 'To pole jest wymagane.'; the rest goes through its kind's `coerce` and `validate`. Rules see the coerced
 * values of every field. A field whose kind is not registered is checked for requirement only.
 */
export function validateFormSubmission(input: FormSubmissionInput): FormSubmissionResult {
  const { definition, registry, now } = input;
  const cleaned: Record<string, unknown> = {};
  const errors: FormSubmissionError[] = [];
  if (!isPlainObject(input.data)) {
    errors.push({ field: '', message: 'Dane formularza muszą być obiektem (nazwa pola → wartość).' });
    return { data: cleaned, errors };
  }
  const data = input.data;
  const known = new Set(definition.map((field) => field.field_name));
  const ignored = new Set(input.ignoredFields ?? []);
  for (const name of Object.keys(data)) {
    if (!known.has(name) && !ignored.has(name))
      errors.push({ field: name, message: formUnknownFieldMessage(name) });
  }
  const values: Record<string, unknown> = Object.create(null);
  for (const field of definition) {
    const value = coercedValue(field, data, kindOf(field, registry));
    if (value !== undefined) values[field.field_name] = value;
  }
  for (const field of definition) {
    const name = field.field_name;
    if (!isFormFieldVisible(field, values, now, definition)) continue;
    const required = isFormFieldRequired(field, values, now, definition);
    const value = values[name];
    if (isEmptyFormFieldValue(value)) {
      if (required) errors.push({ field: name, message: FORM_REQUIRED_MESSAGE });
      continue;
    }
    put(cleaned, name, value);
    const kind = kindOf(field, registry);
    if (kind === undefined) continue;
    const context = {
      now,
      data: values,
      required,
      ...(input.products === undefined ? {} : { products: input.products }),
      ...(input.installments === undefined ? {} : { installments: input.installments }),
    };
    for (const message of kind.validate(value, field, context)) errors.push({ field: name, message });
  }
  return { data: cleaned, errors };
}
