/**
 * The app's handle on domain events (`app.events`): the subscribers of this process, a dispatch run, and
 * the wake-up that starts a run as soon as an event is committed (the `domain-events` job runs every few
 * seconds as well, for retries that fall due and for events written while no one was awake). Runs are
 * coalesced: a wake-up during a run makes one more run after it.
 */
import type { JobsLogger } from '../jobs/types.js';
import type { Store } from '../storage/index.js';
import { type DispatchOptions, type DispatchResult, dispatchDueEvents } from './dispatch.js';
import { eventsCollection } from './outbox.js';
import { EventSubscribers, type StoreEventSubscriber } from './subscribers.js';

export interface EventBus {
  readonly subscribers: EventSubscribers;
  subscribe(subscriber: StoreEventSubscriber): void;
  /** One dispatch run now (tests, the job); waits for a run already going first. */
  dispatch(options?: DispatchOptions): Promise<DispatchResult>;
  /** Starts dispatching as soon as events are committed (the server's process; not in unit tests). */
  startWatching(): void;
  /** Asks for a run soon (after a retry was granted); does nothing unless watching. */
  wake(): void;
  /** Stops watching and waits for the current run. */
  stop(): Promise<void>;
}

export function createEventBus(store: Store, logger?: JobsLogger): EventBus {
  const subscribers = new EventSubscribers();
  let running: Promise<DispatchResult> | undefined;
  let again = false;
  let stream: { close(): Promise<void> } | undefined;
  let stopped = false;
  let watching = false;

  const run = (options?: DispatchOptions): Promise<DispatchResult> =>
    dispatchDueEvents({ store, subscribers, ...(logger ? { logger } : {}) }, options);

  async function dispatch(options?: DispatchOptions): Promise<DispatchResult> {
    while (running) await running.catch(() => undefined);
    running = run(options);
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  /** A wake-up: one run now, or one more after the current run. */
  function wake(): void {
    if (stopped || !watching) return;
    if (running) {
      again = true;
      return;
    }
    running = run();
    running
      .catch((error) => logger?.error({ err: error }, 'event dispatch failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    subscribers,
    subscribe: (subscriber) => subscribers.add(subscriber),
    dispatch,
    wake,
    startWatching() {
      if (watching || stopped) return;
      watching = true;
      try {
        const watched = eventsCollection(store).watch([{ $match: { operationType: 'insert' } }]);
        watched.on('change', wake);
        stream = watched;
      } catch (error) {
        // A MongoDB without a replica set has no change streams: the job's runs still deliver everything.
        logger?.warn({ err: error }, 'events: no change stream, dispatching on the job schedule only');
      }
      wake();
    },
    async stop() {
      stopped = true;
      await stream?.close();
      stream = undefined;
      await running?.catch(() => undefined);
    },
  };
}
