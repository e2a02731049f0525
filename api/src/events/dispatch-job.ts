/**
 * The `domain-events` job: a dispatch run every 5 seconds on whichever worker takes it, for retries that
 * fall due and for events no process was woken for. Between runs, each server process dispatches as soon as
 * an event is committed (./event-bus.ts); leases keep the two from handling one event twice.
 */
import type { JobDefinition } from '../jobs/types.js';
import type { EventBus } from './event-bus.js';

export const DOMAIN_EVENTS_JOB = 'domain-events';

export function domainEventsJob(bus: () => EventBus): JobDefinition<undefined> {
  return {
    name: DOMAIN_EVENTS_JOB,
    description: 'Przekazuje zdarzenia domenowe subskrybentom (webhooki, wtyczki) i ponawia nieudane.',
    schedule: '5 seconds',
    options: { concurrency: 1, attempts: 1, lockLifetime: 5 * 60_000 },
    async run(ctx) {
      const result = await bus().dispatch();
      if (result.failed > 0) ctx.logger.warn(result, 'domain events: some deliveries failed');
    },
  };
}
