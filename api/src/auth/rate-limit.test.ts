import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../http/testing.js';
import { deleteExpiredWindows, PUBLIC_WRITE_LIMITS } from '../limits/index.js';
import { RateLimitedError } from './errors.js';
import { assertBelowLimit, consumeAttempt, countAttempt } from './rate-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('auth attempt limits on the limits module’s fixed windows (one counter mechanism)', () => {
  const limit = { max: 2, windowSeconds: 60 };
  const now = new Date('2026-12-03T10:00:30Z');

  it('counts per key in the shared windows collection and answers 429 with the window’s end', async () => {
    const key = 'register:ip:10.0.0.1';
    await consumeAttempt(t.store, key, limit, 'Za dużo', now);
    await consumeAttempt(t.store, key, limit, 'Za dużo', now);
    const error = await consumeAttempt(t.store, key, limit, 'Za dużo', now).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).headers['retry-after']).toBe('30');
    // Another key has its own count; the windows live with the public-write limits, no collection of their own.
    await consumeAttempt(t.store, 'register:ip:10.0.0.2', limit, 'Za dużo', now);
    const windows = await t.store.db.collection(PUBLIC_WRITE_LIMITS).find({}).toArray();
    expect(windows.map((w) => String(w._id)).sort()).toEqual([
      expect.stringMatching(/^auth:register:ip:10\.0\.0\.1:/),
      expect.stringMatching(/^auth:register:ip:10\.0\.0\.2:/),
    ]);
    expect(await t.store.db.collection('rateLimits').countDocuments({})).toBe(0);
  });

  it('a failure-only counter: counted without a verdict, refused once it reached max', async () => {
    const key = 'login:ip-failures:10.0.0.3';
    await countAttempt(t.store, key, 60, now);
    await assertBelowLimit(t.store, key, limit, undefined, now);
    await countAttempt(t.store, key, 60, now);
    await expect(assertBelowLimit(t.store, key, limit, undefined, now)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    // The next window starts empty, and the cleanup job removes the ended ones.
    const later = new Date(now.getTime() + 60_000);
    await assertBelowLimit(t.store, key, limit, undefined, later);
    expect(await deleteExpiredWindows(t.store, new Date(now.getTime() + 180_000))).toBeGreaterThan(0);
  });
});
