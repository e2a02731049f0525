import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { coercePricingNumber, coercePricingToggle, prepareRuleData } from './form-values.js';

describe("coercePricingNumber: 'numeric values coerced, 0 if not numeric'", () => {
  it.each<[unknown, number]>([
    [3, 3],
    [0, 0],
    [-0, 0],
    [-2, -2],
    [2.5, 2.5],
    ['3', 3],
    [' 12 ', 12],
    ['2,5', 2.5],
    ['-1.5', -1.5],
    ['+4', 4],
    ['.5', 0.5],
    ['7.', 7],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    ['1e3', 0],
    ['0x10', 0],
    ['1 000', 0],
    ['Infinity', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
    [[3], 0],
    [{ count: 3 }, 0],
  ])('%j → %d', (value, expected) => {
    expect(coercePricingNumber(value)).toBe(expected);
  });

  it('never returns NaN or an infinity (property)', () => {
    fc.assert(fc.property(fc.anything(), (value) => Number.isFinite(coercePricingNumber(value))));
  });

  it('keeps every finite number (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(coercePricingNumber(value)).toBe(value + 0);
      }),
    );
  });
});

describe("coercePricingToggle: 'Toggle values are coerced to boolean when 1 or 'true''", () => {
  it.each<[unknown, boolean]>([
    [true, true],
    [1, true],
    ['true', true],
    [false, false],
    [0, false],
    ['false', false],
    ['1', false],
    ['TRUE', false],
    ['Tak', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(coercePricingToggle(value)).toBe(expected);
  });
});

describe('prepareRuleData: what the rules see of FormData, a flat map of field names to values', () => {
  it('copies the fields into an object without a prototype', () => {
    const data = prepareRuleData({ a: 1, b: 'x' }, undefined);
    expect(Object.getPrototypeOf(data)).toBeNull();
    expect({ ...data }).toEqual({ a: 1, b: 'x' });
  });

  it('ignores inherited properties', () => {
    const inherited = Object.create({ hidden: 1 }) as Record<string, unknown>;
    inherited.own = 2;
    expect({ ...prepareRuleData(inherited, undefined) }).toEqual({ own: 2 });
  });

  it('coerces the toggles of the definition, missing ones to false', () => {
    const definition = [
      { field_name: 'dinner', element: 'Toggle' },
      { field_name: 'newsletter', element: 'EmailToggle' },
      { field_name: 'empty', element: 'EmptyFormToggle' },
      { field_name: 'nights', element: 'NumberInput' },
      { field_name: 'other' },
    ];
    const data = prepareRuleData({ dinner: 'true', newsletter: 0, nights: '1' }, definition);
    expect({ ...data }).toEqual({ dinner: true, newsletter: false, empty: false, nights: '1' });
  });

  it.each([null, 'a=1', [1, 2], 5])('rejects form data %j', (formData) => {
    expect(() => prepareRuleData(formData as never, undefined)).toThrow(
      new ValidationError('Dane formularza muszą być obiektem (nazwa pola → wartość)'),
    );
  });

  it('rejects a definition that is not a list', () => {
    expect(() => prepareRuleData({}, {} as never)).toThrow('Definicja formularza musi być listą pól');
  });
});
