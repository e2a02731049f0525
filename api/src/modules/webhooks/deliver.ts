/**
 * One attempt of a webhook delivery: take the delivery's lease (an atomic conditional update, so two workers
 * or a worker and an admin's "redeliver" never send the same attempt), check the project's current target
 * (http(s), public addresses only unless WEBHOOKS_ALLOW_PRIVATE_TARGETS: target-guard.ts), POST the signed
 * JSON to the checked addresses, record the attempt and what comes next.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookName } from '@zapisy/core';
import type { SecretBox } from '../../secrets/index.js';
import type { Filter, Store } from '../../storage/index.js';
import { projectsOf } from '../projects/index.js';
import { nextAttemptAt, WEBHOOK_ATTEMPT_TIMEOUT_MS } from './backoff.js';
import {
  deliveriesOf,
  WEBHOOK_DELIVERIES,
  type WebhookAttempt,
  type WebhookDeliveryRecord,
  type WebhookDeliveryStatus,
} from './deliveries.js';
import { webhookSecretOf } from './secret.js';
import { signWebhookBody } from './signature.js';
import { INVALID_TARGET_MESSAGE, isWebhookTarget } from './target.js';
import { checkWebhookTarget, type Lookup } from './target-guard.js';
import { postWebhookRequest } from './transport.js';

/** A lease outlives the longest attempt (10 s) by far; an expired lease means its worker died. */
const LEASE_MS = 60_000;
export const WEBHOOK_DISABLED_MESSAGE = 'Webhook jest wyłączony w ustawieniach projektu';

export interface DeliveryDeps {
  store: Store;
  box: SecretBox;
  /** Clock (default `new Date()`), injectable so tests can step through the backoff. */
  now?: () => Date;
  /**
   * WEBHOOKS_ALLOW_PRIVATE_TARGETS (app.config.webhooks.allowPrivateTargets). Default false: targets on
   * private, loopback or link-local addresses are refused.
   */
  allowPrivateTargets?: boolean;
  /** DNS resolution of target hosts (default the system resolver), injectable for tests. */
  lookup?: Lookup;
  timeoutMs?: number;
}

/** The JSON body sent: the delivery's identity and the caller's payload under `data`. */
export function webhookBody(delivery: WebhookDeliveryRecord): string {
  return JSON.stringify({
    id: delivery._id,
    event: delivery.event,
    eventId: delivery.eventId,
    organizationId: delivery.organizationId,
    createdAt: delivery.createdAt.toISOString(),
    data: delivery.payload,
  });
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
    return `Przekroczono czas oczekiwania na odpowiedź (${Math.round(timeoutMs / 1000)} s)`;
  }
  const detail =
    (error as { code?: string })?.code ?? e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(error);
  return `Błąd połączenia z adresem webhooka: ${detail}`.slice(0, 500);
}

/** The outcome of one attempt; `retry: false` ends the delivery (a refused target never gets better). */
type AttemptResult = Omit<WebhookAttempt, 'at' | 'durationMs'> & { retry: boolean };

async function post(
  deps: DeliveryDeps,
  target: string,
  delivery: WebhookDeliveryRecord,
  secret: string,
  at: Date,
): Promise<AttemptResult> {
  const timeoutMs = deps.timeoutMs ?? WEBHOOK_ATTEMPT_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  // Checked at every attempt, not only when saved: DNS may point somewhere else by now.
  const checked = await checkWebhookTarget(target, {
    allowPrivate: deps.allowPrivateTargets ?? false,
    ...(deps.lookup ? { lookup: deps.lookup } : {}),
  });
  if (!checked.ok) return { status: null, error: checked.reason, retry: checked.retryable };
  const body = webhookBody(delivery);
  const timestamp = Math.floor(at.getTime() / 1000);
  try {
    const status = await postWebhookRequest({
      url: checked.url,
      addresses: checked.addresses,
      signal,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Zapisy-Webhooks/1',
        'x-zapisy-event': delivery.event,
        'x-zapisy-delivery': delivery._id,
        'x-zapisy-timestamp': String(timestamp),
        'x-zapisy-signature': signWebhookBody(secret, timestamp, body),
      },
      body,
    });
    const ok = status >= 200 && status < 300;
    return { status, error: ok ? null : `Odpowiedź HTTP ${status} (oczekiwano 2xx)`, retry: !ok };
  } catch (error) {
    return { status: null, error: describeFailure(error, timeoutMs), retry: true };
  }
}

/** Takes the lease of a delivery matching `filter`; null when none is free. */
export async function leaseDelivery(
  store: Store,
  filter: Filter<WebhookDeliveryRecord>,
  now: Date,
): Promise<(WebhookDeliveryRecord & { lock: { token: string; until: Date } }) | null> {
  const token = randomUUID();
  const leased = await store.db
    .collection<WebhookDeliveryRecord>(WEBHOOK_DELIVERIES)
    .findOneAndUpdate(
      { ...filter, $or: [{ lock: null }, { 'lock.until': { $lte: now } }] },
      { $set: { lock: { token, until: new Date(now.getTime() + LEASE_MS) } } },
      { returnDocument: 'after', sort: { nextAttemptAt: 1 } },
    );
  return leased as (WebhookDeliveryRecord & { lock: { token: string; until: Date } }) | null;
}

/** The project's current enabled target for the webhook, or why there is none. */
async function currentTarget(
  store: Store,
  delivery: WebhookDeliveryRecord,
): Promise<{ target: string } | { error: string }> {
  const project = await projectsOf(store, delivery.organizationId).findOne(
    { _id: delivery.eventId },
    { projection: { webhooks: 1 } },
  );
  const settings = (
    project?.webhooks as Record<WebhookName, { enabled?: boolean; target?: string }> | undefined
  )?.[delivery.webhook];
  if (!settings?.enabled) return { error: WEBHOOK_DISABLED_MESSAGE };
  const target = (settings.target ?? '').trim();
  return isWebhookTarget(target) ? { target } : { error: INVALID_TARGET_MESSAGE };
}

/**
 * Sends one attempt of a leased delivery and records it. A 2xx answer delivers it; otherwise the next
 * attempt is scheduled by the backoff, or the delivery fails for good after the last one — or at once when
 * `final` (an admin's redelivery of a delivery that had already finished), the webhook is now off or its
 * target is refused (not public: recorded as failed with the reason).
 */
export async function sendLeasedDelivery(
  deps: DeliveryDeps,
  delivery: WebhookDeliveryRecord & { lock: { token: string; until: Date } },
  options: { final?: boolean } = {},
): Promise<WebhookDeliveryRecord | null> {
  const clock = deps.now ?? (() => new Date());
  const at = clock();
  const resolved = await currentTarget(deps.store, delivery);
  let result: AttemptResult;
  let durationMs = 0;
  if ('error' in resolved) {
    result = { status: null, error: resolved.error, retry: false };
  } else {
    const { secret } = await webhookSecretOf(deps.store, deps.box, {
      organizationId: delivery.organizationId,
      eventId: delivery.eventId,
    });
    const started = performance.now();
    result = await post(deps, resolved.target, delivery, secret, at);
    durationMs = Math.round(performance.now() - started);
  }
  const attempt: WebhookAttempt = { at, status: result.status, error: result.error, durationMs };
  const attemptsMade = delivery.attempts.length + 1;
  const delivered = result.error === null;
  const next = delivered || !result.retry || options.final ? null : nextAttemptAt(attemptsMade, clock());
  const status: WebhookDeliveryStatus = delivered ? 'delivered' : next ? 'pending' : 'failed';
  const tenant = { organizationId: delivery.organizationId, eventId: delivery.eventId };
  return deliveriesOf(deps.store, tenant).findOneAndUpdate(
    { _id: delivery._id, 'lock.token': delivery.lock.token },
    {
      $push: { attempts: attempt },
      $set: {
        status,
        nextAttemptAt: next,
        lock: null,
        updatedAt: clock(),
        ...('target' in resolved ? { target: resolved.target } : {}),
      },
    },
    { returnDocument: 'after' },
  );
}
