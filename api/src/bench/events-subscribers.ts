/**
 * The three subscribers of the events benchmark: each does what a real one does in the dispatcher's
 * transaction (a write per event) and counts how often it saw each event, so a double handling shows.
 */
import type { StoreEventSubscriber } from '../events/index.js';
import type { Store } from '../storage/index.js';

export const BENCH_SUBSCRIBERS = ['webhooks-like', 'notifications-like', 'dashboard-like'] as const;
export const HANDLED = 'benchHandled';

export interface HandledRecord {
  _id: string;
  count: number;
  /** ms since the epoch when the subscriber handled the event (in its transaction). */
  at: number;
  committedAt: number;
}

export function benchSubscribers(store: Store): StoreEventSubscriber[] {
  return BENCH_SUBSCRIBERS.map((id) => ({
    id,
    title: id,
    events: ['participant.status-changed', 'billing.created'],
    async handle(event, { session }) {
      await store.db
        .collection<HandledRecord>(HANDLED)
        .updateOne(
          { _id: `${id}:${event.id}` },
          { $inc: { count: 1 }, $set: { at: Date.now(), committedAt: event.occurredAt.getTime() } },
          { upsert: true, session },
        );
    },
  }));
}
