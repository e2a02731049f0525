/**
 * The account behind a provider's profile: the active user with that e-mail, or a new one (status active,
 * role guest, names from the profile, a password hash of a random secret nobody knows, so only the
 * provider or a password reset lets them in). A pending registration or a blocked account is refused.
 * Then our own log-in token, the same as `POST /auth/login` issues.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../seed/password.js';
import { startSession } from '../sessions.js';
import { type AccountDocument, findUserByEmail, normalizeEmail, usersCollection } from '../users.js';
import { OAuthFlowError } from './errors.js';
import type { ProviderProfile } from './providers.js';

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

async function findOrCreate(
  app: FastifyInstance,
  profile: ProviderProfile,
): Promise<{ user: AccountDocument; created: boolean }> {
  const email = normalizeEmail(profile.email);
  const existing = await findUserByEmail(app.store, email);
  if (existing) return { user: existing, created: false };
  const account: AccountDocument = {
    _id: randomUUID().replaceAll('-', ''),
    email,
    firstName: profile.firstName.slice(0, 100),
    lastName: profile.lastName.slice(0, 100),
    role: 'guest',
    status: 'active',
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    registrationDate: new Date(),
  };
  try {
    await usersCollection(app.store).insertOne(account);
    return { user: account, created: true };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    // The same person finished two sign-ins at once: use the account the other one created.
    const winner = await findUserByEmail(app.store, email);
    if (!winner) throw error;
    return { user: winner, created: false };
  }
}

export async function signInWithProfile(
  app: FastifyInstance,
  profile: ProviderProfile,
): Promise<{ token: string; user: AccountDocument; created: boolean }> {
  const { user, created } = await findOrCreate(app, profile);
  if (user.status === 'pending') throw new OAuthFlowError('oauthAccountPending', user.email);
  if (user.status !== 'active') throw new OAuthFlowError('oauthAccountBlocked', user.email);
  const { token } = await startSession(app, user);
  return { token, user, created };
}
