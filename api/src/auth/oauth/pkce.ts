/** PKCE (RFC 7636) with S256: a random verifier kept on the server, its SHA-256 sent as the challenge. */
import { createHash, randomBytes } from 'node:crypto';

/** 43 characters of base64url (32 random bytes), within RFC 7636's 43–128. */
export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
