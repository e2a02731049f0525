/**
 * The domain events of a registration. `registration.completed` carries what its subscribers (the project's
 * webhooks, notifications) need: the registration id, each participant's id, status, names and e-mail, and
 * the server's quote totals; never the rest of the form (PESEL, uploads …), which subscribers read from the
 * participants if they must.
 */
import { domainEvent, type NewDomainEvent, type RegistrationQuote } from '@zapisy/core';
import type { CreatedParticipant, FormData } from './records.js';

interface ProjectTenant {
  organizationId: string;
  eventId: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function registrationCompletedEvent(input: {
  tenant: ProjectTenant;
  registrationId: string;
  customerId: string;
  participants: readonly CreatedParticipant[];
  forms: readonly FormData[];
  quotes: readonly RegistrationQuote[];
  completedAt: Date;
}): NewDomainEvent {
  const { quotes } = input;
  return domainEvent({
    name: 'registration.completed',
    tenant: input.tenant,
    aggregate: { type: 'registration', id: input.registrationId },
    payload: {
      registrationId: input.registrationId,
      customerId: input.customerId,
      participants: input.participants.map((participant, index) => {
        const data = input.forms[index] ?? {};
        return {
          participantId: participant._id,
          status: participant.status,
          onWaitingList: participant.onWaitingList,
          firstName: text(data.first_name),
          lastName: text(data.last_name),
          email: text(data.email_main),
        };
      }),
      quote: {
        total: quotes.reduce((sum, quote) => sum + quote.total, 0),
        grossTotal: quotes.reduce((sum, quote) => sum + quote.grossTotal, 0),
      },
      completedAt: input.completedAt.toISOString(),
    },
  });
}

export function registrationAcceptedEvent(tenant: ProjectTenant, registrationId: string): NewDomainEvent {
  return domainEvent({
    name: 'registration.accepted',
    tenant,
    aggregate: { type: 'registration', id: registrationId },
    payload: { registrationId },
  });
}

export function registrationCancelledEvent(
  tenant: ProjectTenant,
  registrationId: string,
  reason: string,
): NewDomainEvent {
  return domainEvent({
    name: 'registration.cancelled',
    tenant,
    aggregate: { type: 'registration', id: registrationId },
    payload: { registrationId, reason },
  });
}
