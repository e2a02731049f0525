import type { SessionUser } from './role-check.js';
import { decodeTokenPayload, isTokenValid } from './token.js';

/**
 * The SessionUser of a stored token, for hasRole: no token (undefined, null, '') or one that cannot be
 * decoded → not logged in; otherwise logged in, `tokenExpired` when isTokenValid is false (spec §5 "A token
 * is valid when its remaining time to live is above 0"), and `role` from the token's `role` claim (spec §3
 * "Token claims are merged into" the auth store). The signature is not verified (see decodeTokenPayload).
 */
export function sessionUserFromToken(token: string | null | undefined, now: Date): SessionUser {
  const valid = isTokenValid(token, now);
  if (typeof token !== 'string' || token === '') return { loggedIn: false };
  let role: unknown;
  try {
    role = decodeTokenPayload(token).role;
  } catch {
    return { loggedIn: false };
  }
  return { loggedIn: true, tokenExpired: !valid, role: typeof role === 'string' ? role : undefined };
}
