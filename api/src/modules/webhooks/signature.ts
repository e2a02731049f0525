/**
 * Webhook signatures: `X-Zapisy-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` keyed with the
 * project's webhook secret, `X-Zapisy-Timestamp` in Unix seconds. Integrators verify with
 * `verifyWebhookSignature` (or the same three lines in their language) and reject old timestamps, so a
 * captured request cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_VERSION = 'v1';
/** Default accepted clock difference for `verifyWebhookSignature` (5 minutes). */
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The `X-Zapisy-Signature` value for a body sent at `timestamp` (Unix seconds). */
export function signWebhookBody(secret: string, timestamp: number | string, body: string): string {
  return `${SIGNATURE_VERSION}=${hmacHex(secret, String(timestamp), body)}`;
}

export interface VerifyWebhookSignatureOptions {
  /** Largest accepted |now − timestamp| in seconds (default 300); `Infinity` turns the check off. */
  toleranceSeconds?: number;
  /** Current time (default `Date.now()`). */
  now?: Date;
}

/**
 * Whether `header` (the `X-Zapisy-Signature` value; several `v1=…` entries separated by commas are
 * accepted, so a receiver can be handed signatures under an old and a new secret) signs `body` sent at
 * `timestamp` with `secret`, and the timestamp is within the tolerance. `body` must be the raw request body
 * exactly as received, not re-serialised JSON.
 *
 * ```ts
 * const ok = verifyWebhookSignature(secret, req.headers['x-zapisy-timestamp'], rawBody,
 *   req.headers['x-zapisy-signature']);
 * ```
 */
export function verifyWebhookSignature(
  secret: string,
  timestamp: string | number | undefined,
  body: string | Buffer,
  header: string | undefined,
  options: VerifyWebhookSignatureOptions = {},
): boolean {
  if (!secret || timestamp === undefined || header === undefined) return false;
  const stamp = String(timestamp).trim();
  if (!/^\d{1,12}$/.test(stamp)) return false;
  const tolerance = options.toleranceSeconds ?? DEFAULT_SIGNATURE_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - Number(stamp)) > tolerance) return false;
  const expected = Buffer.from(
    hmacHex(secret, stamp, typeof body === 'string' ? body : body.toString('utf8')),
  );
  return header.split(',').some((entry) => {
    const [version, value] = entry.trim().split('=', 2);
    if (version !== SIGNATURE_VERSION || value === undefined) return false;
    const given = Buffer.from(value.toLowerCase());
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
