/**
 * The `state` of spec §7 ("state holds the origin domain"), signed so it cannot be forged or altered:
 * `base64url(JSON payload) . base64url(HMAC-SHA256)`. The payload names the provider, the origin the user
 * came from, an optional same-site path to return to, a random nonce (which also keys the server-side
 * PKCE verifier and the browser cookie, see ./flows.ts) and an expiry in seconds since 1970.
 *
 * The key is derived from the token signing key with a fixed label, so a state can never pass as a log-in
 * token or the other way round.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OAuthProviderName } from './config.js';

export interface OAuthState {
  provider: OAuthProviderName;
  /** An origin of ours, e.g. https://demo.zapisy.example.pl (checked again on use, see ./origin.ts). */
  origin: string;
  /** A same-site path to open after sign-in ('/admin/...'). */
  referer?: string;
  nonce: string;
  /** Seconds since 1970. */
  expiresAt: number;
}

interface Payload {
  p: OAuthProviderName;
  o: string;
  r?: string;
  n: string;
  e: number;
}

const LABEL = 'zapisy:oauth-state:v1';

export function stateKey(signingKey: Uint8Array): Buffer {
  return createHmac('sha256', signingKey).update(LABEL).digest();
}

export function newNonce(): string {
  return randomBytes(24).toString('base64url');
}

function mac(key: Uint8Array, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

export function signState(key: Uint8Array, state: OAuthState): string {
  const payload: Payload = { p: state.provider, o: state.origin, n: state.nonce, e: state.expiresAt };
  if (state.referer !== undefined) payload.r = state.referer;
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

export type StateProblem = 'invalid' | 'expired';

/** The state when its signature matches and it has not expired; otherwise why not. */
export function verifyState(
  key: Uint8Array,
  text: string,
  now: Date = new Date(),
): { ok: true; state: OAuthState } | { ok: false; problem: StateProblem } {
  const [body, signature, extra] = text.split('.');
  if (body === undefined || signature === undefined || extra !== undefined)
    return { ok: false, problem: 'invalid' };
  const expected = mac(key, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, problem: 'invalid' };
  }
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  const { p, o, r, n, e } = payload;
  if (
    (p !== 'google' && p !== 'facebook') ||
    typeof o !== 'string' ||
    typeof n !== 'string' ||
    typeof e !== 'number' ||
    (r !== undefined && typeof r !== 'string')
  ) {
    return { ok: false, problem: 'invalid' };
  }
  if (e * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  const state: OAuthState = { provider: p, origin: o, nonce: n, expiresAt: e };
  if (r !== undefined) state.referer = r;
  return { ok: true, state };
}
