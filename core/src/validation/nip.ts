import { lastDigit, weightedDigitSum } from './weighted-sum.js';

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;
const TEN_DIGITS = /^\d{10}$/;

/**
 * Spec §5: "Tax number (NIP): dashes removed, exactly 10 digits, weighted checksum (6,5,7,2,3,4,5,6,7) mod
 * 11 equal to the last digit."
 *
 * Only dashes are removed: spaces or a 'PL' prefix make the number invalid. A sum mod 11 of 10 can never
 * equal a digit, so such a number is invalid. Non-strings are invalid.
 */
export function isValidNip(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const nip = value.replaceAll('-', '');
  if (!TEN_DIGITS.test(nip)) return false;
  return weightedDigitSum(nip, NIP_WEIGHTS) % 11 === lastDigit(nip);
}
