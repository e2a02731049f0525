import { ValidationError } from '../errors/index.js';

/** Returns `length` uniformly random bytes. Injected so id generation stays deterministic in tests. */
export type RandomBytesSource = (length: number) => Uint8Array;

interface WebCrypto {
  getRandomValues(array: Uint8Array): Uint8Array;
}

/**
 * Cryptographically strong bytes from the Web Crypto API (`globalThis.crypto`), present in Node 20 and every
 * browser, so core stays isomorphic without importing Node's `crypto`.
 */
export const webCryptoRandomBytes: RandomBytesSource = (length) => {
  const crypto = (globalThis as { crypto?: WebCrypto }).crypto;
  if (typeof crypto?.getRandomValues !== 'function') {
    throw new Error('Brak generatora liczb losowych (Web Crypto API)');
  }
  return crypto.getRandomValues(new Uint8Array(length));
};

/** Calls the source and checks it returned the requested number of bytes. */
export function takeRandomBytes(source: RandomBytesSource, length: number): Uint8Array {
  const bytes = source(length);
  if (!(bytes instanceof Uint8Array) || bytes.length !== length) {
    throw new ValidationError(`Źródło losowości musi zwrócić ${length} bajtów`);
  }
  return bytes;
}
