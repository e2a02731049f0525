import { ValidationError } from '../errors/index.js';
import { Money } from '../money/index.js';

const OUT_OF_RANGE = 'Kwota rat przekracza dopuszczalny zakres.';

/**
 * grosze × factor ÷ divisor in 40-digit decimals (a factor such as 12.5 % or a multiplier of 1.5 is read as the
 * decimal JavaScript prints for it), rounded half up to whole grosze; grosze and factor are non-negative.
 */
export function scaleGrosze(grosze: number, factor: number, divisor = 1): number {
  if (!Number.isFinite(factor)) throw new ValidationError(OUT_OF_RANGE);
  const scaled = new Money(grosze).times(factor).dividedBy(divisor).toDecimalPlaces(0, Money.ROUND_HALF_UP);
  if (scaled.greaterThan(Number.MAX_SAFE_INTEGER)) throw new ValidationError(OUT_OF_RANGE);
  return scaled.toNumber();
}

/** Percent (0–100, decimals allowed) of a non-negative grosze amount, rounded half up. */
export function percentOfGrosze(grosze: number, percent: number): number {
  return scaleGrosze(grosze, percent, 100);
}

/**
 * Splits a non-negative total into `parts` shares truncated to whole grosze; the last share takes the rest, so
 * it is never smaller than the others and never negative.
 */
export function splitGroszeWithRestOnLast(total: number, parts: number): number[] {
  const share = Number(BigInt(total) / BigInt(parts));
  const shares = Array.from({ length: parts }, () => share);
  shares[parts - 1] = total - share * (parts - 1);
  return shares;
}
