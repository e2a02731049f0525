/**
 * The core areas' subscribers of domain events, added when the app is built (plugins add theirs in their
 * bootstrap). A new area adds its subscriber here, from its own `events.ts`.
 */
import type { FastifyInstance } from 'fastify';
import type { StoreEventSubscriber } from './events/index.js';
import { notificationDepsOf, notificationsSubscriber } from './modules/notifications/index.js';
import { webhooksSubscriber } from './modules/webhooks/index.js';
import type { Store } from './storage/index.js';

export function coreSubscribers(deps: { store: Store }): StoreEventSubscriber[] {
  return [webhooksSubscriber(deps)];
}

export function installSubscribers(app: FastifyInstance): void {
  for (const subscriber of coreSubscribers({ store: app.store })) app.events.subscribe(subscriber);
  // Built on first event: the payer links and form-field kinds come from the finished app.
  app.events.subscribe(notificationsSubscriber(() => notificationDepsOf(app)));
}
