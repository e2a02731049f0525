import type { FormFieldKind } from '../plugins/form-field-kind.js';
import type { FormFieldDefinition } from './form-types.js';

/** Minimal kinds for core's tests (the real ones live in @zapisy/plugin-form-fields). */
export const textKind: FormFieldKind = {
  id: 'TextInput',
  version: 2,
  family: 'basic-field',
  title: 'Pole tekstowe',
  dataSchema: {},
  defaults: () => ({ field_name: 'text', label: 'Tekst' }),
  migrate: (data) => {
    const { name, ...rest } = data;
    return name === undefined ? rest : { ...rest, field_name: name };
  },
  toDefinition: (data) => ({ ...data, plugin: 'TextInput', element: 'TextInput' }) as FormFieldDefinition,
  coerce: (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  validate: (value) => (typeof value === 'string' ? [] : ['Podaj tekst.']),
};

export const toggleKind: FormFieldKind = {
  id: 'Toggle',
  version: 1,
  family: 'toggle',
  title: 'Przełącznik',
  dataSchema: {},
  defaults: () => ({ field_name: 'toggle', label: 'Tak/Nie' }),
  toDefinition: (data) => ({ ...data, plugin: 'Toggle', element: 'Toggle' }) as FormFieldDefinition,
  coerce: (value) => value === true || value === 1 || value === 'true',
  validate: (value, _field, context) =>
    context.required && value !== true ? ['To pole jest wymagane.'] : [],
};

export const twoColumnKind: FormFieldKind = {
  id: 'TwoColumnRow',
  version: 1,
  family: 'container',
  title: 'Dwie kolumny',
  container: { columns: 2 },
  dataSchema: {},
  defaults: () => ({}),
  toDefinition: () => null,
  validate: () => [],
};

export const fixtureKinds: readonly FormFieldKind[] = [textKind, toggleKind, twoColumnKind];
