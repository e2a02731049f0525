import type { PaynowPaymentStatus } from '../status-mapping.js';
import type { FakePaynowPayment } from './fake-state.js';

export type { FakeSettleOptions } from '@zapisy/payment-fake-kit';
export type FakeSettleOutcome = 'paid' | 'cancelled' | 'pending' | 'expired';

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

export function isSettleOutcome(value: unknown): value is FakeSettleOutcome {
  return value === 'paid' || value === 'cancelled' || value === 'pending' || value === 'expired';
}
