/**
 * Log-in tokens: JWTs signed with HS256 (jose). Claims: `sub` (userId), `email`, `role`,
 * `organizationId` (when the user has one), `tv` (the user's token version: a password change or reset
 * increments it and every token carrying an older one is refused, see ./authenticate.ts), `jti` (for
 * log-out), `iat` and `exp` (iat + TTL, default 12 h).
 * The client reads `exp` and `role` without verifying (core's decodeTokenPayload); the server verifies.
 */
import { randomUUID } from 'node:crypto';
import type { UserRole } from '@zapisy/core';
import { errors, jwtVerify, SignJWT } from 'jose';
import { tokenExpired, tokenInvalid } from './errors.js';

export interface TokenSubject {
  userId: string;
  email: string;
  role: UserRole;
  organizationId?: string;
  /** The account's `tokenVersion` when signed (0 when it has none). */
  tokenVersion: number;
}

export interface TokenClaims {
  sub: string;
  email: string;
  role: string;
  organizationId?: string;
  /** Token version (`tv`); a token signed before versions existed counts as 0. */
  tv: number;
  jti: string;
  /** Seconds since 1970. */
  iat: number;
  exp: number;
}

export interface SignOptions {
  /** Issue time (default now); tests sign tokens in the past to get expired ones. */
  now?: Date;
  ttlSeconds?: number;
  /** The token's `jti` (default a random UUID): the session registry names the session with it. */
  jti?: string;
}

export class TokenService {
  private readonly key: () => Promise<Uint8Array>;

  /** `key`: the HS256 secret, or a loader called at each use (see ./secret.ts `jwtKeyLoader`). */
  constructor(
    key: Uint8Array | (() => Promise<Uint8Array>),
    readonly ttlSeconds: number,
  ) {
    this.key = typeof key === 'function' ? key : async () => key;
  }

  async sign(subject: TokenSubject, options: SignOptions = {}): Promise<string> {
    const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
    const exp = iat + (options.ttlSeconds ?? this.ttlSeconds);
    const payload: Record<string, unknown> = {
      email: subject.email,
      role: subject.role,
      tv: subject.tokenVersion,
    };
    if (subject.organizationId !== undefined) payload.organizationId = subject.organizationId;
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.userId)
      .setJti(options.jti ?? randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await this.key());
  }

  /**
   * The claims of a token whose signature matches. Throws TOKEN_EXPIRED (401) when `exp` has passed and
   * TOKEN_INVALID (403) for anything else: malformed, another algorithm, a wrong signature, missing claims.
   */
  async verify(token: string, now: Date = new Date()): Promise<TokenClaims> {
    const key = await this.key();
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: now,
        requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw tokenExpired();
      throw tokenInvalid();
    }
    const { sub, email, role, organizationId, jti, iat, exp, tv = 0 } = payload;
    if (
      typeof sub !== 'string' ||
      typeof jti !== 'string' ||
      typeof iat !== 'number' ||
      typeof exp !== 'number' ||
      typeof tv !== 'number' ||
      typeof email !== 'string' ||
      typeof role !== 'string'
    ) {
      throw tokenInvalid();
    }
    const claims: TokenClaims = { sub, email, role, tv, jti, iat, exp };
    if (typeof organizationId === 'string') claims.organizationId = organizationId;
    return claims;
  }
}
