import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../storage/index.js';
import { adapters } from '../storage/testing/adapters.js';
import { RateLimitedError } from './errors.js';
import { ensureAuthIndexes } from './indexes.js';
import {
  assertMayTryLogin,
  clearLoginFailures,
  LOGIN_THROTTLE,
  type LoginThrottleConfig,
  pruneLoginThrottle,
  recordLoginFailure,
  throttleDelaySeconds,
} from './login-throttle.js';

const config: LoginThrottleConfig = {
  freeFailures: 3,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
  forgetAfterSeconds: 86_400,
  ipFailures: 100,
  ipWindowSeconds: 900,
};
const t0 = new Date('2026-12-01T10:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const owner = { email: 'admin@zapisy.local', ip: '10.0.0.1' };
const attacker = { email: 'admin@zapisy.local', ip: '203.0.113.9' };

async function refusal(promise: Promise<unknown>): Promise<RateLimitedError | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof RateLimitedError) return error;
    throw error;
  }
}

describe('login throttle: growing waits per (account, IP), never a lockout', () => {
  it('the wait is 0 for the free failures, then 1 s doubling per failure, capped at the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 10, 13, 14, 40].map((n) => throttleDelaySeconds(n, config))).toEqual([
      0, 0, 0, 1, 2, 4, 64, 512, 900, 900,
    ]);
  });
});

for (const adapter of adapters.filter((a) => a.enabled)) {
  describe(`login throttle on ${adapter.name}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, cleanup } = await adapter.open());
      await ensureAuthIndexes(store);
    });
    afterAll(async () => cleanup?.());

    it("an attacker's failures from another IP never make the owner wait: 50 failures, the owner's IP may try at once", async () => {
      for (let i = 0; i < 50; i++) await recordLoginFailure(store, attacker, config, t0);
      const later = at(1);
      const refused = await refusal(assertMayTryLogin(store, attacker, config, later));
      expect(refused?.statusCode).toBe(429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused?.message).toMatch(
        /^Zbyt wiele nieudanych prób logowania\. Spróbuj ponownie za \d+ (s|min)\.$/,
      );
      expect(await refusal(assertMayTryLogin(store, owner, config, later))).toBeUndefined();
    });

    it('a pair past its free failures must wait Retry-After seconds, then may try again (the right password works)', async () => {
      const pair = { email: 'ola@example.pl', ip: '10.0.0.2' };
      for (let i = 0; i < 10; i++) await recordLoginFailure(store, pair, config, t0);
      const early = await refusal(assertMayTryLogin(store, pair, config, at(10)));
      expect(early?.headers['retry-after']).toBe('54'); // the 10th failure → 64 s from t0
      expect(await refusal(assertMayTryLogin(store, pair, config, at(64)))).toBeUndefined();
      await clearLoginFailures(store, pair);
      expect(await store.db.collection(LOGIN_THROTTLE).countDocuments({})).toBeGreaterThan(0);
      expect(await assertMayTryLogin(store, pair, config, at(65))).toEqual({ counted: false });
    });

    it('concurrent failures of one pair are all counted (atomic $inc, the longest wait kept)', async () => {
      const pair = { email: 'rush@example.pl', ip: '10.0.0.3' };
      const results = await Promise.all(
        Array.from({ length: 8 }, () => recordLoginFailure(store, pair, config, t0)),
      );
      expect(results.map((r) => r.failures).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const refused = await refusal(assertMayTryLogin(store, pair, config, t0));
      expect(refused?.headers['retry-after']).toBe('16'); // 8 failures → 2^(8-3-1) s
    });

    it('a looser per-IP limit counts failures across accounts', async () => {
      const tight = { ...config, ipFailures: 5 };
      const ip = '198.51.100.7';
      for (let i = 0; i < 5; i++)
        await recordLoginFailure(store, { email: `x${i}@example.pl`, ip }, tight, t0);
      const refused = await refusal(assertMayTryLogin(store, { email: 'new@example.pl', ip }, tight, at(1)));
      expect(refused?.statusCode).toBe(429);
      expect(Number(refused?.headers['retry-after'])).toBe(899);
      expect(
        await refusal(assertMayTryLogin(store, { email: 'new@example.pl', ip }, tight, at(900))),
      ).toBeUndefined();
    });

    it('old counters expire: a pair is forgotten a day after its last failure and pruned by the retention job', async () => {
      const pair = { email: 'stary@example.pl', ip: '10.0.0.4' };
      for (let i = 0; i < 6; i++) await recordLoginFailure(store, pair, config, t0);
      const dayLater = at(86_400 + 1);
      expect(await assertMayTryLogin(store, pair, config, dayLater)).toEqual({ counted: false });
      expect((await recordLoginFailure(store, pair, config, dayLater)).failures).toBe(1);
      const removed = await pruneLoginThrottle(store, at(3 * 86_400));
      expect(removed).toBeGreaterThan(0);
      expect(await store.db.collection(LOGIN_THROTTLE).countDocuments({})).toBe(0);
    });
  });
}
