/**
 * The notifications area's collections:
 * - `notificationDefinitions`: one document per project (`_id` = eventId) with its definitions; a project
 *   without one uses the spec's defaults (core's DEFAULT_NOTIFICATION_DEFINITIONS);
 * - `outbox`: every message that goes out (the admin's 'Wysłane'), shared with the account e-mails the mailer
 *   records; a notification's message is queued here by the subscriber or the sweep and sent by the
 *   `notification-sending` job.
 */
import type { NotificationDefinition, NotificationReceiver, NotificationStatus } from '@zapisy/core';
import { OUTBOX } from '../../mail/index.js';
import { type Store, type Tenant, TenantRepository } from '../../storage/index.js';

export const NOTIFICATION_DEFINITIONS = 'notificationDefinitions';

export interface NotificationDefinitionsDocument {
  _id: string;
  organizationId: string;
  eventId: string;
  definitions: NotificationDefinition[];
  updatedAt: Date;
}

export type NotificationChannel = 'mail' | 'sms';

/** One message of a notification to one receiver over one channel. */
export interface NotificationMessage {
  _id: string;
  organizationId: string;
  eventId: string;
  kind: 'notification';
  channel: NotificationChannel;
  definitionId: string;
  definitionVersion: number;
  eventType: string;
  receiver: NotificationReceiver;
  participantId: string | null;
  customerId: string | null;
  /** An e-mail address or a phone number with its country code (digits only). */
  to: string;
  toName: string;
  /** The sender the message goes out as: 'Fundacja Wiatr <no-reply@…>' or an SMS sender name. */
  from: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  status: NotificationStatus;
  /** Polish, why it is blocked, failed or waits for a retry; null when there is nothing to say. */
  reason: string | null;
  attempts: number;
  /** When the job tries it (again); null once sent or given up. */
  nextAttemptAt: Date | null;
  /** Lease of the worker sending it now, so two workers never send the same message. */
  lock: { token: string; until: Date } | null;
  /** The service's id of the message (SMTP Message-ID, the gateway's SMS id). */
  messageId: string;
  transport: string | null;
  /** SMS only: parts billed and cost in integer grosze. */
  segments?: number;
  cost?: number;
  /** A message resent by hand points to the one it repeats. */
  resentFrom?: string;
  createdAt: Date;
  sentAt: Date | null;
  updatedAt: Date;
}

export function definitionsOf(store: Store, tenant: Required<Tenant>) {
  return new TenantRepository(
    store.db.collection<NotificationDefinitionsDocument>(NOTIFICATION_DEFINITIONS),
    tenant,
  );
}

export function messagesOf(store: Store, tenant: Tenant) {
  return new TenantRepository(store.db.collection<NotificationMessage>(OUTBOX), tenant);
}

/** The sending job's view across organizations (it leases by id, never reads a tenant's data unscoped). */
export function allMessages(store: Store) {
  return store.db.collection<NotificationMessage>(OUTBOX);
}

export async function ensureNotificationIndexes(store: Store): Promise<void> {
  const outbox = allMessages(store);
  await outbox.createIndex({ status: 1, nextAttemptAt: 1 }, { name: 'status_nextAttemptAt' });
  await outbox.createIndex(
    { organizationId: 1, participantId: 1, createdAt: -1 },
    { name: 'participant_messages' },
  );
  await outbox.createIndex({ organizationId: 1, createdAt: -1 }, { name: 'organization_createdAt' });
}
