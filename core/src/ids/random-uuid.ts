import { type RandomBytesSource, takeRandomBytes, webCryptoRandomBytes } from './random-source.js';

/** A random RFC 9562 (RFC 4122) version 4 UUID, lowercase: 'xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx'. */
export function randomUuid(random: RandomBytesSource = webCryptoRandomBytes): string {
  const bytes = Uint8Array.from(takeRandomBytes(random, 16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // variant 10xx
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
