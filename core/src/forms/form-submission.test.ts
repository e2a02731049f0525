import { describe, expect, it } from 'vitest';
import { createFormFieldKindRegistry, type FormFieldKind } from '../plugins/form-field-kind.js';
import { fixtureKinds } from './field-kinds.fixture.js';
import { validateFormSubmission } from './form-submission.js';
import type { FormFieldDefinition } from './form-types.js';

const registry = createFormFieldKindRegistry(fixtureKinds);
const now = new Date('2025-03-01T10:00:00Z');

const text = (field_name: string, extra: Partial<FormFieldDefinition> = {}): FormFieldDefinition => ({
  field_name,
  plugin: 'TextInput',
  element: 'TextInput',
  ...extra,
});
const toggle = (field_name: string, extra: Partial<FormFieldDefinition> = {}): FormFieldDefinition => ({
  field_name,
  plugin: 'Toggle',
  element: 'Toggle',
  ...extra,
});

describe('validateFormSubmission', () => {
  it("refuses names the form has no field for ('Nieznane pole „x”.') unless they are ignored", () => {
    const definition = [text('first_name')];
    const result = validateFormSubmission({
      definition,
      registry,
      now,
      data: { first_name: 'Ala', hack: 1, ref: 'x' },
      ignoredFields: ['ref'],
    });
    expect(result.errors).toEqual([{ field: 'hack', message: 'Nieznane pole „hack”.' }]);
    expect(result.data).toEqual({ first_name: 'Ala' });
  });

  it("reports an empty required field with 'To pole jest wymagane.' in field order and coerces the rest", () => {
    const definition = [
      text('first_name', { required: true }),
      text('last_name', { required: true }),
      text('city'),
    ];
    const result = validateFormSubmission({
      definition,
      registry,
      now,
      data: { first_name: '  Ala ', last_name: ' ', city: 5 },
    });
    expect(result.errors).toEqual([
      { field: 'last_name', message: 'To pole jest wymagane.' },
      { field: 'city', message: 'Podaj tekst.' },
    ]);
    expect(result.data).toEqual({ first_name: 'Ala', city: 5 });
  });

  it('spec §3 "a JSON rule with logic": a field whose visibility rule is false is not validated and its value is dropped', () => {
    const definition = [
      toggle('company'),
      text('company_name', { required: true, jsonRule: { logic: { '==': [{ var: 'company' }, true] } } }),
    ];
    const hidden = validateFormSubmission({
      definition,
      registry,
      now,
      data: { company: 'false', company_name: 'ACME' },
    });
    expect(hidden).toEqual({ data: { company: false }, errors: [] });
    const shown = validateFormSubmission({ definition, registry, now, data: { company: 1 } });
    expect(shown.errors).toEqual([{ field: 'company_name', message: 'To pole jest wymagane.' }]);
  });

  it('a truthy requiredRule makes a field required; rules use pricing operators such as age', () => {
    const definition = [
      text('birth_date'),
      text('guardian', { requiredRule: { logic: { '<': [{ age: [{ var: 'birth_date' }] }, 18] } } }),
    ];
    const minor = validateFormSubmission({ definition, registry, now, data: { birth_date: '2015-05-05' } });
    expect(minor.errors).toEqual([{ field: 'guardian', message: 'To pole jest wymagane.' }]);
    const adult = validateFormSubmission({ definition, registry, now, data: { birth_date: '1990-05-05' } });
    expect(adult.errors).toEqual([]);
  });

  it('spec §3 "a \'databasedon\' fallback source field": an empty field takes the value of the field it is based on', () => {
    const definition = [
      text('email_main'),
      text('invoice_email', { databasedon: 'email_main', required: true }),
    ];
    expect(
      validateFormSubmission({ definition, registry, now, data: { email_main: 'a@b.pl', invoice_email: '' } })
        .data,
    ).toEqual({
      email_main: 'a@b.pl',
      invoice_email: 'a@b.pl',
    });
    expect(
      validateFormSubmission({
        definition,
        registry,
        now,
        data: { email_main: 'a@b.pl', invoice_email: 'c@d.pl' },
      }).data.invoice_email,
    ).toBe('c@d.pl');
  });

  it('a required toggle switched off fails in its kind (consents)', () => {
    const result = validateFormSubmission({
      definition: [toggle('terms', { required: true })],
      registry,
      now,
      data: { terms: 0 },
    });
    expect(result.errors).toEqual([{ field: 'terms', message: 'To pole jest wymagane.' }]);
  });

  it('refuses a submission that is not an object', () => {
    expect(validateFormSubmission({ definition: [], registry, now, data: [] }).errors).toEqual([
      { field: '', message: 'Dane formularza muszą być obiektem (nazwa pola → wartość).' },
    ]);
  });

  it('a third-party kind (acme/Rating) validates through the registry without touching core', () => {
    const rating: FormFieldKind = {
      id: 'acme/Rating',
      version: 1,
      family: 'basic-field',
      title: 'Ocena',
      dataSchema: { type: 'object', properties: { stars: { type: 'integer' } } },
      defaults: () => ({ field_name: 'rating', label: 'Ocena', stars: 5 }),
      toDefinition: (data) =>
        ({ ...data, plugin: 'acme/Rating', element: 'acme/Rating' }) as FormFieldDefinition,
      coerce: (value) => Number(value),
      validate: (value, field) =>
        (value as number) <= (field.stars as number) ? [] : [`Najwyżej ${field.stars} gwiazdek.`],
    };
    const withRating = createFormFieldKindRegistry([...fixtureKinds, rating]);
    const definition = [{ ...rating.toDefinition(rating.defaults()), cellId: 'r' } as FormFieldDefinition];
    expect(validateFormSubmission({ definition, registry: withRating, now, data: { rating: '4' } })).toEqual({
      data: { rating: 4 },
      errors: [],
    });
    expect(
      validateFormSubmission({ definition, registry: withRating, now, data: { rating: 7 } }).errors,
    ).toEqual([{ field: 'rating', message: 'Najwyżej 5 gwiazdek.' }]);
  });

  it('passes products and installments to the kinds', () => {
    const seen: unknown[] = [];
    const spy: FormFieldKind = {
      ...fixtureKinds[0]!,
      id: 'spy',
      validate: (_value, _field, context) => {
        seen.push(context.products, context.installments, context.required, context.data.x);
        return [];
      },
    };
    const products = [{ productId: 'p', enabled: true }];
    validateFormSubmission({
      definition: [{ field_name: 'x', plugin: 'spy' }],
      registry: createFormFieldKindRegistry([spy]),
      now,
      data: { x: ' v ' },
      products,
      installments: [],
    });
    expect(seen).toEqual([products, [], false, 'v']);
  });
});
