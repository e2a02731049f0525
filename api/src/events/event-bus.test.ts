import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { domainEvent } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../storage/index.js';
import { BY_ID_SLICE, dispatchEventsById } from './dispatch.js';
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

  it('many committed events are leased and finished slice by slice, not in one long write, and still in order per aggregate', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zapisy-slices-'));
    const store = openEmbeddedStore({ dataDir, dbName: 'slices' });
    await ensureEventIndexes(store);
    const order: string[] = [];
    const subscribers = new EventSubscribers();
    subscribers.add({
      ...recorder([]),
      async handle(event) {
        order.push(`${event.aggregate.id}:${(event.payload as { to: string }).to}`);
      },
    });
    const count = BY_ID_SLICE * 2 + 50;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const aggregate = `p${i % 3}`;
      const event = domainEvent({
        name: 'participant.status-changed',
        tenant,
        aggregate: { type: 'participant', id: aggregate },
        // `to` carries the sequence number the subscriber records, not a real status.
        payload: { participantId: aggregate, customerId: null, from: null, to: String(i) as never },
      });
      ids.push(...(await emitEvents(store, [event])));
    }
    const result = await dispatchEventsById({ store, subscribers }, ids);
    expect(result).toMatchObject({ events: count, handled: count, failed: 0 });
    for (const aggregate of ['p0', 'p1', 'p2']) {
      const seen = order
        .filter((entry) => entry.startsWith(`${aggregate}:`))
        .map((entry) => Number(entry.split(':')[1]));
      expect(seen).toHaveLength(count / 3);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    }
    const journal = readdirSync(join(dataDir, 'slices')).find((file) => file.startsWith('journal-'))!;
    const opsPerWrite = readFileSync(join(dataDir, 'slices', journal), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line.slice(9)) as { ops: unknown[] }).ops.length);
    expect(Math.max(...opsPerWrite)).toBeLessThanOrEqual(BY_ID_SLICE);
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
