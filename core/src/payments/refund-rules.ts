/**
 * When and how much an organizer may refund (first document §2 participants grid row action "refund", §4:
 * payments on billings "may be negative for a correction or return"). A refund returns at most what the
 * payment still holds on billings, less refunds already under way, so two refunds at once never return more.
 */
import { ValidationError } from '../errors/index.js';
import { isMoneyReceived, type PaymentStatus } from './payment-status.js';

export const REFUND_MESSAGES = {
  ofRefund: 'Nie można zwrócić zwrotu',
  notCompleted: 'Zwrot możliwy tylko dla wpłaty zakończonej (Wpłacono)',
  nothingHeld: 'Z tej wpłaty nie pozostało nic do zwrotu',
  exceeds: 'Kwota zwrotu przekracza kwotę wpłaty pozostałą na rozliczeniach',
  amount: 'Kwota zwrotu musi być dodatnią liczbą całkowitą groszy',
  reason: 'Podaj powód zwrotu',
} as const;

export type RefundRefusal = { status: 400 | 409; message: string };

/** Why a payment cannot be refunded at all, or null. */
export function refundRefusal(payment: { type: string; status: PaymentStatus }): RefundRefusal | null {
  if (payment.type === 'refund') return { status: 400, message: REFUND_MESSAGES.ofRefund };
  if (!isMoneyReceived(payment.status)) return { status: 409, message: REFUND_MESSAGES.notCompleted };
  return null;
}

/** What may still be refunded: held on billings minus refunds accepted but not yet taken off billings. */
export function refundableAmount(heldOnBillings: number, pendingRefunds: number): number {
  return Math.max(0, heldOnBillings - pendingRefunds);
}

/** The amount to refund (default: all that is refundable), or a ValidationError in Polish. */
export function refundAmountOf(requested: unknown, refundable: number): number {
  if (requested === undefined || requested === null) {
    if (refundable <= 0) throw new ValidationError(REFUND_MESSAGES.nothingHeld);
    return refundable;
  }
  if (typeof requested !== 'number' || !Number.isSafeInteger(requested) || requested <= 0) {
    throw new ValidationError(REFUND_MESSAGES.amount);
  }
  if (requested > refundable) throw new ValidationError(REFUND_MESSAGES.exceeds);
  return requested;
}

/** The reason, trimmed; a ValidationError when it is empty. */
export function refundReasonOf(reason: unknown): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text === '') throw new ValidationError(REFUND_MESSAGES.reason);
  return text;
}
