import {
  createFormCell,
  createFormFieldKindRegistry,
  deriveFormDefinition,
  FORM_CONTAINER_KINDS,
  FORM_ELEMENT_KINDS,
  FORM_PLUGIN_FAMILIES,
  type FormCell,
  type FormFieldDefinition,
  type FormFieldKind,
  type FormValue,
  migrateFormValue,
  validateFormSubmission,
} from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { formFieldKinds } from './index.js';
import { NOW, registry } from './kind-testing.js';

let nextId = 0;
function cell(
  kind: FormFieldKind,
  data: Record<string, unknown> = {},
  rows: FormCell['rows'] = [],
): FormCell {
  const created = createFormCell(
    { plugin: { id: kind.id, version: kind.version }, data: { ...kind.defaults(), ...data } },
    { createId: () => `c${++nextId}` },
  );
  return { ...created, rows };
}
const kind = (id: string): FormFieldKind => registry.get(id) as FormFieldKind;

describe('formFieldKinds', () => {
  it('has every spec element kind and container (spec §3 "Form element kinds" and "Containers") plus RichText, Product and FileUpload', () => {
    const ids = formFieldKinds.map((k) => k.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        ...FORM_ELEMENT_KINDS,
        ...FORM_CONTAINER_KINDS,
        'RichText',
        'Product',
        'FileUpload',
      ]),
    );
    expect(ids).toHaveLength(FORM_ELEMENT_KINDS.length + FORM_CONTAINER_KINDS.length + 3);
  });

  it('every kind has a family, a Polish title, a data schema and defaults its own toDefinition accepts', () => {
    for (const k of formFieldKinds) {
      expect(FORM_PLUGIN_FAMILIES).toContain(k.family);
      expect(k.title).not.toBe('');
      expect(k.dataSchema).toMatchObject({ type: 'object' });
      const field = k.toDefinition(k.defaults());
      if (k.family === 'container' || k.id === 'RichText') expect(field).toBeNull();
      else expect(field).toMatchObject({ plugin: k.id, element: k.id, field_name: expect.any(String) });
    }
  });

  it('containers declare their columns; CollapsibleRow is collapsible', () => {
    expect(formFieldKinds.filter((k) => k.container).map((k) => [k.id, k.container])).toEqual([
      ['TwoColumnRow', { columns: 2 }],
      ['ThreeColumnRow', { columns: 3 }],
      ['FourColumnRow', { columns: 4 }],
      ['CollapsibleRow', { columns: 1, collapsible: true }],
    ]);
  });
});

describe('a registration form made of the built-in kinds', () => {
  const form: FormValue = {
    id: 'form',
    version: 1,
    rows: [
      {
        cells: [
          cell(kind('TwoColumnRow'), {}, [
            { cells: [cell(kind('FirstName'))] },
            { cells: [cell(kind('LastName'))] },
          ]),
        ],
      },
      { cells: [cell(kind('MainEmail')), cell(kind('RichText'), { html: '<p>Regulamin</p>' })] },
      {
        cells: [
          cell(kind('CollapsibleRow'), { title: 'Faktura' }, [
            {
              cells: [
                cell(kind('Toggle'), { field_name: 'wants_invoice', label: 'Faktura' }),
                cell(kind('TextInput'), {
                  field_name: 'tax_id',
                  label: 'NIP',
                  jsonRule: { logic: { var: 'wants_invoice' } },
                  requiredRule: { logic: { var: 'wants_invoice' } },
                }),
                cell(kind('EmailInput'), { field_name: 'invoice_email', databasedon: 'email_main' }),
              ],
            },
          ]),
        ],
      },
      {
        cells: [
          {
            ...cell(kind('TextInput')),
            plugin: { id: 'TextInput', version: 1 },
            dataI18n: { default: { name: 'nick', label: 'Pseudonim' } },
          },
        ],
      },
    ],
  };

  it('derives the definition from cells inside containers, migrating TextInput version 1', () => {
    const { definition, problems } = deriveFormDefinition(form, registry);
    expect(problems).toEqual([]);
    expect(definition.map((field) => [field.field_name, field.element])).toEqual([
      ['first_name', 'FirstName'],
      ['last_name', 'LastName'],
      ['email_main', 'MainEmail'],
      ['wants_invoice', 'Toggle'],
      ['tax_id', 'TextInput'],
      ['invoice_email', 'EmailInput'],
      ['nick', 'TextInput'],
    ]);
    expect(definition.every((field) => typeof field.cellId === 'string')).toBe(true);
    const migrated = migrateFormValue(form, registry).value;
    expect(migrated.rows[3]?.cells[0]?.plugin).toEqual({ id: 'TextInput', version: 2 });
  });

  it('validates a submission with visibility, requirement and databasedon', () => {
    const { definition } = deriveFormDefinition(form, registry);
    const base = { first_name: 'Ala', last_name: 'Nowak', email_main: 'ala@example.pl' };
    expect(
      validateFormSubmission({
        definition,
        registry,
        now: NOW,
        data: { ...base, wants_invoice: false, tax_id: 'zły' },
      }),
    ).toEqual({
      data: { ...base, wants_invoice: false, invoice_email: 'ala@example.pl' },
      errors: [],
    });
    expect(
      validateFormSubmission({ definition, registry, now: NOW, data: { ...base, wants_invoice: 'true' } })
        .errors,
    ).toEqual([{ field: 'tax_id', message: 'To pole jest wymagane.' }]);
    expect(
      validateFormSubmission({
        definition,
        registry,
        now: NOW,
        data: { first_name: '', email_main: 'x', wants_invoice: 1, tax_id: '123' },
      }).errors,
    ).toEqual([
      { field: 'first_name', message: 'To pole jest wymagane.' },
      { field: 'last_name', message: 'To pole jest wymagane.' },
      { field: 'email_main', message: 'Podaj poprawny adres e-mail.' },
      { field: 'tax_id', message: 'Podaj poprawny NIP (10 cyfr).' },
      { field: 'invoice_email', message: 'Podaj poprawny adres e-mail.' },
    ]);
  });
});

describe('a third-party kind ("A third-party package can add a field kind without touching core or the widget")', () => {
  const rating: FormFieldKind = {
    id: 'acme/Rating',
    version: 1,
    family: 'basic-field',
    title: 'Ocena w gwiazdkach',
    dataSchema: { type: 'object', properties: { stars: { type: 'integer', title: 'Liczba gwiazdek' } } },
    defaults: () => ({ field_name: 'rating', label: 'Ocena', stars: 5 }),
    toDefinition: (data) =>
      ({ ...data, plugin: 'acme/Rating', element: 'acme/Rating' }) as FormFieldDefinition,
    coerce: (value) => (typeof value === 'string' ? Number(value) : value),
    validate: (value, field) =>
      Number.isInteger(value) && (value as number) >= 1 && (value as number) <= (field.stars as number)
        ? []
        : [`Wybierz od 1 do ${field.stars} gwiazdek.`],
  };

  it('derives and validates alongside the built-in kinds', () => {
    const withRating = createFormFieldKindRegistry([...formFieldKinds, rating]);
    const form: FormValue = {
      id: 'f',
      version: 1,
      rows: [{ cells: [cell(kind('FirstName')), cell(rating)] }],
    };
    const { definition, problems } = deriveFormDefinition(form, withRating);
    expect(problems).toEqual([]);
    expect(
      validateFormSubmission({
        definition,
        registry: withRating,
        now: NOW,
        data: { first_name: 'Ala', rating: '4' },
      }),
    ).toEqual({
      data: { first_name: 'Ala', rating: 4 },
      errors: [],
    });
    expect(
      validateFormSubmission({
        definition,
        registry: withRating,
        now: NOW,
        data: { first_name: 'Ala', rating: 9 },
      }).errors,
    ).toEqual([{ field: 'rating', message: 'Wybierz od 1 do 5 gwiazdek.' }]);
    expect(deriveFormDefinition(form, registry).problems).toEqual([
      `Nieznany rodzaj pola „acme/Rating” w komórce „${form.rows[0]?.cells[1]?.id}”`,
    ]);
  });
});
