import { randomBytes, randomInt } from 'node:crypto';
import type { PayuOrderStatus, PayuRefundStatus } from '../status-mapping.js';

/** An order as the fake PayU keeps it (amounts in grosze). */
export interface FakePayuOrder {
  orderId: string;
  extOrderId: string;
  merchantPosId: string;
  orderCreateDate: string;
  notifyUrl?: string;
  continueUrl?: string;
  customerIp: string;
  description: string;
  currencyCode: string;
  totalAmount: number;
  validityTime?: number;
  buyer?: Record<string, unknown>;
  products: unknown[];
  status: PayuOrderStatus;
  /** PayU's PAYMENT_ID property, once the payer paid. */
  paymentId?: string;
  /** When the money was received (COMPLETED or WAITING_FOR_CONFIRMATION). */
  receivedAt?: string;
}

export interface FakePayuRefund {
  refundId: string;
  extRefundId?: string;
  orderId: string;
  amount: number;
  currencyCode: string;
  description: string;
  status: PayuRefundStatus;
  creationDateTime: string;
  statusDateTime: string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An id shaped like PayU's, e.g. 'WZHF5FFDRJ140731GUEST000P01'. */
function newOrderId(now: Date): string {
  const prefix = Array.from(randomBytes(10), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `${prefix}${date}GUEST000P01`;
}

export class FakePayuState {
  readonly orders = new Map<string, FakePayuOrder>();
  readonly refunds = new Map<string, FakePayuRefund>();

  newOrderId(now: Date): string {
    let id = newOrderId(now);
    while (this.orders.has(id)) id = newOrderId(now);
    return id;
  }

  newPaymentId(): string {
    return String(5_000_000_000 + randomInt(0, 999_999_999));
  }

  newRefundId(): string {
    return String(randomInt(100_000_000, 999_999_999));
  }

  /** By PayU's orderId or by our extOrderId. */
  findOrder(id: string): FakePayuOrder | undefined {
    const direct = this.orders.get(id);
    if (direct !== undefined) return direct;
    for (const order of this.orders.values()) if (order.extOrderId === id) return order;
    return undefined;
  }

  findByExtOrderId(posId: string, extOrderId: string): FakePayuOrder | undefined {
    for (const order of this.orders.values()) {
      if (order.merchantPosId === posId && order.extOrderId === extOrderId) return order;
    }
    return undefined;
  }

  refundsOf(orderId: string): FakePayuRefund[] {
    return [...this.refunds.values()].filter((refund) => refund.orderId === orderId);
  }

  /** Grosze already refunded or being refunded (cancelled refunds give theirs back). */
  refundedAmount(orderId: string): number {
    return this.refundsOf(orderId)
      .filter((refund) => refund.status !== 'CANCELED')
      .reduce((sum, refund) => sum + refund.amount, 0);
  }
}
