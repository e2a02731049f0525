/**
 * Notifications as a subscriber of domain events: a registration fires participant_registration (or
 * participant_waiting for those on the waiting list), a participant entering paid, overpaid, up to date,
 * present, waiting or refunded fires its type (core's PARTICIPANT_STATUS_EVENT_TYPES). The messages are
 * queued in the dispatcher's transaction with the participants' `notified` records, so each event queues
 * them exactly once; the `notification-sending` job sends them.
 */
import { type AnyDomainEvent, PARTICIPANT_STATUS_EVENT_TYPES } from '@zapisy/core';
import { now } from '../../clock.js';
import type { StoreEventSubscriber } from '../../events/index.js';
import type { StoreSession } from '../../storage/index.js';
import type { NotificationDeps } from './deps.js';
import { queueParticipantNotifications } from './queue-participant-notifications.js';

export const NOTIFICATIONS_SUBSCRIBER = 'notifications';

/** The participants of an event by the notification type it fires for them. */
export function participantTypesOf(event: AnyDomainEvent): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  const add = (type: string | undefined, participantId: string) => {
    if (!type) return;
    byType.set(type, [...(byType.get(type) ?? []), participantId]);
  };
  if (event.name === 'registration.completed') {
    for (const participant of event.payload.participants)
      add(
        participant.onWaitingList ? 'participant_waiting' : 'participant_registration',
        participant.participantId,
      );
  } else if (event.name === 'participant.status-changed') {
    add(PARTICIPANT_STATUS_EVENT_TYPES[event.payload.to], event.payload.participantId);
  }
  return byType;
}

export function notificationsSubscriber(deps: () => NotificationDeps): StoreEventSubscriber {
  return {
    id: NOTIFICATIONS_SUBSCRIBER,
    title: 'Powiadomienia e-mail i SMS',
    events: ['registration.completed', 'participant.status-changed'],
    async handle(event, { session }: { session: StoreSession }) {
      if (!event.eventId) return;
      const tenant = { organizationId: event.organizationId, eventId: event.eventId };
      for (const [eventType, participantIds] of participantTypesOf(event)) {
        await queueParticipantNotifications(deps(), {
          tenant,
          eventType,
          participantIds,
          now: now(),
          session,
        });
      }
    },
  };
}
