/**
 * The organizer's decision on a payment held back because the gateway reported another amount or currency
 * (issue: "Amount mismatches are recorded and flagged, not applied blindly"):
 * - release: the holding flags are cleared and the payment is settled, with the amount the gateway reported
 *   when that is what was received (both amounts are kept in `review`);
 * - reject: the payment stays off the billings, with the organizer's remark.
 * Each payment is decided once; a settled one is past deciding.
 */
import {
  BusinessError,
  HOLDING_PAYMENT_FLAGS,
  isMoneyReceived,
  NotFoundError,
  type PaymentNotificationEvent,
} from '@zapisy/core';
import type { ProjectRecord } from '../projects/index.js';
import { notificationsOf } from './notifications.js';
import { type OrganizerPaymentRecord, organizerPaymentsOf, type PaymentReview } from './organizer-records.js';
import { REFUND_ROUTE_MESSAGES } from './refund-payment.js';
import { type SettleNowDeps, settleNow } from './settle-now.js';
import type { PaymentFlag } from './store.js';

export const REVIEW_MESSAGES = {
  notHeld: 'Ta wpłata nie jest wstrzymana do decyzji organizatora',
  decided: 'O tej wpłacie już zdecydowano',
} as const;

const isHolding = (flag: PaymentFlag) => (HOLDING_PAYMENT_FLAGS as readonly string[]).includes(flag);

async function heldPayment(deps: SettleNowDeps, project: ProjectRecord, paymentId: string) {
  const tenant = { organizationId: project.organizationId, eventId: project._id };
  const payment = await organizerPaymentsOf(deps.store, tenant).findOne({ _id: paymentId });
  if (!payment) throw new NotFoundError(REFUND_ROUTE_MESSAGES.unknownPayment);
  if (payment.review) throw new BusinessError(REVIEW_MESSAGES.decided, 'PAYMENT_DECIDED');
  if (payment.settlement || !(payment.flags ?? []).some(isHolding)) {
    throw new BusinessError(REVIEW_MESSAGES.notHeld, 'PAYMENT_NOT_HELD');
  }
  return { tenant, payment };
}

/** What the gateway reported last about the payment (its flagged notification). */
async function reportedBy(
  deps: SettleNowDeps,
  payment: OrganizerPaymentRecord,
): Promise<{ amount?: number; currency?: string }> {
  const [latest] = await notificationsOf(deps.store, { organizationId: payment.organizationId })
    .find({ paymentId: payment._id, state: 'flagged' })
    .sort({ receivedAt: -1 })
    .limit(1)
    .toArray();
  const event = latest?.event as PaymentNotificationEvent | undefined;
  return {
    ...(typeof event?.amount === 'number' ? { amount: event.amount } : {}),
    ...(event?.currency ? { currency: event.currency } : {}),
  };
}

async function decide(
  deps: SettleNowDeps,
  payment: OrganizerPaymentRecord,
  set: Partial<OrganizerPaymentRecord>,
): Promise<OrganizerPaymentRecord> {
  const payments = organizerPaymentsOf(deps.store, payment);
  const updated = await payments.findOneAndUpdate(
    { _id: payment._id, review: { $exists: false }, settlement: { $exists: false } },
    { $set: set },
    { returnDocument: 'after' },
  );
  if (!updated) throw new BusinessError(REVIEW_MESSAGES.decided, 'PAYMENT_DECIDED');
  return updated;
}

export async function releasePayment(
  deps: SettleNowDeps,
  project: ProjectRecord,
  paymentId: string,
  body: { useReportedAmount?: boolean; remark?: string },
  userId: string,
  now: Date = new Date(),
): Promise<OrganizerPaymentRecord> {
  const { payment } = await heldPayment(deps, project, paymentId);
  const reported = await reportedBy(deps, payment);
  const review: PaymentReview = {
    decision: 'released',
    by: userId,
    at: now,
    expectedAmount: payment.amount,
    ...(reported.amount !== undefined ? { reportedAmount: reported.amount } : {}),
    ...(reported.currency ? { reportedCurrency: reported.currency } : {}),
    ...(body.remark?.trim() ? { remark: body.remark.trim() } : {}),
  };
  const useReported =
    body.useReportedAmount !== false && reported.amount !== undefined && reported.amount > 0;
  const released = await decide(deps, payment, {
    review,
    flags: (payment.flags ?? []).filter((flag) => !isHolding(flag)),
    ...(useReported ? { amount: reported.amount as number } : {}),
    updatedAt: now,
  });
  if (isMoneyReceived(released.status)) await settleNow(deps, project, released._id, now);
  return (await organizerPaymentsOf(deps.store, payment).findOne({ _id: payment._id })) ?? released;
}

export async function rejectPayment(
  deps: SettleNowDeps,
  project: ProjectRecord,
  paymentId: string,
  body: { remark: string },
  userId: string,
  now: Date = new Date(),
): Promise<OrganizerPaymentRecord> {
  const { payment } = await heldPayment(deps, project, paymentId);
  const reported = await reportedBy(deps, payment);
  const remark = body.remark.trim();
  return decide(deps, payment, {
    review: {
      decision: 'rejected',
      by: userId,
      at: now,
      remark,
      expectedAmount: payment.amount,
      ...(reported.amount !== undefined ? { reportedAmount: reported.amount } : {}),
      ...(reported.currency ? { reportedCurrency: reported.currency } : {}),
    },
    remarks: payment.remarks ? `${payment.remarks}\n${remark}` : remark,
    updatedAt: now,
  });
}
