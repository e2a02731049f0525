/**
 * What a form needs before it can be published. A registration creates a customer and a participant, whose
 * name and e-mail come from the well-known fields (second document §3 "Well-known field names: email_main,
 * first_name, last_name …"), so a registration form without them cannot be published.
 */
import { FORM_FIELD_NAMES, type FormType, type StoredForm } from '@zapisy/core';
import { FORM_MESSAGES } from './messages.js';

export const REQUIRED_REGISTRATION_FIELDS = [
  { fieldName: FORM_FIELD_NAMES.firstName, label: 'Imię' },
  { fieldName: FORM_FIELD_NAMES.lastName, label: 'Nazwisko' },
  { fieldName: FORM_FIELD_NAMES.email, label: 'E-mail' },
] as const;

/** Polish problems that stop publishing (empty when the form may be published). */
export function publishProblems(type: FormType, form: StoredForm): string[] {
  if (type !== 'registration') return [];
  const names = new Set(form.definition.map((field) => field.field_name));
  return REQUIRED_REGISTRATION_FIELDS.filter(({ fieldName }) => !names.has(fieldName)).map(
    ({ fieldName, label }) => FORM_MESSAGES.missingField(label, fieldName),
  );
}
