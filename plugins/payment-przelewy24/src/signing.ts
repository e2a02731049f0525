import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Przelewy24 signs with SHA-384 (hex) over a JSON object whose key order is fixed per message. P24 builds it
 * with PHP `json_encode(…, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES)`, which is byte-identical to
 * `JSON.stringify` (no `\/`, no `\uXXXX`); integers must be numbers, not strings.
 */
function p24Sign(ordered: Readonly<Record<string, string | number>>): string {
  return createHash('sha384').update(JSON.stringify(ordered), 'utf8').digest('hex');
}

export interface RegisterSignInput {
  sessionId: string;
  merchantId: number;
  amount: number;
  currency: string;
  crc: string;
}

/** `POST /api/v1/transaction/register`: {sessionId, merchantId, amount, currency, crc}. */
export function registerSign(input: RegisterSignInput): string {
  const { sessionId, merchantId, amount, currency, crc } = input;
  return p24Sign({ sessionId, merchantId, amount, currency, crc });
}

export interface VerifySignInput {
  sessionId: string;
  orderId: number;
  amount: number;
  currency: string;
  crc: string;
}

/** `PUT /api/v1/transaction/verify`: {sessionId, orderId, amount, currency, crc}. */
export function verifySign(input: VerifySignInput): string {
  const { sessionId, orderId, amount, currency, crc } = input;
  return p24Sign({ sessionId, orderId, amount, currency, crc });
}

export interface NotificationSignInput {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
  crc: string;
}

/** The payment notification sent to urlStatus. */
export function notificationSign(input: NotificationSignInput): string {
  const { merchantId, posId, sessionId, amount, originAmount, currency, orderId, methodId, statement, crc } =
    input;
  return p24Sign({
    merchantId,
    posId,
    sessionId,
    amount,
    originAmount,
    currency,
    orderId,
    methodId,
    statement,
    crc,
  });
}

export interface RefundNotificationSignInput {
  orderId: number;
  sessionId: string;
  refundsUuid: string;
  merchantId: number;
  amount: number;
  currency: string;
  status: number;
  crc: string;
}

/** The refund notification sent to the refund's urlStatus. */
export function refundNotificationSign(input: RefundNotificationSignInput): string {
  const { orderId, sessionId, refundsUuid, merchantId, amount, currency, status, crc } = input;
  return p24Sign({ orderId, sessionId, refundsUuid, merchantId, amount, currency, status, crc });
}

/** Constant-time comparison of two hex signatures (case-insensitive); false for anything malformed. */
export function signaturesEqual(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') {
    return false;
  }
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
