import { describe, expect, it } from 'vitest';
import { createFormFieldKindRegistry } from '../plugins/form-field-kind.js';
import { deriveFormDefinition } from './derive-form-definition.js';
import { fixtureKinds } from './field-kinds.fixture.js';
import { fieldCell, form, layoutCell, row } from './forms.fixture.js';

const registry = createFormFieldKindRegistry(fixtureKinds);

describe('deriveFormDefinition (spec §3 Form "definition (list of fields: field_name, hasPrice, options …)")', () => {
  it('collects the fields of cells inside containers in document order with their cellId', () => {
    const value = form(
      row(fieldCell('a', { field_name: 'first_name', label: 'Imię' }, 'TextInput')),
      row({
        ...fieldCell('two', {}, 'TwoColumnRow'),
        rows: [
          row(fieldCell('b', { field_name: 'city', options: [{ value: 'x', inventory: '3' }] }, 'TextInput')),
        ],
      }),
      row(layoutCell('plain', row(fieldCell('c', { field_name: 'consent' }, 'Toggle')))),
    );
    const { definition, problems } = deriveFormDefinition(value, registry);
    expect(problems).toEqual([]);
    expect(definition).toEqual([
      { field_name: 'first_name', label: 'Imię', plugin: 'TextInput', element: 'TextInput', cellId: 'a' },
      // "numeric values coerced"
      {
        field_name: 'city',
        options: [{ value: 'x', inventory: 3 }],
        plugin: 'TextInput',
        element: 'TextInput',
        cellId: 'b',
      },
      { field_name: 'consent', plugin: 'Toggle', element: 'Toggle', cellId: 'c' },
    ]);
  });

  it('migrates older cells before asking the kind for the field', () => {
    const { definition } = deriveFormDefinition(
      form(row(fieldCell('a', { name: 'nick' }, 'TextInput'))),
      registry,
    );
    expect(definition.map((field) => field.field_name)).toEqual(['nick']);
  });

  it('names unknown plugin ids, repeated field names and cells without a field name', () => {
    const value = form(
      row(fieldCell('a', { field_name: 'x' }, 'acme/Missing')),
      row(fieldCell('b', { field_name: 'city' }, 'Toggle'), fieldCell('c', { field_name: 'city' }, 'Toggle')),
      row({ ...fieldCell('d', {}, 'Toggle'), plugin: { id: 'Toggle', version: 1 } }),
    );
    const { definition, problems } = deriveFormDefinition(value, registry);
    expect(problems).toEqual([
      'Nieznany rodzaj pola „acme/Missing” w komórce „a”',
      'Nazwa pola „city” powtarza się (komórki „b” i „c”)',
      'Komórka „d” (Przełącznik) nie ma nazwy pola (field_name)',
    ]);
    expect(definition.map((field) => field.cellId)).toEqual(['b']);
  });

  it('keeps the other fields when one has a bad hasPrice', () => {
    const value = form(
      row(
        fieldCell('a', { field_name: 'a', hasPrice: 'yes' }, 'Toggle'),
        fieldCell('b', { field_name: 'b' }, 'Toggle'),
      ),
    );
    const { definition, problems } = deriveFormDefinition(value, registry);
    expect(problems).toEqual([
      'Pole „a” (komórka „a”): znacznik ceny (hasPrice) musi mieć wartość true albo false',
    ]);
    expect(definition.map((field) => field.field_name)).toEqual(['b']);
  });

  it('reports rules that reference missing fields and rules json-logic would refuse', () => {
    const value = form(
      row(
        fieldCell('a', { field_name: 'a', jsonRule: { logic: { '==': [{ var: 'ghost' }, 1] } } }, 'Toggle'),
      ),
      row(fieldCell('b', { field_name: 'b', requiredRule: { logic: { method: ['x', 'y'] } } }, 'Toggle')),
      row(fieldCell('c', { field_name: 'c', jsonRule: { logic: { var: 'a' }, humanRule: 'a' } }, 'Toggle')),
    );
    expect(deriveFormDefinition(value, registry).problems).toEqual([
      'Reguła widoczności pola „a” odwołuje się do nieznanego pola „ghost”',
      'Reguła wymagalności pola „b”: Operator „method” jest niedozwolony w regułach płatności',
    ]);
  });

  it('reports a tree that is not a form instead of throwing', () => {
    expect(deriveFormDefinition({ id: 'f', version: 1, rows: 'x' } as never, registry).problems).toEqual([
      'Formularz musi mieć listę wierszy (rows)',
    ]);
  });
});
