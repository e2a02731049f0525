/**
 * Taking over a registration whose process died, shared by the sweep and by a repeated idempotency key:
 * one conditional update gives it a new claim and lease, so of several takers exactly one gets it, and
 * the dead process's late writes (if it was only slow) change nothing.
 */
import type { Store } from '../../storage/index.js';
import { claimedByThisProcess, leaseEnd, newClaim } from './claim.js';
import { type RegistrationRecord, registrationsOf } from './store.js';
import { REGISTRATION_MESSAGES } from './strings.js';

type Tenant = { organizationId: string; eventId: string };

export const UNFINISHED = ['new', 'processing'] as const;

/** The answer of a registration that ended canceled because it could not be finished. */
export function canceledOutcome() {
  const message = REGISTRATION_MESSAGES.canceled;
  return { statusCode: 409, body: { status: 409, code: 'REGISTRATION_CANCELED', message, errors: [] } };
}

/**
 * Whether nobody works on an unfinished registration any longer: its lease ran out, or (embedded store:
 * one process per DATA_DIR, held by this one) its claim is of an earlier process, dead since.
 */
export function isAbandoned(
  store: Pick<Store, 'kind'>,
  registration: Pick<RegistrationRecord, 'status' | 'claim' | 'leaseUntil'>,
  now: Date,
): boolean {
  if (!(UNFINISHED as readonly string[]).includes(registration.status)) return false;
  if (!registration.leaseUntil || registration.leaseUntil < now) return true;
  return store.kind === 'embedded' && !claimedByThisProcess(registration.claim);
}

/** Takes the registration over if it is still stuck; null when another process was first or it moved on. */
export async function takeOver(
  store: Store,
  tenant: Tenant,
  registrationId: string,
  now: Date,
  leaseMs: number,
): Promise<RegistrationRecord | null> {
  const expired = [
    { leaseUntil: { $lt: now } },
    { leaseUntil: { $exists: false }, updatedAt: { $lt: new Date(now.getTime() - leaseMs) } },
  ];
  return registrationsOf(store, tenant).findOneAndUpdate(
    { _id: registrationId, status: { $in: [...UNFINISHED] }, $or: expired },
    {
      $set: { claim: newClaim(), leaseUntil: leaseEnd(now, leaseMs), updatedAt: now },
      $inc: { attempts: 1 },
    },
    { returnDocument: 'after' },
  );
}

/** Takes over an abandoned registration still under the claim `claim` (read just before); null if moved on. */
export async function takeOverAbandoned(
  store: Store,
  tenant: Tenant,
  registration: Pick<RegistrationRecord, '_id' | 'claim'>,
  now: Date,
  leaseMs: number,
): Promise<RegistrationRecord | null> {
  return registrationsOf(store, tenant).findOneAndUpdate(
    { _id: registration._id, status: { $in: [...UNFINISHED] }, claim: registration.claim },
    {
      $set: { claim: newClaim(), leaseUntil: leaseEnd(now, leaseMs), updatedAt: now },
      $inc: { attempts: 1 },
    },
    { returnDocument: 'after' },
  );
}
