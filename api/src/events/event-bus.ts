/**
 * The app's handle on domain events (`app.events`): the subscribers of this process, a dispatch run, and
 * the wake-up that starts a run as soon as an event is committed (the `domain-events` job runs every few
 * seconds as well, for retries that fall due and for events written while no one was awake). Runs are
 * coalesced: a wake-up during a run makes one more run after it. A run woken by committed events works on
 * those events by id; a run woken otherwise (a retry granted, the start) scans the outbox.
 */
import type { JobsLogger } from '../jobs/types.js';
import type { Store } from '../storage/index.js';
import {
  type DispatchOptions,
  type DispatchResult,
  dispatchDueEvents,
  dispatchEventsById,
} from './dispatch.js';
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

  /** Events the change stream told about since the last run, and whether a scan was asked for. */
  const committed = new Set<string>();
  let scanWanted = false;

  function nextRun(): Promise<DispatchResult> {
    const deps = { store, subscribers, ...(logger ? { logger } : {}) };
    if (scanWanted || committed.size === 0) {
      scanWanted = false;
      committed.clear();
      return dispatchDueEvents(deps);
    }
    const ids = [...committed];
    committed.clear();
    return dispatchEventsById(deps, ids);
  }

  /** One run now, or one more after the current run. */
  function start(): void {
    if (stopped || !watching) return;
    if (running) {
      again = true;
      return;
    }
    running = nextRun();
    running
      .catch((error) => logger?.error({ err: error }, 'event dispatch failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          start();
        }
      });
  }

  /** A wake-up that scans the outbox. */
  function wake(): void {
    scanWanted = true;
    start();
  }

  /** A wake-up for one committed event (its id from the change stream; a scan when there is none). */
  function wakeFor(change: object): void {
    const id = (change as { documentKey?: { _id?: unknown } }).documentKey?._id;
    if (typeof id === 'string') committed.add(id);
    else scanWanted = true;
    start();
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
        watched.on('change', wakeFor);
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
