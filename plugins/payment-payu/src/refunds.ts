import {
  type PaymentProviderContext,
  PaymentProviderError,
  type RefundInput,
  type RefundResult,
} from '@zapisy/core';
import { payuApi } from './api-client.js';
import { objectAt, textAt } from './json-object.js';
import type { PayuTokenCache } from './oauth.js';
import { orderPath, resolveOrderId } from './orders.js';
import { readPayuSettings } from './settings.js';
import { mapPayuRefundStatus } from './status-mapping.js';

/** The refund body: no amount = the whole order; our refund id as `extRefundId` (PayU's idempotency key). */
export function payuRefundRequest(input: RefundInput): { refund: Record<string, string> } {
  const refund: Record<string, string> = {
    description: input.description.trim() === '' ? 'Zwrot' : input.description,
    extRefundId: input.refundId,
  };
  if (input.amount !== undefined) refund.amount = String(input.amount);
  return { refund };
}

/**
 * `POST /api/v2_1/orders/{orderId}/refunds`. PayU queues the refund (PENDING) and reports FINALIZED or
 * CANCELED later in a refund notification.
 */
export async function refundPayuPayment(
  input: RefundInput,
  context: PaymentProviderContext,
  tokens: PayuTokenCache,
): Promise<RefundResult> {
  const settings = readPayuSettings(context.settings);
  if (input.amount !== undefined && (!Number.isSafeInteger(input.amount) || input.amount <= 0)) {
    throw new PaymentProviderError('rejected', 'Kwota zwrotu musi być dodatnią liczbą groszy.', {
      provider: 'payu',
      problem: 'amount',
    });
  }
  const orderId = await resolveOrderId(input, context, tokens);
  const answer = await payuApi(context, settings, tokens, {
    method: 'POST',
    path: orderPath(orderId, '/refunds'),
    body: payuRefundRequest(input),
  });
  const refund = objectAt(answer.body, 'refund');
  const externalRefundId = textAt(refund, 'refundId');
  const status = textAt(refund, 'status');
  if (refund === undefined || externalRefundId === undefined) {
    throw new PaymentProviderError('protocol', 'Nie udało się odczytać odpowiedzi PayU na zwrot.', {
      provider: 'payu',
      problem: 'no refund.refundId',
    });
  }
  return {
    refundId: input.refundId,
    externalRefundId,
    status: status === undefined ? 'pending' : mapPayuRefundStatus(status),
  };
}
