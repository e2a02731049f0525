/**
 * The session registry behind 'Moje konto': every log-in token is signed through `startSession`, which
 * records the session (`userSessions`, `_id` = the token's `jti`) with when it started and expires, the
 * device (User-Agent) and the IP it came from, and the account's token version. A user lists their live
 * sessions and ends one (its `jti` goes to the log-out denylist, so the access check refuses it at once,
 * in every process) or all the others (the token version moves on, as after a password change, and the
 * current session gets a fresh token). The access check itself reads nothing of this registry.
 */
import { randomUUID } from 'node:crypto';
import { NotFoundError } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../storage/index.js';
import { revokeToken } from './denylist.js';
import { type AccountDocument, findUserById, tokenSubjectOf, usersCollection } from './users.js';

export const USER_SESSIONS = 'userSessions';

/** Where a session came from, as the request told. */
export interface SessionOrigin {
  ip?: string;
  userAgent?: string;
}

export interface SessionDocument {
  _id: string;
  userId: string;
  tokenVersion: number;
  createdAt: Date;
  expiresAt: Date;
  ip?: string;
  userAgent?: string;
}

/** A session as `GET /me/sessions` shows it. */
export interface SessionView {
  sessionId: string;
  createdAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

export const SESSION_MESSAGES = {
  unknown: 'Nie znaleziono tej sesji. Mogła już wygasnąć lub zostać zakończona.',
} as const;

function sessions(store: Store) {
  return store.db.collection<SessionDocument>(USER_SESSIONS);
}

export async function ensureSessionIndexes(store: Store): Promise<void> {
  await sessions(store).createIndex({ userId: 1, expiresAt: 1 }, { name: 'userId_expiresAt' });
}

/** Signs a log-in token for `account` and records its session; `now` is the issue time. */
export async function startSession(
  app: FastifyInstance,
  account: AccountDocument,
  origin: SessionOrigin = {},
  now: Date = new Date(),
): Promise<{ token: string; sessionId: string }> {
  const sessionId = randomUUID();
  const subject = tokenSubjectOf(account);
  const token = await app.tokens.sign(subject, { now, jti: sessionId });
  const issued = Math.floor(now.getTime() / 1000) * 1000;
  const document: SessionDocument = {
    _id: sessionId,
    userId: account._id,
    tokenVersion: subject.tokenVersion,
    createdAt: now,
    expiresAt: new Date(issued + app.tokens.ttlSeconds * 1000),
  };
  if (origin.ip) document.ip = origin.ip.slice(0, 100);
  if (origin.userAgent) document.userAgent = origin.userAgent.slice(0, 500);
  await sessions(app.store).insertOne(document);
  // A user's expired sessions go as their next one starts.
  await sessions(app.store).deleteMany({ userId: account._id, expiresAt: { $lt: now } });
  return { token, sessionId };
}

/** Whether a recorded session is still accepted by the access check (version and cut-off of the account). */
function isLive(session: SessionDocument, account: AccountDocument, now: Date): boolean {
  if (session.expiresAt.getTime() <= now.getTime()) return false;
  if (session.tokenVersion !== (account.tokenVersion ?? 0)) return false;
  const cutoff = account.sessionsValidFrom;
  return !(cutoff instanceof Date && session.createdAt.getTime() < cutoff.getTime());
}

/** The user's live sessions, newest first; `currentId` is the caller's own. */
export async function listSessions(
  store: Store,
  userId: string,
  currentId: string | undefined,
  now: Date = new Date(),
): Promise<SessionView[]> {
  const account = await findUserById(store, userId);
  if (!account) return [];
  const found = await sessions(store)
    .find({ userId, expiresAt: { $gt: now } }, { sort: { createdAt: -1 } })
    .toArray();
  return found
    .filter((session) => isLive(session, account, now))
    .map((session) => ({
      sessionId: session._id,
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      ip: session.ip ?? null,
      userAgent: session.userAgent ?? null,
      current: session._id === currentId,
    }));
}

/** Ends one of the user's sessions: its token is refused from now on. Another user's session is 404. */
export async function endSession(store: Store, userId: string, sessionId: string): Promise<void> {
  const session = await sessions(store).findOneAndDelete({ _id: sessionId, userId });
  if (!session) throw new NotFoundError(SESSION_MESSAGES.unknown);
  await revokeToken(store, {
    jti: session._id,
    sub: userId,
    exp: Math.ceil(session.expiresAt.getTime() / 1000),
  });
}

/**
 * Ends every session of the user but the caller's: the token version moves on (so tokens the registry
 * never saw end too), and the caller's session continues under a fresh token.
 */
export async function endOtherSessions(
  app: FastifyInstance,
  userId: string,
  current: { jti: string; exp: number } | undefined,
  origin: SessionOrigin,
): Promise<{ token: string; ended: number }> {
  const before = await listSessions(app.store, userId, current?.jti);
  const account = await usersCollection(app.store).findOneAndUpdate(
    { _id: userId },
    { $inc: { tokenVersion: 1 } },
    { returnDocument: 'after' },
  );
  if (!account) throw new NotFoundError('Nie znaleziono użytkownika');
  const { token, sessionId } = await startSession(app, account, origin);
  await sessions(app.store).deleteMany({ userId, _id: { $ne: sessionId } });
  return { token, ended: before.filter((session) => !session.current).length };
}

/** After a password change or reset: only `keep` (the session that changed it, if any) stays listed. */
export async function forgetOtherSessions(store: Store, userId: string, keep?: string): Promise<void> {
  await sessions(store).deleteMany(keep ? { userId, _id: { $ne: keep } } : { userId });
}

/** Log-out: the session leaves the list (its token is already on the denylist). */
export async function forgetSession(store: Store, sessionId: string): Promise<void> {
  await sessions(store).deleteOne({ _id: sessionId });
}
