/**
 * The `payment-notifications` job: every 10 seconds it applies the stored notifications that are due (a
 * first attempt that did not happen right after the answer, or a retry after a failure).
 */
import type { JobDefinition } from '../../jobs/types.js';
import { applyDueNotifications } from './apply-stored-notification.js';
import type { PaymentFlowDeps } from './payment-flow-deps.js';

export function paymentNotificationsJob(flow: () => PaymentFlowDeps): JobDefinition<undefined> {
  return {
    name: 'payment-notifications',
    description:
      'Stosuje zapisane powiadomienia bramek płatności (weryfikacja, rozliczenie wpłat) i ponawia nieudane.',
    schedule: '10 seconds',
    options: { concurrency: 1, attempts: 1, lockLifetime: 5 * 60_000 },
    async run(ctx) {
      const applied = await applyDueNotifications(flow());
      if (applied > 0) ctx.logger.info({ applied }, 'payment notifications applied');
    },
  };
}
