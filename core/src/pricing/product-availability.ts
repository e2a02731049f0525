import { ValidationError } from '../errors/index.js';
import type { PricedProduct } from './pricing-types.js';

/**
 * Spec §4 (second document): "Product availability: available when enabled and inventory is not at or below
 * zero". A product without inventory is unlimited.
 */
export function isProductAvailable(product: PricedProduct): boolean {
  assertProduct(product);
  return product.enabled === true && (product.inventory == null || product.inventory > 0);
}

/**
 * Spec §4: "can be added to cart only if the count does not exceed maxCount or inventory" — and only when the
 * product is available. `count` must be a positive whole number of pieces.
 */
export function canAddProductToCart(product: PricedProduct, count: number): boolean {
  assertPieces(count, 'Liczba sztuk w koszyku');
  if (!isProductAvailable(product)) return false;
  if (product.maxCount != null && count > product.maxCount) return false;
  return product.inventory == null || count <= product.inventory;
}

/**
 * Spec §4: "decrementing inventory floors at zero". Returns a copy with `by` pieces fewer (never below 0); a
 * product without inventory (unlimited) is returned unchanged.
 */
export function decrementInventory<P extends PricedProduct>(product: P, by: number): P {
  assertProduct(product);
  assertPieces(by, 'Liczba sprzedanych sztuk');
  if (product.inventory == null) return product;
  return { ...product, inventory: Math.max(0, product.inventory - by) };
}

function assertPieces(count: unknown, what: string): void {
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) {
    throw new ValidationError(`${what} musi być dodatnią liczbą całkowitą, a jest ${String(count)}`);
  }
}

function assertProduct(product: PricedProduct): void {
  if (product === null || typeof product !== 'object') throw new ValidationError('Produkt musi być obiektem');
  const problems: string[] = [];
  if (typeof product.enabled !== 'boolean')
    problems.push('pole enabled produktu musi być wartością logiczną');
  if (product.inventory != null && !Number.isSafeInteger(product.inventory)) {
    problems.push('pole inventory produktu musi być liczbą całkowitą');
  }
  if (product.maxCount != null && (!Number.isSafeInteger(product.maxCount) || product.maxCount < 0)) {
    problems.push('pole maxCount produktu musi być nieujemną liczbą całkowitą');
  }
  if (problems.length > 0) throw new ValidationError(problems);
}
