import type {
  ConfirmPaymentInput,
  PaymentProviderContext,
  PaymentReference,
  PaymentStatusResult,
} from '@zapisy/core';
import { PaymentProviderError } from '@zapisy/core';
import { payuApi } from './api-client.js';
import { textAt } from './json-object.js';
import type { PayuTokenCache } from './oauth.js';
import { readPayuSettings } from './settings.js';
import { isPayuOrderStatus, mapPayuOrderStatus } from './status-mapping.js';

export const ORDERS_PATH = '/api/v2_1/orders';

export function orderPath(orderId: string, suffix = ''): string {
  return `${ORDERS_PATH}/${encodeURIComponent(orderId)}${suffix}`;
}

/** PayU's `properties: [{name: 'PAYMENT_ID', value}]`: the payment (transaction) id, when present. */
export function payuPaymentId(body: Record<string, unknown> | undefined): string | undefined {
  const properties = body?.properties;
  if (!Array.isArray(properties)) return undefined;
  for (const property of properties) {
    if (typeof property !== 'object' || property === null) continue;
    const entry = property as Record<string, unknown>;
    if (entry.name === 'PAYMENT_ID') return textAt(entry, 'value');
  }
  return undefined;
}

/** A whole number of grosze written as digits (PayU sends amounts as strings), else undefined. */
export function readGrosze(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * Reads the order: `GET /api/v2_1/orders/{orderId}`, or by our id (`/orders/ext/{extOrderId}`) when the
 * PayU orderId is not known (a create whose answer was lost).
 */
export async function getPayuOrderStatus(
  input: PaymentReference,
  context: PaymentProviderContext,
  tokens: PayuTokenCache,
): Promise<PaymentStatusResult> {
  const settings = readPayuSettings(context.settings);
  const path =
    input.externalId !== undefined
      ? orderPath(input.externalId)
      : `${ORDERS_PATH}/ext/${encodeURIComponent(input.paymentId)}`;
  const answer = await payuApi(context, settings, tokens, { method: 'GET', path });
  const orders = Array.isArray(answer.body.orders) ? (answer.body.orders as unknown[]) : [];
  const order = orders.find(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
  const status = order?.status;
  const orderId = textAt(order, 'orderId');
  if (order === undefined || !isPayuOrderStatus(status) || orderId === undefined) {
    throw new PaymentProviderError('protocol', 'Nie udało się odczytać stanu płatności PayU.', {
      provider: 'payu',
      path,
      problem: 'no readable order',
    });
  }
  const result: PaymentStatusResult = { status: mapPayuOrderStatus(status), externalId: orderId };
  const amount = readGrosze(textAt(order, 'totalAmount'));
  if (amount !== undefined) result.amount = amount;
  const paymentId = payuPaymentId(answer.body);
  if (paymentId !== undefined) result.providerData = { payuPaymentId: paymentId };
  return result;
}

/**
 * Captures a WAITING_FOR_CONFIRMATION order (auto-receive off): `PUT /orders/{orderId}/status
 * {orderId, orderStatus: 'COMPLETED'}`. When PayU refuses because the order moved on already (captured
 * by an earlier attempt, or cancelled), the order's current status is the answer.
 */
export async function confirmPayuOrder(
  input: ConfirmPaymentInput,
  context: PaymentProviderContext,
  tokens: PayuTokenCache,
): Promise<PaymentStatusResult> {
  const settings = readPayuSettings(context.settings);
  const orderId = await resolveOrderId(input, context, tokens);
  try {
    await payuApi(context, settings, tokens, {
      method: 'PUT',
      path: orderPath(orderId, '/status'),
      body: { orderId, orderStatus: 'COMPLETED' },
    });
    return { status: 'COMPLETED', externalId: orderId };
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.code !== 'rejected') throw error;
    const current = await getPayuOrderStatus({ ...input, externalId: orderId }, context, tokens);
    if (current.status === 'WAITING FOR CONFIRMATION') throw error;
    return current;
  }
}

/** The PayU orderId: the stored one, or looked up by our extOrderId. */
export async function resolveOrderId(
  input: PaymentReference,
  context: PaymentProviderContext,
  tokens: PayuTokenCache,
): Promise<string> {
  if (input.externalId !== undefined && input.externalId !== '') return input.externalId;
  const found = await getPayuOrderStatus({ paymentId: input.paymentId }, context, tokens);
  if (found.externalId === undefined) {
    throw new PaymentProviderError('protocol', 'Nie znaleziono płatności w PayU.', { provider: 'payu' });
  }
  return found.externalId;
}
