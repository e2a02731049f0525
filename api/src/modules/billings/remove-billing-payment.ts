/**
 * Removing a payment from a billing (first document §4 records two readings: "Removing a payment
 * recalculates the billing and clears its paid date (one reading); a separate source says removal is not
 * implemented"). This follows the first: core's removePaymentFromBilling drops the payment at `index`,
 * recalculates and clears the paid date; the participant's figures follow, the billing.changed event is
 * written and the removal audited with what was removed. A part of a recorded payment (cash, online, a
 * transfer) is also taken off that payment's settlement, so its detail no longer shows it on the billing;
 * the money stays on the payment record, unassigned.
 */
import { NotFoundError, removePaymentFromBilling } from '@zapisy/core';
import type { Store, StoreSession } from '../../storage/index.js';
import type { AuditActor } from '../audit/index.js';
import { billingsOf } from '../participants/index.js';
import { paymentsOf } from '../payments/index.js';
import { billingView, type ManualBillingView } from './billing-view.js';
import { lockCustomerLedger, type MoneyScope, SCOPE_MESSAGES, scopeMoneyOptions } from './money-scope.js';
import { writeBillings } from './write-billings.js';

export async function removeBillingPayment(
  deps: { store: Store; now: () => Date },
  organizationId: string,
  billingId: string,
  index: number,
  actor: AuditActor,
): Promise<ManualBillingView> {
  const found = await billingsOf(deps.store, { organizationId }).findOne({ _id: billingId });
  if (!found) throw new NotFoundError(SCOPE_MESSAGES.unknownBilling);
  const now = deps.now();
  const options = await scopeMoneyOptions(deps.store, organizationId, found.eventId, now);
  const scope: MoneyScope = {
    organizationId,
    customerId: found.customerId ?? '',
    eventId: found.eventId,
    ...(found.sourceId ? { participantId: found.sourceId } : {}),
    target: found.sourceId
      ? { type: 'participant', id: found.sourceId }
      : { type: 'customer', id: found.customerId ?? '' },
  };
  return deps.store.withTransaction(async (session) => {
    if (scope.customerId) await lockCustomerLedger(deps.store, scope, session);
    const billing = await billingsOf(deps.store, { organizationId }).findOne({ _id: billingId }, { session });
    if (!billing) throw new NotFoundError(SCOPE_MESSAGES.unknownBilling);
    const after = removePaymentFromBilling(billing, index, options);
    const removed = billing.payments[index]!;
    if (removed.paymentId)
      await takeOffSettlement(deps.store, session, scope, removed.paymentId, billingId, removed.amount, now);
    const [written] = await writeBillings(deps.store, session, {
      scope,
      before: [billing],
      after: [after],
      options,
      audit: {
        actor,
        action: 'billing.payment-remove',
        changes: [
          {
            path: `billings.${billingId}.payments.${index}`,
            oldValue: {
              date: removed.date.toISOString(),
              amount: removed.amount,
              ...(removed.paymentId ? { paymentId: removed.paymentId } : {}),
              ...(removed.transferId ? { transferId: removed.transferId } : {}),
            },
            newValue: null,
          },
        ],
      },
    });
    return billingView(written!);
  });
}

async function takeOffSettlement(
  store: Store,
  session: StoreSession,
  scope: MoneyScope,
  paymentId: string,
  billingId: string,
  amount: number,
  now: Date,
): Promise<void> {
  const payments = paymentsOf(store, { organizationId: scope.organizationId });
  const payment = await payments.findOne({ _id: paymentId }, { session });
  if (!payment?.settlement) return;
  let left = amount;
  const shares = payment.settlement.shares.flatMap((share) => {
    if (share.billingId !== billingId || left === 0) return [share];
    const taken =
      Math.sign(share.amount) === Math.sign(left)
        ? Math.abs(share.amount) <= Math.abs(left)
          ? share.amount
          : left
        : 0;
    left -= taken;
    const rest = share.amount - taken;
    return rest === 0 ? [] : [{ ...share, amount: rest }];
  });
  await payments.updateOne(
    { _id: paymentId },
    { $set: { 'settlement.shares': shares, updatedAt: now } },
    { session },
  );
}
