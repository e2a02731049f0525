/**
 * The domain events of participants, as their producers write them (organizer actions at the desk and in
 * the grid): builders only; `emitEvents` writes them in the producer's transaction. The billing events,
 * written by registrations, payments and participants alike, are built in core (`billingCreatedEvent`).
 */
import { domainEvent, type NewDomainEvent, type ParticipantStatus } from '@zapisy/core';

interface ProjectTenant {
  organizationId: string;
  eventId: string;
}

export function participantStatusChangedEvent(
  tenant: ProjectTenant,
  facts: {
    participantId: string;
    customerId: string | null;
    from: ParticipantStatus | null;
    to: ParticipantStatus;
  },
): NewDomainEvent {
  return domainEvent({
    name: 'participant.status-changed',
    tenant,
    aggregate: { type: 'participant', id: facts.participantId },
    payload: facts,
  });
}

export function ticketValidatedEvent(
  tenant: ProjectTenant,
  facts: { participantId: string; meeting: number; validatedBy: string | null },
): NewDomainEvent {
  return domainEvent({
    name: 'ticket.validated',
    tenant,
    aggregate: { type: 'participant', id: facts.participantId },
    payload: facts,
  });
}
