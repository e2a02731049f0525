/**
 * Logged-out tokens: `POST /auth/logout` stores the token's `jti` in `revokedTokens` until its `exp`; the
 * access check refuses a listed token with TOKEN_REVOKED (401). Expired entries are useless (the token is
 * refused as expired anyway) and are removed by `pruneRevokedTokens`, called at each log-out.
 */
import type { Store } from '../storage/index.js';

export const REVOKED_TOKENS = 'revokedTokens';

interface RevokedTokenDocument {
  _id: string;
  userId: string;
  expiresAt: Date;
}

function revoked(store: Store) {
  return store.db.collection<RevokedTokenDocument>(REVOKED_TOKENS);
}

export async function revokeToken(
  store: Store,
  token: { jti: string; sub: string; exp: number },
): Promise<void> {
  await revoked(store).updateOne(
    { _id: token.jti },
    { $set: { userId: token.sub, expiresAt: new Date(token.exp * 1000) } },
    { upsert: true },
  );
}

export async function isTokenRevoked(store: Store, jti: string): Promise<boolean> {
  return (await revoked(store).findOne({ _id: jti }, { projection: { _id: 1 } })) !== null;
}

export async function pruneRevokedTokens(store: Store, now: Date = new Date()): Promise<number> {
  return (await revoked(store).deleteMany({ expiresAt: { $lt: now } })).deletedCount;
}
