/**
 * Every notification a gateway sent (`paymentNotifications`): stored raw before anything is applied, with
 * whether its signature held, what it said, and how applying it went. The notification endpoint writes it
 * and answers; applying happens right after and, when that fails, in the `payment-notifications` job with
 * backoff. A record is leased while applied, so several workers never apply one twice at the same moment
 * (and applying is idempotent anyway).
 */
import { randomUUID } from 'node:crypto';
import type { PaymentNotificationEvent, RefundNotificationEvent } from '@zapisy/core';
import { type Store, TenantRepository } from '../../storage/index.js';
import { PAYMENT_NOTIFICATIONS } from './store.js';

export type NotificationState = 'rejected' | 'pending' | 'applied' | 'ignored' | 'flagged' | 'failed';

export interface PaymentNotificationRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  provider: string;
  receivedAt: Date;
  rawBody: string;
  headers: Record<string, string>;
  remoteAddress?: string;
  verified: boolean;
  event?: PaymentNotificationEvent | RefundNotificationEvent;
  state: NotificationState;
  /** What happened, in Polish, for the organizer's log. */
  outcome?: string;
  paymentId?: string;
  attempts: number;
  nextAttemptAt: Date | null;
  lock: { token: string; until: Date } | null;
  lastError?: string;
  appliedAt?: Date;
}

/** Headers never stored: credentials of whoever called. */
const PRIVATE_HEADERS = new Set(['authorization', 'cookie', 'x-auth-token', 'proxy-authorization']);

export function storableHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PRIVATE_HEADERS.has(name.toLowerCase())) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export function notificationsOf(
  store: Store,
  tenant: { organizationId: string; eventId?: string },
): TenantRepository<PaymentNotificationRecord> {
  return new TenantRepository(store.db.collection<PaymentNotificationRecord>(PAYMENT_NOTIFICATIONS), tenant);
}

export async function ensureNotificationIndexes(store: Store): Promise<void> {
  const collection = store.db.collection(PAYMENT_NOTIFICATIONS);
  await collection.createIndex({ state: 1, nextAttemptAt: 1 }, { name: 'due' });
  await collection.createIndex(
    { organizationId: 1, eventId: 1, receivedAt: -1 },
    { name: 'project_newest_first' },
  );
}

const LEASE_MS = 2 * 60_000;

/** Takes a pending notification (one given, or the next due) for `LEASE_MS`; null when none is free. */
export async function leaseNotification(
  store: Store,
  filter: Record<string, unknown>,
  now: Date,
): Promise<(PaymentNotificationRecord & { lock: { token: string; until: Date } }) | null> {
  const token = randomUUID();
  const leased = await store.db.collection<PaymentNotificationRecord>(PAYMENT_NOTIFICATIONS).findOneAndUpdate(
    {
      ...filter,
      state: 'pending',
      nextAttemptAt: { $lte: now },
      $or: [{ lock: null }, { 'lock.until': { $lte: now } }],
    },
    { $set: { lock: { token, until: new Date(now.getTime() + LEASE_MS) } }, $inc: { attempts: 1 } },
    { returnDocument: 'after', sort: { nextAttemptAt: 1 } },
  );
  return leased as (PaymentNotificationRecord & { lock: { token: string; until: Date } }) | null;
}
