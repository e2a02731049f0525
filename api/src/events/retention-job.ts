/**
 * The `domain-events-retention` job: deletes events every subscriber handled (`done`) once they are older
 * than DOMAIN_EVENTS_RETENTION_DAYS (default 30). Failed and pending events stay until an admin retries
 * them or they are handled. Idempotent: one `deleteMany` by cutoff.
 */
import type { JobDefinition } from '../jobs/types.js';
import { eventsCollection } from './outbox.js';

export const DEFAULT_DOMAIN_EVENTS_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function domainEventsRetentionDays(env: Readonly<Record<string, string | undefined>>): number {
  const days = Number(env.DOMAIN_EVENTS_RETENTION_DAYS?.trim() || Number.NaN);
  return Number.isFinite(days) && days > 0 ? days : DEFAULT_DOMAIN_EVENTS_RETENTION_DAYS;
}

export const domainEventsRetentionJob: JobDefinition<undefined> = {
  name: 'domain-events-retention',
  description: 'Usuwa zdarzenia domenowe obsłużone przez wszystkich subskrybentów, starsze niż 30 dni.',
  schedule: '1 day',
  options: { concurrency: 1, attempts: 5, delayMs: 60_000, lockLifetime: 10 * 60_000 },
  async run(ctx) {
    const retentionDays = domainEventsRetentionDays(ctx.env);
    const cutoff = new Date(Date.now() - retentionDays * DAY_MS);
    const { deletedCount } = await eventsCollection(ctx.store).deleteMany({
      status: 'done',
      createdAt: { $lt: cutoff },
    });
    ctx.logger.info(
      { removed: deletedCount, retentionDays },
      'domain events retention: removed handled events',
    );
  },
};
