import { describe, expect, it } from 'vitest';
import { formProductSelection } from './form-product-selection.js';

describe('formProductSelection — contract 2: "Product → productId string, or string[] (count 1 each), or {productId: count}"', () => {
  it.each([
    ['an empty value chooses nothing', undefined, []],
    ['null chooses nothing', null, []],
    ['empty text chooses nothing', '', []],
    ['a productId is one piece', 'p1', [{ productId: 'p1', count: 1 }]],
    [
      'a list is one piece each, a repeated id twice',
      ['p1', 'p2', 'p1'],
      [
        { productId: 'p1', count: 2 },
        { productId: 'p2', count: 1 },
      ],
    ],
    [
      'a map gives the counts; a count of 0 chooses nothing',
      { p1: 3, p2: 0 },
      [{ productId: 'p1', count: 3 }],
    ],
    [
      '"numeric values coerced, 0 when not numeric": text counts are read, others choose nothing',
      { p1: '2', p2: 'abc', p3: '' },
      [{ productId: 'p1', count: 2 }],
    ],
  ])('%s', (_name, value, expected) => {
    expect(formProductSelection(value)).toEqual(expected);
  });

  it.each([
    ['a number instead of an id', 5],
    ['a negative count', { p1: -1 }],
    ['a fractional count', { p1: 1.5 }],
    ['a list with a non-id', ['p1', 2]],
    ['a blank id', ' '],
    ['a list of objects', [{ id: 'p1' }]],
  ])('refuses %s (null)', (_name, value) => {
    expect(formProductSelection(value)).toBeNull();
  });
});
