import { randomInt } from 'node:crypto';
import type { PaynowPaymentStatus, PaynowRefundStatus } from '../status-mapping.js';

export interface FakePaynowPayment {
  /** Paynow's id, e.g. 'NO0U-5G2-XC1-ESX'. */
  paymentId: string;
  /** The merchant's id (ours). */
  externalId: string;
  amount: number;
  currency: string;
  description: string;
  buyer: Record<string, unknown>;
  continueUrl?: string;
  validityTime?: number;
  status: PaynowPaymentStatus;
  createdAt: Date;
  modifiedAt: Date;
}

export interface FakePaynowRefund {
  refundId: string;
  paymentId: string;
  amount: number;
  reason?: string;
  status: PaynowRefundStatus;
  createdAt: Date;
}

export interface FakeIdempotentAnswer {
  /** The exact body the key was first used with. */
  requestBody: string;
  path: string;
  status: number;
  body: string;
}

/** What one fake gateway instance remembers. */
export class FakePaynowState {
  readonly payments = new Map<string, FakePaynowPayment>();
  readonly refunds = new Map<string, FakePaynowRefund>();
  readonly idempotency = new Map<string, FakeIdempotentAnswer>();

  /** By Paynow's id or by the merchant's externalId. */
  findPayment(id: string): FakePaynowPayment | undefined {
    const direct = this.payments.get(id);
    if (direct !== undefined) return direct;
    for (const payment of this.payments.values()) if (payment.externalId === id) return payment;
    return undefined;
  }

  /** Paid amount not refunded yet (refunds that failed give the money back to refund). */
  refundable(payment: FakePaynowPayment): number {
    let refunded = 0;
    for (const refund of this.refunds.values()) {
      if (
        refund.paymentId === payment.paymentId &&
        refund.status !== 'FAILED' &&
        refund.status !== 'CANCELLED'
      ) {
        refunded += refund.amount;
      }
    }
    return payment.status === 'CONFIRMED' ? payment.amount - refunded : 0;
  }
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Paynow-looking ids: 'NO0U-5G2-XC1-ESX' for payments, 'R0U5-5G2-XC1-ESX' style for refunds. */
export function fakePaynowId(first: string): string {
  const part = (length: number) =>
    Array.from({ length }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)] ?? 'X').join('');
  return `${first}${part(4 - first.length)}-${part(3)}-${part(3)}-${part(3)}`;
}
