import { describe, expect, it } from 'vitest';
import { allocateProportionally } from './allocate.js';

describe('allocateProportionally: parts proportional to the weights that add up exactly', () => {
  it('splits by the largest remainder and always sums to the amount', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(1_000, [30_000, 10_000])).toEqual([750, 250]);
    expect(allocateProportionally(5, [1, 2])).toEqual([2, 3]);
    const cases: [number, number[]][] = [
      [9_999, [3, 7, 11, 13]],
      [1, [1, 1, 1, 1]],
      [123_457, [50_000, 8_000, 1]],
    ];
    for (const [amount, weights] of cases) {
      const parts = allocateProportionally(amount, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      const sum = weights.reduce((a, b) => a + b, 0);
      for (const [i, part] of parts.entries())
        expect(Math.abs(part - (amount * (weights[i] as number)) / sum)).toBeLessThan(1);
    }
  });

  it('a zero weight gets nothing; nothing to spread over is zeros, or refused for a non-zero amount', () => {
    expect(allocateProportionally(10, [0, 5, 0])).toEqual([0, 10, 0]);
    expect(allocateProportionally(0, [0, 0])).toEqual([0, 0]);
    expect(() => allocateProportionally(1, [0, 0])).toThrow('Nie ma na co rozłożyć kwoty');
    expect(() => allocateProportionally(-1, [1])).toThrow();
    expect(() => allocateProportionally(1, [1.5])).toThrow();
  });
});
