export { billingChangedEvent, billingCreatedEvent } from './billing-events.js';
export type { AnyDomainEvent, DomainEvent, EventTenant, NewDomainEvent } from './domain-event.js';
export { domainEvent } from './domain-event.js';
export {
  AGGREGATE_TYPES,
  type AggregateType,
  DOMAIN_EVENT_LABELS,
  DOMAIN_EVENT_NAMES,
  type DomainEventName,
  isDomainEventName,
} from './domain-event-names.js';
export type {
  DomainEventPayloads,
  PaymentFacts,
  RegisteredParticipantFacts,
  SettledPaymentFacts,
} from './domain-event-payloads.js';
export {
  DEFAULT_SUBSCRIBER_RETRY,
  type EventSubscriber,
  isLastAttempt,
  type SubscriberContext,
  type SubscriberRetryPolicy,
  subscriberRetryDelay,
} from './event-subscriber.js';
