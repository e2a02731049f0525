import type { Decimal } from 'decimal.js';
import { ValidationError } from '../errors/index.js';
import { type Grosze, Money } from './money.js';
import { type MoneyInput, parseMoney } from './parse-money.js';

/**
 * Checks that `value` is an amount in grosze: a safe integer `number` (amounts in entities are integer
 * grosze; money is never a float). `field` names the field in the Polish message.
 */
export function assertGrosze(value: unknown, field: string): asserts value is Grosze {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ValidationError(`pole ${field} musi być kwotą w groszach (liczbą całkowitą)`);
  }
  if (!Number.isInteger(value)) {
    throw new ValidationError(`pole ${field} musi być całkowitą liczbą groszy, a jest ${value}`);
  }
  if (!Number.isSafeInteger(value)) {
    throw new ValidationError(`pole ${field} przekracza największą obsługiwaną kwotę`);
  }
}

/**
 * Converts an amount in złoty to integer grosze, rounding half-up to the grosz (ties away from zero:
 * 0,005 → 1 gr, -0,005 → -1 gr). Accepts everything `parseMoney` accepts; rejects results beyond
 * Number.MAX_SAFE_INTEGER grosze.
 */
export function toGrosze(value: MoneyInput): Grosze {
  const grosze = parseMoney(value).times(100).toDecimalPlaces(0, Money.ROUND_HALF_UP);
  if (grosze.abs().greaterThan(Number.MAX_SAFE_INTEGER)) {
    throw new ValidationError('Kwota przekracza największą obsługiwaną wartość');
  }
  return grosze.toNumber() + 0; // + 0 turns -0 into 0
}

/** Converts integer grosze to an exact decimal amount in złoty; rejects non-integers. */
export function fromGrosze(grosze: Grosze): Decimal {
  assertGrosze(grosze, 'kwota');
  return new Money(grosze + 0).dividedBy(100);
}
