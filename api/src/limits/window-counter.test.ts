import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../storage/index.js';
import { adapters } from '../storage/testing/adapters.js';
import { deleteExpiredWindows, hitWindow, windowsOf } from './window-counter.js';

for (const adapter of adapters.filter((candidate) => candidate.enabled)) {
  describe(`window counters on ${adapter.name}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, cleanup } = await adapter.open());
    });
    afterAll(() => cleanup());

    const at = new Date('2026-12-01T10:00:30.000Z');

    it('"one atomic op per request": counts the project and the client in one document of the window', async () => {
      expect(await hitWindow(store, 'registration:p1', '10-0-0-1', 60, at)).toEqual({
        total: 1,
        fromClient: 1,
        resetAt: new Date('2026-12-01T10:01:00.000Z'),
      });
      await hitWindow(store, 'registration:p1', '10-0-0-2', 60, at);
      expect(await hitWindow(store, 'registration:p1', '10-0-0-1', 60, at)).toMatchObject({
        total: 3,
        fromClient: 2,
      });
      expect(await windowsOf(store).countDocuments({ _id: { $regex: '^registration:p1:' } })).toBe(1);
    });

    it('counts exactly under concurrency (no lost update, no duplicate window)', async () => {
      const hits = await Promise.all(
        Array.from({ length: 40 }, (_, i) => hitWindow(store, 'registration:p2', `ip${i % 4}`, 60, at)),
      );
      expect(Math.max(...hits.map((hit) => hit.total))).toBe(40);
      expect(new Set(hits.map((hit) => hit.total)).size).toBe(40);
      expect(Math.max(...hits.map((hit) => hit.fromClient))).toBe(10);
    });

    it('starts a new window after the end and deletes ended windows', async () => {
      const later = new Date(at.getTime() + 60_000);
      expect(await hitWindow(store, 'registration:p3', 'a', 60, at)).toMatchObject({ total: 1 });
      expect(await hitWindow(store, 'registration:p3', 'a', 60, later)).toMatchObject({ total: 1 });
      const removed = await deleteExpiredWindows(store, new Date(at.getTime() + 120_001));
      expect(removed).toBeGreaterThanOrEqual(1);
      expect(await windowsOf(store).countDocuments({ _id: { $regex: '^registration:p3:' } })).toBe(1);
    });
  });
}
