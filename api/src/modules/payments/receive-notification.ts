/**
 * The notification endpoint's work: verify with the tenant's keys, store the raw notification (also a
 * rejected one, for the log), and hand back what the gateway must be answered. The notification's tenant
 * is the path's eventId: a notification sent for another organization's project fails that project's
 * signature check and is rejected; one for a gateway the project has no keys of is 404. Applying is left to `applyStoredNotification` (right after the answer,
 * and by the job until it succeeds).
 */
import { randomUUID } from 'node:crypto';
import type { NotificationReply, PaymentNotificationInput } from '@zapisy/core';
import { PROJECTS, type ProjectRecord } from '../projects/index.js';
import { notificationsOf, type PaymentNotificationRecord, storableHeaders } from './notifications.js';
import type { PaymentFlowDeps } from './payment-flow-deps.js';
import { verifyNotification } from './verify-notification.js';

export interface IncomingNotification {
  provider: string;
  eventId: string;
  rawBody: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  remoteAddress?: string;
}

export type ReceiveOutcome =
  | { kind: 'accepted'; notificationId: string; reply: NotificationReply }
  | { kind: 'rejected'; httpStatus: 400 | 401; message: string; notificationId?: string }
  | { kind: 'unknown'; httpStatus: 404; message: string };

export const NOTIFICATION_MESSAGES = {
  unknownProject: 'Nie znaleziono projektu powiadomienia o płatności',
  unknownProvider: (id: string) => `Nieznana bramka płatności: ${id}`,
  notConfigured: (label: string) =>
    `Płatności ${label} nie są skonfigurowane dla tego projektu: brak kluczy do sprawdzenia powiadomienia`,
  rejected: 'Powiadomienie o płatności odrzucone: niepoprawny lub brakujący podpis',
  unreadable: 'Powiadomienie o płatności odrzucone: nieczytelna treść',
} as const;

function lowerCaseHeaders(headers: IncomingNotification['headers']): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export async function receiveNotification(
  deps: PaymentFlowDeps,
  incoming: IncomingNotification,
): Promise<ReceiveOutcome> {
  const provider = deps.provider(incoming.provider);
  if (!provider)
    return {
      kind: 'unknown',
      httpStatus: 404,
      message: NOTIFICATION_MESSAGES.unknownProvider(incoming.provider),
    };
  const project = await deps.store.db.collection<ProjectRecord>(PROJECTS).findOne({ _id: incoming.eventId });
  if (!project) return { kind: 'unknown', httpStatus: 404, message: NOTIFICATION_MESSAGES.unknownProject };

  const input: PaymentNotificationInput = {
    rawBody: incoming.rawBody,
    headers: lowerCaseHeaders(incoming.headers),
    ...(incoming.remoteAddress ? { remoteAddress: incoming.remoteAddress } : {}),
  };
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const result = await verifyNotification(deps, provider, tenant, input);
  if (!result.accepted && result.httpStatus === 404) {
    // Nothing to verify with: not a forgery to keep in the log, and never a server error.
    deps.log.warn(
      { provider: provider.id, eventId: project.eventId, reason: result.reason },
      'payment notification for a provider the project has not configured',
    );
    return { kind: 'unknown', httpStatus: 404, message: NOTIFICATION_MESSAGES.notConfigured(provider.label) };
  }
  const now = deps.now();
  const record: PaymentNotificationRecord = {
    _id: randomUUID(),
    organizationId: project.organizationId,
    eventId: project.eventId,
    provider: provider.id,
    receivedAt: now,
    rawBody: incoming.rawBody,
    headers: storableHeaders(incoming.headers),
    ...(incoming.remoteAddress ? { remoteAddress: incoming.remoteAddress } : {}),
    verified: result.accepted,
    state: result.accepted ? 'pending' : 'rejected',
    attempts: 0,
    nextAttemptAt: result.accepted ? now : null,
    lock: null,
  };
  if (result.accepted) {
    record.event = result.event;
    if (result.event.type === 'payment') record.paymentId = result.event.paymentId;
  } else {
    record.outcome = result.reason;
  }
  await notificationsOf(deps.store, {
    organizationId: project.organizationId,
    eventId: project.eventId,
  }).insertOne(record);
  if (!result.accepted) {
    deps.log.warn(
      { provider: provider.id, eventId: project.eventId, notificationId: record._id, reason: result.reason },
      'payment notification rejected',
    );
    const httpStatus = result.httpStatus === 400 ? 400 : 401;
    const message = httpStatus === 401 ? NOTIFICATION_MESSAGES.rejected : NOTIFICATION_MESSAGES.unreadable;
    return { kind: 'rejected', httpStatus, message, notificationId: record._id };
  }
  return { kind: 'accepted', notificationId: record._id, reply: result.reply };
}
