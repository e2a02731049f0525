/**
 * The `domain-events-retention` job: deletes events every subscriber handled (`done`) once they are older
 * than DOMAIN_EVENTS_RETENTION_DAYS (default 30). Failed and pending events stay until an admin retries
 * them or they are handled. Idempotent: one `deleteMany` by cutoff.
 */
import { DEFAULT_RETENTION_DAYS, retentionCutoff, retentionDays } from '../jobs/retention-days.js';
import type { JobDefinition } from '../jobs/types.js';
import { eventsCollection } from './outbox.js';

export const DEFAULT_DOMAIN_EVENTS_RETENTION_DAYS = DEFAULT_RETENTION_DAYS;

export function domainEventsRetentionDays(env: Readonly<Record<string, string | undefined>>): number {
  return retentionDays(env, 'DOMAIN_EVENTS_RETENTION_DAYS', DEFAULT_DOMAIN_EVENTS_RETENTION_DAYS);
}

export const domainEventsRetentionJob: JobDefinition<undefined> = {
  name: 'domain-events-retention',
  description:
    'Usuwa zdarzenia domenowe obsłużone przez wszystkich subskrybentów, starsze niż DOMAIN_EVENTS_RETENTION_DAYS dni (domyślnie 30).',
  schedule: '1 day',
  options: { concurrency: 1, attempts: 5, delayMs: 60_000, lockLifetime: 10 * 60_000 },
  async run(ctx) {
    const days = domainEventsRetentionDays(ctx.env);
    const cutoff = retentionCutoff(days);
    const { deletedCount } = await eventsCollection(ctx.store).deleteMany({
      status: 'done',
      createdAt: { $lt: cutoff },
    });
    ctx.logger.info(
      { removed: deletedCount, retentionDays: days },
      'domain events retention: removed handled events',
    );
  },
};
