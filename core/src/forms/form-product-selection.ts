import { coercePricingNumber } from '../pricing/form-values.js';

/** One product chosen in a Product field, with its number of pieces. */
export interface FormProductChoice {
  readonly productId: string;
  readonly count: number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Adds the pieces; false when the id is not a text or the count is not a whole number ≥ 0. */
function addChoice(choices: Map<string, number>, productId: unknown, count: number): boolean {
  if (typeof productId !== 'string' || productId.trim() === '') return false;
  if (!Number.isSafeInteger(count) || count < 0) return false;
  if (count === 0) return true;
  const id = productId.trim();
  choices.set(id, (choices.get(id) ?? 0) + count);
  return true;
}

/**
 * The products a Product field's value chooses (shared contract 2: "Product → productId string, or string[]
 * (count 1 each), or `{productId: count}`") — the one reading of that value, used by the Product kind's
 * validation and by the quote's product lines. A repeated id counts twice; counts of the map are coerced like
 * every form number ("numeric values coerced, 0 when not numeric": '2' is 2, 'abc' or '' is 0) and a count
 * of 0 chooses nothing. Null when the value has none of these shapes or a count is negative or fractional;
 * an empty list when nothing is chosen.
 */
export function formProductSelection(value: unknown): FormProductChoice[] | null {
  const choices = new Map<string, number>();
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') {
    if (!addChoice(choices, value, 1)) return null;
  } else if (Array.isArray(value)) {
    for (const productId of value) if (!addChoice(choices, productId, 1)) return null;
  } else if (isPlainObject(value)) {
    for (const [productId, count] of Object.entries(value)) {
      if (!addChoice(choices, productId, coercePricingNumber(count))) return null;
    }
  } else return null;
  return [...choices].map(([productId, count]) => ({ productId, count }));
}
