import { type AnyDomainEvent, domainEvent, type NewDomainEvent } from '@zapisy/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../storage/index.js';
import { adapters } from '../storage/testing/adapters.js';
import { dispatchDueEvents, UNKNOWN_SUBSCRIBER_MESSAGE } from './dispatch.js';
import { emitEvents, ensureEventIndexes, eventsCollection } from './outbox.js';
import { EventSubscribers, type StoreEventSubscriber } from './subscribers.js';

const tenant = { organizationId: 'org-a', eventId: 'ev-1' };

function statusChanged(participantId: string, to: 'upToDate' | 'paid' | 'overdue'): NewDomainEvent {
  return domainEvent({
    name: 'participant.status-changed',
    tenant,
    aggregate: { type: 'participant', id: participantId },
    payload: { participantId, customerId: null, from: null, to },
  });
}

/** A subscriber that writes one document per event in the dispatcher's transaction, as a real one would. */
function recorder(store: Store, id: string, options: { fail?: (event: AnyDomainEvent) => boolean } = {}) {
  const seen: string[] = [];
  const subscriber: StoreEventSubscriber = {
    id,
    title: `Rejestrator ${id}`,
    events: ['participant.status-changed', 'payment.completed'],
    retry: { attempts: 3, delayMs: 1_000 },
    async handle(event, { session }) {
      seen.push(event.id);
      await store.db
        .collection('handledByTest')
        .insertOne({ _id: `${id}:${event.id}`, at: new Date() } as never, {
          session,
        });
      if (options.fail?.(event)) throw new Error('Serwer odbiorcy nie odpowiada');
    },
  };
  return { subscriber, seen };
}

for (const adapter of adapters.filter((a) => a.enabled)) {
  describe(`domain event dispatch (${adapter.name})`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await adapter.open());
      await ensureEventIndexes(store);
    });
    afterEach(async () => cleanup());

    it('"at least once, in order per aggregate": every subscriber gets every event of an aggregate in the order written', async () => {
      const subscribers = new EventSubscribers();
      const a = recorder(store, 'a');
      const b = recorder(store, 'b');
      subscribers.add(a.subscriber);
      subscribers.add(b.subscriber);
      const ids = await emitEvents(store, [
        statusChanged('p1', 'upToDate'),
        statusChanged('p2', 'upToDate'),
        statusChanged('p1', 'paid'),
        statusChanged('p1', 'overdue'),
      ]);
      const result = await dispatchDueEvents({ store, subscribers });
      expect(result).toMatchObject({ events: 4, handled: 8, failed: 0 });
      const p1 = [ids[0], ids[2], ids[3]];
      expect(a.seen.filter((id) => p1.includes(id))).toEqual(p1);
      expect(b.seen.filter((id) => p1.includes(id))).toEqual(p1);
      expect(await eventsCollection(store).countDocuments({ status: 'done' })).toBe(4);
      // A second run finds nothing to do and handles nothing again.
      expect(await dispatchDueEvents({ store, subscribers })).toMatchObject({ events: 0, handled: 0 });
      expect(await store.db.collection('handledByTest').countDocuments({})).toBe(8);
    });

    it('an event written in a transaction that rolls back never reaches a subscriber (transactional outbox)', async () => {
      const subscribers = new EventSubscribers();
      const a = recorder(store, 'a');
      subscribers.add(a.subscriber);
      await expect(
        store.withTransaction(async (session) => {
          await emitEvents(store, [statusChanged('p1', 'paid')], { session });
          throw new Error('zmiana się nie udała');
        }),
      ).rejects.toThrow('zmiana się nie udała');
      await dispatchDueEvents({ store, subscribers });
      expect(a.seen).toEqual([]);
      expect(await eventsCollection(store).countDocuments({})).toBe(0);
    });

    it('a failing subscriber is retried with backoff and its writes roll back; the other one is not held up', async () => {
      let now = new Date('2026-11-28T10:00:00Z');
      const clock = () => now;
      const subscribers = new EventSubscribers();
      let failing = true;
      const flaky = recorder(store, 'flaky', { fail: () => failing });
      const steady = recorder(store, 'steady');
      subscribers.add(flaky.subscriber);
      subscribers.add(steady.subscriber);
      const [id] = await emitEvents(store, [statusChanged('p1', 'paid')], { now });

      expect(await dispatchDueEvents({ store, subscribers, now: clock })).toMatchObject({
        handled: 1,
        failed: 1,
      });
      const after = await eventsCollection(store).findOne({ _id: id });
      expect(after).toMatchObject({
        status: 'pending',
        pending: ['flaky'],
        deliveries: {
          flaky: {
            attempts: 1,
            lastError: 'Serwer odbiorcy nie odpowiada',
            nextAttemptAt: new Date(now.getTime() + 1_000),
          },
          steady: { attempts: 1 },
        },
      });
      // The failed attempt's write rolled back with it.
      expect(await store.db.collection('handledByTest').countDocuments({ _id: `flaky:${id}` } as never)).toBe(
        0,
      );
      // Not due yet: nothing happens.
      expect(await dispatchDueEvents({ store, subscribers, now: clock })).toMatchObject({ events: 0 });
      now = new Date(now.getTime() + 1_000);
      failing = false;
      expect(await dispatchDueEvents({ store, subscribers, now: clock })).toMatchObject({
        handled: 1,
        failed: 0,
      });
      expect(await eventsCollection(store).findOne({ _id: id })).toMatchObject({
        status: 'done',
        pending: [],
        deliveries: { flaky: { attempts: 2 } },
      });
      expect(steady.seen).toEqual([id]);
    });

    it('after its last attempt a subscriber gives up ("failed"), later events of the aggregate go on, and an admin retry delivers it', async () => {
      let now = new Date('2026-11-28T10:00:00Z');
      const clock = () => now;
      const subscribers = new EventSubscribers();
      let failing = true;
      const flaky = recorder(store, 'flaky', { fail: () => failing });
      subscribers.add(flaky.subscriber);
      const [first, second] = await emitEvents(
        store,
        [statusChanged('p1', 'paid'), statusChanged('p1', 'overdue')],
        {
          now,
        },
      );
      // The second event waits while the first is retried.
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await dispatchDueEvents({ store, subscribers, now: clock });
        now = new Date(now.getTime() + 10_000);
      }
      // Once the first gave up, the second is no longer held back.
      expect(flaky.seen).toEqual([first, first, first, second]);
      expect(await eventsCollection(store).findOne({ _id: first })).toMatchObject({
        status: 'failed',
        failed: ['flaky'],
        deliveries: { flaky: { attempts: 3, failedAt: expect.any(Date) } },
      });
      failing = false;
      await dispatchDueEvents({ store, subscribers, now: clock });
      expect(await eventsCollection(store).findOne({ _id: second })).toMatchObject({ status: 'done' });
      const { retryDelivery } = await import('../modules/event-deliveries/delivery-log.js');
      await retryDelivery(store, { organizationId: 'org-a', eventId: 'ev-1' }, first as string, 'flaky', now);
      await dispatchDueEvents({ store, subscribers, now: clock });
      expect(await eventsCollection(store).findOne({ _id: first })).toMatchObject({
        status: 'done',
        failed: [],
      });
    });

    it('three dispatchers at once never handle one event twice (lease per event) and keep each aggregate in order', async () => {
      let now = new Date('2026-11-28T10:00:00Z');
      const clock = () => now;
      const subscribers = new EventSubscribers();
      const a = recorder(store, 'a');
      subscribers.add(a.subscriber);
      const ids = await emitEvents(
        store,
        Array.from({ length: 60 }, (_, i) => statusChanged(`p${i % 7}`, 'paid')),
        { now },
      );
      // An event whose aggregate has an earlier one in another dispatcher's hands waits a second.
      for (let round = 0; round < 30 && a.seen.length < 60; round += 1) {
        await Promise.all(
          [1, 2, 3].map(() => dispatchDueEvents({ store, subscribers, now: clock }, { batchSize: 10 })),
        );
        now = new Date(now.getTime() + 1_000);
      }
      expect(a.seen).toHaveLength(60);
      expect(new Set(a.seen).size).toBe(60);
      for (let p = 0; p < 7; p += 1) {
        const ofAggregate = ids.filter((_, i) => i % 7 === p);
        expect(a.seen.filter((id) => ofAggregate.includes(id))).toEqual(ofAggregate);
      }
    });

    it('an event whose subscriber is not registered in this process is retried, then marked failed with a Polish reason', async () => {
      let now = new Date('2026-11-28T10:00:00Z');
      const withPlugin = new EventSubscribers();
      withPlugin.add(recorder(store, 'plugin:gone:sync').subscriber);
      const [id] = await emitEvents(store, [statusChanged('p1', 'paid')], { now });
      // Routed by a process that had the plugin…
      await eventsCollection(store).updateOne(
        { _id: id },
        { $set: { routed: true, pending: ['plugin:gone:sync'] } },
      );
      // …and handled by one that does not.
      const without = new EventSubscribers();
      for (let attempt = 0; attempt < 8; attempt += 1) {
        await dispatchDueEvents({ store, subscribers: without, now: () => now });
        now = new Date(now.getTime() + 2 * 60 * 60_000);
      }
      expect(await eventsCollection(store).findOne({ _id: id })).toMatchObject({
        status: 'failed',
        deliveries: { 'plugin:gone:sync': { attempts: 8, lastError: UNKNOWN_SUBSCRIBER_MESSAGE } },
      });
    });

    it('an event no one subscribes to is simply done', async () => {
      const [id] = await emitEvents(store, [statusChanged('p1', 'paid')]);
      await dispatchDueEvents({ store, subscribers: new EventSubscribers() });
      expect(await eventsCollection(store).findOne({ _id: id })).toMatchObject({
        status: 'done',
        routed: true,
      });
    });

    it('events no one hears are done together in one write, never leased; the heard ones still are', async () => {
      const subscribers = new EventSubscribers();
      const a = recorder(store, 'a');
      subscribers.add({ ...a.subscriber, events: ['payment.completed'] });
      const unheard = await emitEvents(store, [statusChanged('p1', 'paid'), statusChanged('p2', 'paid')]);
      // Leased by a live dispatcher elsewhere: left to it.
      const [elsewhere] = await emitEvents(store, [statusChanged('p3', 'paid')]);
      await eventsCollection(store).updateOne(
        { _id: elsewhere! },
        { $set: { leaseToken: 'other', leaseUntil: new Date(Date.now() + 60_000) } },
      );
      const writes: string[] = [];
      const watch = eventsCollection(store).watch();
      watch.on('change', (change) => writes.push(change.operationType));
      const result = await dispatchDueEvents({ store, subscribers });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await watch.close();
      expect(result.events).toBe(2);
      for (const id of unheard) {
        expect(await eventsCollection(store).findOne({ _id: id })).toMatchObject({
          status: 'done',
          routed: true,
          pending: [],
          leaseToken: '',
          deliveries: {},
        });
      }
      expect(writes).toEqual(['update', 'update']);
      expect(await eventsCollection(store).findOne({ _id: elsewhere! })).toMatchObject({
        status: 'pending',
        leaseToken: 'other',
      });
      expect(a.seen).toEqual([]);
    });
  });
}

describe('subscriber registry', () => {
  const handle = async () => {};
  it('refuses a bad id, a repeated id and unknown event names, in Polish', () => {
    const subscribers = new EventSubscribers();
    expect(() => subscribers.add({ id: 'Zły Id', title: 'x', events: [], handle })).toThrow(
      /Nieprawidłowy identyfikator/,
    );
    subscribers.add({ id: 'ok', title: 'x', events: ['payment.completed'], handle });
    expect(() => subscribers.add({ id: 'ok', title: 'x', events: [], handle })).toThrow(/już dodany/);
    expect(() =>
      subscribers.add({ id: 'other', title: 'x', events: ['payment.done' as never], handle }),
    ).toThrow(/Nieznane zdarzenia subskrybenta "other": payment.done/);
    expect(subscribers.of('payment.completed')).toEqual(['ok']);
  });
});
