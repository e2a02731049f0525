import { createHash, timingSafeEqual } from 'node:crypto';

/** The hash functions behind PayU's `algorithm=` names. */
export type PayuSignatureAlgorithm = 'MD5' | 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';

/**
 * Every `algorithm=` name PayU documents for OpenPayu-Signature, as PayU's SDKs map them: MD5; SHA, SHA1
 * and SHA-1 are SHA-1 (openpayu_php `OpenPayU_Util::verifySignature`, openpayu_ruby
 * `Document#generate_signature`); SHA-256, SHA256 and SHA_256 are SHA-256; SHA-384 and SHA-512 (with
 * the same spellings) are SHA-384 and SHA-512 (openpayu_php `generateSignData`). Any other name is refused.
 */
const ALGORITHMS = {
  MD5: 'MD5',
  SHA: 'SHA-1',
  SHA1: 'SHA-1',
  'SHA-1': 'SHA-1',
  SHA256: 'SHA-256',
  'SHA-256': 'SHA-256',
  SHA_256: 'SHA-256',
  SHA384: 'SHA-384',
  'SHA-384': 'SHA-384',
  SHA_384: 'SHA-384',
  SHA512: 'SHA-512',
  'SHA-512': 'SHA-512',
  SHA_512: 'SHA-512',
} as const satisfies Record<string, PayuSignatureAlgorithm>;

/** An `algorithm=` name as PayU writes it in the header (upper case; matched case-insensitively). */
export type PayuAlgorithmName = keyof typeof ALGORITHMS;

export const PAYU_ALGORITHM_NAMES = Object.keys(ALGORITHMS) as PayuAlgorithmName[];

const NODE_HASH: Readonly<Record<PayuSignatureAlgorithm, string>> = {
  MD5: 'md5',
  'SHA-1': 'sha1',
  'SHA-256': 'sha256',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};

/** PayU's algorithm name (any of PAYU_ALGORITHM_NAMES, any case) or undefined. */
export function normalizeAlgorithm(name: string): PayuSignatureAlgorithm | undefined {
  const key = name.trim().toUpperCase();
  return Object.hasOwn(ALGORITHMS, key) ? ALGORITHMS[key as PayuAlgorithmName] : undefined;
}

/** HASH(rawBody + secondKey) as lower-case hex: the `signature` of an OpenPayu-Signature header. */
export function notificationSignature(
  rawBody: string,
  secondKey: string,
  algorithm: PayuAlgorithmName = 'MD5',
): string {
  return createHash(NODE_HASH[ALGORITHMS[algorithm]])
    .update(rawBody + secondKey, 'utf8')
    .digest('hex');
}

/**
 * The header value PayU sends: `sender=checkout;signature=…;algorithm=…;content=DOCUMENT`, with the
 * algorithm named as given (any of PayU's spellings).
 */
export function signatureHeader(
  rawBody: string,
  secondKey: string,
  algorithm: PayuAlgorithmName = 'MD5',
): string {
  const signature = notificationSignature(rawBody, secondKey, algorithm);
  return `sender=checkout;signature=${signature};algorithm=${algorithm};content=DOCUMENT`;
}

export interface ParsedSignatureHeader {
  sender?: string;
  signature?: string;
  algorithm?: string;
  content?: string;
}

/** Splits `key=value;key=value` (keys case-insensitive, spaces around parts ignored). */
export function parseSignatureHeader(header: string): ParsedSignatureHeader {
  const parts: Record<string, string> = {};
  for (const segment of header.split(';')) {
    const at = segment.indexOf('=');
    if (at <= 0) continue;
    parts[segment.slice(0, at).trim().toLowerCase()] = segment.slice(at + 1).trim();
  }
  return parts;
}

/** Constant-time comparison of two hex digests (case-insensitive); false for different lengths. */
export function signaturesEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export type SignatureCheck =
  | { valid: true; algorithm: PayuSignatureAlgorithm }
  | { valid: false; reason: string };

/**
 * Checks an OpenPayu-Signature header against the raw body and the second key. A missing algorithm is
 * MD5 (PayU's default); an unknown one fails.
 */
export function verifyNotificationSignature(
  rawBody: string,
  header: string | undefined,
  secondKey: string,
): SignatureCheck {
  if (header === undefined || header.trim() === '')
    return { valid: false, reason: 'missing signature header' };
  const parsed = parseSignatureHeader(header);
  if (parsed.signature === undefined || parsed.signature === '')
    return { valid: false, reason: 'signature header without signature' };
  const algorithm = normalizeAlgorithm(parsed.algorithm ?? 'MD5');
  if (algorithm === undefined) return { valid: false, reason: 'unsupported signature algorithm' };
  const expected = notificationSignature(rawBody, secondKey, algorithm);
  return signaturesEqual(parsed.signature, expected)
    ? { valid: true, algorithm }
    : { valid: false, reason: 'signature mismatch' };
}
