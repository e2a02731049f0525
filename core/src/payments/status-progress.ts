import type { PaymentStatus } from './payment-status.js';

/**
 * How far a payment has gone: gateways redeliver and reorder notifications (PayU retries up to 72 h,
 * P24 resends until verified), so a PENDING that arrives after COMPLETED must not take the payment back.
 * CANCELED is final for an unpaid payment, but money that arrives later still counts (a payer who paid
 * after the order expired): COMPLETED outranks it.
 */
const RANK: Readonly<Record<PaymentStatus, number>> = {
  CREATED: 0,
  NEW: 1,
  PENDING: 2,
  'WAITING FOR CONFIRMATION': 3,
  CANCELED: 4,
  COMPLETED: 5,
  IMPORTED: 5,
  DUPLICATE: 5,
  PAIDOUT: 6,
};

/**
 * The status after a gateway reports `reported` for a payment that is `current`: the later of the two
 * in the payment's life. Equal ranks keep the current status (a duplicate notification changes nothing).
 */
export function nextPaymentStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus {
  return RANK[reported] > RANK[current] ? reported : current;
}

/** True when applying `reported` changes the payment (false for duplicates and stale notifications). */
export function isPaymentStatusAdvance(current: PaymentStatus, reported: PaymentStatus): boolean {
  return nextPaymentStatus(current, reported) !== current;
}
