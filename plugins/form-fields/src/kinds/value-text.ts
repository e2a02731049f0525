/**
 * How each kind names a stored answer for organizers (FormFieldKind `formatValue`): grids, exports and the
 * admin's read-only views show labels and names, never option values, product or plan ids, or `true`.
 */
import {
  FORM_DEFAULT_DATE_FORMAT,
  FORM_TOGGLE_LABELS,
  type FormFieldDefinition,
  type FormFieldValueContext,
  formatFormDate,
  formProductSelection,
  genericFormValueText,
  polishPluralWord,
} from '@zapisy/core';

export type ValueFormatter = (
  value: unknown,
  field: FormFieldDefinition,
  context: FormFieldValueContext,
) => string;

/** Shown for a product or plan the project no longer has (the stored id means nothing to a person). */
export const VALUE_TEXTS = {
  removedProduct: 'produkt usunięty z projektu',
  removedPlan: 'plan usunięty z projektu',
  files: (count: number) =>
    `${count} ${polishPluralWord(count, { one: 'plik', few: 'pliki', many: 'plików', other: 'pliku' })}`,
} as const;

function labelText(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** Spec §3 "Yes/no toggles are labelled 'Tak' and 'Nie' unless overridden." */
export const toggleText: ValueFormatter = (value, field) => {
  if (value === true) return labelText(field.yesLabel, FORM_TOGGLE_LABELS.yes);
  if (value === false) return labelText(field.noLabel, FORM_TOGGLE_LABELS.no);
  return genericFormValueText(value);
};

function optionLabel(field: FormFieldDefinition, value: unknown): string {
  const option = (field.options ?? []).find((candidate) => String(candidate.value) === String(value));
  return option ? labelText(option.label, String(option.value)) : genericFormValueText(value);
}

/** One option: its label (a value the cell no longer offers is shown as stored). */
export const optionText: ValueFormatter = (value, field) =>
  Array.isArray(value) ? value.map((item) => optionLabel(field, item)).join(', ') : optionLabel(field, value);

function productName(context: FormFieldValueContext, productId: string): string {
  const product = context.products?.find((p) => (p.productId ?? p._id) === productId);
  return product?.name?.trim() || VALUE_TEXTS.removedProduct;
}

/** Product names, 'Koszulka × 2' for more than one piece. */
export const productText: ValueFormatter = (value, _field, context) => {
  const choices = formProductSelection(value);
  if (choices === null) return genericFormValueText(value);
  return choices
    .map(({ productId, count }) => {
      const name = productName(context, productId);
      return count === 1 ? name : `${name} × ${count}`;
    })
    .join(', ');
};

/** The installments plan's name. */
export const installmentsText: ValueFormatter = (value, _field, context) => {
  if (typeof value !== 'string') return genericFormValueText(value);
  const plan = context.installments?.find((definition) => definition.definitionId === value);
  return plan?.name?.trim() || VALUE_TEXTS.removedPlan;
};

/** The day in the field's dateFormat (default dd/MM/yyyy). */
export const dateText: ValueFormatter = (value, field) => {
  if (typeof value !== 'string' && !(value instanceof Date)) return genericFormValueText(value);
  const format = typeof field.dateFormat === 'string' ? field.dateFormat : FORM_DEFAULT_DATE_FORMAT;
  try {
    return formatFormDate(value, format);
  } catch {
    try {
      return formatFormDate(value, FORM_DEFAULT_DATE_FORMAT);
    } catch {
      return String(value);
    }
  }
};

/** Uploaded files: how many (their ids mean nothing to a person; the files are in the participant's attachments). */
export const filesText: ValueFormatter = (value) =>
  Array.isArray(value) ? VALUE_TEXTS.files(value.length) : genericFormValueText(value);
