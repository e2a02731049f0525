/**
 * Solves a proof of work in the browser with WebCrypto: SHA-256 of salt + n for n = 0, 1, … until the
 * digest is the challenge. Digests run in parallel batches; between batches the loop gives the event loop
 * a turn (a macrotask), so typing, scrolling and the spinner stay smooth without a Web Worker (whose
 * blob: or extra script URL a host page's Content-Security-Policy may refuse).
 */
import { encodePowToken } from '../token.js';

/** The challenge as the API sends it (JSON: `expiresAt` is a string). */
export interface PowChallengeJson {
  type: 'proof-of-work';
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxNumber: number;
  expiresAt?: string;
}

export interface PowSolveResult {
  token: string;
  number: number;
  /** Milliseconds the work took. */
  tookMs: number;
}

export interface PowSolveOptions {
  /** Digests started at once (default 200). */
  batch?: number;
  signal?: AbortSignal;
  /** Called after each batch with the numbers tried so far. */
  onProgress?: (tried: number) => void;
}

function bytesOfHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function sameBytes(digest: ArrayBuffer, expected: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  if (bytes.length !== expected.length) return false;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== expected[i]) return false;
  return true;
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The token for `challenge`, or an Error when no number up to `maxNumber` fits (a forged or stale challenge). */
export async function solvePowChallenge(
  challenge: PowChallengeJson,
  options: PowSolveOptions = {},
): Promise<PowSolveResult> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle)
    throw new Error('WebCrypto is not available (the page must be served over https or localhost)');
  const started = Date.now();
  const expected = bytesOfHex(challenge.challenge);
  const encoder = new TextEncoder();
  const batch = Math.max(1, options.batch ?? 200);
  for (let from = 0; from <= challenge.maxNumber; from += batch) {
    if (options.signal?.aborted) throw new Error('aborted');
    const to = Math.min(challenge.maxNumber, from + batch - 1);
    const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const digests = await Promise.all(
      numbers.map((n) => subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = digests.findIndex((digest) => sameBytes(digest, expected));
    if (found >= 0) {
      const number = from + found;
      const { algorithm, salt, signature } = challenge;
      const token = encodePowToken({ algorithm, challenge: challenge.challenge, number, salt, signature });
      return { token, number, tookMs: Date.now() - started };
    }
    options.onProgress?.(to + 1);
    await nextTurn();
  }
  throw new Error('no solution up to maxNumber');
}
