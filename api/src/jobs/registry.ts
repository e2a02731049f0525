import { authCountersRetentionJob } from '../auth/counters-retention-job.js';
import { domainEventsRetentionJob } from '../events/retention-job.js';
import { publicWriteLimitsCleanupJob } from '../limits/index.js';
import { usedBotTokensCleanupJob } from '../modules/bot-protection/index.js';
import { participantMoneyRefreshJob } from '../modules/payments/index.js';
import { unclaimedUploadsCleanupJob } from '../modules/uploads/index.js';
import { webhookDeliveriesJob } from '../modules/webhooks/index.js';
import { consoleErrorsRetention } from './console-errors-retention.js';
import type { JobDefinition } from './types.js';

/**
 * Every job of the application, one file each. `createJobs` defines all of them unless told
 * otherwise; the ones with a `schedule` are (re)scheduled on `start()`.
 */
export const jobDefinitions: readonly JobDefinition<never>[] = [
  consoleErrorsRetention,
  webhookDeliveriesJob,
  unclaimedUploadsCleanupJob,
  participantMoneyRefreshJob,
  domainEventsRetentionJob,
  authCountersRetentionJob,
  publicWriteLimitsCleanupJob,
  usedBotTokensCleanupJob,
];
