import { describe, expect, it } from 'vitest';
import { sellerAmount, sellerRefundShare } from './commission.js';

describe('marketplace commission', () => {
  it('keeps cost percent (half-up to the grosz) and dispatches the rest', () => {
    expect(sellerAmount(10000, 0)).toBe(10000);
    expect(sellerAmount(10000, 2.5)).toBe(9750);
    expect(sellerAmount(1999, 1.5)).toBe(1969); // commission 29.985 → 30
    expect(sellerAmount(1000, 100)).toBe(0);
  });

  it('charges the seller a proportional share of a refund', () => {
    expect(sellerRefundShare(10000, 9750, 10000)).toBe(9750);
    expect(sellerRefundShare(5000, 9750, 10000)).toBe(4875);
    expect(sellerRefundShare(333, 9750, 10000)).toBe(325); // 324.675 → 325
  });
});
