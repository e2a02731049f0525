/**
 * The auth side's attempt limits (registration, password reset, OAuth starts, log-in failures per IP) on
 * the limits module's fixed-window counters (../limits/window-counter.ts), so there is one mechanism: one
 * atomic upsert per attempt, windows aligned to the clock, shared by every process on the store, and one
 * cleanup job for every ended window. A key ('register:ip:1.2.3.4', 'reset:account:a@b.pl') is a bucket of
 * its own (one small document per key and window, never one document for every address).
 */
import { hitWindow, windowCount } from '../limits/index.js';
import type { Store } from '../storage/index.js';
import { RateLimitedError } from './errors.js';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** The counter of a key's bucket (the bucket is the key; the counter's field name is fixed). */
const COUNTER = 'n';
const bucketOf = (key: string) => `auth:${key}`;

const secondsUntil = (resetAt: Date, now: Date) => (resetAt.getTime() - now.getTime()) / 1000;

/** Counts an attempt and throws RateLimitedError (429, Retry-After) once the window's `max` is passed. */
export async function consumeAttempt(
  store: Store,
  key: string,
  limit: Limit,
  subject?: string,
  now: Date = new Date(),
): Promise<void> {
  const { fromClient, resetAt } = await hitWindow(store, bucketOf(key), COUNTER, limit.windowSeconds, now);
  if (fromClient > limit.max) throw new RateLimitedError(secondsUntil(resetAt, now), subject);
}

/** Counts an attempt without a verdict (a failure-only counter, checked by `assertBelowLimit`). */
export async function countAttempt(store: Store, key: string, windowSeconds: number, now: Date = new Date()) {
  await hitWindow(store, bucketOf(key), COUNTER, windowSeconds, now);
}

/** Throws RateLimitedError when `key` already reached `max` in its window (for failure-only counters). */
export async function assertBelowLimit(
  store: Store,
  key: string,
  limit: Limit,
  subject?: string,
  now: Date = new Date(),
): Promise<void> {
  const { fromClient, resetAt } = await windowCount(store, bucketOf(key), COUNTER, limit.windowSeconds, now);
  if (fromClient >= limit.max) throw new RateLimitedError(secondsUntil(resetAt, now), subject);
}
