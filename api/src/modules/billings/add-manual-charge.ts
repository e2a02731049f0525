/**
 * A manual charge from the participant's or the customer's card (first document §3 Billing.isManual,
 * category; §5 "Billing creation requires amount, requiredDate and eventId" with its Polish messages): a new
 * billing with its category, net amount, VAT by the chosen rate and required date, added by core's
 * addManualCharge (the §4 rules of a source's billings), written with billing.created and audited.
 */
import { addManualCharge, checkManualCharge, generateId } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import type { AuditActor } from '../audit/index.js';
import { billingView, type ManualBillingView } from './billing-view.js';
import { lockCustomerLedger, resolveScope, scopeBillings, scopeMoneyOptions } from './money-scope.js';
import { writeBillings } from './write-billings.js';

export interface ManualChargeBody {
  eventId?: string;
  participantId?: string;
  customerId?: string;
  category?: string;
  /** Net amount in grosze. */
  amount?: number;
  vatRate?: string;
  /** ISO date-time. */
  requiredDate?: string;
}

const BILLING_ID_LENGTH = 24;

export async function addManualChargeFor(
  deps: { store: Store; now: () => Date },
  organizationId: string,
  body: ManualChargeBody,
  actor: AuditActor,
): Promise<ManualBillingView> {
  // The spec's messages first, before anything is looked up (a charge without a project names eventId).
  checkManualCharge({ ...body, customerId: body.customerId ?? body.participantId ?? '' });
  const scope = await resolveScope(deps.store, organizationId, body);
  const eventId = body.eventId as string;
  const now = deps.now();
  const options = await scopeMoneyOptions(deps.store, organizationId, eventId, now);
  const id = generateId(BILLING_ID_LENGTH);
  return deps.store.withTransaction(async (session) => {
    await lockCustomerLedger(deps.store, scope, session);
    // The source's billings in this project (a customer-level charge joins the customer's in the project).
    const before = await scopeBillings(deps.store, { ...scope, eventId }, session);
    const after = addManualCharge(
      before,
      {
        ...body,
        customerId: scope.customerId,
        ...(scope.participantId ? { sourceId: scope.participantId } : {}),
        employeeId: actor.userId,
      },
      options,
    );
    const written = await writeBillings(deps.store, session, {
      scope: { ...scope, eventId },
      before,
      after,
      newIds: [id],
      options,
      audit: {
        actor,
        action: 'billing.manual-charge',
        changes: [
          { path: `billings.${id}`, oldValue: null, newValue: describeCharge(after[after.length - 1]!) },
        ],
      },
    });
    return billingView(written[written.length - 1]!);
  });
}

function describeCharge(billing: {
  category?: string;
  amount: number;
  vatPercent?: string;
  vat: number;
  grossAmount: number;
  requiredDate: Date;
}) {
  return {
    category: billing.category,
    amount: billing.amount,
    ...(billing.vatPercent ? { vatPercent: billing.vatPercent } : {}),
    vat: billing.vat,
    grossAmount: billing.grossAmount,
    requiredDate: billing.requiredDate.toISOString(),
  };
}
