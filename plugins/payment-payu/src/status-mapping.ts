import type { PaymentStatus, RefundStatus } from '@zapisy/core';

export const PAYU_ORDER_STATUSES = [
  'NEW',
  'PENDING',
  'WAITING_FOR_CONFIRMATION',
  'COMPLETED',
  'CANCELED',
] as const;
export type PayuOrderStatus = (typeof PAYU_ORDER_STATUSES)[number];

export const PAYU_REFUND_STATUSES = ['PENDING', 'FINALIZED', 'CANCELED'] as const;
export type PayuRefundStatus = (typeof PAYU_REFUND_STATUSES)[number];

export function isPayuOrderStatus(value: unknown): value is PayuOrderStatus {
  return (PAYU_ORDER_STATUSES as readonly unknown[]).includes(value);
}

/** PayU's order statuses are the spec's (domain notes §1.5), with a space for the underscore. */
export function mapPayuOrderStatus(status: PayuOrderStatus): PaymentStatus {
  return status === 'WAITING_FOR_CONFIRMATION' ? 'WAITING FOR CONFIRMATION' : status;
}

/** FINALIZED → completed, CANCELED → failed, anything else (PENDING) → pending. */
export function mapPayuRefundStatus(status: string): RefundStatus {
  if (status === 'FINALIZED') return 'completed';
  if (status === 'CANCELED') return 'failed';
  return 'pending';
}
