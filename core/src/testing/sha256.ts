interface SubtleDigest {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

/** SHA-256 of a text's UTF-8 bytes, base64, with the Web Crypto API present in Node 20 and every browser. */
export async function sha256Base64(text: string): Promise<string> {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleDigest } }).crypto?.subtle;
  if (!subtle) throw new Error('Brak Web Crypto API (crypto.subtle)');
  const digest = new Uint8Array(await subtle.digest('SHA-256', utf8(text)));
  return base64(digest);
}

/** UTF-8 bytes without TextEncoder (core has no DOM types): every %XX of encodeURIComponent is one byte. */
function utf8(text: string): Uint8Array {
  const encoded = encodeURIComponent(text);
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i++) {
    if (encoded[i] === '%') {
      bytes.push(Number.parseInt(encoded.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(encoded.charCodeAt(i));
    }
  }
  return Uint8Array.from(bytes);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += ALPHABET[(n >> 18) & 63] ?? '';
    out += ALPHABET[(n >> 12) & 63] ?? '';
    out += i + 1 < bytes.length ? (ALPHABET[(n >> 6) & 63] ?? '') : '=';
    out += i + 2 < bytes.length ? (ALPHABET[n & 63] ?? '') : '=';
  }
  return out;
}
