/**
 * The webhook delivery log and outbox (`webhookDeliveries`): one document per webhook fired, with every
 * attempt. `enqueueWebhook` writes it; the `webhook-deliveries` job (./delivery-job.ts) sends the due ones
 * and retries with backoff; admins read the log and redeliver (./routes.ts).
 *
 * Callers: the registration's transaction records 'formSubmit' and 'registrationCompleted' (so a delivery
 * exists exactly when the registration commits); the widget reports a form being opened on the spec's
 * `POST /webhooks/form-enter/{eventId}` (./public-routes.ts), which records 'formEnter'. The spec's
 * client paths for form-submit and registration-completed answer 204 and record nothing: the server has
 * already recorded them, and a client could otherwise forge them. Payments will record 'paymentExecuted',
 * accommodation 'accommodationSelect'. The spec's client
 * swallows webhook errors; here nothing is swallowed silently: every failure is an attempt in the log.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookName, WebhooksSettings } from '@zapisy/core';
import { type Store, type StoreSession, TenantRepository } from '../../storage/index.js';
import { WEBHOOK_EVENTS } from './names.js';
import { INVALID_TARGET_MESSAGE, isWebhookTarget } from './target.js';

export const WEBHOOK_DELIVERIES = 'webhookDeliveries';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookAttempt {
  at: Date;
  /** The HTTP status answered, or null when no answer came (network error, timeout, bad target). */
  status: number | null;
  /** Why the attempt failed (Polish, for the admin's log); null when delivered. */
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  webhook: WebhookName;
  /** The `X-Zapisy-Event` value, e.g. 'form-submit'. */
  event: string;
  target: string;
  payload: Record<string, unknown>;
  attempts: WebhookAttempt[];
  status: WebhookDeliveryStatus;
  /** When the job sends the next attempt; null once delivered or given up. */
  nextAttemptAt: Date | null;
  /** Lease of the worker sending an attempt now, so two workers never send the same attempt. */
  lock: { token: string; until: Date } | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What `enqueueWebhook` needs of a project: its tenant and `webhooks` settings. */
export interface WebhookProject {
  organizationId: string;
  eventId: string;
  webhooks?: Partial<WebhooksSettings> | null;
}

export function deliveriesOf(
  store: Store,
  tenant: { organizationId: string; eventId: string },
): TenantRepository<WebhookDeliveryRecord> {
  const { organizationId, eventId } = tenant;
  return new TenantRepository(store.db.collection<WebhookDeliveryRecord>(WEBHOOK_DELIVERIES), {
    organizationId,
    eventId,
  });
}

export async function ensureWebhookIndexes(store: Store): Promise<void> {
  const deliveries = store.db.collection(WEBHOOK_DELIVERIES);
  await deliveries.createIndex({ status: 1, nextAttemptAt: 1 }, { name: 'due' });
  await deliveries.createIndex(
    { organizationId: 1, eventId: 1, createdAt: -1, _id: -1 },
    { name: 'project_newest_first' },
  );
}

export interface EnqueueWebhookOptions {
  /** Writes the delivery inside the caller's transaction (an outbox: no webhook for a rolled-back write). */
  session?: StoreSession;
  now?: Date;
}

/**
 * Records a delivery of the project's webhook `name` when it is enabled, due now; the job sends it. Returns
 * the delivery id, or null when the webhook is off (nothing is recorded). A target that is not an http(s)
 * URL is recorded as failed at once, so the admin sees why nothing arrived.
 */
export async function enqueueWebhook(
  app: { store: Store },
  project: WebhookProject,
  name: WebhookName,
  payload: Record<string, unknown>,
  options: EnqueueWebhookOptions = {},
): Promise<string | null> {
  const settings = project.webhooks?.[name];
  if (!settings?.enabled) return null;
  const now = options.now ?? new Date();
  const target = (settings.target ?? '').trim();
  const valid = isWebhookTarget(target);
  const record: WebhookDeliveryRecord = {
    _id: randomUUID(),
    organizationId: project.organizationId,
    eventId: project.eventId,
    webhook: name,
    event: WEBHOOK_EVENTS[name],
    target,
    payload,
    attempts: valid ? [] : [{ at: now, status: null, error: INVALID_TARGET_MESSAGE, durationMs: 0 }],
    status: valid ? 'pending' : 'failed',
    nextAttemptAt: valid ? now : null,
    lock: null,
    createdAt: now,
    updatedAt: now,
  };
  await deliveriesOf(app.store, project).insertOne(
    record,
    options.session ? { session: options.session } : {},
  );
  return record._id;
}
