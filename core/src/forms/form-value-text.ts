/**
 * A stored form answer as an organizer reads it (grids, exports, the customer card): the kind's own
 * `formatValue` when it has one (option labels, product and plan names, 'Tak'/'Nie', dates in the field's
 * format), else a generic text that still never shows `true` or a JSON object.
 */
import type { FormFieldKindRegistry, FormFieldValueContext } from '../plugins/form-field-kind.js';
import { FORM_TOGGLE_LABELS } from './form-data.js';
import type { FormFieldDefinition } from './form-types.js';

const NUMBER = new Intl.NumberFormat('pl-PL', { useGrouping: false, maximumFractionDigits: 20 });

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0)
  );
}

/** The generic text of a value: 'Tak'/'Nie', numbers with a decimal comma, lists joined, `{a: 2}` as 'a × 2'. */
export function genericFormValueText(value: unknown): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'boolean') return value ? FORM_TOGGLE_LABELS.yes : FORM_TOGGLE_LABELS.no;
  if (typeof value === 'number') return Number.isFinite(value) ? NUMBER.format(value) : '';
  if (Array.isArray(value)) return value.map(genericFormValueText).filter(Boolean).join(', ');
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, count]) => (count === 1 ? key : `${key} × ${genericFormValueText(count)}`))
      .join(', ');
  }
  return String(value);
}

/** The answer of `field` as text: its kind's `formatValue` (looked up by `field.plugin`), else the generic text. */
export function formFieldValueText(
  registry: FormFieldKindRegistry,
  field: FormFieldDefinition | undefined,
  value: unknown,
  context: FormFieldValueContext = {},
): string {
  if (isEmpty(value)) return '';
  const kind = field?.plugin ? registry.get(field.plugin) : undefined;
  if (field && kind?.formatValue) return kind.formatValue(value, field, context);
  return genericFormValueText(value);
}
