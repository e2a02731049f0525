import { describe, expect, it } from 'vitest';
import { createFormFieldKindRegistry, type FormFieldKind } from '../plugins/form-field-kind.js';
import { formFieldValueText, genericFormValueText } from './form-value-text.js';

describe('genericFormValueText', () => {
  it("shows booleans as 'Tak'/'Nie', never true or false (spec §3 'labelled Tak and Nie')", () => {
    expect(genericFormValueText(true)).toBe('Tak');
    expect(genericFormValueText(false)).toBe('Nie');
  });
  it('joins lists, writes numbers with a decimal comma and counts as × n, empty as blank', () => {
    expect(genericFormValueText(['a', 'b'])).toBe('a, b');
    expect(genericFormValueText(12.5)).toBe('12,5');
    expect(genericFormValueText({ x: 2, y: 1 })).toBe('x × 2, y');
    expect(genericFormValueText(null)).toBe('');
    expect(genericFormValueText([])).toBe('');
  });
});

describe('formFieldValueText', () => {
  const kind = {
    id: 'Shout',
    formatValue: (value: unknown) => String(value).toUpperCase(),
  } as unknown as FormFieldKind;
  const registry = createFormFieldKindRegistry([kind]);
  it("uses the field kind's formatValue", () => {
    expect(formFieldValueText(registry, { field_name: 'a', plugin: 'Shout' }, 'photo')).toBe('PHOTO');
  });
  it('falls back to the generic text for a kind without formatValue or an unknown field', () => {
    expect(formFieldValueText(registry, { field_name: 'a', plugin: 'Other' }, true)).toBe('Tak');
    expect(formFieldValueText(registry, undefined, ['x'])).toBe('x');
  });
});
