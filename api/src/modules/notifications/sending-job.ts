/**
 * The `notification-sending` job: every 5 seconds it sends the queued messages that are due (new ones and
 * retries whose backoff has passed). Messages are leased one by one, so any number of workers may run it.
 */
import type { JobDefinition } from '../../jobs/types.js';
import { type SenderDeps, sendDueNotifications } from './send-messages.js';

export function notificationSendingJob(deps: () => SenderDeps): JobDefinition<undefined> {
  return {
    name: 'notification-sending',
    description: 'Wysyła e-maile i SMS-y powiadomień z kolejki i ponawia nieudane z rosnącym odstępem.',
    schedule: '5 seconds',
    options: { concurrency: 1, attempts: 1, lockLifetime: 5 * 60_000 },
    async run(ctx) {
      const sent = await sendDueNotifications({ ...deps(), logger: ctx.logger });
      if (sent > 0) ctx.logger.info({ sent }, 'notifications sent');
    },
  };
}
