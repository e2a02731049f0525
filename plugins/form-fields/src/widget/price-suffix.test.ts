import { describe, expect, it } from 'vitest';
import { withPriceSuffix } from './price-suffix.js';

describe('withPriceSuffix', () => {
  it('a priced option reads its price once: "Warsztaty fotograficzne (+80,00 zł)"', () => {
    expect(withPriceSuffix('Warsztaty fotograficzne', 8_000)).toBe('Warsztaty fotograficzne (+80,00 zł)');
    expect(withPriceSuffix('Warsztaty fotograficzne (+80,00 zł)', 8_000)).toBe(
      'Warsztaty fotograficzne (+80,00 zł)',
    );
  });

  it('no price, a zero price or a label naming another price', () => {
    expect(withPriceSuffix('Bez warsztatów', 0)).toBe('Bez warsztatów');
    expect(withPriceSuffix('Mapa', undefined)).toBe('Mapa');
    expect(withPriceSuffix('Obiad (+20,00 zł)', 3_000)).toBe('Obiad (+20,00 zł) (+30,00 zł)');
  });
});
