import { ValidationError } from '../errors/index.js';
import { coercePricingNumber } from '../pricing/index.js';

/** One product of a Product field's value and how many pieces of it. */
export interface ProductSelection {
  readonly productId: string;
  readonly count: number;
}

/**
 * The products a Product field's value selects (shared contract 2: "Product → productId string, or string[]
 * (count 1 each), or `{productId: count}`"). The same product named twice is counted together; counts of 0
 * (and empty values) select nothing; counts are coerced like form numbers ("numeric values coerced, 0 if not
 * numeric"). A negative or fractional count is rejected with a Polish message.
 */
export function productSelection(value: unknown): ProductSelection[] {
  const counts = new Map<string, number>();
  const add = (productId: string, count: number) => {
    if (!Number.isSafeInteger(count) || count < 0) {
      throw new ValidationError(`Liczba sztuk produktu „${productId}” musi być nieujemną liczbą całkowitą`);
    }
    if (productId === '' || count === 0) return;
    counts.set(productId, (counts.get(productId) ?? 0) + count);
  };
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string') add(value, 1);
  else if (Array.isArray(value)) {
    for (const productId of value) {
      if (typeof productId !== 'string')
        throw new ValidationError('Wybrany produkt musi być identyfikatorem');
      add(productId, 1);
    }
  } else if (typeof value === 'object') {
    for (const [productId, count] of Object.entries(value)) add(productId, coercePricingNumber(count));
  } else {
    throw new ValidationError('Wybrany produkt musi być identyfikatorem');
  }
  return [...counts].map(([productId, count]) => ({ productId, count }));
}
