/** Server-side hashing of the proof of work (node:crypto; the browser uses WebCrypto, widget/solve.ts). */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

export const hmacSha256Hex = (key: string, text: string): string =>
  createHmac('sha256', key).update(text).digest('hex');

export const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');

/** Compares two hex strings in constant time (false when their lengths differ). */
export function hexEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
