/**
 * The dispatcher: hands each due event to each of its pending subscribers, at least once, in order per
 * aggregate, with retries and backoff. Safe on any number of processes: an event is leased before it is
 * worked on (a conditional update), and a subscriber's handling commits in one transaction with the record
 * that it handled the event, which only the lease holder can write; so a redelivery after a crash changes
 * nothing, and two processes never both handle one event.
 */
import { randomUUID } from 'node:crypto';
import {
  type AnyDomainEvent,
  DEFAULT_SUBSCRIBER_RETRY,
  isLastAttempt,
  subscriberRetryDelay,
} from '@zapisy/core';
import type { JobsLogger } from '../jobs/types.js';
import type { Filter, Store } from '../storage/index.js';
import { eventsCollection, type StoredDomainEvent, type SubscriberDelivery } from './outbox.js';
import type { EventSubscribers } from './subscribers.js';

/** Outlives any handler by far; an expired lease means its dispatcher died. */
export const EVENT_LEASE_MS = 60_000;
/** When an earlier event of the same aggregate still waits for a subscriber, look again after this. */
export const BLOCKED_RECHECK_MS = 1_000;
export const UNKNOWN_SUBSCRIBER_MESSAGE = 'Subskrybent nie jest zarejestrowany w tym procesie';

export interface DispatchDeps {
  store: Store;
  subscribers: EventSubscribers;
  now?: () => Date;
  logger?: JobsLogger;
}

export interface DispatchOptions {
  /** Most events worked on in one run (default 20,000). */
  limit?: number;
  /** Events read per scan (default 500). */
  batchSize?: number;
  /** Aggregates worked on at once (default 8); events of one aggregate always go one after another. */
  concurrency?: number;
  /** Restricts the run, e.g. to one tenant's events (tests, an admin's retry). */
  filter?: Filter<StoredDomainEvent>;
}

export interface DispatchResult {
  /** Events leased and worked on. */
  events: number;
  /** Subscriber deliveries that succeeded. */
  handled: number;
  /** Deliveries that failed (retried later, or given up). */
  failed: number;
}

class LeaseLost extends Error {}

export function toDomainEvent(doc: StoredDomainEvent): AnyDomainEvent {
  return {
    id: doc._id,
    name: doc.name,
    organizationId: doc.organizationId,
    eventId: doc.eventId,
    aggregate: doc.aggregate,
    occurredAt: doc.occurredAt,
    payload: doc.payload,
  } as AnyDomainEvent;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500) || 'Nieznany błąd';
}

/** Leases an event; routes it to its subscribers on its first lease. Null when another process has it. */
async function lease(deps: DispatchDeps, doc: StoredDomainEvent, token: string, now: Date) {
  const route = doc.routed ? {} : { routed: true, pending: [...deps.subscribers.of(doc.name)] };
  return eventsCollection(deps.store).findOneAndUpdate(
    {
      _id: doc._id,
      status: 'pending',
      routed: doc.routed,
      $or: [{ lock: null }, { 'lock.until': { $lt: now } }],
    },
    { $set: { lock: { token, until: new Date(now.getTime() + EVENT_LEASE_MS) }, ...route } },
    { returnDocument: 'after' },
  );
}

/** Subscribers for which an earlier event of the same aggregate is still pending. */
async function blockedSubscribers(deps: DispatchDeps, doc: StoredDomainEvent): Promise<Set<string>> {
  const earlier = await eventsCollection(deps.store)
    .find(
      { aggregateKey: doc.aggregateKey, status: 'pending', _id: { $lt: doc._id } },
      { projection: { name: 1, routed: 1, pending: 1 } },
    )
    .toArray();
  const blocked = new Set<string>();
  for (const event of earlier) {
    for (const id of event.routed ? event.pending : deps.subscribers.of(event.name)) blocked.add(id);
  }
  return blocked;
}

/** Works on one leased event: every due, unblocked subscriber once; then records the event's state. */
async function deliver(deps: DispatchDeps, doc: StoredDomainEvent, token: string, result: DispatchResult) {
  const clock = deps.now ?? (() => new Date());
  const events = eventsCollection(deps.store);
  const pending = new Set(doc.pending);
  const failed = new Set(doc.failed);
  const deliveries: Record<string, SubscriberDelivery> = { ...doc.deliveries };
  const blocked = pending.size > 0 ? await blockedSubscribers(deps, doc) : new Set<string>();
  const event = toDomainEvent(doc);
  let recheckAt: Date | undefined;
  for (const id of doc.pending) {
    const now = clock();
    const due = deliveries[id]?.nextAttemptAt;
    if (due && due > now) continue;
    if (blocked.has(id)) {
      recheckAt = new Date(now.getTime() + BLOCKED_RECHECK_MS);
      continue;
    }
    const subscriber = deps.subscribers.get(id);
    const attempt = (deliveries[id]?.attempts ?? 0) + 1;
    try {
      if (!subscriber) throw new Error(UNKNOWN_SUBSCRIBER_MESSAGE);
      const record: SubscriberDelivery = { attempts: attempt, handledAt: now };
      await deps.store.withTransaction(async (session) => {
        await subscriber.handle(event, { session, attempt });
        const marked = await events.updateOne(
          { _id: doc._id, 'lock.token': token, pending: id },
          { $pull: { pending: id }, $set: { [`deliveries.${id}`]: record } },
          { session },
        );
        if (marked.matchedCount !== 1) throw new LeaseLost();
      });
      pending.delete(id);
      deliveries[id] = record;
      result.handled += 1;
    } catch (error) {
      if (error instanceof LeaseLost) return;
      result.failed += 1;
      const policy = subscriber?.retry ?? DEFAULT_SUBSCRIBER_RETRY;
      const lastError = describe(error);
      deps.logger?.warn(
        { err: error, event: doc._id, name: doc.name, subscriber: id, attempt },
        'event delivery failed',
      );
      const record: SubscriberDelivery = isLastAttempt(attempt, policy)
        ? { attempts: attempt, failedAt: now, lastError }
        : {
            attempts: attempt,
            lastError,
            nextAttemptAt: new Date(now.getTime() + subscriberRetryDelay(attempt, policy)),
          };
      const gaveUp = record.failedAt !== undefined;
      const written = await events.updateOne(
        { _id: doc._id, 'lock.token': token },
        gaveUp
          ? { $pull: { pending: id }, $addToSet: { failed: id }, $set: { [`deliveries.${id}`]: record } }
          : { $set: { [`deliveries.${id}`]: record } },
      );
      if (written.matchedCount !== 1) return;
      deliveries[id] = record;
      if (gaveUp) {
        pending.delete(id);
        failed.add(id);
      }
    }
  }
  const waits = [...pending].map((id) => deliveries[id]?.nextAttemptAt ?? recheckAt ?? clock());
  if (recheckAt) waits.push(recheckAt);
  const nextAttemptAt = waits.length > 0 ? new Date(Math.min(...waits.map((d) => d.getTime()))) : clock();
  const status = pending.size > 0 ? 'pending' : failed.size > 0 ? 'failed' : 'done';
  await events.updateOne(
    { _id: doc._id, 'lock.token': token },
    { $set: { status, nextAttemptAt, lock: null } },
  );
}

/** Delivers every due event (up to `limit`); returns what it did. */
export async function dispatchDueEvents(
  deps: DispatchDeps,
  options: DispatchOptions = {},
): Promise<DispatchResult> {
  const clock = deps.now ?? (() => new Date());
  const limit = options.limit ?? 20_000;
  const batchSize = options.batchSize ?? 500;
  const concurrency = options.concurrency ?? 8;
  const result: DispatchResult = { events: 0, handled: 0, failed: 0 };
  const token = randomUUID();
  const tried = new Set<string>();
  while (result.events < limit) {
    const now = clock();
    const batch = await eventsCollection(deps.store)
      .find(
        {
          ...options.filter,
          status: 'pending',
          nextAttemptAt: { $lte: now },
          $or: [{ lock: null }, { 'lock.until': { $lt: now } }],
        },
        { sort: { _id: 1 }, limit: batchSize },
      )
      .toArray();
    const fresh = batch.filter((doc) => !tried.has(doc._id)).slice(0, limit - result.events);
    if (fresh.length === 0) break;
    // One queue per aggregate, in id order; the queues run side by side.
    const queues = new Map<string, StoredDomainEvent[]>();
    for (const doc of fresh) {
      tried.add(doc._id);
      const queue = queues.get(doc.aggregateKey);
      if (queue) queue.push(doc);
      else queues.set(doc.aggregateKey, [doc]);
    }
    const work = [...queues.values()];
    const worker = async () => {
      for (let queue = work.pop(); queue; queue = work.pop()) {
        for (const doc of queue) {
          const leased = await lease(deps, doc, token, clock());
          if (!leased) continue;
          result.events += 1;
          await deliver(deps, leased, token, result);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, work.length) }, worker));
    if (batch.length < batchSize) break;
  }
  return result;
}
