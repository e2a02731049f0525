import { createHmac, timingSafeEqual } from 'node:crypto';
import { phpJsonEncode } from './php-json.js';

export interface V3SignatureInput {
  apiKey: string;
  signatureKey: string;
  idempotencyKey: string;
  /** The exact request body string; '' (or absent) for GET. */
  body?: string;
  /** Query parameters; a single value is signed as a one-element array, like the SDK does. */
  parameters?: Readonly<Record<string, string | number | boolean | readonly (string | number | boolean)[]>>;
}

/**
 * The Paynow API v3 request `Signature` header: base64(HMAC-SHA256(Signature-Key, json_encode({headers:
 * {Api-Key, Idempotency-Key}, parameters: {…} or {}, body}, JSON_UNESCAPED_SLASHES))) — the SDK's
 * `SignatureCalculator::generateV3`.
 */
export function v3RequestSignature(input: V3SignatureInput): string {
  const parameters: Record<string, readonly (string | number | boolean)[]> = {};
  for (const [name, value] of Object.entries(input.parameters ?? {})) {
    parameters[name] = Array.isArray(value) ? value : [value as string | number | boolean];
  }
  const signed = {
    headers: { 'Api-Key': input.apiKey, 'Idempotency-Key': input.idempotencyKey },
    parameters,
    body: input.body ?? '',
  };
  return hmacBase64(input.signatureKey, phpJsonEncode(signed));
}

/**
 * base64(HMAC-SHA256(Signature-Key, body)): the `Signature` header of Paynow's notifications (and of the
 * v1/v2 API), the SDK's `SignatureCalculator::generate`.
 */
export function bodySignature(body: string, signatureKey: string): string {
  return hmacBase64(signatureKey, body);
}

/** Constant-time check of a received base64 signature against the expected one. */
export function signaturesEqual(expected: string, received: string | undefined): boolean {
  if (received === undefined) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.trim(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function verifyBodySignature(
  body: string,
  signatureKey: string,
  received: string | undefined,
): boolean {
  return signaturesEqual(bodySignature(body, signatureKey), received);
}

function hmacBase64(key: string, message: string): string {
  return createHmac('sha256', key).update(message, 'utf8').digest('base64');
}
