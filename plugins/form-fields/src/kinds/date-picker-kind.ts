import { FORM_DEFAULT_DATE_FORMAT, type FormFieldDefinition, formatFormDate } from '@zapisy/core';
import { fieldKind } from './field-kind-factory.js';
import { FIELD_MESSAGES as M } from './messages.js';
import { personalFieldName } from './text-checks.js';
import { dateText } from './value-text.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day as 'yyyy-MM-dd' (dates written 'dd/MM/yyyy' or 'dd.MM.yyyy' too), or undefined. */
function isoDay(value: unknown): string | undefined {
  if (!(value instanceof Date) && typeof value !== 'string') return undefined;
  try {
    return formatFormDate(typeof value === 'string' ? value.trim() : value, 'yyyy-MM-dd');
  } catch {
    return undefined;
  }
}

/** A bound of the cell data ('yyyy-MM-dd'), or undefined when it is missing or not a real day. */
function bound(field: FormFieldDefinition, key: 'min' | 'max'): string | undefined {
  const value = field[key];
  return typeof value === 'string' && DATE_ONLY.test(value) && isoDay(value) === value ? value : undefined;
}

function shownBound(day: string, field: FormFieldDefinition): string {
  try {
    return formatFormDate(
      day,
      typeof field.dateFormat === 'string' ? field.dateFormat : FORM_DEFAULT_DATE_FORMAT,
    );
  } catch {
    return formatFormDate(day, FORM_DEFAULT_DATE_FORMAT);
  }
}

/** Polish messages of the optional range, the bound shown in the field's dateFormat. */
export const DATE_RANGE_MESSAGES = {
  beforeMin: (min: string) => `Podaj datę nie wcześniejszą niż ${min}.`,
  afterMax: (max: string) => `Podaj datę nie późniejszą niż ${max}.`,
} as const;

const DAY_PROPERTY = { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' };

/**
 * DatePicker: submitted as 'yyyy-MM-dd' and shown in the field's dateFormat (spec §3: "Fields may have dateFormat
 * (default dd/MM/yyyy)"), within the optional `min` and `max` of the cell data (also 'yyyy-MM-dd'). A birth date (birth_date and its variants) cannot be later than today in Poland.
 */
export const datePickerKind = fieldKind({
  id: 'DatePicker',
  title: 'Data',
  family: 'basic-field',
  fieldName: 'date',
  label: 'Data',
  defaults: { dateFormat: FORM_DEFAULT_DATE_FORMAT },
  properties: {
    dateFormat: { type: 'string', title: 'Format daty', default: FORM_DEFAULT_DATE_FORMAT },
    min: { ...DAY_PROPERTY, title: 'Najwcześniejsza data (rrrr-mm-dd)' },
    max: { ...DAY_PROPERTY, title: 'Najpóźniejsza data (rrrr-mm-dd)' },
  },
  format: dateText,
  coerce: (value) => {
    if (typeof value === 'string' && value.trim() === '') return undefined;
    return isoDay(value) ?? value;
  },
  validate: (value, field, context) => {
    if (typeof value !== 'string' || !DATE_ONLY.test(value) || isoDay(value) !== value) return [M.date];
    if (
      personalFieldName(field.field_name) === 'birth_date' &&
      value > formatFormDate(context.now, 'yyyy-MM-dd')
    ) {
      return [M.birthDateInFuture];
    }
    const min = bound(field, 'min');
    if (min && value < min) return [DATE_RANGE_MESSAGES.beforeMin(shownBound(min, field))];
    const max = bound(field, 'max');
    if (max && value > max) return [DATE_RANGE_MESSAGES.afterMax(shownBound(max, field))];
    return [];
  },
});
