/**
 * Integration keys at rest: AES-256-GCM with a 96-bit random IV and a 128-bit tag, written as
 * `v1:<iv>:<tag>:<data>` (each part base64url). The version prefix lets a later format or key rotation
 * read old values.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const SECRET_FORMAT_VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRETS_KEY_BYTES = 32;

/** Thrown when a stored secret cannot be read (wrong key, damaged or foreign text). */
export class SecretDecryptionError extends Error {
  constructor(reason: string) {
    super(`Nie można odszyfrować klucza integracji: ${reason}`);
    this.name = 'SecretDecryptionError';
  }
}

function assertKey(key: Uint8Array): void {
  if (key.length !== SECRETS_KEY_BYTES)
    throw new Error(`Klucz szyfrowania musi mieć ${SECRETS_KEY_BYTES} bajty`);
}

/** True for text in the `v1:<iv>:<tag>:<data>` form (not a check that it decrypts). */
export function isEncryptedSecret(value: unknown): value is string {
  return typeof value === 'string' && /^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*$/.test(value);
}

export function encryptSecret(key: Uint8Array, plaintext: string): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [SECRET_FORMAT_VERSION, iv, tag, data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

export function decryptSecret(key: Uint8Array, text: string): string {
  assertKey(key);
  const parts = text.split(':');
  if (parts.length !== 4 || parts[0] !== SECRET_FORMAT_VERSION) {
    throw new SecretDecryptionError('nieznany format');
  }
  const [, iv, tag, data] = parts.map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer, Buffer];
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretDecryptionError('nieznany format');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretDecryptionError('zły klucz lub uszkodzone dane');
  }
}
