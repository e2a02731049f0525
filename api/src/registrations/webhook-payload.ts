/**
 * What the registration's webhooks (formSubmit, registrationCompleted) carry: the registration id, each
 * participant's id, status, names and e-mail, and the server's quote totals — never the rest of the form
 * (PESEL, uploads …) nor anything secret, since the target is the organizer's own URL.
 */
import type { RegistrationQuote } from '@zapisy/core';
import type { CreatedParticipant, FormData } from './records.js';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function registrationWebhookPayload(input: {
  eventId: string;
  registrationId: string;
  participants: readonly CreatedParticipant[];
  forms: readonly FormData[];
  quotes: readonly RegistrationQuote[];
}): Record<string, unknown> {
  const { quotes } = input;
  return {
    eventId: input.eventId,
    registrationId: input.registrationId,
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
  };
}
