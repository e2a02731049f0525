import type { PaymentStatus } from '@zapisy/core';

/**
 * `GET /api/v1/transaction/by/sessionId/{id}` → `data.status` (openapi.yml): 0 no payment yet, 1 advance
 * payment (paid, not verified: the money is not the merchant's until verify), 2 payment made (verified),
 * 3 payment returned. A return keeps the payment COMPLETED: refunds are separate records (domain notes §1.5).
 */
export function mapP24TransactionStatus(status: unknown): PaymentStatus | undefined {
  switch (status) {
    case 0:
      return 'NEW';
    case 1:
      return 'WAITING FOR CONFIRMATION';
    case 2:
    case 3:
      return 'COMPLETED';
    default:
      return undefined;
  }
}

/** Refund notification `status`: 0 refund completed, anything else (1) refund rejected. */
export function mapP24RefundStatus(status: number): 'completed' | 'failed' {
  return status === 0 ? 'completed' : 'failed';
}
