import {
  type FollowUpInput,
  type FollowUpResult,
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderContext,
  PaymentProviderError,
} from '@zapisy/core';
import { sellerAmount } from './commission.js';
import { dispatchP24Funds } from './dispatch.js';
import { findP24Dispatch } from './dispatch-info.js';
import { readMarketplaceSettings } from './settings.js';

type ProviderData = Readonly<Record<string, string | number>>;

/** True until the organizer's share is known to be on their sub-account (`dispatched: 1`). */
export function needsDispatch(providerData: ProviderData | undefined): boolean {
  const dispatched = providerData?.dispatched;
  return dispatched !== 1 && dispatched !== '1';
}

function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/**
 * Dispatches a verified payment's funds to the organizer's sub-merchant, at most once: nothing is sent when
 * `providerData` says it was done, or when P24's dispatchInfo already lists the dispatch (an answer lost on
 * the way); the dispatch itself carries `batchId` = orderId, P24's own guard against a second batch.
 * Throws PaymentProviderError when P24 cannot be reached or refuses (the caller retries later).
 */
export async function dispatchOnce(
  input: FollowUpInput,
  context: PaymentProviderContext,
): Promise<FollowUpResult> {
  const data: Record<string, string | number> = { ...(input.providerData ?? {}) };
  if (!needsDispatch(data)) return { done: true, providerData: data };
  const settings = readMarketplaceSettings(context.settings);
  const orderId = positiveInt(data.orderId) ?? positiveInt(input.externalId);
  if (orderId === undefined) {
    throw new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
      provider: 'przelewy24marketplace',
      operation: 'dispatch',
      problem: 'no P24 orderId',
    });
  }
  const sellerId = positiveInt(data.sellerId) ?? settings.sellerId;
  const amount = positiveInt(data.dispatchedAmount) ?? sellerAmount(input.amount, settings.costPercent);
  const pending = { ...data, orderId, sellerId, dispatchedAmount: amount, dispatched: 0 };
  const done =
    (await findP24Dispatch(orderId, sellerId, context)) ??
    (await dispatchP24Funds({ orderId, sessionId: input.paymentId, sellerId, amount }, context));
  return { done: true, providerData: { ...pending, dispatched: 1, orderIdNew: done.orderIdNew } };
}
