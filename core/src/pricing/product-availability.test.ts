import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import type { PricedProduct } from './pricing-types.js';
import { canAddProductToCart, decrementInventory, isProductAvailable } from './product-availability.js';

const product = (overrides: Partial<PricedProduct> = {}): PricedProduct => ({
  productId: 'p1',
  name: 'Koszulka',
  enabled: true,
  price: 5_000,
  ...overrides,
});

describe("isProductAvailable: 'available when enabled and inventory is not at or below zero'", () => {
  it.each<[Partial<PricedProduct>, boolean]>([
    [{}, true], // no inventory: unlimited
    [{ inventory: null }, true],
    [{ inventory: 1 }, true],
    [{ inventory: 0 }, false],
    [{ inventory: -3 }, false],
    [{ enabled: false }, false],
    [{ enabled: false, inventory: 10 }, false],
  ])('%j → %s', (overrides, available) => {
    expect(isProductAvailable(product(overrides))).toBe(available);
  });

  it.each<[unknown, string[]]>([
    [{ enabled: 'true' }, ['pole enabled produktu musi być wartością logiczną']],
    [{ enabled: true, inventory: 1.5 }, ['pole inventory produktu musi być liczbą całkowitą']],
    [{ enabled: true, maxCount: -1 }, ['pole maxCount produktu musi być nieujemną liczbą całkowitą']],
    [
      { inventory: Number.NaN, maxCount: '2' },
      [
        'pole enabled produktu musi być wartością logiczną',
        'pole inventory produktu musi być liczbą całkowitą',
        'pole maxCount produktu musi być nieujemną liczbą całkowitą',
      ],
    ],
  ])('rejects the malformed product %j', (given, problems) => {
    expect(() => isProductAvailable(given as never)).toThrow(new ValidationError(problems));
  });

  it('rejects a product that is not an object', () => {
    expect(() => isProductAvailable(null as never)).toThrow(new ValidationError('Produkt musi być obiektem'));
  });
});

describe("canAddProductToCart: 'only if the count does not exceed maxCount or inventory'", () => {
  it.each<[Partial<PricedProduct>, number, boolean]>([
    [{}, 1_000, true],
    [{ maxCount: 3 }, 3, true], // exactly maxCount
    [{ maxCount: 3 }, 4, false],
    [{ inventory: 5 }, 5, true], // exactly the inventory
    [{ inventory: 5 }, 6, false],
    [{ inventory: 5, maxCount: 2 }, 3, false],
    [{ inventory: 2, maxCount: 5 }, 3, false],
    [{ inventory: 0 }, 1, false], // not available
    [{ enabled: false }, 1, false],
    [{ maxCount: 0 }, 1, false],
  ])('%j, count %i → %s', (overrides, count, allowed) => {
    expect(canAddProductToCart(product(overrides), count)).toBe(allowed);
  });

  it.each([0, -1, 1.5, Number.NaN, '2'])('rejects the count %s', (count) => {
    expect(() => canAddProductToCart(product(), count as never)).toThrow(
      new ValidationError(
        `Liczba sztuk w koszyku musi być dodatnią liczbą całkowitą, a jest ${String(count)}`,
      ),
    );
  });
});

describe("decrementInventory: 'decrementing inventory floors at zero'", () => {
  it.each<[number, number, number]>([
    [10, 3, 7],
    [3, 3, 0],
    [2, 5, 0], // floors at zero
    [0, 1, 0],
    [-2, 1, 0],
  ])('inventory %i − %i → %i', (inventory, by, left) => {
    const given = product({ inventory });
    expect(decrementInventory(given, by)).toEqual({ ...given, inventory: left });
    expect(given.inventory).toBe(inventory); // the given product is not changed
  });

  it('leaves a product without inventory (unlimited) as it is', () => {
    const given = product();
    expect(decrementInventory(given, 4)).toBe(given);
  });

  it('keeps the other fields of the product type', () => {
    const given = { ...product({ inventory: 2 }), eventId: 'e1' };
    expect(decrementInventory(given, 1).eventId).toBe('e1');
  });

  it.each([0, -1, 2.5])('rejects decrementing by %s', (by) => {
    expect(() => decrementInventory(product({ inventory: 5 }), by)).toThrow(
      `Liczba sprzedanych sztuk musi być dodatnią liczbą całkowitą, a jest ${by}`,
    );
  });
});
