/**
 * `POST /auth/login`: e-mail and password → `{ token, user }`.
 *
 * - A wrong password and an unknown e-mail answer the same 401 INVALID_CREDENTIALS 'Nieprawidłowy e-mail
 *   lub hasło', and take about as long (an unknown e-mail verifies a dummy scrypt hash).
 * - An unconfirmed account gets 403 ACCOUNT_PENDING, a blocked one 403 ACCOUNT_BLOCKED — only after the
 *   right password, so neither reveals that an e-mail is registered.
 * - No lockout: failures slow down only their (account, IP) pair with growing waits, and one IP trying many
 *   accounts hits a looser per-IP limit; a try too early gets 429 with Retry-After before the password is
 *   checked (./login-throttle.ts, state in the store shared by processes). A successful log-in clears the
 *   pair's failures.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { hashPassword, needsRehash, verifyPassword } from '../seed/password.js';
import { loginThrottleOf } from './config.js';
import { accountPending, invalidCredentials } from './errors.js';
import { assertMayTryLogin, clearLoginFailures, recordLoginFailure } from './login-throttle.js';
import { startSession } from './sessions.js';
import { findUserByEmail, normalizeEmail, type PublicUser, toPublicUser, usersCollection } from './users.js';

let dummyHash: Promise<string> | undefined;
/** A real hash of a random password, so an unknown e-mail costs one scrypt like a known one. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}

export const accountBlocked = (): HttpError => {
  const message = 'Konto zostało zablokowane. Skontaktuj się z administratorem.';
  return new HttpError(403, 'ACCOUNT_BLOCKED', message, [message]);
};

export interface LoginResult {
  token: string;
  user: PublicUser;
}

export async function login(
  app: FastifyInstance,
  input: { email: string; password: string; ip: string; userAgent?: string },
  now: Date = new Date(),
): Promise<LoginResult> {
  const { store } = app;
  const email = normalizeEmail(input.email);
  const throttle = loginThrottleOf(app.config.auth);
  const attempt = { email, ip: input.ip };
  const { counted } = await assertMayTryLogin(store, attempt, throttle, now);

  const user = await findUserByEmail(store, email);
  // An unknown e-mail still verifies (a dummy hash), so both failures take as long.
  const hash = user?.passwordHash ?? (await dummyPasswordHash());
  const valid = (await verifyPassword(input.password, hash)) && user !== null;
  if (!user || !valid) {
    await recordLoginFailure(store, attempt, throttle, now);
    throw invalidCredentials();
  }
  if (user.status === 'pending') throw accountPending();
  if (user.status !== 'active') throw accountBlocked();

  if (counted) await clearLoginFailures(store, attempt);
  if (needsRehash(user.passwordHash)) {
    await usersCollection(store).updateOne(
      { _id: user._id },
      { $set: { passwordHash: await hashPassword(input.password) } },
    );
  }
  const { token } = await startSession(
    app,
    user,
    { ip: input.ip, ...(input.userAgent ? { userAgent: input.userAgent } : {}) },
    now,
  );
  return { token, user: toPublicUser(user) };
}
