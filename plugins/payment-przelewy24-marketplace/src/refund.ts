import {
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderContext,
  PaymentProviderError,
  type RefundInput,
  type RefundResult,
} from '@zapisy/core';
import {
  assertAmount,
  knownOrderId,
  lookupP24Transaction,
  p24Call,
  readP24Credentials,
  refundP24Transaction,
} from '@zapisy/plugin-payment-przelewy24';
import { sellerRefundShare } from './commission.js';
import { marketplaceContext } from './settings.js';

/**
 * A refund of a dispatched transaction goes through `POST /api/v1/multiStore/refund`, naming the
 * sub-merchant charged (`data: [{spId, spAmount}]`, proportional to what was dispatched to them); an
 * undispatched one is a plain P24 refund.
 */
export async function refundMarketplaceTransaction(
  input: RefundInput,
  context: PaymentProviderContext,
): Promise<RefundResult> {
  const base = marketplaceContext(context);
  const sellerId = input.providerData?.sellerId;
  const dispatched = input.providerData?.dispatchedAmount;
  if (
    input.providerData?.dispatched !== 1 ||
    typeof sellerId !== 'number' ||
    typeof dispatched !== 'number'
  ) {
    return refundP24Transaction(input, base);
  }
  const amount = input.amount ?? input.paymentAmount;
  assertAmount(amount, 'refund');
  if (amount > input.paymentAmount) {
    throw new PaymentProviderError('rejected', 'Kwota zwrotu przekracza kwotę płatności.', {
      provider: 'przelewy24marketplace',
      operation: 'refund',
      reason: 'refund exceeds payment',
    });
  }
  const orderId = knownOrderId(input) ?? (await lookupP24Transaction(input, base)).orderId;
  if (orderId === undefined) {
    throw new PaymentProviderError('rejected', PAYMENT_PROVIDER_MESSAGES.rejected, {
      provider: 'przelewy24marketplace',
      operation: 'refund',
      reason: 'payment not paid (no orderId)',
    });
  }
  const body = {
    requestId: input.refundId,
    refundsUuid: input.refundId,
    refunds: [
      {
        orderId,
        sessionId: input.paymentId,
        amount,
        description: input.description.slice(0, 35),
        data: [{ spId: sellerId, spAmount: sellerRefundShare(amount, dispatched, input.paymentAmount) }],
      },
    ],
    urlStatus: input.notifyUrl,
  };
  await p24Call(base, readP24Credentials(base.settings), 'POST', '/api/v1/multiStore/refund', body);
  return { refundId: input.refundId, externalRefundId: input.refundId, status: 'pending' };
}
