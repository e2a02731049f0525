/**
 * The `registration-sweep` job: every REGISTRATION_SWEEP_EVERY_SECONDS it finishes or cancels the
 * registrations a dead process left new or processing (sweep.ts). Idempotent: a registration it handled is
 * final, so a second run finds nothing; two workers never handle one registration (the takeover is one
 * conditional update).
 */
import type { JobDefinition } from '../../jobs/types.js';
import { type SweepDeps, sweepStuckRegistrations } from './sweep.js';

export const REGISTRATION_SWEEP_JOB = 'registration-sweep';

export function registrationSweepJob(deps: () => SweepDeps, everySeconds: number): JobDefinition {
  return {
    name: REGISTRATION_SWEEP_JOB,
    description: 'Dokończenie albo anulowanie zgłoszeń, które przerwała awaria procesu',
    schedule: `${everySeconds} seconds`,
    options: { attempts: 1, concurrency: 1 },
    async run(ctx) {
      const summary = await sweepStuckRegistrations(deps());
      if (summary.finished + summary.cancelled > 0) ctx.logger.info(summary, 'stuck registrations swept');
    },
  };
}
