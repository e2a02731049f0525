import { ValidationError } from '../errors/index.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE_OF: ReadonlyMap<string, number> = new Map([...ALPHABET].map((char, index) => [char, index]));

export const BASE64URL_INVALID_MESSAGE = 'Nieprawidłowy tekst Base64URL';

/**
 * Bytes of a Base64URL text (RFC 4648 §5; trailing '=' padding allowed). Spec §8: "Base64URL of invalid
 * length throws an invalid-string error": a length of 4n+1 characters, or a character outside the
 * alphabet, throws ValidationError 'Nieprawidłowy tekst Base64URL'. Written out because core has neither
 * atob nor Buffer.
 */
export function decodeBase64Url(text: string): Uint8Array {
  const data = text.replace(/={1,2}$/, '');
  if (data.length % 4 === 1) throw new ValidationError(`${BASE64URL_INVALID_MESSAGE} (zła długość)`);
  const bytes = new Uint8Array(Math.floor((data.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of data) {
    const value = VALUE_OF.get(char);
    if (value === undefined) throw new ValidationError(`${BASE64URL_INVALID_MESSAGE} (niedozwolony znak)`);
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

/** UTF-8 bytes as text; ValidationError for bytes that are not UTF-8 (no TextDecoder in core's libs). */
export function decodeUtf8(bytes: Uint8Array): string {
  let escaped = '';
  for (const byte of bytes) escaped += `%${byte.toString(16).padStart(2, '0')}`;
  try {
    return decodeURIComponent(escaped);
  } catch {
    throw new ValidationError('Tekst nie jest poprawnym UTF-8');
  }
}
