import type { PaynowPaymentStatus } from '../status-mapping.js';
import type { FakePaynowPayment } from './fake-state.js';

export type FakeSettleOutcome = 'paid' | 'cancelled' | 'pending' | 'expired';

export interface FakeSettleOptions {
  /** Send the notifications in reverse order (e.g. CONFIRMED before PENDING). */
  reorder?: boolean;
  /** Extra copies of every notification (Paynow may deliver one more than once). */
  duplicates?: number;
}

const OPEN: ReadonlySet<PaynowPaymentStatus> = new Set(['NEW', 'PENDING']);

/**
 * The statuses a payment passes through for an outcome, in Paynow's order: a payment is PENDING once the
 * payer picked a method, then CONFIRMED, or REJECTED by the bank; a payer who leaves the paywall of a NEW
 * payment makes it ABANDONED. Undefined when the payment is already final.
 */
export function settleFlow(
  payment: FakePaynowPayment,
  outcome: FakeSettleOutcome,
): PaynowPaymentStatus[] | undefined {
  if (!OPEN.has(payment.status)) return undefined;
  const wasNew = payment.status === 'NEW';
  switch (outcome) {
    case 'paid':
      return wasNew ? ['PENDING', 'CONFIRMED'] : ['CONFIRMED'];
    case 'cancelled':
      return wasNew ? ['ABANDONED'] : ['REJECTED'];
    case 'pending':
      return wasNew ? ['PENDING'] : [];
    case 'expired':
      return ['EXPIRED'];
  }
}

/** The order notifications go out in: the flow, reversed on request, each repeated `duplicates` more times. */
export function deliveryOrder(
  flow: readonly PaynowPaymentStatus[],
  options: FakeSettleOptions,
): PaynowPaymentStatus[] {
  const ordered = options.reorder === true ? [...flow].reverse() : [...flow];
  const copies = Math.max(0, Math.trunc(options.duplicates ?? 0));
  return ordered.flatMap((status) => Array.from({ length: copies + 1 }, () => status));
}

export function isSettleOutcome(value: unknown): value is FakeSettleOutcome {
  return value === 'paid' || value === 'cancelled' || value === 'pending' || value === 'expired';
}
