import {
  type PaymentProviderContext,
  PaymentProviderError,
  type RefundInput,
  type RefundResult,
} from '@zapisy/core';
import { p24Call } from './client.js';
import { readP24Credentials } from './settings.js';
import { assertAmount, requireP24OrderId } from './transactions.js';

/** Where and how a refund is requested: the plain REST API, or the marketplace's multiStore refund. */
export interface P24RefundRoute {
  /** The provider id named in errors. */
  provider: string;
  path: string;
  /** Extra fields of the refund entry for the refunded amount (the marketplace's `data: [{spId, spAmount}]`). */
  entryData?(amount: number): Record<string, unknown>;
}

const TRANSACTION_REFUND: P24RefundRoute = { provider: 'przelewy24', path: '/api/v1/transaction/refund' };

/**
 * A refund request (201): full when `amount` is absent, else partial. Our refund id is both `requestId` and
 * `refundsUuid`, so the refund notification (which echoes refundsUuid) names it and a retried request is
 * the same request. The outcome arrives as a refund notification: 'pending' here.
 */
export async function requestP24Refund(
  input: RefundInput,
  context: PaymentProviderContext,
  route: P24RefundRoute = TRANSACTION_REFUND,
): Promise<RefundResult> {
  const credentials = readP24Credentials(context.settings);
  const amount = input.amount ?? input.paymentAmount;
  assertAmount(amount, 'refund');
  if (amount > input.paymentAmount) {
    throw new PaymentProviderError('rejected', 'Kwota zwrotu przekracza kwotę płatności.', {
      provider: route.provider,
      operation: 'refund',
      reason: 'refund exceeds payment',
    });
  }
  const orderId = await requireP24OrderId(input, context, 'refund', route.provider);
  const entry = { orderId, sessionId: input.paymentId, amount, description: input.description.slice(0, 35) };
  const body = {
    requestId: input.refundId,
    refundsUuid: input.refundId,
    refunds: [{ ...entry, ...route.entryData?.(amount) }],
    urlStatus: input.notifyUrl,
  };
  await p24Call(context, credentials, 'POST', route.path, body);
  return { refundId: input.refundId, externalRefundId: input.refundId, status: 'pending' };
}

/** `POST /api/v1/transaction/refund`: see `requestP24Refund`. */
export function refundP24Transaction(
  input: RefundInput,
  context: PaymentProviderContext,
): Promise<RefundResult> {
  return requestP24Refund(input, context);
}
