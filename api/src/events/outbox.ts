/**
 * The transactional outbox of domain events (`domainEvents`): a producer writes its events with
 * `emitEvents` in the same transaction as the change, so an event exists exactly when its change committed.
 * The dispatcher (./dispatch.ts) then delivers each one to its subscribers and records, per subscriber,
 * what was handled, what failed and when the next attempt is due.
 */
import type { AggregateType, DomainEventName, DomainEventPayloads, NewDomainEvent } from '@zapisy/core';
import type { Store, StoreSession } from '../storage/index.js';
import { nextEventId } from './event-ids.js';

export const DOMAIN_EVENTS = 'domainEvents';

/** One subscriber's record of one event. */
export interface SubscriberDelivery {
  attempts: number;
  /** Set once handled; the handler's writes committed with it. */
  handledAt?: Date;
  /** Set when the last allowed attempt failed: the event waits for an admin's retry. */
  failedAt?: Date;
  nextAttemptAt?: Date;
  /** Why the last attempt failed (for the admin's log). */
  lastError?: string;
}

/**
 * - `pending`: some subscriber still has to handle it (`pending` lists them once `routed`);
 * - `done`: every subscriber handled it; `failed`: none is pending but one gave up (see `failed`).
 */
export type StoredEventStatus = 'pending' | 'done' | 'failed';

export interface StoredDomainEvent<N extends DomainEventName = DomainEventName> {
  _id: string;
  name: N;
  organizationId: string;
  eventId: string | null;
  aggregate: { type: AggregateType; id: string };
  /** `<type>:<id>`, the ordering key (one equality index). */
  aggregateKey: string;
  occurredAt: Date;
  payload: DomainEventPayloads[N];
  status: StoredEventStatus;
  /** False until a dispatcher has listed the event's subscribers in `pending`. */
  routed: boolean;
  /** Subscribers that still have to handle the event. */
  pending: string[];
  /** Subscribers that gave up on it (an admin may retry them). */
  failed: string[];
  deliveries: Record<string, SubscriberDelivery>;
  /** The earliest moment a pending subscriber may be tried. */
  nextAttemptAt: Date;
  /**
   * The lease of the dispatcher working on the event now ('' when none), so two processes never deliver it
   * at once; taken and handed over by compare-and-set on this value (a plain equality, cheap on every store).
   */
  leaseToken: string;
  /** When the lease expires (a dispatcher that died); meaningless while `leaseToken` is ''. */
  leaseUntil: Date;
  createdAt: Date;
}

export function aggregateKeyOf(aggregate: { type: AggregateType; id: string }): string {
  return `${aggregate.type}:${aggregate.id}`;
}

export function eventsCollection(store: Store) {
  return store.db.collection<StoredDomainEvent>(DOMAIN_EVENTS);
}

export function storedEvent<N extends DomainEventName>(
  event: NewDomainEvent<N>,
  now: Date,
): StoredDomainEvent<N> {
  const occurredAt = event.occurredAt ?? now;
  return {
    _id: nextEventId(),
    name: event.name,
    organizationId: event.tenant.organizationId,
    eventId: event.tenant.eventId ?? null,
    aggregate: event.aggregate,
    aggregateKey: aggregateKeyOf(event.aggregate),
    occurredAt,
    payload: event.payload,
    status: 'pending',
    routed: false,
    pending: [],
    failed: [],
    deliveries: {},
    nextAttemptAt: now,
    leaseToken: '',
    leaseUntil: now,
    createdAt: now,
  };
}

export interface EmitOptions {
  /** The transaction of the change (omit only for an event that is not part of a stored change). */
  session?: StoreSession;
  now?: Date;
}

/** Writes events in the caller's transaction; returns their ids in order. */
export async function emitEvents(
  store: Store,
  events: readonly NewDomainEvent[],
  options: EmitOptions = {},
): Promise<string[]> {
  if (events.length === 0) return [];
  const now = options.now ?? new Date();
  const docs = events.map((event) => storedEvent(event, now));
  await eventsCollection(store).insertMany(docs, options.session ? { session: options.session } : {});
  return docs.map((doc) => doc._id);
}

export async function ensureEventIndexes(store: Store): Promise<void> {
  const events = eventsCollection(store);
  if (store.kind === 'embedded') {
    // Its indexes serve equality only (and every index costs each write): one per equality field of the
    // dispatcher's scan, its order check and the admin's lists.
    await events.createIndex({ status: 1 }, { name: 'status' });
    await events.createIndex({ aggregateKey: 1 }, { name: 'aggregate' });
    await events.createIndex({ organizationId: 1, eventId: 1 }, { name: 'project' });
    return;
  }
  await events.createIndex({ status: 1, nextAttemptAt: 1 }, { name: 'due' });
  await events.createIndex({ aggregateKey: 1, status: 1, _id: 1 }, { name: 'aggregate_order' });
  await events.createIndex(
    { organizationId: 1, eventId: 1, status: 1, _id: -1 },
    { name: 'project_status_newest_first' },
  );
}
