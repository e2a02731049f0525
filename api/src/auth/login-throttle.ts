/**
 * Log-in throttling (issue 13 finding 2): no lockout. Failed log-ins are counted per (account, IP) in the
 * `loginThrottle` collection, and each failure past the first `freeFailures` makes that pair wait longer
 * before its next try: `baseDelaySeconds` doubled per further failure, at most `maxDelaySeconds`. A try
 * too early is answered 429 with Retry-After before the password is looked at. An attacker on another IP
 * delays only their own pair, so the owner's right password from the owner's IP works (once that pair's
 * own delay, if any, has passed). A looser per-IP limit counts failures across accounts (a fixed window in
 * the limits module's windows, ./rate-limit.ts) against one address trying many accounts.
 *
 * Several processes share the state: everything is in the store, each change one atomic operation (`$inc`
 * of the count, `$max` of the wait), never read-modify-write. A pair's counter is forgotten
 * `forgetAfterSeconds` after its last failure (treated as absent at once, deleted by the
 * `auth-counters-retention` job) and cleared by a successful log-in.
 */
import type { Store } from '../storage/index.js';
import { RateLimitedError } from './errors.js';
import { assertBelowLimit, countAttempt } from './rate-limit.js';

export const LOGIN_THROTTLE = 'loginThrottle';
export const LOGIN_THROTTLE_SUBJECT = 'Zbyt wiele nieudanych prób logowania';

export interface LoginThrottleConfig {
  /** Failures of one (account, IP) pair answered without a wait (default 3). */
  freeFailures: number;
  /** The wait after the first failure past the free ones; doubles with each further failure (1 s). */
  baseDelaySeconds: number;
  /** The longest wait (900 s). */
  maxDelaySeconds: number;
  /** A pair's counter is dropped this long after its last failure (86 400 s). */
  forgetAfterSeconds: number;
  /** Failures from one IP across accounts within `ipWindowSeconds` before that IP gets 429 (100). */
  ipFailures: number;
  ipWindowSeconds: number;
}

interface ThrottleDocument {
  _id: string;
  failures: number;
  /** No try of this pair before this instant. */
  blockedUntil: Date;
  expiresAt: Date;
}

export interface LoginAttempt {
  email: string;
  ip: string;
}

function throttles(store: Store) {
  return store.db.collection<ThrottleDocument>(LOGIN_THROTTLE);
}

const pairKey = ({ email, ip }: LoginAttempt) => `${email}\n${ip}`;
const ipKey = (ip: string) => `login:ip-failures:${ip}`;

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** The wait in seconds after `failures` failures of one pair (0 while they are free). */
export function throttleDelaySeconds(failures: number, config: LoginThrottleConfig): number {
  const past = failures - config.freeFailures;
  if (past <= 0) return 0;
  return Math.min(config.maxDelaySeconds, config.baseDelaySeconds * 2 ** Math.min(past - 1, 30));
}

/**
 * Throws RateLimitedError (429, Retry-After) when this pair must still wait or the IP is past its limit.
 * Returns whether the pair has a live counter (so a successful log-in knows there is one to clear).
 */
export async function assertMayTryLogin(
  store: Store,
  attempt: LoginAttempt,
  config: LoginThrottleConfig,
  now: Date = new Date(),
): Promise<{ counted: boolean }> {
  await assertBelowLimit(
    store,
    ipKey(attempt.ip),
    { max: config.ipFailures, windowSeconds: config.ipWindowSeconds },
    LOGIN_THROTTLE_SUBJECT,
    now,
  );
  const pair = await throttles(store).findOne({ _id: pairKey(attempt), expiresAt: { $gt: now } });
  if (pair && pair.blockedUntil.getTime() > now.getTime()) {
    throw new RateLimitedError((pair.blockedUntil.getTime() - now.getTime()) / 1000, LOGIN_THROTTLE_SUBJECT);
  }
  return { counted: pair !== null };
}

/** Adds one failure to the pair (and to the IP's window); returns the pair's count and its wait. */
export async function recordLoginFailure(
  store: Store,
  attempt: LoginAttempt,
  config: LoginThrottleConfig,
  now: Date = new Date(),
): Promise<{ failures: number; delaySeconds: number }> {
  await countAttempt(store, ipKey(attempt.ip), config.ipWindowSeconds, now);
  const _id = pairKey(attempt);
  const expiresAt = new Date(now.getTime() + config.forgetAfterSeconds * 1000);
  let failures: number | undefined;
  for (let tries = 0; tries < 3 && failures === undefined; tries++) {
    const current = await throttles(store).findOneAndUpdate(
      { _id, expiresAt: { $gt: now } },
      { $inc: { failures: 1 }, $set: { expiresAt } },
      { returnDocument: 'after' },
    );
    if (current) {
      failures = current.failures;
      break;
    }
    await throttles(store).deleteOne({ _id, expiresAt: { $lte: now } });
    try {
      await throttles(store).insertOne({ _id, failures: 1, blockedUntil: now, expiresAt });
      failures = 1;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Another process counted this pair's first failure at the same moment: count in it.
    }
  }
  if (failures === undefined) throw new Error('login throttle: could not count the failure');
  const delaySeconds = throttleDelaySeconds(failures, config);
  if (delaySeconds > 0) {
    // $max: concurrent failures of the pair leave the longest wait, whatever order they land in.
    await throttles(store).updateOne(
      { _id },
      { $max: { blockedUntil: new Date(now.getTime() + delaySeconds * 1000) } },
    );
  }
  return { failures, delaySeconds };
}

/** A successful log-in forgets the pair's failures (the IP's window runs out by itself). */
export async function clearLoginFailures(store: Store, attempt: LoginAttempt): Promise<void> {
  await throttles(store).deleteOne({ _id: pairKey(attempt) });
}

/** Deletes forgotten pairs; run by the `auth-counters-retention` job. */
export async function pruneLoginThrottle(store: Store, now: Date = new Date()): Promise<number> {
  return (await throttles(store).deleteMany({ expiresAt: { $lte: now } })).deletedCount;
}
