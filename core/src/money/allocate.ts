import { ValidationError } from '../errors/index.js';
import { type Grosze, Money } from './money.js';

/**
 * Splits `amount` grosze into parts proportional to `weights` (largest remainder: every part is the floor
 * of its exact share, and the grosze left go one each to the largest fractions, earlier positions first on
 * a tie), so the parts add up to `amount` exactly. Weights are non-negative integers; all zero gives zeros
 * (an amount with nothing to spread over is refused).
 */
export function allocateProportionally(amount: Grosze, weights: readonly number[]): Grosze[] {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new ValidationError('Kwota do podziału musi być nieujemną liczbą groszy');
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0))
    throw new ValidationError('Wagi podziału muszą być nieujemnymi liczbami całkowitymi');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (amount !== 0) throw new ValidationError('Nie ma na co rozłożyć kwoty');
    return weights.map(() => 0);
  }
  const exact = weights.map((weight) => new Money(amount).times(weight).dividedBy(sum));
  const parts = exact.map((share) => share.floor().toNumber());
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const byFraction = exact
    .map((share, index) => ({ index, fraction: share.minus(share.floor()) }))
    .sort((a, b) => b.fraction.comparedTo(a.fraction) || a.index - b.index);
  for (const { index } of byFraction) {
    if (left === 0) break;
    parts[index] = (parts[index] as number) + 1;
    left -= 1;
  }
  return parts;
}
