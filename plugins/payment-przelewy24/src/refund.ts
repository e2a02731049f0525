import {
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderContext,
  PaymentProviderError,
  type RefundInput,
  type RefundResult,
} from '@zapisy/core';
import { p24Call } from './client.js';
import { readP24Credentials } from './settings.js';
import { assertAmount, knownOrderId, lookupP24Transaction } from './transactions.js';

/**
 * `POST /api/v1/transaction/refund` (201): full when `amount` is absent, else partial. Our refund id is both
 * `requestId` and `refundsUuid`, so the refund notification (which echoes refundsUuid) names it and a
 * retried request is the same request. The outcome arrives as a refund notification: 'pending' here.
 */
export async function refundP24Transaction(
  input: RefundInput,
  context: PaymentProviderContext,
): Promise<RefundResult> {
  const credentials = readP24Credentials(context.settings);
  const amount = input.amount ?? input.paymentAmount;
  assertAmount(amount, 'refund');
  if (amount > input.paymentAmount) {
    throw new PaymentProviderError('rejected', 'Kwota zwrotu przekracza kwotę płatności.', {
      provider: 'przelewy24',
      operation: 'refund',
      reason: 'refund exceeds payment',
    });
  }
  const orderId = knownOrderId(input) ?? (await lookupP24Transaction(input, context)).orderId;
  if (orderId === undefined) {
    throw new PaymentProviderError('rejected', PAYMENT_PROVIDER_MESSAGES.rejected, {
      provider: 'przelewy24',
      operation: 'refund',
      reason: 'payment not paid (no orderId)',
    });
  }
  const body = {
    requestId: input.refundId,
    refundsUuid: input.refundId,
    refunds: [{ orderId, sessionId: input.paymentId, amount, description: input.description.slice(0, 35) }],
    urlStatus: input.notifyUrl,
  };
  await p24Call(context, credentials, 'POST', '/api/v1/transaction/refund', body);
  return { refundId: input.refundId, externalRefundId: input.refundId, status: 'pending' };
}
