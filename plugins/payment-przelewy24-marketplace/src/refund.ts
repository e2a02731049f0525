import type { PaymentProviderContext, RefundInput, RefundResult } from '@zapisy/core';
import { refundP24Transaction, requestP24Refund } from '@zapisy/plugin-payment-przelewy24';
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
  return requestP24Refund(input, base, {
    provider: 'przelewy24marketplace',
    path: '/api/v1/multiStore/refund',
    entryData: (amount) => ({
      data: [{ spId: sellerId, spAmount: sellerRefundShare(amount, dispatched, input.paymentAmount) }],
    }),
  });
}
