/**
 * The domain events of participants and their billings, as their producers write them (registration,
 * money refresh, organizer actions): builders only; `emitEvents` writes them in the producer's transaction.
 */
import { type Billing, domainEvent, type NewDomainEvent, type ParticipantStatus } from '@zapisy/core';

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

type StoredBilling = Billing & { _id: string };

function billingFacts(billing: StoredBilling) {
  return {
    billingId: billing._id,
    participantId: billing.sourceId ?? null,
    customerId: billing.customerId ?? null,
    amount: billing.amount,
    leftToPay: billing.leftToPay,
  };
}

export function billingCreatedEvent(tenant: ProjectTenant, billing: StoredBilling): NewDomainEvent {
  return domainEvent({
    name: 'billing.created',
    tenant,
    aggregate: { type: 'billing', id: billing._id },
    payload: {
      ...billingFacts(billing),
      requiredDate: billing.requiredDate.toISOString(),
      category: billing.category ?? null,
    },
  });
}

export function billingChangedEvent(tenant: ProjectTenant, billing: StoredBilling): NewDomainEvent {
  return domainEvent({
    name: 'billing.changed',
    tenant,
    aggregate: { type: 'billing', id: billing._id },
    payload: { ...billingFacts(billing), status: billing.status },
  });
}
