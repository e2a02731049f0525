/** One product chosen in a Product field, with its number of pieces. */
export interface FormProductChoice {
  readonly productId: string;
  readonly count: number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function addChoice(choices: Map<string, number>, productId: unknown, count: unknown): boolean {
  if (typeof productId !== 'string' || productId.trim() === '') return false;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) return false;
  const id = productId.trim();
  choices.set(id, (choices.get(id) ?? 0) + count);
  return true;
}

/**
 * The products a Product field's value chooses. The submitted value is a productId, a list of productIds (one
 * piece each; a repeated id counts twice) or a map `{productId: count}` with positive whole counts. Null when
 * the value has none of these shapes; an empty list when nothing is chosen.
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
      if (count === 0) continue;
      if (!addChoice(choices, productId, count)) return null;
    }
  } else return null;
  return [...choices].map(([productId, count]) => ({ productId, count }));
}
