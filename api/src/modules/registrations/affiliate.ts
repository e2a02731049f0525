/**
 * `?affiliate_id=` (issue 14): the registration is recorded as referred by that participant when the
 * project runs its referral programme (event.registration.affiliateEnabled) and the id is a participant of
 * this project. Anything else is ignored: a stale or mistyped link never costs the registration.
 */
import type { Store } from '../../storage/index.js';
import { type ProjectRecord, participantsOf } from '../projects/index.js';

export async function affiliateOf(
  store: Store,
  project: ProjectRecord,
  affiliateId: string | undefined,
): Promise<string | null> {
  if (!affiliateId || project.event.registration?.affiliateEnabled !== true) return null;
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const owner = await participantsOf(store, tenant).findOne({ _id: affiliateId }, { projection: { _id: 1 } });
  return owner ? owner._id : null;
}
