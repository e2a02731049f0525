import { ValidationError } from '../errors/index.js';
import { PARTICIPANT_NAME_PLACEHOLDER } from '../participants/index.js';
import { coercePricingToggle, type PricingFormData } from '../pricing/index.js';
import { FORM_PERSONAL_FIELD_NAMES as F } from './form-field-names.js';
import { FORM_TOGGLE_ELEMENT_KINDS } from './form-kinds.js';
import type { FormFieldDefinition } from './form-types.js';

/** Spec §3: "Yes/no toggles are labelled 'Tak' and 'Nie' unless overridden." */
export const FORM_TOGGLE_LABELS = { yes: 'Tak', no: 'Nie' } as const;

export interface FormToggleLabels {
  readonly yes?: string;
  readonly no?: string;
}

function assertFormData(data: PricingFormData): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ValidationError('Dane formularza muszą być obiektem (nazwa pola → wartość)');
  }
}

function ownValue(data: PricingFormData, name: string): unknown {
  return Object.hasOwn(data, name) ? data[name] : undefined;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * Spec §3: "FormData is a flat map of field names to values; its display name is first name plus last name,
 * else company name, else '< Nowy >'."
 */
export function formDataDisplayName(data: PricingFormData): string {
  assertFormData(data);
  const person = `${text(ownValue(data, F.firstName))} ${text(ownValue(data, F.lastName))}`.trim();
  if (person !== '') return person;
  const company = text(ownValue(data, F.companyName));
  return company !== '' ? company : PARTICIPANT_NAME_PLACEHOLDER;
}

/** Spec §3: "Toggle values are coerced to boolean when 1 or 'true'" (the same rule pricing applies). */
export const coerceToggle: (value: unknown) => boolean = coercePricingToggle;

/** Spec §3: "Yes/no toggles are labelled 'Tak' and 'Nie' unless overridden" (blank overrides are ignored). */
export function toggleLabel(value: unknown, labels: FormToggleLabels = {}): string {
  const chosen = coerceToggle(value) ? labels.yes : labels.no;
  if (typeof chosen === 'string' && chosen.trim() !== '') return chosen;
  return coerceToggle(value) ? FORM_TOGGLE_LABELS.yes : FORM_TOGGLE_LABELS.no;
}

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A field's value in the FormData. Spec §3: "Fields may have … a 'databasedon' fallback source field" — when the
 * field has no value (missing, null or blank text) the databasedon field's value is used (one step, not a chain).
 * Toggle fields (Toggle, EmailToggle, EmptyFormToggle) are "coerced to boolean when 1 or 'true'".
 */
export function formFieldValue(
  data: PricingFormData,
  field: Pick<FormFieldDefinition, 'field_name' | 'databasedon' | 'element'>,
): unknown {
  assertFormData(data);
  if (typeof field !== 'object' || field === null || typeof field.field_name !== 'string') {
    throw new ValidationError('Pole formularza musi mieć nazwę (field_name)');
  }
  let value = ownValue(data, field.field_name);
  if (isEmptyValue(value) && typeof field.databasedon === 'string' && field.databasedon !== '') {
    value = ownValue(data, field.databasedon);
  }
  const isToggle = (FORM_TOGGLE_ELEMENT_KINDS as readonly string[]).includes(field.element ?? '');
  return isToggle ? coerceToggle(value) : value;
}
