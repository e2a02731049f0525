import { domainEvent } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../storage/index.js';
import { dispatchEventsById } from './dispatch.js';
import { createEventBus } from './event-bus.js';
import { emitEvents, ensureEventIndexes, eventsCollection } from './outbox.js';
import { EventSubscribers, type StoreEventSubscriber } from './subscribers.js';

const tenant = { organizationId: 'org-a', eventId: 'ev-1' };
const changed = (participantId: string) =>
  domainEvent({
    name: 'participant.status-changed',
    tenant,
    aggregate: { type: 'participant', id: participantId },
    payload: { participantId, customerId: null, from: null, to: 'paid' },
  });

function recorder(seen: string[]): StoreEventSubscriber {
  return {
    id: 'recorder',
    title: 'Rejestrator',
    events: ['participant.status-changed'],
    retry: { attempts: 3, delayMs: 1_000 },
    async handle(event) {
      seen.push(event.aggregate.id);
    },
  };
}

describe('the event bus delivers committed events by id (no scan of the whole outbox per wake-up)', () => {
  it('a watching bus delivers each committed event once, in order per aggregate', async () => {
    const store = openEmbeddedStore({ dataDir: '', dbName: 'bus', journal: false });
    await ensureEventIndexes(store);
    const seen: string[] = [];
    const bus = createEventBus(store);
    bus.subscribe(recorder(seen));
    bus.startWatching();
    await emitEvents(store, [changed('p1'), changed('p2')]);
    await emitEvents(store, [changed('p1')]);
    await expect.poll(() => seen.length).toBe(3);
    expect(seen.filter((id) => id === 'p1')).toHaveLength(2);
    await expect.poll(() => eventsCollection(store).countDocuments({ status: 'done' })).toBe(3);
    await bus.stop();
    await store.close();
  });

  it('dispatchEventsById works on the named due events only; others wait for a scan', async () => {
    const store = openEmbeddedStore({ dataDir: '', dbName: 'byid', journal: false });
    await ensureEventIndexes(store);
    const seen: string[] = [];
    const subscribers = new EventSubscribers();
    subscribers.add(recorder(seen));
    const [first, second] = await emitEvents(store, [changed('p1'), changed('p2')]);
    const result = await dispatchEventsById({ store, subscribers }, [second!, 'no-such-event']);
    expect(result).toMatchObject({ events: 1, handled: 1, failed: 0 });
    expect(seen).toEqual(['p2']);
    expect((await eventsCollection(store).findOne({ _id: first! }))?.status).toBe('pending');
    // Delivered already: naming it again does nothing.
    expect(await dispatchEventsById({ store, subscribers }, [second!])).toMatchObject({ events: 0 });
    await store.close();
  });
});
