/**
 * The dispatcher: hands each due event to each of its pending subscribers, at least once, in order per
 * aggregate, with retries and backoff. Safe on any number of processes: an event is leased before it is
 * worked on (compare-and-set on its lease token), and subscribers' handling commits in one transaction with
 * the record that they handled the event, which only the lease holder can write; so a redelivery after a
 * crash changes nothing, and two processes never both handle one event.
 *
 * The usual case costs two writes of the event: the lease (one write for every event read together), and
 * one transaction in which every due subscriber handles it and the event is marked handled. When a subscriber fails, that transaction rolls
 * back and each subscriber is tried again in a transaction of its own, so one failing subscriber neither
 * holds up nor undoes the others.
 */
import { randomUUID } from 'node:crypto';
import {
  type AnyDomainEvent,
  DEFAULT_SUBSCRIBER_RETRY,
  isLastAttempt,
  subscriberRetryDelay,
} from '@zapisy/core';
import type { JobsLogger } from '../jobs/types.js';
import { type Filter, type Store, StoreBulkWriteError } from '../storage/index.js';
import {
  eventsCollection,
  type StoredDomainEvent,
  type StoredEventStatus,
  type SubscriberDelivery,
} from './outbox.js';
import type { EventSubscribers, StoreEventSubscriber } from './subscribers.js';

/** Outlives any handler by far; an expired lease means its dispatcher died. */
export const EVENT_LEASE_MS = 60_000;
/** When an earlier event of the same aggregate still waits for a subscriber, look again after this. */
export const BLOCKED_RECHECK_MS = 1_000;
/** Events `dispatchEventsById` reads, leases and finishes together. */
export const BY_ID_SLICE = 200;
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
  /** Restricts the run, e.g. to one tenant's events (tests). */
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

/** The fields of an event the dispatcher's scan reads (to choose, order and lease). */
const SCAN_FIELDS = { _id: 1, name: 1, aggregateKey: 1, routed: 1, leaseToken: 1, leaseUntil: 1 } as const;

class LeaseLost extends Error {}

/** A subscriber threw inside the shared transaction (which rolled back). */
class SubscriberFailed extends Error {
  constructor(
    readonly subscriberId: string,
    override readonly cause: unknown,
  ) {
    super(describe(cause));
  }
}

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

/**
 * Leases the events just read (free ones, or ones whose holder's lease expired) by compare-and-set on each
 * one's token, all in one write: one commit for the batch where a lease per event was a commit per event.
 * An event is routed to its subscribers on its first lease. Answers the leased events as stored after the
 * lease, by id; the ones another dispatcher got first are not among them.
 */
async function leaseAll(
  deps: DispatchDeps,
  docs: readonly StoredDomainEvent[],
  token: string,
  now: Date,
): Promise<Map<string, StoredDomainEvent>> {
  const free = docs.filter((doc) => doc.leaseToken === '' || doc.leaseUntil < now);
  const leased = new Map<string, StoredDomainEvent>();
  if (free.length === 0) return leased;
  const events = eventsCollection(deps.store);
  const leaseUntil = new Date(now.getTime() + EVENT_LEASE_MS);
  const leases = () =>
    events.bulkWrite(
      free.map((doc) => ({
        updateOne: {
          filter: { _id: doc._id, leaseToken: doc.leaseToken, status: 'pending' as const },
          update: {
            $set: {
              leaseToken: token,
              leaseUntil,
              ...(doc.routed ? {} : { routed: true, pending: [...deps.subscribers.of(doc.name)] }),
            },
          },
        },
      })),
      { ordered: false },
    );
  try {
    if ((await leases()).modifiedCount === 0) return leased;
  } catch (error) {
    // Some leases failed (the others hold): deliver the ones this dispatcher got.
    if (!(error instanceof StoreBulkWriteError)) throw error;
  }
  for (const doc of free) {
    const after = await events.findOne({ _id: doc._id, leaseToken: token });
    if (after) leased.set(after._id, after);
  }
  return leased;
}

/** Subscribers for which an earlier event of the same aggregate is still pending. */
async function blockedSubscribers(deps: DispatchDeps, doc: StoredDomainEvent): Promise<Set<string>> {
  const pending = await eventsCollection(deps.store)
    .find(
      { aggregateKey: doc.aggregateKey, status: 'pending' },
      { projection: { _id: 1, name: 1, routed: 1, pending: 1 } },
    )
    .toArray();
  const blocked = new Set<string>();
  for (const event of pending) {
    if (event._id >= doc._id) continue;
    for (const id of event.routed ? event.pending : deps.subscribers.of(event.name)) blocked.add(id);
  }
  return blocked;
}

/** What an event's record becomes: its pending and failed subscribers, their deliveries, status and time. */
class EventState {
  pending = new Set<string>();
  failed = new Set<string>();
  deliveries: Record<string, SubscriberDelivery> = {};
  recheckAt: Date | undefined;

  constructor(doc: StoredDomainEvent) {
    this.reset(doc);
  }

  /** Back to the event as leased (after a transaction that rolled back). */
  reset(doc: StoredDomainEvent): void {
    this.pending = new Set(doc.pending);
    this.failed = new Set(doc.failed);
    this.deliveries = { ...doc.deliveries };
  }

  handled(id: string, record: SubscriberDelivery): void {
    this.pending.delete(id);
    this.deliveries[id] = record;
  }

  failedAttempt(id: string, record: SubscriberDelivery): void {
    this.deliveries[id] = record;
    if (record.failedAt) {
      this.pending.delete(id);
      this.failed.add(id);
    }
  }

  /** The fields written when the lease is let go. */
  final(now: Date) {
    const waits = [...this.pending].map((id) => this.deliveries[id]?.nextAttemptAt ?? this.recheckAt ?? now);
    if (this.recheckAt) waits.push(this.recheckAt);
    const nextAttemptAt = waits.length > 0 ? new Date(Math.min(...waits.map((d) => d.getTime()))) : now;
    const status: StoredEventStatus =
      this.pending.size > 0 ? 'pending' : this.failed.size > 0 ? 'failed' : 'done';
    return {
      status,
      pending: [...this.pending],
      failed: [...this.failed],
      deliveries: this.deliveries,
      nextAttemptAt,
      leaseToken: '',
    };
  }
}

/** The usual case: every due subscriber handles the event in one transaction that also lets the lease go. */
async function deliverTogether(
  deps: DispatchDeps,
  doc: StoredDomainEvent,
  token: string,
  due: readonly StoreEventSubscriber[],
  state: EventState,
  now: Date,
): Promise<void> {
  const event = toDomainEvent(doc);
  for (const subscriber of due) {
    state.handled(subscriber.id, {
      attempts: (doc.deliveries[subscriber.id]?.attempts ?? 0) + 1,
      handledAt: now,
    });
  }
  await deps.store.withTransaction(async (session) => {
    for (const subscriber of due) {
      try {
        await subscriber.handle(event, { session, attempt: state.deliveries[subscriber.id]?.attempts ?? 1 });
      } catch (error) {
        throw new SubscriberFailed(subscriber.id, error);
      }
    }
    const released = await eventsCollection(deps.store).updateOne(
      { _id: doc._id, leaseToken: token },
      { $set: state.final(now) },
      { session },
    );
    if (released.matchedCount !== 1) throw new LeaseLost();
  });
}

/** Records a failed attempt with its retry, or gives up after the subscriber's last one. */
function recordFailure(
  deps: DispatchDeps,
  doc: StoredDomainEvent,
  state: EventState,
  id: string,
  error: unknown,
  now: Date,
): void {
  const attempt = (state.deliveries[id]?.attempts ?? 0) + 1;
  const policy = deps.subscribers.get(id)?.retry ?? DEFAULT_SUBSCRIBER_RETRY;
  const lastError = describe(error);
  deps.logger?.warn(
    { err: error, event: doc._id, name: doc.name, subscriber: id, attempt },
    'event delivery failed',
  );
  state.failedAttempt(
    id,
    isLastAttempt(attempt, policy)
      ? { attempts: attempt, failedAt: now, lastError }
      : {
          attempts: attempt,
          lastError,
          nextAttemptAt: new Date(now.getTime() + subscriberRetryDelay(attempt, policy)),
        },
  );
}

/** After a failure: each due subscriber in a transaction of its own; a failure is recorded with its retry. */
async function deliverOneByOne(
  deps: DispatchDeps,
  doc: StoredDomainEvent,
  token: string,
  due: readonly string[],
  state: EventState,
  result: DispatchResult,
): Promise<void> {
  const clock = deps.now ?? (() => new Date());
  const events = eventsCollection(deps.store);
  const event = toDomainEvent(doc);
  for (const id of due) {
    const now = clock();
    const subscriber = deps.subscribers.get(id);
    const attempt = (state.deliveries[id]?.attempts ?? 0) + 1;
    try {
      if (!subscriber) throw new Error(UNKNOWN_SUBSCRIBER_MESSAGE);
      const record: SubscriberDelivery = { attempts: attempt, handledAt: now };
      await deps.store.withTransaction(async (session) => {
        await subscriber.handle(event, { session, attempt });
        const marked = await events.updateOne(
          { _id: doc._id, leaseToken: token },
          { $pull: { pending: id }, $set: { [`deliveries.${id}`]: record } },
          { session },
        );
        if (marked.matchedCount !== 1) throw new LeaseLost();
      });
      state.handled(id, record);
      result.handled += 1;
    } catch (error) {
      if (error instanceof LeaseLost) throw error;
      result.failed += 1;
      recordFailure(deps, doc, state, id, error, now);
    }
  }
  const released = await events.updateOne(
    { _id: doc._id, leaseToken: token },
    { $set: state.final(clock()) },
  );
  if (released.matchedCount !== 1) throw new LeaseLost();
}

/** Works on one leased event: every due, unblocked subscriber once; then lets the lease go. */
async function deliver(deps: DispatchDeps, doc: StoredDomainEvent, token: string, result: DispatchResult) {
  const clock = deps.now ?? (() => new Date());
  const now = clock();
  const blocked = doc.pending.length > 0 ? await blockedSubscribers(deps, doc) : new Set<string>();
  const due = doc.pending.filter((id) => {
    const next = doc.deliveries[id]?.nextAttemptAt;
    return !blocked.has(id) && !(next && next > now);
  });
  const state = new EventState(doc);
  // Still waiting for an earlier event of the aggregate: look again soon.
  if (doc.pending.some((id) => blocked.has(id)))
    state.recheckAt = new Date(now.getTime() + BLOCKED_RECHECK_MS);
  const known = due.map((id) => deps.subscribers.get(id));
  let rest = due;
  try {
    if (due.length > 0 && known.every((subscriber) => subscriber !== undefined)) {
      try {
        await deliverTogether(deps, doc, token, known as StoreEventSubscriber[], state, now);
        result.handled += due.length;
        return;
      } catch (error) {
        if (!(error instanceof SubscriberFailed)) throw error;
        // Rolled back: the failing subscriber's attempt is recorded, the others go on one by one (the ones
        // before it run again: at least once).
        state.reset(doc);
        result.failed += 1;
        recordFailure(deps, doc, state, error.subscriberId, error.cause, now);
        rest = due.filter((id) => id !== error.subscriberId);
      }
    }
    await deliverOneByOne(deps, doc, token, rest, state, result);
  } catch (error) {
    if (!(error instanceof LeaseLost)) throw error;
  }
}

/**
 * Events that no subscriber of this process hears and no dispatcher has routed or leased yet are done as
 * soon as they are seen: one conditional write for all of them, where the lease would have routed each to
 * no one and let go at once (two writes per event). The condition is the lease's compare-and-set, so an
 * event another process leased meanwhile stays with it. Returns the events it took and how many it did.
 */
async function finishUnheard(
  deps: DispatchDeps,
  docs: readonly StoredDomainEvent[],
  now: Date,
): Promise<{ taken: Set<string>; done: number }> {
  const unheard = docs.filter(
    (doc) => !doc.routed && doc.leaseToken === '' && deps.subscribers.of(doc.name).length === 0,
  );
  if (unheard.length === 0) return { taken: new Set(), done: 0 };
  const done = { routed: true, pending: [], status: 'done' as const, nextAttemptAt: now };
  const result = await eventsCollection(deps.store).bulkWrite(
    unheard.map((doc) => ({
      updateOne: {
        filter: { _id: doc._id, leaseToken: '', status: 'pending' as const, routed: false },
        update: { $set: done },
      },
    })),
    { ordered: false },
  );
  return { taken: new Set(unheard.map((doc) => doc._id)), done: result.modifiedCount };
}

/** Works on events just read: the unheard done at once, the rest leased and delivered, per aggregate in order. */
async function workOn(
  deps: DispatchDeps,
  fresh: readonly StoredDomainEvent[],
  token: string,
  concurrency: number,
  result: DispatchResult,
  now: Date,
): Promise<void> {
  const clock = deps.now ?? (() => new Date());
  const unheard = await finishUnheard(deps, fresh, now);
  result.events += unheard.done;
  // One queue per aggregate, in id order; the queues run side by side.
  const queues = new Map<string, StoredDomainEvent[]>();
  for (const doc of fresh) {
    if (unheard.taken.has(doc._id)) continue;
    const queue = queues.get(doc.aggregateKey);
    if (queue) queue.push(doc);
    else queues.set(doc.aggregateKey, [doc]);
  }
  const leased = await leaseAll(deps, [...queues.values()].flat(), token, clock());
  const work = [...queues.values()];
  const worker = async () => {
    for (let queue = work.pop(); queue; queue = work.pop()) {
      for (const doc of queue) {
        const mine = leased.get(doc._id);
        if (!mine) continue;
        result.events += 1;
        await deliver(deps, mine, token, result);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, work.length) }, worker));
}

/**
 * Delivers the events of `ids` that are still due (the ones a process just committed, told by the change
 * stream), read by id: no scan of the whole outbox, whose cost grows with every event still pending while
 * a rush writes faster than it is delivered. Whatever this leaves (retries, blocked, leased elsewhere) the
 * scan of `dispatchDueEvents` finds later.
 */
export async function dispatchEventsById(
  deps: DispatchDeps,
  ids: readonly string[],
  options: Pick<DispatchOptions, 'concurrency'> = {},
): Promise<DispatchResult> {
  const clock = deps.now ?? (() => new Date());
  const result: DispatchResult = { events: 0, handled: 0, failed: 0 };
  const events = eventsCollection(deps.store);
  const token = randomUUID();
  const sorted = [...new Set(ids)].sort();
  // Slice by slice, in id order (so per aggregate too): a rush commits thousands of events between two
  // runs, and leasing or finishing them all in one write held the event loop for a long commit.
  for (let start = 0; start < sorted.length; start += BY_ID_SLICE) {
    const now = clock();
    const fresh: StoredDomainEvent[] = [];
    for (const id of sorted.slice(start, start + BY_ID_SLICE)) {
      const doc = (await events.findOne(
        { _id: id, status: 'pending' },
        { projection: { ...SCAN_FIELDS, nextAttemptAt: 1 } },
      )) as StoredDomainEvent | null;
      if (doc && doc.nextAttemptAt <= now && (doc.leaseToken === '' || doc.leaseUntil < now)) fresh.push(doc);
    }
    if (fresh.length > 0) await workOn(deps, fresh, token, options.concurrency ?? 8, result, now);
  }
  return result;
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
    // Only what choosing and leasing look at (a lease returns the whole event): copying whole events,
    // payloads and all, on every scan was a visible part of dispatching.
    const batch = (await eventsCollection(deps.store)
      .find(
        {
          ...options.filter,
          status: 'pending',
          nextAttemptAt: { $lte: now },
          $or: [{ leaseToken: '' }, { leaseUntil: { $lt: now } }],
        },
        { sort: { _id: 1 }, limit: batchSize, projection: SCAN_FIELDS },
      )
      .toArray()) as StoredDomainEvent[];
    const fresh = batch.filter((doc) => !tried.has(doc._id)).slice(0, limit - result.events);
    if (fresh.length === 0) break;
    for (const doc of fresh) tried.add(doc._id);
    await workOn(deps, fresh, token, concurrency, result, now);
    if (batch.length < batchSize) break;
  }
  return result;
}
