/**
 * One payment for the organizer: its view, how its money was spread (each billing's share with the
 * participant's name), its refunds, and the log of the gateway notifications about it (when received,
 * whether the signature held, what was applied) — never the raw body or headers, which may carry secrets.
 */
import { NotFoundError } from '@zapisy/core';
import { billingsOf } from '../participants/index.js';
import { customersOf, type ProjectRecord, participantsOf } from '../projects/index.js';
import { notificationsOf } from './notifications.js';
import { organizerPaymentsOf } from './organizer-records.js';
import { fullName, participantName } from './payer-names.js';
import type { PaymentDeps } from './payment-deps.js';
import { type PaymentView, payersOf, paymentView } from './payment-view.js';
import { REFUND_ROUTE_MESSAGES } from './refund-payment.js';

export interface PaymentShareView {
  billingId: string;
  amount: number;
  participantId: string | null;
  participantName: string;
  billingLabel: string;
}

export interface PaymentNotificationView {
  _id: string;
  provider: string;
  receivedAt: Date;
  verified: boolean;
  state: string;
  outcome: string | null;
  reportedStatus: string | null;
  reportedAmount: number | null;
}

export interface PaymentDetail {
  payment: PaymentView;
  shares: PaymentShareView[];
  refunds: PaymentView[];
  notifications: PaymentNotificationView[];
}

export async function paymentDetail(
  deps: Pick<PaymentDeps, 'store' | 'flow'>,
  project: ProjectRecord,
  paymentId: string,
): Promise<PaymentDetail> {
  const tenant = { organizationId: project.organizationId, eventId: project._id };
  const payments = organizerPaymentsOf(deps.store, tenant);
  const record = await payments.findOne({ _id: paymentId });
  if (!record) throw new NotFoundError(REFUND_ROUTE_MESSAGES.unknownPayment);
  const refunds = record.type === 'payment' ? await payments.find({ refundOf: record._id }).toArray() : [];
  const payers = await payersOf(deps.store, tenant.organizationId, [record.customerId]);
  const flow = deps.flow;
  const label = (id: string) => flow.provider(id)?.label;

  const shares = record.settlement?.shares ?? [];
  const billings = await billingsOf(deps.store, { organizationId: tenant.organizationId })
    .find({ _id: { $in: shares.map((share) => share.billingId) } })
    .toArray();
  const billingById = new Map(billings.map((billing) => [String(billing._id), billing]));
  const participantIds = shares.map((share) => share.sourceId).filter((id): id is string => !!id);
  const participants = await participantsOf(deps.store, tenant)
    .find({ _id: { $in: participantIds } })
    .toArray();
  const customer = await customersOf(deps.store, tenant.organizationId).findOne({ _id: record.customerId });
  const nameOf = new Map(
    participants.map((participant) => [participant._id, fullName(participantName(participant, customer))]),
  );

  const notifications = await notificationsOf(deps.store, { organizationId: tenant.organizationId })
    .find({ paymentId: { $in: [record._id, ...refunds.map((refund) => refund._id)] } })
    .sort({ receivedAt: -1 })
    .limit(200)
    .toArray();

  return {
    payment: paymentView(record, payers.get(record.customerId), label),
    shares: shares.map((share) => {
      const billing = billingById.get(share.billingId);
      const due =
        billing?.requiredDate instanceof Date ? billing.requiredDate.toISOString().slice(0, 10) : '';
      return {
        billingId: share.billingId,
        amount: share.amount,
        participantId: share.sourceId ?? null,
        participantName: (share.sourceId && nameOf.get(share.sourceId)) || '',
        billingLabel: due ? `Należność z terminem ${due}` : 'Należność',
      };
    }),
    refunds: refunds.map((refund) => paymentView(refund, payers.get(refund.customerId), label)),
    notifications: notifications.map((notification) => ({
      _id: notification._id,
      provider: notification.provider,
      receivedAt: notification.receivedAt,
      verified: notification.verified,
      state: notification.state,
      outcome: notification.outcome ?? null,
      reportedStatus: notification.event?.status ?? null,
      reportedAmount: notification.event?.amount ?? null,
    })),
  };
}
