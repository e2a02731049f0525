/**
 * The `webhook-deliveries` job: every 15 seconds it sends the deliveries that are due (new ones and
 * retries whose backoff has passed), a few at a time. Each delivery is leased before it is sent, so any
 * number of workers can run the job at once; a worker that dies mid-attempt leaves its lease to expire and
 * the attempt is sent again (receivers deduplicate on `X-Zapisy-Delivery`).
 */
import type { JobDefinition, JobsLogger } from '../../jobs/types.js';
import type { Filter } from '../../storage/index.js';
import { loadWebhooksConfig } from './config.js';
import { type DeliveryDeps, leaseDelivery, sendLeasedDelivery } from './deliver.js';
import type { WebhookDeliveryRecord } from './deliveries.js';
import { jobSecretBox } from './secret.js';

export interface RunDueOptions {
  /** Most deliveries sent in one run (default 200); the rest wait for the next run. */
  limit?: number;
  /** Restricts the run, e.g. to one project's deliveries. */
  filter?: Filter<WebhookDeliveryRecord>;
  /** Attempts in flight at once (default 5). */
  concurrency?: number;
  logger?: JobsLogger;
}

/** Sends every due delivery (up to `limit`); returns the deliveries as recorded after their attempt. */
export async function runDueWebhookDeliveries(
  deps: DeliveryDeps,
  options: RunDueOptions = {},
): Promise<WebhookDeliveryRecord[]> {
  const limit = options.limit ?? 200;
  const clock = deps.now ?? (() => new Date());
  const sent: WebhookDeliveryRecord[] = [];
  let taken = 0;
  async function worker(): Promise<void> {
    while (taken < limit) {
      const now = clock();
      const leased = await leaseDelivery(
        deps.store,
        { ...options.filter, status: 'pending', nextAttemptAt: { $lte: now } },
        now,
      );
      if (!leased) return;
      taken += 1;
      try {
        const after = await sendLeasedDelivery(deps, leased);
        if (after) sent.push(after);
      } catch (error) {
        // The lease expires and a later run retries this attempt.
        options.logger?.error({ err: error, deliveryId: leased._id }, 'webhook delivery attempt failed');
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 5 }, () => worker()));
  return sent;
}

export const webhookDeliveriesJob: JobDefinition<undefined> = {
  name: 'webhook-deliveries',
  description: 'Wysyła należne webhooki projektów (podpisane HMAC) i ponawia nieudane z rosnącym odstępem.',
  schedule: '15 seconds',
  // Failures are recorded per delivery; the job itself is not retried (the next run comes in 15 s).
  options: { concurrency: 1, attempts: 1, lockLifetime: 5 * 60_000 },
  async run(ctx) {
    const { allowPrivateTargets } = loadWebhooksConfig(ctx.env, []);
    const sent = await runDueWebhookDeliveries(
      { store: ctx.store, box: jobSecretBox(ctx.store, ctx.env), allowPrivateTargets },
      { logger: ctx.logger },
    );
    if (sent.length > 0) {
      const delivered = sent.filter((d) => d.status === 'delivered').length;
      ctx.logger.info({ sent: sent.length, delivered }, 'webhook deliveries sent');
    }
  },
};
