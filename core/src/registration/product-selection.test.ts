import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { productSelection } from './product-selection.js';

describe('productSelection — contract 2: "Product → productId string, or string[] (count 1 each), or {productId: count}"', () => {
  it.each([
    ['an empty value selects nothing', undefined, []],
    ['null selects nothing', null, []],
    ['empty text selects nothing', '', []],
    ['a productId is one piece', 'p1', [{ productId: 'p1', count: 1 }]],
    [
      'a list is one piece each',
      ['p1', 'p2'],
      [
        { productId: 'p1', count: 1 },
        { productId: 'p2', count: 1 },
      ],
    ],
    ['the same product listed twice is two pieces', ['p1', 'p1'], [{ productId: 'p1', count: 2 }]],
    [
      'a map gives the counts',
      { p1: 3, p2: 1 },
      [
        { productId: 'p1', count: 3 },
        { productId: 'p2', count: 1 },
      ],
    ],
    [
      '"numeric values coerced, 0 if not numeric": text counts',
      { p1: '2', p2: 'abc' },
      [{ productId: 'p1', count: 2 }],
    ],
    ['a count of 0 selects nothing', { p1: 0 }, []],
  ])('%s', (_name, value, expected) => {
    expect(productSelection(value)).toEqual(expected);
  });

  it.each([
    ['a negative count', { p1: -1 }],
    ['a fractional count', { p1: 1.5 }],
    ['a number instead of an id', 5],
    ['a list of non-ids', [{ id: 'p1' }]],
  ])('rejects %s in Polish', (_name, value) => {
    expect(() => productSelection(value)).toThrow(ValidationError);
  });
});
