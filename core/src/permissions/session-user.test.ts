import { describe, expect, it } from 'vitest';
import { hasRole } from './role-check.js';
import { sessionUserFromToken } from './session-user.js';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const tokenOf = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
const now = new Date('2025-06-15T12:00:00Z');
const exp = now.getTime() / 1000 + 600;

describe('sessionUserFromToken', () => {
  it('a live token: logged in, its role claim', () => {
    const user = sessionUserFromToken(tokenOf({ role: 'payments', exp }), now);
    expect(user).toEqual({ loggedIn: true, tokenExpired: false, role: 'payments' });
    expect(hasRole(user, 'payments')).toBe(true);
  });

  it('"A user … whose token has expired, fails"', () => {
    const user = sessionUserFromToken(tokenOf({ role: 'site-admin', exp: exp - 1200 }), now);
    expect(user).toEqual({ loggedIn: true, tokenExpired: true, role: 'site-admin' });
    expect(hasRole(user, 'guest')).toBe(false);
  });

  it('no exp: remaining time -1, so expired', () => {
    expect(sessionUserFromToken(tokenOf({ role: 'admin' }), now).tokenExpired).toBe(true);
  });

  it('a role claim that is not text is left out (reads as guest)', () => {
    expect(sessionUserFromToken(tokenOf({ role: 7, exp }), now)).toEqual({
      loggedIn: true,
      tokenExpired: false,
      role: undefined,
    });
  });

  it.each([[undefined], [null], [''], ['a.b'], ['a.Z.c']])('%j: not logged in', (token) => {
    expect(sessionUserFromToken(token, now)).toEqual({ loggedIn: false });
  });
});
