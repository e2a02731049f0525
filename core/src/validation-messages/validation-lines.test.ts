import { describe, expect, it } from 'vitest';
import { formatValidationErrors, parseValidationLine } from './validation-lines.js';

describe('formatValidationErrors (spec §5 "Server validation errors arrive as a list")', () => {
  it('one readable Polish line per Ajv error, with a dotted path', () => {
    expect(
      formatValidationErrors([
        { keyword: 'required', instancePath: '', params: { missingProperty: 'email' } },
        { keyword: 'type', instancePath: '/items/0/amount', params: { type: 'integer' } },
        { keyword: 'maxLength', instancePath: '/name', params: { limit: 1 } },
        { keyword: 'minItems', instancePath: '/items', params: { limit: 5 } },
        { keyword: 'enum', instancePath: '/kind', params: { allowedValues: ['a', 'b'] } },
        { keyword: 'type', instancePath: '/x', params: { type: 'string,null' } },
      ]),
    ).toEqual([
      'body.email: pole jest wymagane',
      'body.items[0].amount: nieprawidłowy typ (oczekiwano: liczba całkowita)',
      'body.name: za długie (maksimum 1 znak)',
      'body.items: za mało elementów (minimum 5 elementów)',
      'body.kind: wybierz jedną z dozwolonych wartości',
      'body.x: nieprawidłowy typ (oczekiwano: tekst lub pusta wartość)',
    ]);
  });

  it('uses the validation context (querystring, params) as the prefix and drops duplicates', () => {
    const e = { keyword: 'minimum', instancePath: '/page', params: { comparison: '>=', limit: 1 } };
    expect(formatValidationErrors([e, e], 'querystring')).toEqual([
      'querystring.page: wartość musi być większa lub równa 1',
    ]);
  });
});

describe('parseValidationLine', () => {
  it('gives back the field a line of the list names and its message', () => {
    expect(parseValidationLine('body.items[0].amount: wartość musi być większa niż 0')).toEqual({
      context: 'body',
      segments: ['items', '0', 'amount'],
      message: 'wartość musi być większa niż 0',
    });
    expect(parseValidationLine('body: nieprawidłowy typ (oczekiwano: obiekt)')).toEqual({
      context: 'body',
      segments: [],
      message: 'nieprawidłowy typ (oczekiwano: obiekt)',
    });
  });

  it("reads a use case's own line without the context as a body field", () => {
    expect(parseValidationLine('invoiceData.taxId: nieprawidłowy NIP')).toEqual({
      context: 'body',
      segments: ['invoiceData', 'taxId'],
      message: 'nieprawidłowy NIP',
    });
  });

  it('is null for a line that names no field (a business message)', () => {
    expect(parseValidationLine('Projekt o tej domenie już istnieje')).toBeNull();
  });
});
