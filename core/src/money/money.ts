import { Decimal } from 'decimal.js';

/** Significant digits of every money computation (spec §9: "Money has 40-digit decimal precision"). */
export const MONEY_PRECISION = 40;

/**
 * The decimal type money is computed with: a decimal.js clone with 40 significant digits and
 * ROUND_HALF_UP (ties round away from zero, so -0,005 → -0,01). `toString()` never uses exponent notation.
 */
export const Money = Decimal.clone({
  precision: MONEY_PRECISION,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});
/** An instance of any decimal.js clone, in particular of `Money`. */
export type Money = Decimal;

/** An amount in integer grosze (1 zł = 100 gr), as stored in entities; always a safe integer. */
export type Grosze = number;
