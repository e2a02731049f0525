export { type DispatchResult, dispatchDueEvents, toDomainEvent } from './dispatch.js';
export { DOMAIN_EVENTS_JOB, domainEventsJob } from './dispatch-job.js';
export { createEventBus, type EventBus } from './event-bus.js';
export {
  type EmitOptions,
  emitEvents,
  ensureEventIndexes,
  eventsCollection,
  type StoredDomainEvent,
} from './outbox.js';
export { EventSubscribers, type StoreEventSubscriber } from './subscribers.js';
