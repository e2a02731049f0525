/**
 * Applies one stored, verified notification (first document §4 payment status; issue: "the same
 * notification twice, ten notifications at once, or a notification for an unknown payment never creates a
 * second payment or loses one"):
 * - a notification for a payment we do not know is recorded and ignored (never creates one);
 * - a reported amount or currency that differs from the payment's is flagged, not applied;
 * - a status only moves forward (core nextPaymentStatus: a late PENDING after COMPLETED changes nothing);
 * - a paid report the gateway wants confirmed (P24 verify, PayU capture) is confirmed first;
 * - money received is settled over billings exactly once (settlePayment), with its domain event;
 * - refund reports update the refund and, once completed, take the money back from the billings.
 * Gateway outages throw, so the caller retries later.
 */
import {
  isMoneyReceived,
  nextPaymentStatus,
  type PaymentNotificationEvent,
  type PaymentProvider,
  type PaymentStatus,
  type RefundNotificationEvent,
} from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import type { StoreSession } from '../../storage/index.js';
import {
  completeProject,
  type ProjectMoneyOptions,
  type ProjectRecord,
  projectMoneyOptions,
  projectsOf,
} from '../projects/index.js';
import { paymentFlaggedEvent, paymentSettledEvent } from './events.js';
import { markRefundedParticipants } from './mark-refunded.js';
import type { NotificationState, PaymentNotificationRecord } from './notifications.js';
import type { PaymentFlowDeps } from './payment-flow-deps.js';
import { type SettledHook, settlePayment } from './settle-payment.js';
import { type PaymentFlag, type PaymentRecord, paymentsOf } from './store.js';

export interface ApplyResult {
  state: Exclude<NotificationState, 'pending' | 'rejected' | 'failed'>;
  outcome: string;
  paymentId?: string;
}

type Tenant = { organizationId: string; eventId: string };

/**
 * Payments are looked up in the notification's organization, not only its project: Paynow sends every
 * notification of a shop to the one URL set in its panel, so a notification may arrive on another project's
 * path of the same organization. The organization's keys verified it; the payment names its own project.
 */
async function findPayment(
  deps: PaymentFlowDeps,
  tenant: { organizationId: string },
  provider: string,
  id: string,
  externalId?: string,
) {
  const payments = paymentsOf(deps.store, tenant);
  const byId = await payments.findOne({ _id: id, provider });
  if (byId || !externalId) return byId;
  return payments.findOne({ provider, extPaymentId: externalId });
}

function mismatchFlags(payment: PaymentRecord, event: PaymentNotificationEvent): PaymentFlag[] {
  const flags: PaymentFlag[] = [];
  if (event.currency !== undefined && event.currency.toUpperCase() !== payment.currency.toUpperCase()) {
    flags.push('currency-mismatch');
  }
  if (event.amount !== undefined && event.amount !== payment.amount) flags.push('amount-mismatch');
  return flags;
}

/** Moves the stored status forward (never back), retrying when another writer changed it meanwhile. */
async function advanceStatus(
  deps: PaymentFlowDeps,
  tenant: Tenant,
  payment: PaymentRecord,
  reported: PaymentStatus,
  extra: Partial<PaymentRecord>,
  session?: StoreSession,
): Promise<PaymentRecord> {
  const payments = paymentsOf(deps.store, tenant);
  let current = payment;
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = nextPaymentStatus(current.status, reported);
    const now = deps.now();
    const set: Partial<PaymentRecord> = { ...extra, updatedAt: now };
    if (next !== current.status) Object.assign(set, { status: next, statusDate: now, invoiceStatus: next });
    const updated = await payments.findOneAndUpdate(
      { _id: current._id, status: current.status },
      { $set: set },
      { returnDocument: 'after', ...(session ? { session } : {}) },
    );
    if (updated) return updated;
    const fresh = await payments.findOne({ _id: current._id }, session ? { session } : {});
    if (!fresh) break;
    current = fresh;
  }
  throw new Error(`payment ${payment._id}: status kept changing, try again`);
}

/** In the settlement's transaction: the payment's domain event, and a refund's 'mark refunded' request. */
function afterSettling(
  deps: PaymentFlowDeps,
  project: ProjectRecord,
  now: Date,
  options: ProjectMoneyOptions,
): SettledHook {
  const settledEvent = paymentSettledEvent(deps.store, project, now);
  return async (session, payment, shares, participants) => {
    await settledEvent(session, payment, shares, participants);
    if (payment.type === 'refund')
      await markRefundedParticipants(deps.store, session, payment, shares, options);
  };
}

async function settle(deps: PaymentFlowDeps, tenant: Tenant, payment: PaymentRecord): Promise<string> {
  const record = await projectsOf(deps.store, tenant.organizationId).findOne({ _id: tenant.eventId });
  if (!record) return 'Projekt nie istnieje';
  const project = completeProject(record);
  const now = deps.now();
  const options = await projectMoneyOptions(deps.store, project, now);
  const outcome = await settlePayment(
    deps.store,
    tenant,
    payment._id,
    options,
    afterSettling(deps, project, now, options),
  );
  if (outcome.settled) {
    return outcome.flags.includes('no-billings')
      ? 'Wpłata zaksięgowana, ale klient nie ma rozliczeń do opłacenia'
      : `Wpłata rozliczona na ${outcome.shares.length} ${outcome.shares.length === 1 ? 'należności' : 'należnościach'}`;
  }
  if (outcome.reason === 'already-settled') return 'Wpłata była już rozliczona';
  if (outcome.reason === 'flagged') return 'Wpłata wstrzymana do decyzji organizatora';
  return 'Płatność jeszcze nie jest opłacona';
}

async function applyPaymentEvent(
  deps: PaymentFlowDeps,
  notification: PaymentNotificationRecord,
  provider: PaymentProvider,
  event: PaymentNotificationEvent,
): Promise<ApplyResult> {
  const organization = { organizationId: notification.organizationId };
  const payment = await findPayment(deps, organization, provider.id, event.paymentId, event.externalId);
  if (!payment)
    return { state: 'ignored', outcome: 'Nieznana płatność: powiadomienie zapisane, nic nie zmieniono' };
  const tenant = { organizationId: payment.organizationId, eventId: payment.eventId };

  const extra: Partial<PaymentRecord> = {};
  // The gateway's final id wins (P24 gives a token at creation and the orderId in its notification).
  if (event.externalId && event.externalId !== payment.extPaymentId) extra.extPaymentId = event.externalId;
  if (event.providerData) extra.providerData = { ...payment.providerData, ...event.providerData };

  const flags = mismatchFlags(payment, event);
  if (flags.length > 0) {
    const merged = [...new Set([...(payment.flags ?? []), ...flags])];
    await deps.store.withTransaction(async (session) => {
      await advanceStatus(deps, tenant, payment, event.status, { ...extra, flags: merged }, session);
      if (merged.length > (payment.flags?.length ?? 0)) {
        await emitEvents(deps.store, [paymentFlaggedEvent(tenant, payment, merged)], {
          session,
          now: deps.now(),
        });
      }
    });
    return {
      state: 'flagged',
      outcome: flags.includes('currency-mismatch')
        ? `Waluta powiadomienia (${event.currency}) różni się od płatności (${payment.currency}): wpłata wstrzymana`
        : `Kwota powiadomienia (${event.amount} gr) różni się od płatności (${payment.amount} gr): wpłata wstrzymana`,
      paymentId: payment._id,
    };
  }

  let reported = event.status;
  const confirmable =
    reported === 'WAITING FOR CONFIRMATION' &&
    provider.confirmPayment &&
    provider.capabilities.confirmation !== 'none';
  if (confirmable && !isMoneyReceived(payment.status)) {
    const context = await deps.context(
      provider,
      tenant.organizationId,
      tenant.eventId,
      payment.accountSource,
    );
    const confirmed = await provider.confirmPayment!(
      {
        paymentId: payment._id,
        externalId: extra.extPaymentId ?? payment.extPaymentId ?? event.externalId,
        providerData: extra.providerData ?? payment.providerData,
        amount: payment.amount,
        currency: payment.currency,
      },
      context,
    );
    reported = confirmed.status;
    // What the gateway's confirmation adds (P24 Marketplace: the dispatch of funds) is kept with the payment.
    if (confirmed.providerData)
      extra.providerData = { ...(extra.providerData ?? payment.providerData), ...confirmed.providerData };
  }
  const updated = await advanceStatus(deps, tenant, payment, reported, extra);
  if (!isMoneyReceived(updated.status)) {
    return { state: 'applied', outcome: `Status płatności: ${updated.status}`, paymentId: payment._id };
  }
  return { state: 'applied', outcome: await settle(deps, tenant, updated), paymentId: payment._id };
}

async function applyRefundEvent(
  deps: PaymentFlowDeps,
  notification: PaymentNotificationRecord,
  event: RefundNotificationEvent,
): Promise<ApplyResult> {
  const payments = paymentsOf(deps.store, { organizationId: notification.organizationId });
  const refund =
    (await payments.findOne({ _id: event.refundId, type: 'refund' })) ??
    (await payments.findOne({ type: 'refund', 'providerData.externalRefundId': event.refundId }));
  if (!refund)
    return { state: 'ignored', outcome: 'Nieznany zwrot: powiadomienie zapisane, nic nie zmieniono' };
  // A completed or failed refund stays so; only a pending one takes the reported outcome.
  if (refund.refundStatus === 'pending' || refund.refundStatus === undefined) {
    await payments.updateOne(
      { _id: refund._id, refundStatus: refund.refundStatus ?? { $exists: false } },
      { $set: { refundStatus: event.status, updatedAt: deps.now() } },
    );
  }
  const fresh = await payments.findOne({ _id: refund._id });
  const tenant = { organizationId: refund.organizationId, eventId: refund.eventId };
  if (fresh?.refundStatus !== 'completed') {
    return {
      state: 'applied',
      outcome: `Status zwrotu: ${fresh?.refundStatus ?? event.status}`,
      paymentId: refund._id,
    };
  }
  return { state: 'applied', outcome: await settle(deps, tenant, fresh), paymentId: refund._id };
}

export async function applyNotification(
  deps: PaymentFlowDeps,
  notification: PaymentNotificationRecord,
): Promise<ApplyResult> {
  const provider = deps.provider(notification.provider);
  const event = notification.event;
  if (!provider || !event)
    return { state: 'ignored', outcome: 'Brak bramki płatności lub treści powiadomienia' };
  return event.type === 'refund'
    ? applyRefundEvent(deps, notification, event)
    : applyPaymentEvent(deps, notification, provider, event);
}
