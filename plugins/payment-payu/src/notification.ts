import type {
  PaymentNotificationEvent,
  PaymentNotificationInput,
  PaymentNotificationResult,
  PaymentProviderContext,
  RefundNotificationEvent,
} from '@zapisy/core';
import { readNotificationKeys } from '@zapisy/core';
import { objectAt, parseJsonObject, textAt } from './json-object.js';
import { payuPaymentId, readGrosze } from './orders.js';
import { readSecondKey } from './settings.js';
import { verifyNotificationSignature } from './signature.js';
import { isPayuOrderStatus, mapPayuOrderStatus, mapPayuRefundStatus } from './status-mapping.js';

/** PayU wants HTTP 200 (anything else is redelivered); the body is not read. */
const REPLY = { status: 200, body: '' } as const;

type Rejection = Extract<PaymentNotificationResult, { accepted: false }>;

function reject(httpStatus: 400 | 401, reason: string): Rejection {
  return { accepted: false, httpStatus, reason };
}

/** The OpenPayu-Signature header (PayU sends it also as X-OpenPayU-Signature). */
export function signatureHeaderOf(headers: PaymentNotificationInput['headers']): string | undefined {
  return headers['openpayu-signature'] ?? headers['x-openpayu-signature'];
}

/**
 * Reads a PayU notification: checks `OpenPayu-Signature` (HASH(rawBody + second key), constant time)
 * over the raw bytes, then reads an order notification `{order:{…}, properties}` or a refund
 * notification `{orderId, extOrderId, refund:{…}}`. Never throws; without a second key it is not
 * configured for the project (404).
 */
export async function parsePayuNotification(
  input: PaymentNotificationInput,
  context: PaymentProviderContext,
): Promise<PaymentNotificationResult> {
  const read = readNotificationKeys(
    () => readSecondKey(context.settings),
    'PayU second key (md5) is not configured',
  );
  if (read.refused) return read.refused;
  const check = verifyNotificationSignature(input.rawBody, signatureHeaderOf(input.headers), read.keys);
  if (!check.valid) return reject(401, `PayU notification: ${check.reason}`);

  const body = parseJsonObject(input.rawBody);
  if (body === undefined) return reject(400, 'PayU notification: body is not a JSON object');
  const refund = objectAt(body, 'refund');
  if (refund !== undefined) return readRefund(body, refund);
  const order = objectAt(body, 'order');
  if (order !== undefined) return readOrder(body, order);
  return reject(400, 'PayU notification: neither order nor refund');
}

function readOrder(body: Record<string, unknown>, order: Record<string, unknown>): PaymentNotificationResult {
  const paymentId = textAt(order, 'extOrderId');
  const orderId = textAt(order, 'orderId');
  const status = order.status;
  if (paymentId === undefined || paymentId === '') return reject(400, 'PayU notification: no extOrderId');
  if (!isPayuOrderStatus(status)) return reject(400, 'PayU notification: unknown order status');
  const totalAmount = textAt(order, 'totalAmount');
  const amount = readGrosze(totalAmount);
  if (totalAmount !== undefined && amount === undefined)
    return reject(400, 'PayU notification: totalAmount is not whole grosze');

  const event: PaymentNotificationEvent = { type: 'payment', paymentId, status: mapPayuOrderStatus(status) };
  if (orderId !== undefined) event.externalId = orderId;
  if (amount !== undefined) event.amount = amount;
  const currency = textAt(order, 'currencyCode');
  if (currency !== undefined) event.currency = currency;
  if (status === 'COMPLETED') {
    const received = Date.parse(textAt(body, 'localReceiptDateTime') ?? '');
    if (Number.isFinite(received)) event.paidAt = new Date(received);
  }
  const payuPayment = payuPaymentId(body);
  if (payuPayment !== undefined) event.providerData = { payuPaymentId: payuPayment };
  return { accepted: true, event, reply: { ...REPLY } };
}

function readRefund(
  body: Record<string, unknown>,
  refund: Record<string, unknown>,
): PaymentNotificationResult {
  const refundId = textAt(refund, 'extRefundId') ?? textAt(refund, 'refundId');
  const status = textAt(refund, 'status');
  if (refundId === undefined || refundId === '') return reject(400, 'PayU refund notification: no refundId');
  if (status === undefined) return reject(400, 'PayU refund notification: no status');
  const rawAmount = textAt(refund, 'amount');
  const amount = readGrosze(rawAmount);
  if (rawAmount !== undefined && amount === undefined)
    return reject(400, 'PayU refund notification: amount is not whole grosze');

  const event: RefundNotificationEvent = { type: 'refund', refundId, status: mapPayuRefundStatus(status) };
  const paymentId = textAt(body, 'extOrderId');
  const orderId = textAt(body, 'orderId');
  if (paymentId !== undefined) event.paymentId = paymentId;
  if (orderId !== undefined) event.externalId = orderId;
  if (amount !== undefined) event.amount = amount;
  const currency = textAt(refund, 'currencyCode');
  if (currency !== undefined) event.currency = currency;
  return { accepted: true, event, reply: { ...REPLY } };
}
