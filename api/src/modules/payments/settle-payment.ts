/**
 * Spreads a received payment over billings, exactly once (first document §4: "Payments are assigned to
 * billings in status order, filling the amount left to pay"), or takes a refund's money back from the
 * billings that hold the refunded payment (negative movements), then refreshes the participants' figures
 * and statuses. One transaction: the payment's `settlement` is written with the billings, so a second run
 * (a redelivered notification, a retried job, two workers) finds it settled and changes nothing.
 *
 * Runs of one customer are serialised by a write to the customer's ledger counter: two payments of the same
 * customer settling at once would otherwise both read the same unpaid billings (snapshot isolation) and one
 * of them would fill a billing the other already filled.
 */
import {
  assignPayment,
  type Billing,
  billingChangedEvent,
  HOLDING_PAYMENT_FLAGS,
  isMoneyReceived,
  type NewDomainEvent,
  refundPaymentFromBillings,
} from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import type { Store, StoreSession } from '../../storage/index.js';
import { organizationsCollection } from '../organizations/index.js';
import { billingsOf } from '../participants/index.js';
import type { ProjectMoneyOptions } from '../projects/index.js';
import { customersOf } from '../projects/index.js';
import { type ParticipantMoneyChange, refreshParticipantMoney } from './participant-money.js';
import { type PaymentFlag, type PaymentRecord, type PaymentShare, paymentsOf } from './store.js';

export type SettleOutcome =
  | { settled: true; shares: PaymentShare[]; participants: ParticipantMoneyChange[]; flags: PaymentFlag[] }
  | { settled: false; reason: 'not-found' | 'already-settled' | 'not-received' | 'flagged' };

/** Runs inside the settlement's transaction once it is written (webhook outbox, notification records). */
export type SettledHook = (
  session: StoreSession,
  payment: PaymentRecord,
  shares: readonly PaymentShare[],
  participants: readonly ParticipantMoneyChange[],
) => Promise<void>;

type StoredBilling = Billing & { _id: string; organizationId: string };

async function billingsFor(
  store: Store,
  session: StoreSession,
  payment: PaymentRecord,
  global: boolean,
): Promise<StoredBilling[]> {
  const tenant = global
    ? { organizationId: payment.organizationId }
    : { organizationId: payment.organizationId, eventId: payment.eventId };
  const filter: Record<string, unknown> = { customerId: payment.customerId, isProvision: { $ne: true } };
  if (payment.participantIds && payment.participantIds.length > 0) {
    filter.sourceId = { $in: payment.participantIds };
  }
  const found = await billingsOf(store, tenant).find(filter, { session }).toArray();
  // A stable order (oldest first) so equal statuses fill in creation order on every run.
  return (found as StoredBilling[]).sort(
    (a, b) => a.createdDate.getTime() - b.createdDate.getTime() || a._id.localeCompare(b._id),
  );
}

function sharesOf(before: readonly StoredBilling[], after: readonly Billing[]): PaymentShare[] {
  const shares: PaymentShare[] = [];
  after.forEach((billing, index) => {
    const old = before[index]!;
    const added = billing.payments.slice(old.payments.length).reduce((sum, p) => sum + p.amount, 0);
    if (added !== 0) {
      shares.push({ billingId: old._id, ...(old.sourceId ? { sourceId: old.sourceId } : {}), amount: added });
    }
  });
  return shares;
}

function spread(
  payment: PaymentRecord,
  billings: readonly StoredBilling[],
  options: ProjectMoneyOptions,
): Billing[] {
  if (payment.type === 'refund') {
    return refundPaymentFromBillings(
      billings,
      {
        paymentId: payment.refundOf ?? '',
        refundId: payment._id,
        amount: -payment.amount,
        date: payment.date,
      },
      options,
    );
  }
  return assignPayment(
    billings,
    { date: payment.date, amount: payment.amount, paymentId: payment._id },
    options,
  );
}

export async function settlePayment(
  store: Store,
  tenant: { organizationId: string; eventId: string },
  paymentId: string,
  options: ProjectMoneyOptions,
  onSettled?: SettledHook,
): Promise<SettleOutcome> {
  return store.withTransaction(async (session) => {
    const payments = paymentsOf(store, tenant);
    const payment = await payments.findOne({ _id: paymentId }, { session });
    if (!payment) return { settled: false, reason: 'not-found' };
    if (payment.settlement) return { settled: false, reason: 'already-settled' };
    const received =
      payment.type === 'refund' ? payment.refundStatus === 'completed' : isMoneyReceived(payment.status);
    if (!received) return { settled: false, reason: 'not-received' };
    if (payment.flags?.some((flag) => HOLDING_PAYMENT_FLAGS.includes(flag)))
      return { settled: false, reason: 'flagged' };

    await customersOf(store, payment.organizationId).updateOne(
      { _id: payment.customerId },
      { $inc: { ledgerVersion: 1 } },
      { session },
    );
    const organization = await organizationsCollection(store).findOne(
      { _id: payment.organizationId },
      { session },
    );
    const global = organization?.customerSettings?.hasGlobalPayments === true;
    const before = await billingsFor(store, session, payment, global);
    const open = before.filter((billing) => billing.status !== 'cancelled' || payment.type === 'refund');
    const flags: PaymentFlag[] = [...(payment.flags ?? [])];
    let shares: PaymentShare[] = [];
    if (open.length === 0) {
      if (!flags.includes('no-billings')) flags.push('no-billings');
    } else {
      const after = spread(payment, open, options);
      shares = sharesOf(open, after);
      const billings = billingsOf(store, { organizationId: payment.organizationId });
      const changed: NewDomainEvent[] = [];
      for (const [index, billing] of after.entries()) {
        if (billing === open[index]) continue;
        const { _id, ...fields } = billing as StoredBilling;
        const id = open[index]!._id;
        await billings.replaceOne({ _id: id }, fields, { session });
        const tenant = { organizationId: payment.organizationId, eventId: billing.eventId };
        changed.push(billingChangedEvent(tenant, { ...(billing as StoredBilling), _id: id }));
      }
      await emitEvents(store, changed, { session, now: options.now });
    }
    const settled = await payments.updateOne(
      { _id: payment._id, settlement: { $exists: false } },
      { $set: { settlement: { at: options.now, shares }, flags, updatedAt: options.now } },
      { session },
    );
    if (settled.modifiedCount !== 1) return { settled: false, reason: 'already-settled' };

    const participants: ParticipantMoneyChange[] = [];
    const byEvent = new Map<string, string[]>();
    for (const billing of open) {
      if (!billing.sourceId) continue;
      byEvent.set(billing.eventId, [...(byEvent.get(billing.eventId) ?? []), billing.sourceId]);
    }
    for (const [eventId, ids] of byEvent) {
      participants.push(
        ...(await refreshParticipantMoney(
          store,
          session,
          { organizationId: payment.organizationId, eventId },
          ids,
          options,
        )),
      );
    }
    if (onSettled) await onSettled(session, payment, shares, participants);
    return { settled: true, shares, participants, flags };
  });
}
