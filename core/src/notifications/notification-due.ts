import { ValidationError } from '../errors/index.js';
import type { ParticipantNotifiedRecord } from '../participants/index.js';
import type { NotificationDefinition } from './notification-definition.js';
import { notificationEventType } from './notification-event-types.js';

const DAY_MS = 86_400_000;
/** Second document §4: "minus 30 more minutes unless the event type is exempt or it is a preview". */
export const NOTIFICATION_CUTOFF_MARGIN_MS = 30 * 60_000;

/**
 * Second document §4: "Cutoff is the days value before now, minus 30 more minutes unless the event type is
 * exempt or it is a preview." Event-driven types (registration, paid, …) are the exempt ones: they go out
 * as the change happens. The margin lets a time-driven one wait out a change still being made (a payment a
 * few minutes late does not get a reminder).
 */
export function notificationCutoff(
  definition: Pick<NotificationDefinition, 'days' | 'eventType'>,
  now: Date,
  options: { preview?: boolean } = {},
): Date {
  if (!Number.isSafeInteger(definition.days) || definition.days < 0)
    throw new ValidationError('Liczba dni powiadomienia musi być nieujemną liczbą całkowitą');
  const exempt = options.preview === true || notificationEventType(definition.eventType)?.trigger === 'event';
  return new Date(now.getTime() - definition.days * DAY_MS - (exempt ? 0 : NOTIFICATION_CUTOFF_MARGIN_MS));
}

/**
 * "Recorded per notification id and version so each is sent once": whether the participant's `notified`
 * list already holds this definition's current version. A definition with allowMultipleRuns is never
 * "already sent".
 */
export function wasNotified(
  notified: readonly ParticipantNotifiedRecord[] | null | undefined,
  definition: Pick<NotificationDefinition, 'id' | 'version' | 'allowMultipleRuns'>,
): boolean {
  if (definition.allowMultipleRuns) return false;
  return (notified ?? []).some(
    (record) => record.id === definition.id && (record.version ?? 1) === definition.version,
  );
}

/** The record written when the definition fires for a participant. */
export function notifiedRecord(
  definition: Pick<NotificationDefinition, 'id' | 'version' | 'eventType'>,
  at: Date,
  notificationId?: string,
): ParticipantNotifiedRecord {
  return {
    id: definition.id,
    version: definition.version,
    type: definition.eventType,
    date: at,
    ...(notificationId ? { notificationId } : {}),
  };
}

/** "Clearing by event type allows resend": the records of every definition of that event type dropped. */
export function clearNotified(
  notified: readonly ParticipantNotifiedRecord[] | null | undefined,
  eventType: string,
): ParticipantNotifiedRecord[] {
  return (notified ?? []).filter((record) => record.type !== eventType);
}

export interface NotificationDueInput {
  definition: NotificationDefinition;
  /** The participant's status date (when the status the notification is about began). */
  statusDate: Date | null | undefined;
  notified: readonly ParticipantNotifiedRecord[] | null | undefined;
  now: Date;
  preview?: boolean;
}

/**
 * Second document §4: "A notification fires only if enabled, not yet sent, and the status date falls
 * between its from-date and the cutoff." Enabled means the definition is enabled and active with at least
 * one channel on; a preview shows what would go out whether or not it was sent already.
 */
export function isNotificationDue(input: NotificationDueInput): boolean {
  const { definition, statusDate, now } = input;
  if (!definition.enabled || !definition.isActive) return false;
  if (!definition.mailEnabled && !definition.smsEnabled) return false;
  if (!input.preview && wasNotified(input.notified, definition)) return false;
  if (!(statusDate instanceof Date) || Number.isNaN(statusDate.getTime())) return false;
  if (definition.from && statusDate.getTime() < definition.from.getTime()) return false;
  return statusDate.getTime() <= notificationCutoff(definition, now, { preview: input.preview }).getTime();
}
