/** For tests that work on a store without an app: deliver every due event to the core subscribers. */

import type { Store } from '../storage/index.js';
import { coreSubscribers } from '../subscribers.js';
import { type DispatchResult, dispatchDueEvents } from './dispatch.js';
import { EventSubscribers } from './subscribers.js';

export async function deliverEvents(store: Store): Promise<DispatchResult> {
  const subscribers = new EventSubscribers();
  for (const subscriber of coreSubscribers({ store })) subscribers.add(subscriber);
  return dispatchDueEvents({ store, subscribers });
}
