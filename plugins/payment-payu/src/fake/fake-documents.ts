import type { PayuOrderStatus } from '../status-mapping.js';
import type { FakePayuOrder, FakePayuRefund } from './fake-state.js';

/** The order as PayU shows it in notifications and GET /orders (amounts as strings of grosze). */
export function orderDocument(
  order: FakePayuOrder,
  status: PayuOrderStatus = order.status,
): Record<string, unknown> {
  return {
    orderId: order.orderId,
    extOrderId: order.extOrderId,
    orderCreateDate: order.orderCreateDate,
    ...(order.notifyUrl === undefined ? {} : { notifyUrl: order.notifyUrl }),
    customerIp: order.customerIp,
    merchantPosId: order.merchantPosId,
    description: order.description,
    currencyCode: order.currencyCode,
    totalAmount: String(order.totalAmount),
    ...(order.buyer === undefined ? {} : { buyer: order.buyer }),
    payMethod: { type: 'PBL' },
    products: order.products,
    status,
  };
}

export function paymentProperties(order: FakePayuOrder): { properties?: unknown[] } {
  return order.paymentId === undefined
    ? {}
    : { properties: [{ name: 'PAYMENT_ID', value: order.paymentId }] };
}

/** An order notification body, exactly the bytes that get signed. */
export function orderNotificationBody(order: FakePayuOrder, status: PayuOrderStatus, now: Date): string {
  const received = status === 'COMPLETED' ? { localReceiptDateTime: order.receivedAt ?? payuTime(now) } : {};
  return JSON.stringify({ order: orderDocument(order, status), ...received, ...paymentProperties(order) });
}

export function refundDocument(refund: FakePayuRefund): Record<string, unknown> {
  return {
    refundId: refund.refundId,
    ...(refund.extRefundId === undefined ? {} : { extRefundId: refund.extRefundId }),
    amount: String(refund.amount),
    currencyCode: refund.currencyCode,
    description: refund.description,
    creationDateTime: refund.creationDateTime,
    status: refund.status,
    statusDateTime: refund.statusDateTime,
  };
}

/** A refund notification body: `{orderId, extOrderId, refund:{…}}`. */
export function refundNotificationBody(order: FakePayuOrder, refund: FakePayuRefund): string {
  return JSON.stringify({
    orderId: order.orderId,
    extOrderId: order.extOrderId,
    refund: {
      refundId: refund.refundId,
      ...(refund.extRefundId === undefined ? {} : { extRefundId: refund.extRefundId }),
      amount: String(refund.amount),
      currencyCode: refund.currencyCode,
      status: refund.status,
      statusDateTime: refund.statusDateTime,
      reason: 'refund',
      reasonDescription: refund.description,
      refundDate: refund.statusDateTime,
    },
  });
}

/** PayU's timestamps: local time with offset and milliseconds, e.g. 2026-11-21T10:05:00.000+01:00. */
export function payuTime(date: Date): string {
  const offsetMinutes = -date.getTimezoneOffset();
  const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 23);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.trunc(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** PayU's error answer `{status:{statusCode, severity, code, codeLiteral, statusDesc}}`. */
export function payuError(
  statusCode: string,
  statusDesc: string,
  extra: { code?: string; codeLiteral?: string } = {},
): string {
  return JSON.stringify({
    status: {
      statusCode,
      severity: 'ERROR',
      ...(extra.code === undefined ? {} : { code: extra.code }),
      ...(extra.codeLiteral === undefined ? {} : { codeLiteral: extra.codeLiteral }),
      statusDesc,
    },
  });
}
