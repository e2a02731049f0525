import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHOOL_NOUNS } from '../testing/school-nouns.js';
import { validateWithSchema } from './ajv.js';
import { vocabularize } from './labels.js';
import { errorsByPath } from './messages.js';
import { SchemaForm } from './SchemaForm.js';
import type { FieldSchema } from './schema-utils.js';

afterEach(cleanup);

const schema = {
  type: 'object',
  title: 'Projekt',
  additionalProperties: false,
  required: ['event', 'payments'],
  properties: {
    eventId: { type: 'string', title: 'Identyfikator', readOnly: true },
    event: {
      type: 'object',
      title: 'Projekt',
      additionalProperties: false,
      required: ['name', 'from', 'translationType'],
      properties: {
        name: { type: 'string', title: 'Nazwa', minLength: 1, maxLength: 200, pattern: '\\S' },
        from: { type: ['string', 'null'], format: 'date-time', title: 'Od', default: null },
        translationType: {
          type: 'string',
          title: 'Rodzaj słownictwa',
          enum: ['default', 'school'],
          default: 'default',
        },
        description: { type: 'string', title: 'Opis', maxLength: 20000, default: '' },
      },
    },
    payments: {
      type: 'object',
      title: 'Płatności',
      additionalProperties: false,
      required: ['online', 'daysLate'],
      properties: {
        online: { type: 'boolean', title: 'Płatności online', default: true },
        daysLate: { type: 'integer', title: 'Dni opóźnienia', minimum: 0, maximum: 365, default: 2 },
        settleWithEvent: { type: 'boolean', title: 'Rozliczenie w ramach projektu', default: false },
        vatPercent: {
          type: ['string', 'null'],
          title: 'Stawka VAT',
          enum: ['23', 'np', null],
          default: null,
        },
      },
    },
    permissions: {
      type: 'array',
      title: 'Uprawnienia',
      default: [],
      items: {
        type: 'object',
        title: 'Uprawnienie',
        additionalProperties: false,
        required: ['userId', 'role'],
        properties: {
          userId: { type: 'string', title: 'Użytkownik', minLength: 1 },
          role: { type: 'string', title: 'Rola', enum: ['admin', 'employee'], default: 'employee' },
        },
      },
    },
  },
} as const satisfies FieldSchema;

describe('schema form (forms generated from the JSON Schemas the API validates with)', () => {
  it('draws sections, Polish titles, inputs by type, defaults and no read-only fields', () => {
    const value = {
      eventId: 'p1',
      event: { name: 'Obóz', from: '2026-07-01T08:00:00.000Z', translationType: 'default', description: '' },
      payments: { online: true, daysLate: 2, settleWithEvent: false, vatPercent: null },
      permissions: [],
    };
    render(<SchemaForm schema={schema} value={value} onChange={() => {}} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Projekt',
      'Płatności',
      'Uprawnienia',
    ]);
    expect((screen.getByLabelText(/^Nazwa/) as HTMLInputElement).value).toBe('Obóz');
    expect(screen.getByLabelText(/^Od/).getAttribute('type')).toBe('datetime-local');
    expect(screen.getByLabelText(/^Opis/).tagName).toBe('TEXTAREA');
    const vocabulary = screen.getByLabelText(/Rodzaj słownictwa/) as HTMLSelectElement;
    expect([...vocabulary.options].map((o) => o.textContent)).toEqual([
      'Domyślny (projekt, uczestnik)',
      'Szkoła',
    ]);
    expect((screen.getByLabelText('Płatności online') as HTMLInputElement).checked).toBe(true);
    const days = screen.getByLabelText(/Dni opóźnienia/) as HTMLInputElement;
    expect([days.type, days.value, days.min, days.max]).toEqual(['number', '2', '0', '365']);
    const vat = screen.getByLabelText(/Stawka VAT/) as HTMLSelectElement;
    expect(vat.value).toBe('__null__');
    expect(vat.options[0]?.textContent).toBe('(jak w organizacji)');
    expect(screen.queryByLabelText(/Identyfikator/)).toBeNull();
    expect(screen.getByRole('group', { name: 'Uprawnienia' })).toBeTruthy();
  });

  it('edits values by path and adds array rows with the item defaults', () => {
    function Harness() {
      const [value, setValue] = useState<unknown>({
        event: { name: 'A' },
        payments: { online: true, daysLate: 2 },
        permissions: [],
      });
      return (
        <>
          <SchemaForm schema={schema} value={value} onChange={setValue} />
          <output data-testid="value">{JSON.stringify(value)}</output>
        </>
      );
    }
    render(<Harness />);
    fireEvent.change(screen.getByLabelText(/^Nazwa/), { target: { value: 'Obóz letni' } });
    fireEvent.change(screen.getByLabelText(/Dni opóźnienia/), { target: { value: '5' } });
    fireEvent.click(screen.getByLabelText('Płatności online'));
    fireEvent.change(screen.getByLabelText(/Stawka VAT/), { target: { value: 'np' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj: uprawnienie' }));
    const value = JSON.parse(screen.getByTestId('value').textContent ?? '{}');
    expect(value).toEqual({
      event: { name: 'Obóz letni' },
      payments: { online: false, daysLate: 5, vatPercent: 'np' },
      permissions: [{ role: 'employee' }],
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Usuń: Uprawnienie 1' }));
    });
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '{}').permissions).toEqual([]);
  });

  it('validates with the server Ajv options: defaults filled, strings coerced, unknown keys dropped', () => {
    const result = validateWithSchema(schema, {
      event: { name: 'Obóz', extra: 'x' },
      payments: { daysLate: '7' },
    } as unknown);
    expect(result.valid).toBe(true);
    expect(result.value).toEqual({
      event: { name: 'Obóz', from: null, translationType: 'default', description: '' },
      payments: { online: true, daysLate: 7, settleWithEvent: false, vatPercent: null },
      permissions: [],
    });
  });

  it('shows Polish messages under the fields for out-of-range numbers, missing and blank values', () => {
    const result = validateWithSchema(schema, {
      event: { name: ' ', from: 'wczoraj' },
      payments: { daysLate: 400 },
      permissions: [{ role: 'boss' }],
    } as unknown);
    expect(result.valid).toBe(false);
    const errors = errorsByPath(result.errors);
    expect(errors).toMatchObject({
      'event.name': ['nieprawidłowy format'],
      'event.from': ['nieprawidłowa data i godzina'],
      'payments.daysLate': ['wartość musi być mniejsza lub równa 365'],
      'permissions.0.userId': ['pole jest wymagane'],
      'permissions.0.role': ['wybierz jedną z dozwolonych wartości'],
    });
    render(
      <SchemaForm
        schema={schema}
        value={{ event: { name: ' ' }, payments: { daysLate: 400 } }}
        onChange={() => {}}
        errors={errors}
      />,
    );
    const days = screen.getByLabelText(/Dni opóźnienia/);
    expect(days.getAttribute('aria-invalid')).toBe('true');
    const describedBy = days.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('wartość musi być mniejsza lub równa 365');
  });

  it('speaks the project vocabulary in labels', () => {
    const nouns = SCHOOL_NOUNS as never;
    expect(vocabularize('Rozliczenie w ramach projektu', nouns)).toBe('Rozliczenie w ramach roku szkolnego');
    expect(vocabularize('Projekt', nouns)).toBe('Rok szkolny');
    expect(vocabularize('Dopasowanie po danych uczestnika', nouns)).toBe('Dopasowanie po danych ucznia');
    expect(vocabularize('Projektowanie', nouns)).toBe('Projektowanie');
    render(
      <SchemaForm schema={schema} value={{}} onChange={() => {}} label={(t) => vocabularize(t, nouns)} />,
    );
    expect(screen.getByLabelText('Rozliczenie w ramach roku szkolnego')).toBeTruthy();
  });

  it("an adjective before the noun agrees with the project's noun: 'Nowe wydarzenie', never 'Nowy wydarzenie'", () => {
    const event = {
      project: {
        gender: 'n',
        nominative: 'wydarzenie',
        genitive: 'wydarzenia',
        dative: 'wydarzeniu',
        accusative: 'wydarzenie',
        instrumental: 'wydarzeniem',
        locative: 'wydarzeniu',
        plural: 'wydarzenia',
        pluralGenitive: 'wydarzeń',
      },
    } as never;
    const shop = {
      project: {
        gender: 'f',
        nominative: 'kampania',
        genitive: 'kampanii',
        dative: 'kampanii',
        accusative: 'kampanię',
        instrumental: 'kampanią',
        locative: 'kampanii',
        plural: 'kampanie',
        pluralGenitive: 'kampanii',
      },
    } as never;
    expect(vocabularize('Nowy projekt', event)).toBe('Nowe wydarzenie');
    expect(vocabularize('Nowy projekt', shop)).toBe('Nowa kampania');
    expect(vocabularize('Twój ostatni projekt', event)).toBe('Twoje ostatnie wydarzenie');
    expect(vocabularize('Drugi projekt', shop)).toBe('Druga kampania');
    expect(vocabularize('Ustawienia projektu', event)).toBe('Ustawienia wydarzenia');
    expect(vocabularize('Nowy projekt', SCHOOL_NOUNS as never)).toBe('Nowy rok szkolny');
  });
});
