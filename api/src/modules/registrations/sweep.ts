/**
 * The sweep of registrations left unfinished by a process that died (decisions in stuck.ts). A registration
 * still new or processing after its lease is taken over with one conditional update (a new claim and lease),
 * so of several sweeping processes exactly one gets it and the dead process's late writes, if it was only
 * slow, change nothing. It is then finished by the ordinary processing or cancelled; either way whatever it
 * holds is handed to its participants or given back exactly once (held-stock.ts).
 */

import type { Store } from '../../storage/index.js';
import { completeProject, type ProjectRecord, projectsOf } from '../projects/index.js';
import { LostClaim } from './claim.js';
import { endWithoutParticipants } from './held-stock.js';
import { REGISTRATIONS, type RegistrationRecord } from './store.js';
import { decideStuckRegistration, type StuckLimits } from './stuck.js';
import { processRegistration, type RegistrationContext } from './submit.js';
import { canceledOutcome, takeOver, UNFINISHED } from './take-over.js';

export { takeOver } from './take-over.js';

/** Registrations one sweep takes over at most; the rest wait for the next run. */
export const SWEEP_BATCH = 100;

export interface SweepDeps {
  store: Store;
  /** The context the ordinary flow processes the project's registrations with. */
  contextFor(project: ProjectRecord): Promise<RegistrationContext>;
  leaseMs: number;
  limits?: StuckLimits;
  now?: () => Date;
}

export interface SweepSummary {
  finished: number;
  cancelled: number;
}

type Tenant = { organizationId: string; eventId: string };

/** Stuck registrations of every tenant: only their ids and tenants, everything else is read in the tenant. */
async function findStuck(store: Store, now: Date, leaseMs: number) {
  const registrations = store.db.collection<RegistrationRecord>(REGISTRATIONS);
  const options = { projection: { _id: 1, organizationId: 1, eventId: 1 }, limit: SWEEP_BATCH };
  const unfinished = { $in: [...UNFINISHED] };
  const leased = await registrations
    .find({ status: unfinished, leaseUntil: { $lt: now } }, options)
    .toArray();
  // Written before leases existed: judged by their last change.
  const before = new Date(now.getTime() - leaseMs);
  const older = await registrations
    .find({ status: unfinished, leaseUntil: { $exists: false }, updatedAt: { $lt: before } }, options)
    .toArray();
  return [...leased, ...older];
}

/** Ends a taken-over registration as canceled and gives back what it holds. */
async function cancel(store: Store, project: ProjectRecord, registration: RegistrationRecord, now: Date) {
  const outcome = canceledOutcome();
  const message = outcome.body.message;
  await endWithoutParticipants(
    store,
    project,
    { _id: registration._id, claim: registration.claim ?? '' },
    { status: 'canceled', outcome, reason: message, updatedAt: now },
  );
}

/** A project that is gone still names the tenant whose option and product counters the holding moved. */
function goneProject(tenant: Tenant): ProjectRecord {
  return { _id: tenant.eventId, ...tenant } as unknown as ProjectRecord;
}

/** One sweep: every stuck registration found is finished or cancelled; idempotent and safe on many processes. */
export async function sweepStuckRegistrations(deps: SweepDeps): Promise<SweepSummary> {
  const { store, leaseMs } = deps;
  const now = deps.now?.() ?? new Date();
  const summary: SweepSummary = { finished: 0, cancelled: 0 };
  for (const { _id, organizationId, eventId } of await findStuck(store, now, leaseMs)) {
    const tenant = { organizationId, eventId };
    const registration = await takeOver(store, tenant, _id, now, leaseMs);
    if (!registration) continue;
    const stored = await projectsOf(store, organizationId).findOne({ _id: eventId });
    const project = stored ? completeProject(stored) : goneProject(tenant);
    const decision = decideStuckRegistration(registration, {
      now,
      projectExists: stored !== null,
      ...(deps.limits ? { limits: deps.limits } : {}),
    });
    try {
      if (decision.action === 'cancel') {
        await cancel(store, project, registration, now);
        summary.cancelled += 1;
      } else {
        await processRegistration(await deps.contextFor(project), registration);
        summary.finished += 1;
      }
    } catch (error) {
      // Another sweeper took it over after this one's lease ran out: it is theirs now.
      if (!(error instanceof LostClaim)) throw error;
    }
  }
  return summary;
}
