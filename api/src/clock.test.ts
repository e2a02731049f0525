import { afterEach, describe, expect, it } from 'vitest';
import { moveTestClock, now, parseTestClock, resetTestClock, testClockOffset } from './clock.js';
import { loadConfig } from './config.js';
import { createTestApp } from './http/testing.js';
import { BILLINGS } from './modules/participants/store.js';
import { paymentDepsOf } from './modules/payments/app-flow.js';
import { refreshDueMoney } from './modules/payments/money-refresh-job.js';
import { loadPayer } from './modules/payments/payer-context.js';
import { payerDue } from './modules/payments/payer-due.js';
import { payerKeyOf } from './modules/payments/payer-key.js';
import { collectionOf, seedMoneyFixture, TENANT } from './modules/payments/testing/money-fixture.js';
import { PARTICIPANTS } from './modules/projects/store.js';
import type { Store } from './storage/index.js';

const DAY = 24 * 60 * 60 * 1000;
const REAL = Date.parse('2026-11-21T10:00:00Z');

afterEach(() => resetTestClock());

/** The money fixture with b1 due in a day by the real clock, b2 and b3 later; returns that real now. */
async function seedBillingsDueFromNow(store: Store): Promise<number> {
  await seedMoneyFixture(store);
  const base = Date.now();
  for (const [id, days] of [
    ['b1', 1],
    ['b2', 31],
    ['b3', 61],
  ] as const) {
    await collectionOf(store, BILLINGS).updateOne(
      { _id: id },
      { $set: { requiredDate: new Date(base + days * DAY) } },
    );
  }
  return base;
}

describe("clock: real time, or the test environment's ZAPISY_TEST_CLOCK", () => {
  it('starts at an ISO instant or shifts by "+<ms>" in the test environment', () => {
    expect(testClockOffset({ ZAPISY_ENV: 'test', ZAPISY_TEST_CLOCK: '2026-12-01T10:00:00Z' }, REAL)).toBe(
      10 * DAY,
    );
    expect(testClockOffset({ ZAPISY_ENV: 'test', ZAPISY_TEST_CLOCK: '+5000' }, REAL)).toBe(5000);
    expect(testClockOffset({ ZAPISY_ENV: 'test' }, REAL)).toBe(0);
  });

  it('ignores ZAPISY_TEST_CLOCK outside the test environment (production runs on real time)', () => {
    expect(testClockOffset({ ZAPISY_ENV: 'production', ZAPISY_TEST_CLOCK: '+5000' }, REAL)).toBe(0);
    expect(testClockOffset({ ZAPISY_TEST_CLOCK: '2030-01-01T00:00:00Z' }, REAL)).toBe(0);
  });

  it('rejects a value that is neither an ISO instant nor "+<ms>"', () => {
    expect(() => parseTestClock('jutro', REAL)).toThrow(/ZAPISY_TEST_CLOCK/);
    expect(() => parseTestClock('-5', REAL)).toThrow(/ZAPISY_TEST_CLOCK/);
  });

  it('runs on from where it was moved', () => {
    const start = Date.now();
    expect(Math.abs(now().getTime() - start)).toBeLessThan(1000);
    const moved = moveTestClock({ at: new Date('2030-01-01T00:00:00Z') });
    expect(moved.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    moveTestClock({ advanceMs: DAY });
    const later = now().getTime();
    expect(later - Date.parse('2030-01-02T00:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(later - Date.parse('2030-01-02T00:00:00Z')).toBeLessThan(1000);
    resetTestClock();
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
});

describe('POST /services/api/test/clock {advanceMs? | at?} (test environment only)', () => {
  it('does not exist in production (loadConfig with ZAPISY_ENV=production)', async () => {
    const { dataDir: _dataDir, ...production } = loadConfig({
      ZAPISY_ENV: 'production',
      LOG_LEVEL: 'silent',
    });
    const t = await createTestApp({ config: production });
    try {
      expect(t.config.environment).toBe('production');
      const res = await t.app.inject({
        method: 'POST',
        url: '/services/api/test/clock',
        payload: { advanceMs: DAY },
      });
      expect(res.statusCode).toBe(404);
      expect(t.app.apiRoutes.some((route) => route.url.includes('/test/clock'))).toBe(false);
      expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    } finally {
      await t.close();
    }
  });

  it('moves time so the payer\'s due figures report the installment late and the job makes the participant overdue ("second overdue after its date (clock injected)")', async () => {
    const t = await createTestApp({ config: { environment: 'test' } });
    try {
      const base = await seedBillingsDueFromNow(t.store);
      const key = await payerKeyOf(paymentDepsOf(t.app), TENANT, 'c1');
      const before = await payerDue(
        paymentDepsOf(t.app),
        await loadPayer(paymentDepsOf(t.app), TENANT.eventId, key),
      );
      expect(before.participants[0]?.billings.map((b) => b.status)).toEqual([
        'active',
        'upcoming',
        'upcoming',
      ]);
      expect(before.totals.late).toBe(0);

      const moved = await t.app.inject({
        method: 'POST',
        url: '/services/api/test/clock',
        payload: { advanceMs: 2 * DAY },
      });
      expect(moved.statusCode).toBe(200);
      expect(Date.parse(moved.json().now) - base).toBeGreaterThanOrEqual(2 * DAY);

      const after = await payerDue(
        paymentDepsOf(t.app),
        await loadPayer(paymentDepsOf(t.app), TENANT.eventId, key),
      );
      expect(after.participants[0]?.billings.map((b) => b.status)).toEqual(['late', 'active', 'upcoming']);
      expect(after.participants[0]?.billings[0]?.statusLabel).toBeTruthy();
      expect(after.totals).toMatchObject({ late: 10_000, all: 30_000 });

      expect(await refreshDueMoney(t.store)).toMatchObject({ participants: 1, statusChanges: 1 });
      expect(await collectionOf(t.store, PARTICIPANTS).findOne({ _id: 'p1' })).toMatchObject({
        status: 'overdue',
      });

      const at = await t.app.inject({
        method: 'POST',
        url: '/services/api/test/clock',
        payload: { at: '2031-05-01T12:00:00.000Z' },
      });
      expect(at.json().now.slice(0, 16)).toBe('2031-05-01T12:00');
      const both = await t.app.inject({
        method: 'POST',
        url: '/services/api/test/clock',
        payload: { at: '2031-05-01T12:00:00.000Z', advanceMs: 1 },
      });
      expect(both.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('runDueMoneyRefresh: moves the clock, then runs the money refresh job once as of the new time and answers its summary', async () => {
    const t = await createTestApp({ config: { environment: 'test' } });
    try {
      const base = await seedBillingsDueFromNow(t.store);
      const clock = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/services/api/test/clock', payload });

      const nothingDue = await clock({ runDueMoneyRefresh: true });
      expect(nothingDue.statusCode).toBe(200);
      expect(nothingDue.json().refreshed).toEqual({ scanned: 0, participants: 0, statusChanges: 0 });

      const moved = await clock({ advanceMs: 2 * DAY });
      expect(moved.json().refreshed).toBeUndefined();
      expect(await collectionOf(t.store, PARTICIPANTS).findOne({ _id: 'p1' })).not.toMatchObject({
        status: 'overdue',
      });

      const refreshed = await clock({ advanceMs: DAY, runDueMoneyRefresh: true });
      expect(refreshed.statusCode).toBe(200);
      expect(Date.parse(refreshed.json().now) - base).toBeGreaterThanOrEqual(3 * DAY);
      expect(refreshed.json().refreshed).toEqual({ scanned: 1, participants: 1, statusChanges: 1 });
      expect(await collectionOf(t.store, PARTICIPANTS).findOne({ _id: 'p1' })).toMatchObject({
        status: 'overdue',
      });

      const again = await clock({ runDueMoneyRefresh: true });
      expect(again.json().refreshed).toMatchObject({ participants: 0, statusChanges: 0 });
      const wrong = await clock({ runDueMoneyRefresh: 'tak' });
      expect(wrong.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
