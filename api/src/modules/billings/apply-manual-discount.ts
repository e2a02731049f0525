/**
 * The manual discount of a participant or a customer in one project (first document §4: "A manual
 * discount is distributed across billings in status order"): the whole new discount (below 0) or markup
 * (above 0) in grosze replaces the one the billings carried, spread by core's distributeManualDiscount,
 * written with billing.changed events and audited with the old and new total.
 */
import { distributeManualDiscount, ValidationError } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import type { AuditActor } from '../audit/index.js';
import { billingView, type ManualBillingView } from './billing-view.js';
import { lockCustomerLedger, resolveScope, scopeBillings, scopeMoneyOptions } from './money-scope.js';
import { writeBillings } from './write-billings.js';

export interface ManualDiscountBody {
  eventId?: string;
  participantId?: string;
  customerId?: string;
  /** The whole manual discount in grosze: below 0 a discount, above 0 a markup, 0 removes it. */
  manualDiscount?: number;
}

export async function applyManualDiscount(
  deps: { store: Store; now: () => Date },
  organizationId: string,
  body: ManualDiscountBody,
  actor: AuditActor,
): Promise<ManualBillingView[]> {
  if (!body.eventId) throw new ValidationError('pole eventId jest wymagane');
  if (body.manualDiscount === undefined) throw new ValidationError('pole manualDiscount jest wymagane');
  const scope = await resolveScope(deps.store, organizationId, body);
  const now = deps.now();
  const options = await scopeMoneyOptions(deps.store, organizationId, body.eventId, now);
  return deps.store.withTransaction(async (session) => {
    await lockCustomerLedger(deps.store, scope, session);
    const inProject = { ...scope, eventId: body.eventId as string };
    const before = await scopeBillings(deps.store, inProject, session);
    const previous = before
      .filter((billing) => billing.status !== 'cancelled')
      .reduce((sum, billing) => sum + billing.manualDiscount, 0);
    const after = distributeManualDiscount(before, body.manualDiscount as number, options);
    const written = await writeBillings(deps.store, session, {
      scope: inProject,
      before,
      after,
      options,
      audit: {
        actor,
        action: 'billing.manual-discount',
        changes: [{ path: 'manualDiscount', oldValue: previous, newValue: body.manualDiscount }],
      },
    });
    return written.map(billingView);
  });
}
