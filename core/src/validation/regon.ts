import { lastDigit, weightedDigitSum } from './weighted-sum.js';

const REGON_9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7] as const;
const REGON_14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const;
const REGON_DIGITS = /^(?:\d{9}|\d{14})$/;

/** Check digit = weighted sum mod 11, where 10 becomes 0. */
function hasRegonCheckDigit(digits: string, weights: readonly number[]): boolean {
  return (weightedDigitSum(digits, weights) % 11) % 10 === lastDigit(digits);
}

/**
 * REGON (domain notes §4): 9 or 14 digits. 9 digits: weights 8,9,2,3,4,5,6,7; 14 digits: weights
 * 2,4,8,5,0,9,7,3,6,1,2,4,8, and its first 9 digits must be a valid 9-digit REGON. Check digit = weighted
 * sum mod 11, 10 becomes 0.
 *
 * Nothing is stripped: spaces or dashes make the number invalid. Non-strings are invalid.
 */
export function isValidRegon(value: unknown): boolean {
  if (typeof value !== 'string' || !REGON_DIGITS.test(value)) return false;
  const regon9 = value.slice(0, 9);
  if (!hasRegonCheckDigit(regon9, REGON_9_WEIGHTS)) return false;
  return value.length === 9 || hasRegonCheckDigit(value, REGON_14_WEIGHTS);
}
