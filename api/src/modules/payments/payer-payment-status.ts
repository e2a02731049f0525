/**
 * `GET /payments/public/{eventId}/status/{paymentId}`: the payer's view of one of their payments — status,
 * its Polish label (core PAYMENT_STATUS_LABELS), amount, method and the completion page to show (variant
 * and Polish message, for cancelled, failed and expired payments too). A payment of another customer is
 * "not found".
 */
import { NotFoundError, PAYMENT_STATUS_LABELS, type PayerPaymentStatus, payerCompletion } from '@zapisy/core';
import type { PayerContext } from './payer-context.js';
import { publicPaymentsOf } from './public-payment-record.js';
import { type RefreshPaymentStatusDeps, refreshPaymentStatus } from './refresh-payment-status.js';

export const PAYMENT_NOT_FOUND = 'Nie znaleziono płatności';

export async function payerPaymentStatus(
  deps: RefreshPaymentStatusDeps,
  payer: PayerContext,
  paymentId: string,
  viaLink: boolean,
): Promise<PayerPaymentStatus> {
  const stored = await publicPaymentsOf(deps.store, payer.tenant).findOne({
    _id: paymentId,
    customerId: payer.customerId,
    type: 'payment',
  });
  if (!stored) throw new NotFoundError(PAYMENT_NOT_FOUND);
  const payment = await refreshPaymentStatus(deps, stored, payer.now);
  return {
    paymentId: payment._id,
    status: payment.status,
    statusLabel: PAYMENT_STATUS_LABELS[payment.status],
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method,
    completion: payerCompletion({
      method: payment.method,
      status: payment.status,
      ...(payment.failure ? { failure: payment.failure.message } : {}),
      viaLink,
    }),
  };
}
