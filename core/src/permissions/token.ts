import { ValidationError } from '../errors/index.js';
import { decodeBase64Url, decodeUtf8 } from './base64url.js';

export const TOKEN_PARTS_MESSAGE =
  'Token JWT musi zawierać nagłówek, treść i podpis (header, payload, signature)';

/** Claims of a token payload; `exp` (seconds since 1970) and `role` are the ones core reads. */
export type TokenPayload = Readonly<Record<string, unknown>>;

/**
 * The payload (claims) of a JWT, decoded but NOT verified: the signature is not checked, so use it for
 * display and expiry in the browser only; the server verifies. Spec §5: "A token must have three parts
 * (header, payload, signature)"; §8: "JWT without three parts throws 'must contain header, payload, and
 * signature'". Throws ValidationError for a non-string, a count of dot-separated parts other than three or an
 * empty part, Base64URL of invalid length or characters, a payload that is not UTF-8 JSON of an object.
 */
export function decodeTokenPayload(token: string): TokenPayload {
  if (typeof token !== 'string') throw new ValidationError(TOKEN_PARTS_MESSAGE);
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || parts.some((part) => part === '') || payload === undefined) {
    throw new ValidationError(TOKEN_PARTS_MESSAGE);
  }
  let claims: unknown;
  try {
    claims = JSON.parse(decodeUtf8(decodeBase64Url(payload)));
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw new ValidationError('Treść tokenu JWT nie jest poprawnym JSON');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new ValidationError('Treść tokenu JWT musi być obiektem JSON');
  }
  return claims as TokenPayload;
}

function assertValidNow(now: Date): void {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new ValidationError('Nieprawidłowa data bieżąca');
  }
}

/**
 * Spec §5: "Remaining time is exp minus now in seconds, or -1 if exp is absent." `now` counts in whole
 * seconds (rounded down), so an integer `exp` gives an integer. Throws ValidationError when `exp` is present
 * but not a finite number, or `now` is not a valid Date.
 */
export function tokenRemainingSeconds(payload: { exp?: unknown }, now: Date): number {
  assertValidNow(now);
  const { exp } = payload;
  if (exp === undefined || exp === null) return -1;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) {
    throw new ValidationError(`Nieprawidłowe pole exp tokenu: ${String(exp)}`);
  }
  return exp - Math.floor(now.getTime() / 1000);
}

/**
 * Spec §5: "A token is valid when its remaining time to live is above 0." A token without `exp` has -1 and
 * is not valid. Never throws for the token: one that cannot be decoded (not three parts, bad Base64URL or
 * JSON, a non-numeric exp) is not valid. Throws ValidationError only for an invalid `now`.
 */
export function isTokenValid(token: unknown, now: Date): boolean {
  assertValidNow(now);
  if (typeof token !== 'string') return false;
  try {
    return tokenRemainingSeconds(decodeTokenPayload(token), now) > 0;
  } catch {
    // Only ValidationError can come from here: `now` was checked above.
    return false;
  }
}
