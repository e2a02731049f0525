import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { domainEvent } from '@zapisy/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext } from '../jobs/types.js';
import { openStore, type Store } from '../storage/index.js';
import { emitEvents, eventsCollection } from './outbox.js';
import { domainEventsRetentionDays, domainEventsRetentionJob } from './retention-job.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let dataDir: string;
let store: Store;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'zapisy-events-retention-'));
  store = await openStore({ dataDir });
});
afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

const event = (id: string) =>
  domainEvent({
    name: 'registration.accepted',
    tenant: { organizationId: 'org-a', eventId: 'ev-1' },
    aggregate: { type: 'registration', id },
    payload: { registrationId: id },
  });

describe('domain-events-retention', () => {
  it('deletes handled events older than 30 days and keeps failed, pending and recent ones', async () => {
    const old = new Date(Date.now() - 31 * DAY_MS);
    const [doneOld, failedOld, pendingOld] = await emitEvents(store, [event('a'), event('b'), event('c')], {
      now: old,
    });
    const [doneNew] = await emitEvents(store, [event('d')]);
    const events = eventsCollection(store);
    await events.updateMany({ _id: { $in: [doneOld, doneNew] } as never }, { $set: { status: 'done' } });
    await events.updateOne({ _id: failedOld as string }, { $set: { status: 'failed' } });
    const logged: unknown[] = [];
    const logger = { info: (o: unknown) => logged.push(o), warn() {}, error() {} };
    await domainEventsRetentionJob.run(
      { store, logger, env: {}, attempt: 1 } as unknown as JobContext,
      undefined,
    );
    const left = (await events.find({}).toArray()).map((e) => e._id).sort();
    expect(left).toEqual([failedOld, pendingOld, doneNew].sort());
    expect(logged).toEqual([expect.objectContaining({ removed: 1, retentionDays: 30 })]);
  });

  it('reads DOMAIN_EVENTS_RETENTION_DAYS, falling back to 30 for anything but a positive number', () => {
    expect(domainEventsRetentionDays({ DOMAIN_EVENTS_RETENTION_DAYS: '7' })).toBe(7);
    expect(domainEventsRetentionDays({ DOMAIN_EVENTS_RETENTION_DAYS: '-1' })).toBe(30);
    expect(domainEventsRetentionDays({ DOMAIN_EVENTS_RETENTION_DAYS: 'tydzień' })).toBe(30);
    expect(domainEventsRetentionDays({})).toBe(30);
  });
});
