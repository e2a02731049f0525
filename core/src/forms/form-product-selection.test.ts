import { describe, expect, it } from 'vitest';
import { formProductSelection } from './form-product-selection.js';

describe('formProductSelection (Product value: productId, productId[] or {productId: count})', () => {
  it.each([
    ['p1', [{ productId: 'p1', count: 1 }]],
    [
      ['p1', 'p2', 'p1'],
      [
        { productId: 'p1', count: 2 },
        { productId: 'p2', count: 1 },
      ],
    ],
    [{ p1: 3, p2: 0 }, [{ productId: 'p1', count: 3 }]],
    ['', []],
    [null, []],
  ])('%j → %j', (value, expected) => {
    expect(formProductSelection(value)).toEqual(expected);
  });

  it.each([[5], [{ p1: -1 }], [{ p1: 1.5 }], [['p1', 2]], [{ p1: '2' }], [' ']])('refuses %j', (value) => {
    expect(formProductSelection(value)).toBeNull();
  });
});
