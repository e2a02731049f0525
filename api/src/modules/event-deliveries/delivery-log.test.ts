import { domainEvent, ValidationError } from '@zapisy/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ensureEventIndexes,
  eventsCollection,
  type StoredDomainEvent,
  storedEvent,
} from '../../events/outbox.js';
import { EventSubscribers } from '../../events/subscribers.js';
import type { Store } from '../../storage/index.js';
import { adapters } from '../../storage/testing/adapters.js';
import { INVALID_CURSOR_MESSAGE } from './delivery-cursor.js';
import { listFailedDeliveries } from './delivery-log.js';

const tenant = { organizationId: 'org-a', eventId: 'ev-1' };
const at = new Date('2026-11-28T10:00:00Z');

/** Who failed on an event: given up (`failed`) or tried and waiting (`retrying`); `fresh` is not tried yet. */
interface Outcome {
  failed?: string[];
  retrying?: string[];
  fresh?: string[];
}

function eventWith(participantId: string, outcome: Outcome): StoredDomainEvent {
  const doc = storedEvent(
    domainEvent({
      name: 'participant.status-changed',
      tenant,
      aggregate: { type: 'participant', id: participantId },
      payload: { participantId, customerId: null, from: null, to: 'paid' },
    }),
    at,
  );
  const failed = outcome.failed ?? [];
  const pending = [...(outcome.retrying ?? []), ...(outcome.fresh ?? [])];
  const deliveries: StoredDomainEvent['deliveries'] = {};
  for (const id of failed) deliveries[id] = { attempts: 3, failedAt: at, lastError: 'Błąd' };
  for (const id of outcome.retrying ?? []) deliveries[id] = { attempts: 1, nextAttemptAt: at };
  return {
    ...doc,
    routed: true,
    status: pending.length > 0 ? 'pending' : 'failed',
    failed,
    pending,
    deliveries,
  };
}

const subscribers = new EventSubscribers();
for (const id of ['a', 'b', 'c']) {
  subscribers.add({
    id,
    title: `Subskrybent ${id}`,
    events: ['participant.status-changed'],
    handle: async () => {},
  });
}

/** Ids as written, oldest first; every event but p3 fails for several subscribers. */
const outcomes: Outcome[] = [
  { failed: ['b', 'a'] },
  { failed: ['a'], retrying: ['c'] },
  { fresh: ['a'] },
  { failed: ['c'], retrying: ['a'], fresh: ['b'] },
  { failed: ['c', 'a', 'b'] },
];

for (const adapter of adapters.filter((a) => a.enabled)) {
  describe(`failed deliveries list (${adapter.name})`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    let ids: string[];
    beforeEach(async () => {
      ({ store, cleanup } = await adapter.open());
      await ensureEventIndexes(store);
      const docs = outcomes.map((outcome, i) => eventWith(`p${i}`, outcome));
      await eventsCollection(store).insertMany(docs);
      ids = docs.map((doc) => doc._id);
    });
    afterEach(async () => cleanup());

    const list = (query: { limit: number; subscriberId?: string; before?: string }) =>
      listFailedDeliveries({ store, subscribers }, tenant, query);

    /** Reads every page the way the admin does: `before` is the previous page's `next`. */
    async function allPages(limit: number, subscriberId?: string) {
      const pages: { subscriberId: string; domainEventId: string }[][] = [];
      let before: string | undefined;
      for (let guard = 0; guard < 20; guard += 1) {
        const page = await list({
          limit,
          ...(subscriberId ? { subscriberId } : {}),
          ...(before ? { before } : {}),
        });
        pages.push(
          page.items.map(({ domainEventId, subscriberId: s }) => ({ domainEventId, subscriberId: s })),
        );
        if (!page.next) return pages;
        before = page.next;
      }
      throw new Error('the list never ended');
    }

    const row = (event: number, subscriberId: string) => ({ domainEventId: ids[event], subscriberId });

    it('one row per event and failed subscriber, newest event first, by subscriber within an event', async () => {
      const { items, next } = await list({ limit: 50 });
      expect(next).toBeNull();
      expect(items.map(({ domainEventId, subscriberId }) => ({ domainEventId, subscriberId }))).toEqual([
        row(4, 'a'),
        row(4, 'b'),
        row(4, 'c'),
        row(3, 'a'),
        row(3, 'c'),
        row(1, 'a'),
        row(1, 'c'),
        row(0, 'a'),
        row(0, 'b'),
      ]);
      expect(items.find((item) => item.domainEventId === ids[3] && item.subscriberId === 'a')).toMatchObject({
        state: 'retrying',
        attempts: 1,
        subscriberTitle: 'Subskrybent a',
      });
    });

    it('every page holds exactly `limit` rows but the last, and the pages together hold every row once, across events failing for several subscribers', async () => {
      const { items: everything } = await list({ limit: 50 });
      const all = everything.map(({ domainEventId, subscriberId }) => ({ domainEventId, subscriberId }));
      for (let limit = 1; limit <= all.length + 1; limit += 1) {
        const pages = await allPages(limit);
        expect(pages.flat(), `limit ${limit}`).toEqual(all);
        for (const page of pages.slice(0, -1)) expect(page, `limit ${limit}`).toHaveLength(limit);
        expect(pages[pages.length - 1]?.length, `limit ${limit}`).toBeGreaterThan(0);
        expect(pages, `limit ${limit}`).toHaveLength(Math.ceil(all.length / limit));
      }
    });

    it('one subscriber: its rows only, paged the same way', async () => {
      const pages = await allPages(2, 'a');
      expect(pages).toEqual([
        [row(4, 'a'), row(3, 'a')],
        [row(1, 'a'), row(0, 'a')],
      ]);
    });

    it('a row that stops failing between pages moves nothing: the next page starts after the last row shown', async () => {
      const first = await list({ limit: 4 });
      expect(first.items.map((item) => item.subscriberId)).toEqual(['a', 'b', 'c', 'a']);
      // The newest event's deliveries are all handled meanwhile; the next page is unaffected.
      await eventsCollection(store).updateOne(
        { _id: ids[4] as string },
        { $set: { status: 'done', failed: [], pending: [] } },
      );
      const second = await list({ limit: 4, before: first.next as string });
      expect(
        second.items.map(({ domainEventId, subscriberId }) => ({ domainEventId, subscriberId })),
      ).toEqual([row(3, 'c'), row(1, 'a'), row(1, 'c'), row(0, 'a')]);
      expect((await list({ limit: 4, before: second.next as string })).items).toHaveLength(1);
    });

    it('a backlog of events not tried yet (no rows) above the failed ones does not cut the page short', async () => {
      const backlog = Array.from({ length: 300 }, (_, i) => eventWith(`fresh${i}`, { fresh: ['a', 'b'] }));
      await eventsCollection(store).insertMany(backlog);
      const pages = await allPages(4);
      expect(pages.map((page) => page.length)).toEqual([4, 4, 1]);
      expect(pages[0]).toEqual([row(4, 'a'), row(4, 'b'), row(4, 'c'), row(3, 'a')]);
    });

    it('a cursor that is not one the list gave is refused with a Polish message', async () => {
      const refused = list({ limit: 2, before: 'nie-znacznik' });
      await expect(refused).rejects.toBeInstanceOf(ValidationError);
      await expect(list({ limit: 2, before: 'nie-znacznik' })).rejects.toThrow(INVALID_CURSOR_MESSAGE);
    });
  });
}
