import {
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderContext,
  PaymentProviderError,
  type PaymentReference,
  type PaymentStatusResult,
} from '@zapisy/core';
import { paynowRequest } from './http-client.js';
import { readIdempotencyKey } from './idempotency.js';
import { readPaynowSettings } from './settings.js';
import { mapPaynowPaymentStatus } from './status-mapping.js';

/** `GET /v3/payments/{paymentId}/status` with Paynow's paymentId (our `externalId`). */
export async function getPaynowPaymentStatus(
  input: PaymentReference,
  context: PaymentProviderContext,
): Promise<PaymentStatusResult> {
  const settings = readPaynowSettings(context.settings);
  const paynowId = requirePaynowPaymentId(input);
  const answer = await paynowRequest(context, settings, {
    method: 'GET',
    path: `/v3/payments/${encodeURIComponent(paynowId)}/status`,
    idempotencyKey: readIdempotencyKey(paynowId),
  });
  const status = mapPaynowPaymentStatus(answer.status);
  if (status === undefined) {
    throw new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
      provider: 'paynow',
      path: '/v3/payments/{paymentId}/status',
      reason: 'unknown status',
    });
  }
  return { status, externalId: typeof answer.paymentId === 'string' ? answer.paymentId : paynowId };
}

/** Paynow addresses payments by its own id, which `createPayment` returned as `externalId`. */
export function requirePaynowPaymentId(input: PaymentReference): string {
  if (input.externalId === undefined || input.externalId === '') {
    throw new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
      provider: 'paynow',
      paymentId: input.paymentId,
      reason: 'the payment has no Paynow paymentId (externalId)',
    });
  }
  return input.externalId;
}
