import { createHash } from 'node:crypto';

/**
 * Idempotency-Keys (Paynow requires one on every v3 call and answers a repeated key with the first
 * answer). Derived from our ids so a retried call is recognised: the payment's key is md5(paymentId), the
 * SDK's default md5(externalId); refunds get their own namespace so a refund id never collides with a
 * payment id.
 */
export function paymentIdempotencyKey(paymentId: string): string {
  return md5(paymentId);
}

export function refundIdempotencyKey(refundId: string): string {
  return md5(`refund:${refundId}`);
}

/** For reads (status), like the SDK: md5 of the Paynow id asked about. */
export function readIdempotencyKey(id: string): string {
  return md5(id);
}

function md5(value: string): string {
  return createHash('md5').update(value, 'utf8').digest('hex');
}
