/**
 * The domain events of projects, as their producers write them: builders only; `emitEvents` writes them in
 * the change's transaction. The projects module subscribes to nothing.
 */
import { domainEvent, type NewDomainEvent } from '@zapisy/core';

/** A duplicate or a new edition `copy` of project `sourceEventId`, written with the copy. */
export function projectDuplicatedEvent(
  organizationId: string,
  facts: { sourceEventId: string; newEventId: string; mode: 'duplicate' | 'new-edition' },
): NewDomainEvent {
  return domainEvent({
    name: 'project.duplicated',
    tenant: { organizationId, eventId: facts.newEventId },
    aggregate: { type: 'project', id: facts.newEventId },
    payload: facts,
  });
}
