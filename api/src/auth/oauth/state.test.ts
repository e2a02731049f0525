import { describe, expect, it } from 'vitest';
import { newNonce, signState, stateKey, verifyState } from './state.js';

const key = stateKey(new TextEncoder().encode('s'.repeat(40)));
const now = new Date('2025-03-01T10:00:00Z');
const state = {
  provider: 'google' as const,
  origin: 'https://demo.zapisy.pl',
  referer: '/admin/glowna/wybor',
  nonce: newNonce(),
  expiresAt: now.getTime() / 1000 + 600,
};

describe('signed state ("state holds the origin domain")', () => {
  it('round-trips the origin, referer, nonce and expiry', () => {
    expect(verifyState(key, signState(key, state), now)).toEqual({ ok: true, state });
  });

  it('a changed payload, another key or a malformed value is invalid', () => {
    const signed = signState(key, state);
    const [, signature] = signed.split('.');
    const forged = Buffer.from(
      JSON.stringify({ p: 'google', o: 'https://evil.example', n: 'x', e: 9e9 }),
    ).toString('base64url');
    expect(verifyState(key, `${forged}.${signature}`, now)).toEqual({ ok: false, problem: 'invalid' });
    const other = stateKey(new TextEncoder().encode('t'.repeat(40)));
    expect(verifyState(other, signed, now)).toEqual({ ok: false, problem: 'invalid' });
    for (const bad of ['', 'abc', 'a.b.c', `${signed}x`]) {
      expect(verifyState(key, bad, now).ok).toBe(false);
    }
  });

  it('expires at its expiry', () => {
    const signed = signState(key, state);
    expect(verifyState(key, signed, new Date(state.expiresAt * 1000 - 1)).ok).toBe(true);
    expect(verifyState(key, signed, new Date(state.expiresAt * 1000))).toEqual({
      ok: false,
      problem: 'expired',
    });
  });
});
