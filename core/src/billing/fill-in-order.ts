import type { Grosze } from '../money/index.js';

/**
 * Pays each item up to its remaining amount, in list order, while money is left; the last item gets the
 * rest (an excess, or the whole amount when it is not positive). The shares sum exactly to `amount`.
 * `remaining` values below 0 count as 0. `remaining` must not be empty.
 */
export function fillInOrder(amount: Grosze, remaining: readonly Grosze[]): Grosze[] {
  const shares = remaining.map(() => 0);
  let pool = amount;
  for (let i = 0; i < remaining.length && pool > 0; i++) {
    const left = remaining[i]!;
    if (left <= 0) continue;
    const pay = Math.min(left, pool);
    shares[i] = pay;
    pool -= pay;
  }
  const last = shares.length - 1;
  shares[last] = shares[last]! + pool;
  return shares;
}
