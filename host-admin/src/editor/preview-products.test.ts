import { describe, expect, it } from 'vitest';
import { toPreviewProduct } from './preview-products.js';

const listed = {
  productId: 'p1',
  name: 'Obiad',
  enabled: true,
  price: 2500,
  maxCount: null,
  durationMinutes: null,
  visibilityRule: null,
};

describe('toPreviewProduct (second document §4 "Product availability": enabled and inventory not at or below zero)', () => {
  it('an enabled product with stock or unlimited inventory is available', () => {
    expect(toPreviewProduct({ ...listed, inventory: 3 }).available).toBe(true);
    expect(toPreviewProduct({ ...listed, inventory: null }).available).toBe(true);
  });

  it('a disabled product, or one with inventory at or below zero, is not available', () => {
    expect(toPreviewProduct({ ...listed, inventory: 5, enabled: false }).available).toBe(false);
    expect(toPreviewProduct({ ...listed, inventory: 0 }).available).toBe(false);
  });

  it('takes the id from _id when the list carries no productId', () => {
    const { productId: _omitted, ...rest } = listed;
    expect(toPreviewProduct({ ...rest, _id: 'x9', inventory: 1 }).productId).toBe('x9');
  });
});
