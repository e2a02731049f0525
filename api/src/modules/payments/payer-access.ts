/**
 * The payer key and payment link of a participant's customer, for the answers that hand them out (the
 * registration's completion, the participant's links, e-mail PAYMENT_LINK placeholders).
 */
import { type ProjectRecord, participantsOf } from '../projects/index.js';
import { payerKeyOf, payerLinkOf } from './payer-key.js';
import type { PaymentDeps } from './payment-deps.js';

export interface PayerAccess {
  /** The payer key `k` (GET /payments/public/{eventId}/due?k=…). */
  k: string;
  /** `https://<domain>.<baseDomain>/l?k=<k>`. */
  link: string;
}

export type PayerAccessDeps = Pick<PaymentDeps, 'store' | 'payerSecret' | 'addresses'>;

export async function payerAccessOf(
  deps: Pick<PaymentDeps, 'payerSecret' | 'addresses'>,
  project: ProjectRecord,
  customerId: string,
): Promise<PayerAccess> {
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  return {
    k: await payerKeyOf(deps, tenant, customerId),
    link: await payerLinkOf(deps, project, customerId),
  };
}

/** The access of the participant's customer; null for a participant without a customer (or unknown). */
export async function payerAccessOfParticipant(
  deps: PayerAccessDeps,
  project: ProjectRecord,
  participantId: string,
): Promise<PayerAccess | null> {
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const participant = await participantsOf(deps.store, tenant).findOne(
    { _id: participantId },
    { projection: { customerId: 1 } },
  );
  return typeof participant?.customerId === 'string' && participant.customerId !== ''
    ? payerAccessOf(deps, project, participant.customerId)
    : null;
}
