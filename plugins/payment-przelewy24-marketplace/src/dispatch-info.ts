import { type PaymentProviderContext, PaymentProviderError } from '@zapisy/core';
import { p24Call, readP24Credentials } from '@zapisy/plugin-payment-przelewy24';
import { marketplaceContext } from './settings.js';

export interface DispatchRecord {
  orderId: number;
  /** The sub-merchant's transaction (0 when P24 did not say). */
  orderIdNew: number;
  sellerId: number;
  amount: number;
}

function recordsOf(body: unknown): Record<string, unknown>[] {
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).data : undefined;
  const list = Array.isArray(data) ? data : data !== undefined && data !== null ? [data] : [];
  return list.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
}

/**
 * `GET /api/v1/multiStore/dispatchInfo/{orderId}`: the dispatches P24 already made of a transaction (404 =
 * none). Asked before every dispatch retry, so funds are never sent twice when an answer was lost.
 */
export async function findP24Dispatch(
  orderId: number,
  sellerId: number,
  context: PaymentProviderContext,
): Promise<DispatchRecord | undefined> {
  const base = marketplaceContext(context);
  let body: unknown;
  try {
    body = (
      await p24Call(
        base,
        readP24Credentials(base.settings),
        'GET',
        `/api/v1/multiStore/dispatchInfo/${orderId}`,
      )
    ).body;
  } catch (error) {
    if (
      error instanceof PaymentProviderError &&
      error.code === 'rejected' &&
      error.detail.httpStatus === 404
    ) {
      return undefined;
    }
    throw error;
  }
  const found = recordsOf(body).find((item) => Number(item.sellerId) === sellerId && item.status !== false);
  if (!found) return undefined;
  return {
    orderId,
    orderIdNew: typeof found.orderIdNew === 'number' ? found.orderIdNew : Number(found.orderIdNew) || 0,
    sellerId,
    amount: Number(found.amount) || 0,
  };
}
