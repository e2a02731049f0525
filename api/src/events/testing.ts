/** Helpers for tests of domain events. */
import { definePlugin, type EventSubscriber, type ZapisyPlugin } from '@zapisy/core';
import type { Store } from '../storage/index.js';
import { coreSubscribers } from '../subscribers.js';
import { type DispatchResult, dispatchDueEvents } from './dispatch.js';
import { EventSubscribers } from './subscribers.js';

/** For tests that work on a store without an app: deliver every due event to the core subscribers. */
export async function deliverEvents(store: Store): Promise<DispatchResult> {
  const subscribers = new EventSubscribers();
  for (const subscriber of coreSubscribers({ store })) subscribers.add(subscriber);
  return dispatchDueEvents({ store, subscribers });
}

/** A plugin that only subscribes `subscriber` to events (its id becomes `plugin:<pluginId>:<subscriber.id>`). */
export function subscriberPlugin(pluginId: string, subscriber: EventSubscriber): ZapisyPlugin {
  return definePlugin({
    id: pluginId,
    version: '0.1.0',
    kind: 'integration',
    compatibility: '^0.1.0',
    register() {},
    bootstrap({ subscribe }) {
      subscribe(subscriber);
    },
  });
}
