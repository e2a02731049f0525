import { describe, expect, it } from 'vitest';
import { priceAdjustments } from './price-adjustments.js';

describe('priceAdjustments: "surcharges and rebates where their names say" (issue 14)', () => {
  it('the +80,00 zł workshop option is a surcharge and the −50,00 zł student rule a rebate', () => {
    const details = {
      fields: [{ field_name: 'workshop', label: 'Warsztaty', amount: 8_000 }],
      rules: [{ id: 'r', category: 'Cennik', name: 'Zniżka dla studentów', amount: -5_000, percent: 0 }],
      rebate: 5_000,
    };
    expect(priceAdjustments(details)).toEqual({ optionSurcharges: 8_000, ruleSurcharges: 0, rebates: 5_000 });
  });
  it('a rule that adds is a surcharge, a negative option a rebate', () => {
    expect(
      priceAdjustments({ fields: [{ amount: -1_000 }], rules: [{ amount: 2_500 }, { amount: -500 }] }),
    ).toEqual({ optionSurcharges: 0, ruleSurcharges: 2_500, rebates: 1_500 });
  });
  it('details without lines keep their stored rebate', () => {
    expect(priceAdjustments({ rebate: 700 })).toEqual({
      optionSurcharges: 0,
      ruleSurcharges: 0,
      rebates: 700,
    });
    expect(priceAdjustments({})).toEqual({ optionSurcharges: 0, ruleSurcharges: 0, rebates: 0 });
  });
});
