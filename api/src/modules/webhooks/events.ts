/**
 * Webhooks as a subscriber of domain events: the project's enabled webhooks become delivery records (the
 * `webhook-deliveries` job sends them, signed, with their own retries). Recorded in the dispatcher's
 * transaction, so each event makes its deliveries exactly once. The project's settings are read when the
 * event is handled, a moment after the change.
 */
import type { AnyDomainEvent, DomainEvent } from '@zapisy/core';
import type { StoreEventSubscriber } from '../../events/index.js';
import type { Store, StoreSession } from '../../storage/index.js';
import { projectsOf } from '../projects/index.js';
import { enqueueWebhook, type WebhookProject } from './deliveries.js';

export const WEBHOOKS_SUBSCRIBER = 'webhooks';

function registrationPayload(event: DomainEvent<'registration.completed'>) {
  const { registrationId, participants, quote } = event.payload;
  return { eventId: event.eventId, registrationId, participants, quote };
}

/** `payment-executed` for money received and for a refund (negative amount and shares) alike. */
function paymentPayload(event: DomainEvent<'payment.completed'> | DomainEvent<'payment.refunded'>) {
  const { billings, participants, ...facts } = event.payload;
  const { refundedPaymentId: _refunded, ...payment } = facts as typeof facts & {
    refundedPaymentId?: unknown;
  };
  return {
    eventId: event.eventId,
    ...payment,
    billings,
    participants: participants.map((p) => ({ _id: p.participantId, status: p.status })),
  };
}

async function record(store: Store, event: AnyDomainEvent, project: WebhookProject, session: StoreSession) {
  const options = { session, now: event.occurredAt };
  switch (event.name) {
    case 'form.entered':
      await enqueueWebhook(
        { store },
        project,
        'formEnter',
        { eventId: event.eventId, ...event.payload },
        options,
      );
      return;
    case 'registration.completed': {
      const payload = registrationPayload(event);
      const at = event.payload.completedAt;
      await enqueueWebhook({ store }, project, 'formSubmit', { ...payload, submittedAt: at }, options);
      await enqueueWebhook(
        { store },
        project,
        'registrationCompleted',
        { ...payload, completedAt: at },
        options,
      );
      return;
    }
    case 'payment.completed':
    case 'payment.refunded':
      await enqueueWebhook({ store }, project, 'paymentExecuted', paymentPayload(event), options);
      return;
    default:
      return;
  }
}

export function webhooksSubscriber(deps: { store: Store }): StoreEventSubscriber {
  return {
    id: WEBHOOKS_SUBSCRIBER,
    title: 'Webhooki projektu',
    events: ['form.entered', 'registration.completed', 'payment.completed', 'payment.refunded'],
    async handle(event, { session }) {
      if (!event.eventId) return;
      const project = await projectsOf(deps.store, event.organizationId).findOne(
        { _id: event.eventId },
        { session, projection: { organizationId: 1, eventId: 1, webhooks: 1 } },
      );
      // A project deleted since: nothing to send.
      if (!project) return;
      await record(deps.store, event, { ...project, eventId: event.eventId }, session);
    },
  };
}
