import type { PaymentNotificationInput, PaymentNotificationResult } from '@zapisy/core';
import { notificationSign, refundNotificationSign, signaturesEqual } from './signing.js';
import { mapP24RefundStatus } from './status.js';

export interface P24NotificationKeys {
  crcKey: string;
  /** When known, a notification for another merchant or POS is refused. */
  merchantId?: number | undefined;
  posId?: number | undefined;
}

type Rejection = Extract<PaymentNotificationResult, { accepted: false }>;

const reject = (httpStatus: 400 | 401, reason: string): Rejection => ({
  accepted: false,
  httpStatus,
  reason,
});

const OK_REPLY = { status: 200, body: 'OK', contentType: 'text/plain; charset=utf-8' } as const;

function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

const PAYMENT_FIELDS = {
  merchantId: isInt,
  posId: isInt,
  sessionId: isText,
  amount: isInt,
  originAmount: isInt,
  currency: isText,
  orderId: isInt,
  methodId: isInt,
  statement: isText,
} as const;

const REFUND_FIELDS = {
  orderId: isInt,
  sessionId: isText,
  merchantId: isInt,
  refundsUuid: isText,
  amount: isInt,
  currency: isText,
  status: isInt,
} as const;

function invalidField(body: Record<string, unknown>, fields: Record<string, (v: unknown) => boolean>) {
  return Object.entries(fields).find(([name, check]) => !check(body[name]))?.[0];
}

/**
 * Reads a P24 notification (payment or refund: refunds carry `refundsUuid`). P24 notifies only successful
 * payments, but the money is the merchant's only after verify, so a payment notification is
 * 'WAITING FOR CONFIRMATION' with the orderId `confirmPayment` needs. Never throws.
 */
export function parseP24Notification(
  input: PaymentNotificationInput,
  keys: P24NotificationKeys,
): PaymentNotificationResult {
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody);
  } catch {
    return reject(400, 'P24 notification: body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return reject(400, 'P24 notification: body is not a JSON object');
  }
  const record = body as Record<string, unknown>;
  if (typeof record.sign !== 'string' || record.sign === '') {
    return reject(401, 'P24 notification: missing sign');
  }
  return 'refundsUuid' in record
    ? parseRefund(record, record.sign, keys)
    : parsePayment(record, record.sign, keys);
}

function checkMerchant(merchantId: number, posId: number | undefined, keys: P24NotificationKeys) {
  if (keys.merchantId !== undefined && merchantId !== keys.merchantId) {
    return reject(401, 'P24 notification: merchantId of another merchant');
  }
  if (posId !== undefined && keys.posId !== undefined && posId !== keys.posId) {
    return reject(401, 'P24 notification: posId of another shop');
  }
  return undefined;
}

function parsePayment(
  body: Record<string, unknown>,
  sign: string,
  keys: P24NotificationKeys,
): PaymentNotificationResult {
  const bad = invalidField(body, PAYMENT_FIELDS);
  if (bad !== undefined) {
    return reject(400, `P24 notification: field ${bad} missing or of a wrong type`);
  }
  const n = body as {
    [K in keyof typeof PAYMENT_FIELDS]: K extends 'sessionId' | 'currency' | 'statement' ? string : number;
  };
  const expected = notificationSign({ ...n, crc: keys.crcKey });
  if (!signaturesEqual(expected, sign)) {
    return reject(401, 'P24 notification: invalid sign');
  }
  const foreign = checkMerchant(n.merchantId, n.posId, keys);
  if (foreign) {
    return foreign;
  }
  return {
    accepted: true,
    event: {
      type: 'payment',
      paymentId: n.sessionId,
      externalId: String(n.orderId),
      status: 'WAITING FOR CONFIRMATION',
      amount: n.amount,
      currency: n.currency,
      providerData: { orderId: n.orderId, methodId: n.methodId, statement: n.statement },
    },
    reply: OK_REPLY,
  };
}

function parseRefund(
  body: Record<string, unknown>,
  sign: string,
  keys: P24NotificationKeys,
): PaymentNotificationResult {
  const bad = invalidField(body, REFUND_FIELDS);
  if (bad !== undefined) {
    return reject(400, `P24 refund notification: field ${bad} missing or of a wrong type`);
  }
  const n = body as {
    [K in keyof typeof REFUND_FIELDS]: K extends 'sessionId' | 'currency' | 'refundsUuid' ? string : number;
  };
  const expected = refundNotificationSign({ ...n, crc: keys.crcKey });
  if (!signaturesEqual(expected, sign)) {
    return reject(401, 'P24 refund notification: invalid sign');
  }
  const foreign = checkMerchant(n.merchantId, undefined, keys);
  if (foreign) {
    return foreign;
  }
  return {
    accepted: true,
    event: {
      type: 'refund',
      paymentId: n.sessionId,
      externalId: String(n.orderId),
      refundId: n.refundsUuid,
      amount: n.amount,
      currency: n.currency,
      status: mapP24RefundStatus(n.status),
    },
    reply: OK_REPLY,
  };
}
