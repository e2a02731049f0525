import { describe, expect, it } from 'vitest';
import { parseOwnAmount } from './selection.js';

describe('the payer’s own amount (partial payments)', () => {
  it('reads złoty as typed in Poland into grosze', () => {
    expect(parseOwnAmount('150', 50_000)).toBe(15_000);
    expect(parseOwnAmount('150,5', 50_000)).toBe(15_050);
    expect(parseOwnAmount(' 1 234,56 zł ', 200_000)).toBe(123_456);
    expect(parseOwnAmount('99.99', 50_000)).toBe(9_999);
  });

  it('refuses what is not an amount, nothing, or more than is due', () => {
    for (const text of ['', 'abc', '12,3,4', '0', '-5', '0,00'])
      expect(parseOwnAmount(text, 50_000), text).toBeNull();
    expect(parseOwnAmount('500,01', 50_000)).toBeNull();
    expect(parseOwnAmount('500', 50_000)).toBe(50_000);
  });
});
