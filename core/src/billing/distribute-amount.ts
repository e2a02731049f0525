import { ValidationError } from '../errors/index.js';
import { assertGrosze, type Grosze } from '../money/index.js';
import { fillInOrder } from './fill-in-order.js';
import { addGroszeSafely } from './safe-sum.js';

/** Spec §9 "Payment distribution algorithms" (default auto in the import matching settings). */
export const PAYMENT_DISTRIBUTION_ALGORITHMS = ['auto', 'consecutive', 'equal', 'first-served'] as const;
export type PaymentDistributionAlgorithm = (typeof PAYMENT_DISTRIBUTION_ALGORITHMS)[number];
export const DEFAULT_PAYMENT_DISTRIBUTION_ALGORITHM: PaymentDistributionAlgorithm = 'auto';

/** Something a transfer can be spread over: a billing, a participant, a customer. */
export interface PaymentDistributionItem {
  readonly leftToPay: Grosze;
}

export function isPaymentDistributionAlgorithm(value: unknown): value is PaymentDistributionAlgorithm {
  return typeof value === 'string' && (PAYMENT_DISTRIBUTION_ALGORITHMS as readonly string[]).includes(value);
}

/**
 * Splits `amount` (grosze) over `items` by one of the spec §9 algorithms; returns one share per item, in
 * item order, summing exactly to `amount`. "Rounded to 2 decimals" means whole grosze, half away from zero.
 *
 * - auto: "assigns the amount evenly across unpaid items, smallest remainder first, rounded to 2 decimals,
 *   with leftover to the first item. Negative amounts are split equally." Unpaid items (leftToPay > 0) are
 *   taken by ascending leftToPay; each gets min(its leftToPay, what is left ÷ items still to serve); what is
 *   left at the end (more than all owe) goes to the first item of the list. A negative amount: as equal.
 * - consecutive: "handles negative balances first, then pays each item up to its remaining amount, the last
 *   getting the rest." An item with leftToPay < 0 gets its leftToPay (its surplus joins the amount); then
 *   items are paid in order up to their leftToPay; the last item gets the rest.
 * - equal: "splits evenly to 2 decimals, with the rounding remainder added to the first."
 * - first-served: "assigns the whole to the first."
 *
 * Spec §5/§8: "payment-distribution helpers throw if leftToPay is not a money value" (ValidationError).
 * An empty list takes only 0 (and gives []); any other amount cannot be placed and throws.
 */
export function distributeAmount(
  amount: Grosze,
  items: readonly PaymentDistributionItem[],
  algorithm: PaymentDistributionAlgorithm,
): Grosze[] {
  assertGrosze(amount, 'kwota');
  if (!Array.isArray(items)) throw new ValidationError('lista pozycji do podziału musi być tablicą');
  const remaining = items.map((item, i) => {
    if (typeof item !== 'object' || item === null) {
      throw new ValidationError(`pozycja ${i + 1} do podziału wpłaty musi mieć pole leftToPay`);
    }
    assertGrosze(item.leftToPay, `leftToPay pozycji ${i + 1}`);
    return item.leftToPay;
  });
  if (algorithm === undefined || algorithm === null)
    throw new ValidationError('Ustaw opcję distributionAlgorithm');
  if (!isPaymentDistributionAlgorithm(algorithm)) {
    throw new ValidationError(`Nieznany algorytm podziału wpłaty: ${String(algorithm)}`);
  }
  if (remaining.length === 0) {
    if (amount === 0) return [];
    throw new ValidationError('Brak pozycji, na które można rozdzielić kwotę');
  }
  switch (algorithm) {
    case 'auto':
      return amount < 0 ? splitEqually(amount, remaining.length) : splitAuto(amount, remaining);
    case 'consecutive':
      return splitConsecutively(amount, remaining);
    case 'equal':
      return splitEqually(amount, remaining.length);
    case 'first-served':
      return remaining.map((_, i) => (i === 0 ? amount : 0));
  }
}

/** `value / parts` rounded half away from zero, exactly (value a safe integer, parts ≥ 1). */
function divideRoundHalfUp(value: Grosze, parts: number): { share: Grosze; remainder: Grosze } {
  const magnitude = Math.abs(value);
  const rest = magnitude % parts; // exact for integers
  const quotient = (magnitude - rest) / parts;
  const roundUp = 2 * rest >= parts;
  const sign = value < 0 ? -1 : 1;
  return {
    share: sign * (roundUp ? quotient + 1 : quotient) + 0,
    remainder: sign * (roundUp ? rest - parts : rest) + 0,
  };
}

function splitEqually(amount: Grosze, count: number): Grosze[] {
  const { share, remainder } = divideRoundHalfUp(amount, count);
  const shares = new Array<Grosze>(count).fill(share);
  shares[0] = share + remainder;
  return shares;
}

function splitAuto(amount: Grosze, remaining: readonly Grosze[]): Grosze[] {
  const shares = remaining.map(() => 0);
  const unpaid = remaining
    .map((_, index) => index)
    .filter((index) => remaining[index]! > 0)
    .sort((a, b) => remaining[a]! - remaining[b]! || a - b);
  let left = amount;
  unpaid.forEach((index, served) => {
    const { share } = divideRoundHalfUp(left, unpaid.length - served);
    const pay = Math.min(share, remaining[index]!);
    shares[index] = pay;
    left -= pay;
  });
  shares[0] = shares[0]! + left;
  return shares;
}

function splitConsecutively(amount: Grosze, remaining: readonly Grosze[]): Grosze[] {
  let pool = amount;
  const surpluses = remaining.map((left) => {
    if (left >= 0) return 0;
    pool = addGroszeSafely(pool, -left, 'kwota do podziału');
    return left;
  });
  const filled = fillInOrder(pool, remaining);
  return filled.map((share, i) => share + surpluses[i]!);
}
