import type { FormCellData, FormFieldDefinition, FormFieldKind, FormPluginFamily } from '@zapisy/core';
import { FORM_PERSONAL_FIELD_NAMES as F } from '@zapisy/core';
import { coerceText } from './coerce.js';
import { fieldKind } from './field-kind-factory.js';
import { FIELD_MESSAGES as M } from './messages.js';
import {
  emailCheck,
  phoneCheck,
  postalCodeCheck,
  type TextCheck,
  textCheckForFieldName,
} from './text-checks.js';

/** Longest single-line text a field takes. */
export const TEXT_MAX_LENGTH = 500;
/** Longest multi-line text (TextArea) a field takes. */
export const TEXT_AREA_MAX_LENGTH = 5000;

interface TextKindSpec {
  readonly id: string;
  readonly title: string;
  readonly family: FormPluginFamily;
  readonly fieldName: string;
  readonly label: string;
  readonly required?: boolean;
  readonly maxLength?: number;
  /** The check the kind itself makes (e-mail for EmailInput); well-known field names add theirs. */
  readonly check?: TextCheck;
  readonly version?: number;
  readonly migrate?: (data: FormCellData, fromVersion: number) => FormCellData;
  readonly properties?: Readonly<Record<string, object>>;
  readonly defaults?: FormCellData;
}

function validateText(value: unknown, field: FormFieldDefinition, spec: TextKindSpec): string[] {
  if (typeof value !== 'string') return [M.text];
  const max = spec.maxLength ?? TEXT_MAX_LENGTH;
  if (value.length > max) return [M.tooLong(max)];
  const checks = new Set([spec.check, textCheckForFieldName(field.field_name)]);
  const problems: string[] = [];
  for (const check of checks) {
    const problem = check?.(value);
    if (problem !== undefined) problems.push(problem);
  }
  return problems;
}

/** A kind whose value is one text, checked by the kind and by its well-known field name. */
function textKind(spec: TextKindSpec): FormFieldKind {
  return fieldKind({
    id: spec.id,
    title: spec.title,
    family: spec.family,
    fieldName: spec.fieldName,
    label: spec.label,
    defaults: { ...(spec.required ? { required: true } : {}), ...spec.defaults },
    ...(spec.version === undefined ? {} : { version: spec.version }),
    ...(spec.migrate === undefined ? {} : { migrate: spec.migrate }),
    ...(spec.properties === undefined ? {} : { properties: spec.properties }),
    coerce: coerceText,
    validate: (value, field) => validateText(value, field, spec),
  });
}

/**
 * TextInput version 2: version 1 stored the field's name as `name`; version 2 keeps it in `field_name` like
 * every other kind.
 */
export function migrateTextInput(data: FormCellData, fromVersion: number): FormCellData {
  if (fromVersion >= 2) return data;
  const { name, ...rest } = data;
  const fieldName = typeof rest.field_name === 'string' && rest.field_name !== '' ? rest.field_name : name;
  return fieldName === undefined ? rest : { ...rest, field_name: fieldName };
}

export const textInputKind = textKind({
  id: 'TextInput',
  title: 'Pole tekstowe',
  family: 'basic-field',
  fieldName: 'text_field',
  label: 'Pole tekstowe',
  version: 2,
  migrate: migrateTextInput,
});

export const textAreaKind = textKind({
  id: 'TextArea',
  title: 'Dłuższy tekst',
  family: 'basic-field',
  fieldName: 'long_text',
  label: 'Uwagi',
  maxLength: TEXT_AREA_MAX_LENGTH,
  properties: { rows: { type: 'integer', title: 'Liczba wierszy', minimum: 1, maximum: 30, default: 4 } },
  defaults: { rows: 4 },
});

export const emailInputKind = textKind({
  id: 'EmailInput',
  title: 'Adres e-mail (dodatkowy)',
  family: 'basic-field',
  fieldName: 'email',
  label: 'Adres e-mail',
  check: emailCheck,
});

export const firstNameKind = textKind({
  id: 'FirstName',
  title: 'Imię',
  family: 'personal-data',
  fieldName: F.firstName,
  label: 'Imię',
  required: true,
});

export const lastNameKind = textKind({
  id: 'LastName',
  title: 'Nazwisko',
  family: 'personal-data',
  fieldName: F.lastName,
  label: 'Nazwisko',
  required: true,
});

/**
 * Name: the name of a company or institution, stored as company_name so the FormData display name falls back
 * to it (spec §3: "first name plus last name, else company name").
 */
export const nameKind = textKind({
  id: 'Name',
  title: 'Nazwa firmy lub instytucji',
  family: 'personal-data',
  fieldName: F.companyName,
  label: 'Nazwa firmy',
});

export const mainEmailKind = textKind({
  id: 'MainEmail',
  title: 'Adres e-mail',
  family: 'personal-data',
  fieldName: F.email,
  label: 'Adres e-mail',
  required: true,
  check: emailCheck,
});

export const phoneNumberKind = textKind({
  id: 'PhoneNumber',
  title: 'Numer telefonu',
  family: 'personal-data',
  fieldName: F.phoneNumber,
  label: 'Telefon',
  check: phoneCheck,
});

export const postalCodeKind = textKind({
  id: 'PostalCode',
  title: 'Kod pocztowy',
  family: 'personal-data',
  fieldName: F.postalCode,
  label: 'Kod pocztowy',
  check: postalCodeCheck,
});

export const textKinds: readonly FormFieldKind[] = [
  textInputKind,
  textAreaKind,
  emailInputKind,
  firstNameKind,
  lastNameKind,
  nameKind,
  mainEmailKind,
  phoneNumberKind,
  postalCodeKind,
];
