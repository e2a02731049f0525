/**
 * Indexes the account collections rely on; idempotent (creating an existing index is a no-op), called by
 * `installAuth` at every start. The unique e-mail index is what makes registration race-free.
 */
import type { Store } from '../storage/index.js';
import { ACCOUNT_TOKENS } from './account-tokens.js';
import { REVOKED_TOKENS } from './denylist.js';
import { LOGIN_THROTTLE } from './login-throttle.js';
import { ensureSessionIndexes } from './sessions.js';
import { USERS } from './users.js';

export async function ensureAuthIndexes(store: Store): Promise<void> {
  await store.db.collection(USERS).createIndex({ email: 1 }, { unique: true, name: 'email_unique' });
  await store.db.collection(USERS).createIndex({ organizationId: 1 }, { name: 'organizationId' });
  await store.db.collection(REVOKED_TOKENS).createIndex({ expiresAt: 1 }, { name: 'expiresAt' });
  await store.db.collection(LOGIN_THROTTLE).createIndex({ expiresAt: 1 }, { name: 'expiresAt' });
  await store.db
    .collection(ACCOUNT_TOKENS)
    .createIndex({ userId: 1, purpose: 1 }, { name: 'userId_purpose' });
  await ensureSessionIndexes(store);
}
