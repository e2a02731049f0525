/**
 * The admin's view of event deliveries: what each subscriber failed to handle for a tenant (given up after
 * its retries, or still retrying), and a retry that gives a failed subscriber a fresh set of attempts now.
 */
import { BusinessError, DOMAIN_EVENT_LABELS, type DomainEventName, NotFoundError } from '@zapisy/core';
import { DOMAIN_EVENTS, type StoredDomainEvent, type StoredEventStatus } from '../../events/outbox.js';
import type { EventSubscribers } from '../../events/subscribers.js';
import { type Store, TenantRepository } from '../../storage/index.js';
import { compareDeliveryRows, decodeDeliveryCursor, encodeDeliveryCursor } from './delivery-cursor.js';

export interface DeliveryTenant {
  organizationId: string;
  /** A project's events; null for the organization's own (e.g. merged customers). */
  eventId: string | null;
}

export type FailedDeliveryState = 'failed' | 'retrying';

export interface FailedDelivery {
  domainEventId: string;
  name: DomainEventName;
  label: string;
  occurredAt: Date;
  subscriberId: string;
  subscriberTitle: string;
  state: FailedDeliveryState;
  attempts: number;
  lastError: string | null;
  failedAt: Date | null;
  nextAttemptAt: Date | null;
}

export interface SubscriberSummary {
  id: string;
  title: string;
  events: { name: DomainEventName; label: string }[];
  failed: number;
  retrying: number;
}

function eventsOf(store: Store, tenant: DeliveryTenant) {
  const { organizationId, eventId } = tenant;
  return new TenantRepository(
    store.db.collection<StoredDomainEvent>(DOMAIN_EVENTS),
    eventId ? { organizationId, eventId } : { organizationId },
  );
}

/** The organization's own events are those of no project. */
function scope(tenant: DeliveryTenant) {
  return tenant.eventId ? {} : { eventId: null };
}

function titleOf(subscribers: EventSubscribers, id: string): string {
  return subscribers.get(id)?.title ?? 'Subskrybent spoza tej instalacji';
}

function rowsOf(doc: StoredDomainEvent, subscribers: EventSubscribers): FailedDelivery[] {
  const rows: FailedDelivery[] = [];
  const add = (subscriberId: string, state: FailedDeliveryState) => {
    const delivery = doc.deliveries[subscriberId];
    rows.push({
      domainEventId: doc._id,
      name: doc.name,
      label: DOMAIN_EVENT_LABELS[doc.name],
      occurredAt: doc.occurredAt,
      subscriberId,
      subscriberTitle: titleOf(subscribers, subscriberId),
      state,
      attempts: delivery?.attempts ?? 0,
      lastError: delivery?.lastError ?? null,
      failedAt: delivery?.failedAt ?? null,
      nextAttemptAt: state === 'retrying' ? (delivery?.nextAttemptAt ?? null) : null,
    });
  };
  for (const id of doc.failed) add(id, 'failed');
  for (const id of doc.pending) if ((doc.deliveries[id]?.attempts ?? 0) > 0) add(id, 'retrying');
  return rows;
}

/** The most events one read of the failed list takes. */
const MAX_BATCH = 1_000;

/**
 * Deliveries that failed, newest event first and by subscriber within an event: given up (`failed`) or
 * failed at least once and waiting for the next attempt (`retrying`). A page is exactly `limit` rows (one
 * row per event and failed subscriber) unless it is the last; `subscriberId` narrows to one subscriber and
 * `before`, the `next` of the previous page, resumes right after that page's last row.
 */
export async function listFailedDeliveries(
  deps: { store: Store; subscribers: EventSubscribers },
  tenant: DeliveryTenant,
  query: { subscriberId?: string; limit: number; before?: string },
): Promise<{ items: FailedDelivery[]; next: string | null }> {
  const subscriber = query.subscriberId;
  const after = query.before ? decodeDeliveryCursor(query.before) : null;
  const filter = {
    ...scope(tenant),
    ...(subscriber
      ? {
          $or: [
            { failed: subscriber },
            { pending: subscriber, [`deliveries.${subscriber}.attempts`]: { $gt: 0 } },
          ],
        }
      : { status: { $in: ['failed', 'pending'] as StoredEventStatus[] } }),
  };
  const events = eventsOf(deps.store, tenant);
  // The first batch holds enough events for the page when every one has a row; a pending event not yet
  // tried has none, so reading goes on below it, in growing batches (a backlog of fresh events is long),
  // until the page and one row more are found.
  let batchSize = query.limit + 1;
  let upTo: { $lte: string } | { $lt: string } | null = after ? { $lte: after.domainEventId } : null;
  const items: FailedDelivery[] = [];
  for (;;) {
    const docs: StoredDomainEvent[] = await events
      .find({ ...filter, ...(upTo ? { _id: upTo } : {}) }, { sort: { _id: -1 }, limit: batchSize })
      .toArray();
    for (const doc of docs) {
      const rows = rowsOf(doc, deps.subscribers)
        .filter((row) => !subscriber || row.subscriberId === subscriber)
        .filter((row) => !after || compareDeliveryRows(row, after) > 0)
        .sort(compareDeliveryRows);
      for (const row of rows) {
        const last = items[items.length - 1];
        if (items.length === query.limit && last) return { items, next: encodeDeliveryCursor(last) };
        items.push(row);
      }
    }
    const oldest = docs[docs.length - 1];
    if (docs.length < batchSize || !oldest) return { items, next: null };
    upTo = { $lt: oldest._id };
    batchSize = Math.min(batchSize * 4, MAX_BATCH);
  }
}

/** Every subscriber of this installation with its counts of failed and retrying deliveries for the tenant. */
export async function summarizeSubscribers(
  deps: { store: Store; subscribers: EventSubscribers },
  tenant: DeliveryTenant,
): Promise<SubscriberSummary[]> {
  const counts = new Map<string, { failed: number; retrying: number }>();
  const docs = await eventsOf(deps.store, tenant)
    .find(
      { ...scope(tenant), status: { $in: ['failed', 'pending'] } },
      { projection: { failed: 1, pending: 1, deliveries: 1 } },
    )
    .toArray();
  for (const doc of docs) {
    for (const row of rowsOf(doc as StoredDomainEvent, deps.subscribers)) {
      const count = counts.get(row.subscriberId) ?? { failed: 0, retrying: 0 };
      count[row.state] += 1;
      counts.set(row.subscriberId, count);
    }
  }
  const known = deps.subscribers.all().map((subscriber) => ({
    id: subscriber.id,
    title: subscriber.title,
    events: subscriber.events.map((name) => ({ name, label: DOMAIN_EVENT_LABELS[name] })),
    ...(counts.get(subscriber.id) ?? { failed: 0, retrying: 0 }),
  }));
  const gone = [...counts.entries()]
    .filter(([id]) => !deps.subscribers.get(id))
    .map(([id, count]) => ({ id, title: titleOf(deps.subscribers, id), events: [], ...count }));
  return [...known, ...gone];
}

/**
 * Gives a subscriber that gave up on an event (or is waiting for its next attempt) a fresh set of attempts,
 * due now. 404 when the tenant has no such event or the subscriber has nothing to retry on it; 409 while a
 * dispatcher is working on the event.
 */
export async function retryDelivery(
  store: Store,
  tenant: DeliveryTenant,
  domainEventId: string,
  subscriberId: string,
  now: Date = new Date(),
): Promise<void> {
  const events = eventsOf(store, tenant);
  const key = `deliveries.${subscriberId}`;
  const retried = await events.updateOne(
    {
      ...scope(tenant),
      _id: domainEventId,
      $and: [
        { $or: [{ failed: subscriberId }, { pending: subscriberId }] },
        { $or: [{ leaseToken: '' }, { leaseUntil: { $lt: now } }] },
      ],
    },
    {
      $pull: { failed: subscriberId },
      $addToSet: { pending: subscriberId },
      $set: { status: 'pending', nextAttemptAt: now, [`${key}.attempts`]: 0, [`${key}.nextAttemptAt`]: now },
      $unset: { [`${key}.failedAt`]: '' },
    },
  );
  if (retried.matchedCount > 0) return;
  const exists = await events.countDocuments({
    ...scope(tenant),
    _id: domainEventId,
    $or: [{ failed: subscriberId }, { pending: subscriberId }],
  });
  if (exists === 0) throw new NotFoundError('Nie znaleziono nieudanej dostawy tego zdarzenia');
  throw new BusinessError('To zdarzenie jest właśnie przekazywane. Spróbuj ponownie za chwilę.');
}
