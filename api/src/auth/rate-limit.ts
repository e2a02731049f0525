/**
 * Fixed-window attempt counters in the `rateLimits` collection, so limits hold across processes sharing
 * a store. A key ('login:ip:1.2.3.4', 'login:account:a@b.pl') counts attempts until `resetAt`; the first
 * attempt after that starts a new window.
 */
import type { Store } from '../storage/index.js';
import { RateLimitedError } from './errors.js';

export const RATE_LIMITS = 'rateLimits';

interface CounterDocument {
  _id: string;
  count: number;
  resetAt: Date;
}

export interface Limit {
  max: number;
  windowSeconds: number;
}

function counters(store: Store) {
  return store.db.collection<CounterDocument>(RATE_LIMITS);
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** Adds one attempt under `key` and returns the window's count and end. */
export async function hitCounter(
  store: Store,
  key: string,
  windowSeconds: number,
  now: Date = new Date(),
): Promise<{ count: number; resetAt: Date }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await counters(store).findOneAndUpdate(
      { _id: key, resetAt: { $gt: now } },
      { $inc: { count: 1 } },
      { returnDocument: 'after' },
    );
    if (current) return { count: current.count, resetAt: current.resetAt };
    const resetAt = new Date(now.getTime() + windowSeconds * 1000);
    await counters(store).deleteOne({ _id: key, resetAt: { $lte: now } });
    try {
      await counters(store).insertOne({ _id: key, count: 1, resetAt });
      return { count: 1, resetAt };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Another request opened the window first: count in it.
    }
  }
  throw new Error(`rate limit counter ${key}: could not update`);
}

export async function resetCounter(store: Store, key: string): Promise<void> {
  await counters(store).deleteOne({ _id: key });
}

/** Counts an attempt and throws RateLimitedError (429, Retry-After) once the window's `max` is passed. */
export async function consumeAttempt(
  store: Store,
  key: string,
  limit: Limit,
  subject?: string,
  now: Date = new Date(),
): Promise<void> {
  const { count, resetAt } = await hitCounter(store, key, limit.windowSeconds, now);
  if (count > limit.max) throw new RateLimitedError((resetAt.getTime() - now.getTime()) / 1000, subject);
}

/** Throws RateLimitedError when `key` already reached `max` in its window (for failure-only counters). */
export async function assertBelowLimit(
  store: Store,
  key: string,
  limit: Limit,
  subject?: string,
  now: Date = new Date(),
): Promise<void> {
  const current = await counters(store).findOne({ _id: key, resetAt: { $gt: now } });
  if (current && current.count >= limit.max) {
    throw new RateLimitedError((current.resetAt.getTime() - now.getTime()) / 1000, subject);
  }
}

/** Deletes windows that have ended; run by the `auth-counters-retention` job. */
export async function pruneRateLimits(store: Store, now: Date = new Date()): Promise<number> {
  return (await counters(store).deleteMany({ resetAt: { $lte: now } })).deletedCount;
}
