import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { coerceFormDefinition } from './form-definition.js';

describe("coerceFormDefinition: spec §3 'options with inventory and count; numeric values coerced, 0 if not numeric'", () => {
  it.each<[unknown, number]>([
    [5, 5],
    ['3', 3],
    [' 2,5 ', 2.5],
    [0, 0],
    [-1, -1],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [true, 0],
    [Number.NaN, 0],
  ])('inventory and count %j → %d', (raw, expected) => {
    const [field] = coerceFormDefinition([
      { field_name: 'product', hasPrice: true, options: [{ value: 'a', inventory: raw, count: raw }] },
    ]);
    expect(field?.options?.[0]).toEqual({ value: 'a', inventory: expected, count: expected });
  });

  it('keeps a missing inventory or count missing (unlimited) and every other property', () => {
    const definition = [
      {
        field_name: 'product',
        element: 'Dropdown',
        label: 'Produkt',
        options: [{ value: 'a', price: 1000 }],
      },
      { field_name: 'first_name', dateFormat: 'dd.MM.yyyy', databasedon: 'customer_first_name' },
    ];
    expect(coerceFormDefinition(definition)).toEqual(definition);
    expect(coerceFormDefinition(definition)[0]).not.toBe(definition[0]);
  });

  it('does not change its input', () => {
    const definition = [{ field_name: 'p', options: [{ value: 'a', inventory: '3' }] }];
    coerceFormDefinition(definition);
    expect(definition[0]?.options[0]?.inventory).toBe('3');
  });

  it('reads a missing definition as no fields, and null options as none', () => {
    expect(coerceFormDefinition(undefined)).toEqual([]);
    expect(coerceFormDefinition(null)).toEqual([]);
    expect(coerceFormDefinition([{ field_name: 'a', options: null }])).toEqual([
      { field_name: 'a', options: null },
    ]);
  });

  it('refuses a definition that is not a list', () => {
    expect(() => coerceFormDefinition({ field_name: 'a' })).toThrow(
      new ValidationError('Definicja formularza musi być listą pól'),
    );
  });

  it('lists every problem of the fields', () => {
    const definition = [
      'x',
      { field_name: '' },
      { field_name: 'a', hasPrice: 'yes' },
      { field_name: 'a' },
      { field_name: 'b', options: 'x' },
      { field_name: 'c', options: [1] },
    ];
    expect(() => coerceFormDefinition(definition)).toThrow(
      new ValidationError([
        'Pole 1 definicji formularza musi być obiektem',
        'Pole 2 definicji formularza: nazwa pola (field_name) musi być niepustym tekstem',
        'Pole 3 definicji formularza: znacznik ceny (hasPrice) musi mieć wartość true albo false',
        'Pole 4 definicji formularza: nazwa pola „a” powtarza się',
        'Pole 5 definicji formularza: opcje (options) muszą być listą obiektów',
        'Pole 6 definicji formularza: opcje (options) muszą być listą obiektów',
      ]),
    );
  });
});
