import { describe, expect, it } from 'vitest';
import { formatValidationErrors } from './validation-messages.js';

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
        { keyword: 'somethingNew', instancePath: '/y', params: {}, message: 'must be shiny' },
      ]),
    ).toEqual([
      'body.email: pole jest wymagane',
      'body.items[0].amount: nieprawidłowy typ (oczekiwano: liczba całkowita)',
      'body.name: za długie (maksimum 1 znak)',
      'body.items: za mało elementów (minimum 5 elementów)',
      'body.kind: niedozwolona wartość (dozwolone: "a", "b")',
      'body.x: nieprawidłowy typ (oczekiwano: tekst lub null)',
      'body.y: nieprawidłowa wartość (must be shiny)',
    ]);
  });

  it('uses the validation context (querystring, params) as the prefix and drops duplicates', () => {
    const e = { keyword: 'minimum', instancePath: '/page', params: { comparison: '>=', limit: 1 } };
    expect(formatValidationErrors([e, e], 'querystring')).toEqual([
      'querystring.page: wartość musi być większa lub równa 1',
    ]);
  });
});
