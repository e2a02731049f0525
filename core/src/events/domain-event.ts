import type { AggregateType, DomainEventName } from './domain-event-names.js';
import type { DomainEventPayloads } from './domain-event-payloads.js';

/** The tenant an event belongs to: every event has an organization, most a project (the spec's eventId). */
export interface EventTenant {
  organizationId: string;
  eventId?: string | null;
}

/** One domain event as subscribers receive it. */
export interface DomainEvent<N extends DomainEventName = DomainEventName> {
  /** Unique and increasing in the order events were written by one process. */
  id: string;
  name: N;
  organizationId: string;
  /** The project (the spec's eventId), null for organization-level events. */
  eventId: string | null;
  aggregate: { type: AggregateType; id: string };
  occurredAt: Date;
  payload: DomainEventPayloads[N];
}

/** A new event as a producer states it; the outbox gives it its id. */
export interface NewDomainEvent<N extends DomainEventName = DomainEventName> {
  name: N;
  tenant: EventTenant;
  aggregate: { type: AggregateType; id: string };
  payload: DomainEventPayloads[N];
  occurredAt?: Date;
}

/** Any event, narrowed by `name` (a switch on `event.name` gives the payload's type). */
export type AnyDomainEvent = { [N in DomainEventName]: DomainEvent<N> }[DomainEventName];

/** Builds a new event with its payload type checked against its name. */
export function domainEvent<N extends DomainEventName>(event: NewDomainEvent<N>): NewDomainEvent<N> {
  return event;
}
