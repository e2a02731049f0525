import { PAYMENT_PROVIDER_MESSAGES, type PaymentProviderContext, PaymentProviderError } from '@zapisy/core';
import { p24Call, readP24Credentials } from '@zapisy/plugin-payment-przelewy24';
import { marketplaceContext } from './settings.js';

export interface DispatchInput {
  orderId: number;
  sessionId: string;
  /** The sub-merchant receiving the funds. */
  sellerId: number;
  /** Grosze to transfer. */
  amount: number;
  /** Unique per dispatch; defaults to the orderId (one dispatch per transaction). */
  batchId?: number;
}

export interface DispatchResult {
  orderId: number;
  /** The transaction P24 creates on the sub-merchant's account. */
  orderIdNew: number;
  sellerId: number;
  amount: number;
}

/**
 * `POST /api/v1/multiStore/dispatchTransaction`: moves a verified transaction's funds to the sub-merchant.
 * A result item with `status: false` is 'rejected' with P24's message in `detail`.
 */
export async function dispatchP24Funds(
  input: DispatchInput,
  context: PaymentProviderContext,
): Promise<DispatchResult> {
  const base = marketplaceContext(context);
  const body = {
    batchId: input.batchId ?? input.orderId,
    details: [
      { orderId: input.orderId, sessionId: input.sessionId, sellerId: input.sellerId, amount: input.amount },
    ],
  };
  const result = await p24Call(
    base,
    readP24Credentials(base.settings),
    'POST',
    '/api/v1/multiStore/dispatchTransaction',
    body,
  );
  const record = (typeof result.body === 'object' && result.body !== null ? result.body : {}) as Record<
    string,
    unknown
  >;
  const first = Array.isArray(record.result)
    ? (record.result[0] as Record<string, unknown> | undefined)
    : undefined;
  if (!first) {
    throw new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
      provider: 'przelewy24marketplace',
      operation: 'dispatchTransaction',
    });
  }
  if (first.status !== true) {
    throw new PaymentProviderError('rejected', PAYMENT_PROVIDER_MESSAGES.rejected, {
      provider: 'przelewy24marketplace',
      operation: 'dispatchTransaction',
      gatewayError: first.error,
    });
  }
  return {
    orderId: input.orderId,
    orderIdNew: typeof first.orderIdNew === 'number' ? first.orderIdNew : 0,
    sellerId: input.sellerId,
    amount: input.amount,
  };
}
