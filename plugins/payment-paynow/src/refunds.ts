import {
  assertGrosze,
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderContext,
  PaymentProviderError,
  type RefundInput,
  type RefundResult,
  type RefundStatus,
} from '@zapisy/core';
import { paynowRequest } from './http-client.js';
import { readIdempotencyKey, refundIdempotencyKey } from './idempotency.js';
import { requirePaynowPaymentId } from './payment-status.js';
import { readPaynowSettings } from './settings.js';
import { mapPaynowRefundStatus } from './status-mapping.js';

/**
 * `POST /v3/payments/{paymentId}/refunds {amount}`: Paynow always wants the amount, so a full refund
 * sends the paid amount. The Idempotency-Key comes from our refund id: the same refund is never made twice.
 * Paynow's optional `reason` is an enum (REFUND_BEFORE_14, REFUND_AFTER_14, OTHER), not free text, so it
 * is not sent.
 */
export async function refundPaynowPayment(
  input: RefundInput,
  context: PaymentProviderContext,
): Promise<RefundResult> {
  const settings = readPaynowSettings(context.settings);
  const paynowId = requirePaynowPaymentId(input);
  const amount = input.amount ?? input.paymentAmount;
  try {
    assertGrosze(amount, 'amount');
  } catch {
    throw rejected('amount-not-grosze');
  }
  if (amount <= 0 || amount > input.paymentAmount) throw rejected('amount-out-of-range');

  const answer = await paynowRequest(context, settings, {
    method: 'POST',
    path: `/v3/payments/${encodeURIComponent(paynowId)}/refunds`,
    idempotencyKey: refundIdempotencyKey(input.refundId),
    body: { amount },
  });
  const status = mapPaynowRefundStatus(answer.status);
  if (typeof answer.refundId !== 'string' || status === undefined) {
    throw new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
      provider: 'paynow',
      path: '/v3/payments/{paymentId}/refunds',
      reason: 'missing refundId or status',
    });
  }
  return { refundId: input.refundId, externalRefundId: answer.refundId, status };
}

export interface PaynowRefundReference {
  /** Paynow's refund id (`RefundResult.externalRefundId`). */
  externalRefundId: string;
}

/** `GET /v3/refunds/{refundId}/status`: not in the provider contract (which has no refund lookup). */
export async function getPaynowRefundStatus(
  input: PaynowRefundReference,
  context: PaymentProviderContext,
): Promise<{ status: RefundStatus; externalRefundId: string }> {
  const settings = readPaynowSettings(context.settings);
  const answer = await paynowRequest(context, settings, {
    method: 'GET',
    path: `/v3/refunds/${encodeURIComponent(input.externalRefundId)}/status`,
    idempotencyKey: readIdempotencyKey(input.externalRefundId),
  });
  const status = mapPaynowRefundStatus(answer.status);
  if (status === undefined) {
    throw new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
      provider: 'paynow',
      path: '/v3/refunds/{refundId}/status',
      reason: 'unknown status',
    });
  }
  return { status, externalRefundId: input.externalRefundId };
}

function rejected(reason: string): PaymentProviderError {
  return new PaymentProviderError('rejected', PAYMENT_PROVIDER_MESSAGES.rejected, {
    provider: 'paynow',
    reason,
  });
}
