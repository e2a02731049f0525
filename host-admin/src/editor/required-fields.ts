import { type FormValue, formHasField } from '@zapisy/core';
import type { FormType } from './form-editor-api.js';

/** The personal fields a registration form cannot be published without (the server checks them too). */
export const REQUIRED_PERSONAL_FIELDS: readonly { readonly fieldName: string; readonly title: string }[] = [
  { fieldName: 'first_name', title: 'Imię' },
  { fieldName: 'last_name', title: 'Nazwisko' },
  { fieldName: 'email_main', title: 'E-mail' },
];

/**
 * Polish problems that stop publishing ([] when none): a registration or basic form must hold the first
 * name, last name and main e-mail fields; a survey asks about an existing registration and needs none.
 */
export function missingRequiredFields(value: FormValue, type: FormType): string[] {
  if (type === 'survey') return [];
  return REQUIRED_PERSONAL_FIELDS.filter(({ fieldName }) => !formHasField(value, fieldName)).map(
    ({ fieldName, title }) => `Formularz musi zawierać pole „${title}” (${fieldName}).`,
  );
}
