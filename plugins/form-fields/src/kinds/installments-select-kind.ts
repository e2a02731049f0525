import { FORM_FIELD_NAMES } from '@zapisy/core';
import { coerceText } from './coerce.js';
import { fieldKind } from './field-kind-factory.js';
import { FIELD_MESSAGES as M } from './messages.js';
import { installmentsText } from './value-text.js';

/** InstallmentsSelect: the definitionId of one of the project's installments definitions (installments_select). */
export const installmentsSelectKind = fieldKind({
  id: 'InstallmentsSelect',
  title: 'Wybór planu rat',
  family: 'select',
  fieldName: FORM_FIELD_NAMES.installmentsSelect,
  label: 'Plan płatności',
  coerce: coerceText,
  format: installmentsText,
  validate: (value, _field, context) => {
    if (typeof value !== 'string') return [M.installments];
    if (context.installments === undefined) return [];
    const known = context.installments.some((definition) => definition.definitionId === value);
    return known ? [] : [M.unknownInstallments(value)];
  },
});
