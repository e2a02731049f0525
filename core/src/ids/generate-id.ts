import { ValidationError } from '../errors/index.js';
import { type RandomBytesSource, takeRandomBytes, webCryptoRandomBytes } from './random-source.js';

/** Spec §9: "Ids: UUID-derived, alphanumeric, default 5 characters, max 37." */
export const ID_DEFAULT_LENGTH = 5;
export const ID_MAX_LENGTH = 37;
/** Spec §9: "Other lengths: 6 or 8 for random strings". */
export const RANDOM_STRING_LENGTHS = [6, 8] as const;
/** Spec §9: "installment ids 26 lowercase". */
export const INSTALLMENT_ID_LENGTH = 26;
/** Spec §9: "notification ids 6". */
export const NOTIFICATION_ID_LENGTH = 6;

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LOWERCASE_ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyz';
/** Rounds of fresh bytes after which a source that only yields rejected bytes is declared broken. */
const MAX_DRAWS = 64;

/**
 * A random alphanumeric id (spec §9: "Ids: UUID-derived, alphanumeric, default 5 characters, max 37. Other
 * lengths: 6 or 8 for random strings"). Characters are drawn uniformly from 0–9, A–Z, a–z using the same
 * cryptographic randomness a v4 UUID uses (rejection sampling, no modulo bias). `length` is an integer 1–37.
 */
export function generateId(
  length: number = ID_DEFAULT_LENGTH,
  random: RandomBytesSource = webCryptoRandomBytes,
): string {
  if (!Number.isInteger(length) || length < 1 || length > ID_MAX_LENGTH) {
    throw new ValidationError(`Długość identyfikatora musi być liczbą całkowitą od 1 do ${ID_MAX_LENGTH}`);
  }
  return randomString(length, ALPHANUMERIC, random);
}

/** A random installment id (spec §9: "installment ids 26 lowercase"): 26 characters of 0–9 and a–z. */
export function generateInstallmentId(random: RandomBytesSource = webCryptoRandomBytes): string {
  return randomString(INSTALLMENT_ID_LENGTH, LOWERCASE_ALPHANUMERIC, random);
}

/** A random notification id (spec §9: "notification ids 6"): 6 alphanumeric characters. */
export function generateNotificationId(random: RandomBytesSource = webCryptoRandomBytes): string {
  return randomString(NOTIFICATION_ID_LENGTH, ALPHANUMERIC, random);
}

/** True for an id `generateId` could return (of the given length, or of any allowed length). */
export function isGeneratedId(value: unknown, length?: number): value is string {
  if (typeof value !== 'string' || !/^[0-9A-Za-z]+$/.test(value)) return false;
  return length === undefined ? value.length <= ID_MAX_LENGTH : value.length === length;
}

/** True for an id `generateInstallmentId` could return. */
export function isInstallmentId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-z]{26}$/.test(value);
}

function randomString(length: number, alphabet: string, random: RandomBytesSource): string {
  // Bytes at or above the largest multiple of the alphabet size are skipped so every character is equally likely.
  const limit = 256 - (256 % alphabet.length);
  let id = '';
  for (let draw = 0; draw < MAX_DRAWS && id.length < length; draw += 1) {
    for (const byte of takeRandomBytes(random, length - id.length)) {
      if (byte < limit) id += alphabet.charAt(byte % alphabet.length);
    }
  }
  if (id.length < length) throw new ValidationError('Źródło losowości zwraca wyłącznie odrzucane bajty');
  return id;
}
