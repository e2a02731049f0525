/**
 * A lost notification: when a payer looks at an online payment still NEW or PENDING a minute after it was
 * created, the gateway is asked once for its state (at most once a minute per payment, claimed atomically so
 * parallel page loads ask once). An answer that moves the payment on is stored as a notification of its own
 * (headers `x-zapisy-source: status-check`, verified: it came from our call) and applied through the very
 * path gateway notifications take (applyStoredNotification): the status only moves forward, a paid report is
 * confirmed where the gateway needs it, and the money is settled over the billings exactly once.
 */
import { randomUUID } from 'node:crypto';
import { isPaymentStatusAdvance, type PaymentNotificationEvent } from '@zapisy/core';
import { applyStoredNotification } from './apply-stored-notification.js';
import { notificationsOf, type PaymentNotificationRecord } from './notifications.js';
import type { PaymentDeps } from './payment-deps.js';
import { type PublicPaymentRecord, publicPaymentsOf } from './public-payment-record.js';

export const STATUS_CHECK_AFTER_MS = 60_000;

const ASKABLE = new Set(['NEW', 'PENDING']);

export type RefreshPaymentStatusDeps = Pick<PaymentDeps, 'store' | 'flow' | 'log'>;

export async function refreshPaymentStatus(
  deps: RefreshPaymentStatusDeps,
  payment: PublicPaymentRecord,
  now: Date,
): Promise<PublicPaymentRecord> {
  if (payment.method !== 'online' || !payment.provider || !ASKABLE.has(payment.status)) return payment;
  if (now.getTime() - payment.createdAt.getTime() < STATUS_CHECK_AFTER_MS) return payment;
  const flow = deps.flow;
  const provider = flow.provider(payment.provider);
  if (!provider) return payment;
  const tenant = { organizationId: payment.organizationId, eventId: payment.eventId };
  const payments = publicPaymentsOf(deps.store, tenant);
  const claimed = await payments.findOneAndUpdate(
    {
      _id: payment._id,
      $or: [
        { statusCheckedAt: { $exists: false } },
        { statusCheckedAt: { $lte: new Date(now.getTime() - STATUS_CHECK_AFTER_MS) } },
      ],
    },
    { $set: { statusCheckedAt: now } },
    { returnDocument: 'after' },
  );
  if (!claimed) return payment;

  let event: PaymentNotificationEvent;
  try {
    const context = await flow.context(
      provider,
      tenant.organizationId,
      tenant.eventId,
      payment.accountSource,
    );
    const result = await provider.getPaymentStatus(
      {
        paymentId: payment._id,
        ...(payment.extPaymentId ? { externalId: payment.extPaymentId } : {}),
        ...(payment.providerData ? { providerData: payment.providerData } : {}),
      },
      context,
    );
    if (!isPaymentStatusAdvance(claimed.status, result.status)) return claimed;
    event = {
      type: 'payment',
      paymentId: payment._id,
      status: result.status,
      ...((result.externalId ?? payment.extPaymentId)
        ? { externalId: (result.externalId ?? payment.extPaymentId) as string }
        : {}),
      ...(result.amount !== undefined ? { amount: result.amount } : {}),
      ...(result.paidAt ? { paidAt: result.paidAt } : {}),
      ...(result.providerData ? { providerData: result.providerData } : {}),
    };
  } catch (error) {
    deps.log.warn({ paymentId: payment._id, err: String(error) }, 'payment status check failed');
    return claimed;
  }

  const record: PaymentNotificationRecord = {
    _id: randomUUID(),
    ...tenant,
    provider: provider.id,
    receivedAt: now,
    rawBody: JSON.stringify({ source: 'status-check', ...event }),
    headers: { 'x-zapisy-source': 'status-check' },
    verified: true,
    event,
    state: 'pending',
    paymentId: payment._id,
    attempts: 0,
    nextAttemptAt: now,
    lock: null,
  };
  await notificationsOf(deps.store, tenant).insertOne(record);
  await applyStoredNotification(flow, record._id);
  return (await payments.findOne({ _id: payment._id })) ?? claimed;
}
