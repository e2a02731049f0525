import type { PaymentStatus, RefundStatus } from '@zapisy/core';

/** Paynow payment statuses (SDK `Model/Payment/Status.php`). */
export const PAYNOW_PAYMENT_STATUSES = [
  'NEW',
  'PENDING',
  'CONFIRMED',
  'REJECTED',
  'ERROR',
  'EXPIRED',
  'ABANDONED',
] as const;
export type PaynowPaymentStatus = (typeof PAYNOW_PAYMENT_STATUSES)[number];

export const PAYNOW_REFUND_STATUSES = ['NEW', 'PENDING', 'SUCCESSFUL', 'FAILED', 'CANCELLED'] as const;
export type PaynowRefundStatus = (typeof PAYNOW_REFUND_STATUSES)[number];

const PAYMENT: Readonly<Record<string, PaymentStatus>> = {
  NEW: 'NEW',
  PENDING: 'PENDING',
  CONFIRMED: 'COMPLETED',
  REJECTED: 'CANCELED',
  ERROR: 'CANCELED',
  EXPIRED: 'CANCELED',
  ABANDONED: 'CANCELED',
  // SDK constants outside the documented flow.
  CANCELLED: 'CANCELED',
  WAITING_FOR_CONFIRMATION: 'WAITING FOR CONFIRMATION',
};

const REFUND: Readonly<Record<string, RefundStatus>> = {
  NEW: 'pending',
  PENDING: 'pending',
  SUCCESSFUL: 'completed',
  FAILED: 'failed',
  CANCELLED: 'failed',
};

/** Our status for a Paynow payment status; undefined for a status Paynow does not define. */
export function mapPaynowPaymentStatus(status: unknown): PaymentStatus | undefined {
  return typeof status === 'string' && Object.hasOwn(PAYMENT, status) ? PAYMENT[status] : undefined;
}

export function mapPaynowRefundStatus(status: unknown): RefundStatus | undefined {
  return typeof status === 'string' && Object.hasOwn(REFUND, status) ? REFUND[status] : undefined;
}
