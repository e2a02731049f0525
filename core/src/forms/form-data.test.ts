import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { coercePricingToggle } from '../pricing/index.js';
import {
  coerceToggle,
  FORM_TOGGLE_LABELS,
  formDataDisplayName,
  formFieldValue,
  toggleLabel,
} from './form-data.js';

describe("formDataDisplayName: spec §3 'first name plus last name, else company name, else '< Nowy >''", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['first plus last name', { first_name: 'Anna', last_name: 'Nowak', company_name: 'ACME' }, 'Anna Nowak'],
    ['first name only', { first_name: ' Anna ' }, 'Anna'],
    ['last name only', { last_name: 'Nowak' }, 'Nowak'],
    ['else company name', { first_name: '  ', company_name: 'ACME sp. z o.o.' }, 'ACME sp. z o.o.'],
    ['a numeric company name', { company_name: 123 }, '123'],
    ["else '< Nowy >'", {}, '< Nowy >'],
    [
      "else '< Nowy >' for values that are not text",
      { first_name: null, last_name: {}, company_name: true },
      '< Nowy >',
    ],
  ])('%s', (_, data, expected) => {
    expect(formDataDisplayName(data)).toBe(expected);
  });

  it('ignores inherited properties', () => {
    expect(formDataDisplayName(Object.create({ first_name: 'Ukryty' }))).toBe('< Nowy >');
  });

  it.each([null, [], 'Anna'])('refuses FormData %j that is not a flat map', (data) => {
    expect(() => formDataDisplayName(data as never)).toThrow(
      new ValidationError('Dane formularza muszą być obiektem (nazwa pola → wartość)'),
    );
  });
});

describe("toggles: spec §3 'Toggle values are coerced to boolean when 1 or 'true''", () => {
  it.each<[unknown, boolean]>([
    [true, true],
    [1, true],
    ['true', true],
    [false, false],
    [0, false],
    ['1', false],
    ['false', false],
    ['Tak', false],
    [null, false],
    [undefined, false],
  ])('coerceToggle(%j) → %s', (value, expected) => {
    expect(coerceToggle(value)).toBe(expected);
  });

  it('follows the same rule as pricing (property)', () => {
    fc.assert(fc.property(fc.anything(), (value) => coerceToggle(value) === coercePricingToggle(value)));
  });

  it.each<[unknown, { yes?: string; no?: string } | undefined, string]>([
    [true, undefined, 'Tak'],
    ['true', undefined, 'Tak'],
    [0, undefined, 'Nie'],
    [true, { yes: 'Zgoda' }, 'Zgoda'],
    [false, { yes: 'Zgoda' }, 'Nie'],
    [false, { no: 'Brak zgody' }, 'Brak zgody'],
    [true, { yes: '  ' }, 'Tak'],
  ])("toggleLabel(%j, %j) → '%s' ('Tak' and 'Nie' unless overridden)", (value, labels, expected) => {
    expect(toggleLabel(value, labels)).toBe(expected);
  });

  it('labels are Tak and Nie', () => {
    expect(FORM_TOGGLE_LABELS).toEqual({ yes: 'Tak', no: 'Nie' });
  });
});

describe("formFieldValue: spec §3 'a 'databasedon' fallback source field'", () => {
  const data = {
    city: 'Kraków',
    customer_city: 'Gdańsk',
    blank: '  ',
    nothing: null,
    consent: 1,
    zero: 0,
    off: false,
  };

  it.each<[string, { field_name: string; databasedon?: string; element?: string }, unknown]>([
    ["the field's own value", { field_name: 'city', databasedon: 'customer_city' }, 'Kraków'],
    [
      'the fallback when the field is missing',
      { field_name: 'home', databasedon: 'customer_city' },
      'Gdańsk',
    ],
    ['the fallback when the field is blank', { field_name: 'blank', databasedon: 'city' }, 'Kraków'],
    ['the fallback when the field is null', { field_name: 'nothing', databasedon: 'city' }, 'Kraków'],
    ['0 and false are values, not gaps', { field_name: 'zero', databasedon: 'city' }, 0],
    ['false stays', { field_name: 'off', databasedon: 'city' }, false],
    ['undefined without a fallback', { field_name: 'home' }, undefined],
    ['undefined when the fallback is empty too', { field_name: 'home', databasedon: 'other' }, undefined],
    ['a toggle coerced to boolean', { field_name: 'consent', element: 'Toggle' }, true],
    ['a missing EmailToggle is false', { field_name: 'home', element: 'EmailToggle' }, false],
    [
      'a toggle falling back',
      { field_name: 'home', element: 'EmptyFormToggle', databasedon: 'consent' },
      true,
    ],
  ])('%s', (_, field, expected) => {
    expect(formFieldValue(data, field)).toBe(expected);
  });

  it('refuses a field without a name', () => {
    expect(() => formFieldValue({}, {} as never)).toThrow(
      new ValidationError('Pole formularza musi mieć nazwę (field_name)'),
    );
    expect(() => formFieldValue([] as never, { field_name: 'a' })).toThrow(ValidationError);
  });
});
