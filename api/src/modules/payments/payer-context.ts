/**
 * Who is paying and what they owe in one project: the project (404 when unknown), the customer proven by the
 * payer key (403 'Link do płatności jest nieprawidłowy lub wygasł.' when the key is missing, forged or for
 * another project), the customer's billings in the project recalculated for now (late after the required
 * date plus payments.daysLate), and the participants they are for.
 */
import {
  type Billing,
  ForbiddenError,
  NotFoundError,
  PAYER_MESSAGES,
  recalculateBillings,
} from '@zapisy/core';
import { now as clockNow } from '../../clock.js';
import { type OrganizationDocument, organizationsCollection } from '../organizations/index.js';
import { type BillingRecord, billingsOf } from '../participants/index.js';
import {
  type CustomerRecord,
  completeProject,
  customersOf,
  type ParticipantRecord,
  PROJECTS,
  type ProjectMoneyOptions,
  type ProjectRecord,
  participantsOf,
  projectMoneyOptions,
} from '../projects/index.js';
import { verifyPayerKey } from './payer-key.js';
import type { PaymentDeps } from './payment-deps.js';

export const PAYER_ERRORS = {
  unknownProject: 'Nie znaleziono projektu',
} as const;

export interface PayerContext {
  project: ProjectRecord;
  organization: OrganizationDocument | null;
  tenant: { organizationId: string; eventId: string };
  customerId: string;
  customer: CustomerRecord | null;
  /** Recalculated for `now`, oldest required date first. */
  billings: BillingRecord[];
  participants: ParticipantRecord[];
  options: ProjectMoneyOptions;
  now: Date;
}

export async function loadPublicProject(
  deps: Pick<PaymentDeps, 'store'>,
  eventId: string,
): Promise<ProjectRecord> {
  const record = await deps.store.db.collection<ProjectRecord>(PROJECTS).findOne({ _id: eventId });
  if (!record) throw new NotFoundError(PAYER_ERRORS.unknownProject);
  return completeProject(record);
}

export type LoadPayerDeps = Pick<PaymentDeps, 'store' | 'payerSecret'>;

export async function loadPayer(
  deps: LoadPayerDeps,
  eventId: string,
  key: string | undefined,
  now: Date = clockNow(),
): Promise<PayerContext> {
  const project = await loadPublicProject(deps, eventId);
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const customerId = await verifyPayerKey(deps, tenant, key);
  if (!customerId) throw new ForbiddenError(PAYER_MESSAGES.badLink);
  const [customer, organization, stored] = await Promise.all([
    customersOf(deps.store, tenant.organizationId).findOne({ _id: customerId }),
    organizationsCollection(deps.store).findOne({ _id: tenant.organizationId }),
    billingsOf(deps.store, tenant)
      .find({ customerId, isProvision: { $ne: true } })
      .toArray(),
  ]);
  if (!customer) throw new ForbiddenError(PAYER_MESSAGES.badLink);
  const options = await projectMoneyOptions(deps.store, project, now);
  stored.sort((a, b) => a.requiredDate.getTime() - b.requiredDate.getTime() || a._id.localeCompare(b._id));
  const current = recalculateBillings(stored as Billing[], options);
  const billings = current.map((billing, index) => ({ ...stored[index]!, ...billing }) as BillingRecord);
  const sourceIds = [...new Set(billings.flatMap((billing) => (billing.sourceId ? [billing.sourceId] : [])))];
  const participants = await participantsOf(deps.store, tenant)
    .find({ $or: [{ customerId }, { _id: { $in: sourceIds } }] })
    .toArray();
  return { project, organization, tenant, customerId, customer, billings, participants, options, now };
}
