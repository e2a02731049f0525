import { ValidationError } from '../errors/index.js';

/** Returns `length` uniformly random bytes. Injected so id generation stays deterministic in tests. */
export type RandomBytesSource = (length: number) => Uint8Array;

interface WebCrypto {
  getRandomValues(array: Uint8Array): Uint8Array;
}

/** Bytes fetched from the Web Crypto API at once; each byte is handed out once, then the pool is refilled. */
const POOL_BYTES = 4096;
let pool: Uint8Array = new Uint8Array(0);
let poolOffset = 0;

/**
 * Cryptographically strong bytes from the Web Crypto API (`globalThis.crypto`), present in Node 20 and every
 * browser, so core stays isomorphic without importing Node's `crypto`. They are drawn from a pool filled by
 * one `getRandomValues` call (as Node's own `randomUUID` does): one call per few hundred ids rather than one
 * per id, which was a measurable part of a registration. No byte is ever handed out twice.
 */
export const webCryptoRandomBytes: RandomBytesSource = (length) => {
  const crypto = (globalThis as { crypto?: WebCrypto }).crypto;
  if (typeof crypto?.getRandomValues !== 'function') {
    throw new Error('Brak generatora liczb losowych (Web Crypto API)');
  }
  if (length > POOL_BYTES) return crypto.getRandomValues(new Uint8Array(length));
  if (poolOffset + length > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    poolOffset = 0;
  }
  const bytes = pool.slice(poolOffset, poolOffset + length);
  poolOffset += length;
  return bytes;
};

/** Calls the source and checks it returned the requested number of bytes. */
export function takeRandomBytes(source: RandomBytesSource, length: number): Uint8Array {
  const bytes = source(length);
  if (!(bytes instanceof Uint8Array) || bytes.length !== length) {
    throw new ValidationError(`Źródło losowości musi zwrócić ${length} bajtów`);
  }
  return bytes;
}
