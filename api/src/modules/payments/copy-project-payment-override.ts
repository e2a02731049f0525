/**
 * A duplicate or new edition keeps the project's own payment module and gateway keys (still encrypted):
 * the projects module runs this copier in the copy's transaction.
 */
import type { Store, StoreSession } from '../../storage/index.js';
import type { ProjectRecord } from '../projects/index.js';
import { projectIntegrationsOf } from './payment-accounts.js';

export async function copyProjectPaymentOverride(
  store: Store,
  from: ProjectRecord,
  to: ProjectRecord,
  session: StoreSession,
): Promise<void> {
  const tenant = { organizationId: from.organizationId, eventId: from.eventId };
  const saved = await projectIntegrationsOf(store, tenant).findOne({ _id: from.eventId }, { session });
  if (!saved) return;
  await projectIntegrationsOf(store, { organizationId: to.organizationId, eventId: to.eventId }).insertOne(
    { ...saved, _id: to.eventId, eventId: to.eventId, updatedAt: to.createdAt },
    { session },
  );
}
