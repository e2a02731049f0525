import { FORM_DEFAULT_DATE_FORMAT, formatFormDate } from '@zapisy/core';
import { fieldKind } from './field-kind-factory.js';
import { FIELD_MESSAGES as M } from './messages.js';
import { personalFieldName } from './text-checks.js';

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

/**
 * DatePicker: submitted as 'yyyy-MM-dd' and shown in the field's dateFormat (spec §3: "Fields may have dateFormat
 * (default dd/MM/yyyy)"). A birth date (birth_date and its variants) cannot be later than today in Poland.
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
  },
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
    return [];
  },
});
