/**
 * Single-use, expiring tokens of e-mailed links (registration confirmation, password reset). The link
 * carries 32 random bytes (base64url); the store keeps only their SHA-256 (`_id`), so a leaked database
 * cannot be turned into working links. `consumeAccountToken` marks a token used atomically, so a link
 * works once even when clicked twice at the same moment.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Store, StoreSession } from '../storage/index.js';

export const ACCOUNT_TOKENS = 'accountTokens';

export type AccountTokenPurpose = 'confirm-registration' | 'reset-password';

/** Confirmation links live 48 h, reset links 1 h. */
export const ACCOUNT_TOKEN_TTL_MS: Readonly<Record<AccountTokenPurpose, number>> = {
  'confirm-registration': 48 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

interface AccountTokenDocument {
  _id: string;
  userId: string;
  purpose: AccountTokenPurpose;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

function tokens(store: Store) {
  return store.db.collection<AccountTokenDocument>(ACCOUNT_TOKENS);
}

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token for the link; earlier unused tokens of the same purpose for this user stop working. */
export async function issueAccountToken(
  store: Store,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date = new Date(),
): Promise<string> {
  await tokens(store).deleteMany({ userId, purpose, usedAt: null });
  const token = randomBytes(32).toString('base64url');
  await tokens(store).insertOne({
    _id: hashAccountToken(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose]),
    usedAt: null,
  });
  return token;
}

/** The userId of a valid, unused, unexpired token of this purpose, marking it used; otherwise null. */
export async function consumeAccountToken(
  store: Store,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date = new Date(),
  session?: StoreSession,
): Promise<string | null> {
  const doc = await tokens(store).findOneAndUpdate(
    { _id: hashAccountToken(token), purpose, usedAt: null, expiresAt: { $gt: now } },
    { $set: { usedAt: now } },
    { returnDocument: 'after', ...(session ? { session } : {}) },
  );
  return doc?.userId ?? null;
}
