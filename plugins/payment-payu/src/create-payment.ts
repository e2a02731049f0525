import {
  type CreatePaymentInput,
  type CreatePaymentResult,
  type PaymentProviderContext,
  PaymentProviderError,
} from '@zapisy/core';
import { isPayuSuccess, payuApi } from './api-client.js';
import { objectAt, textAt } from './json-object.js';
import type { PayuTokenCache } from './oauth.js';
import { ORDERS_PATH } from './orders.js';
import { type PayuSettings, readPayuSettings } from './settings.js';

/** PayU's order create body (REST v2.1 `POST /api/v2_1/orders`); amounts as strings of grosze. */
export function payuOrderRequest(input: CreatePaymentInput, settings: PayuSettings): Record<string, unknown> {
  const amount = String(input.amount);
  const buyer: Record<string, string> = { email: input.buyer.email, language: input.buyer.language ?? 'pl' };
  if (input.buyer.firstName) buyer.firstName = input.buyer.firstName;
  if (input.buyer.lastName) buyer.lastName = input.buyer.lastName;
  if (input.buyer.phone) buyer.phone = input.buyer.phone;
  const order: Record<string, unknown> = {
    notifyUrl: input.notifyUrl,
    customerIp: input.customerIp ?? '127.0.0.1',
    merchantPosId: settings.posId,
    description: input.description,
    currencyCode: input.currency.toUpperCase(),
    totalAmount: amount,
    extOrderId: input.paymentId,
    continueUrl: input.returnUrl,
    buyer,
    products: [{ name: input.description.slice(0, 255), unitPrice: amount, quantity: '1' }],
  };
  if (input.validityMinutes !== undefined && input.validityMinutes > 0) {
    order.validityTime = String(Math.round(input.validityMinutes * 60));
  }
  return order;
}

/**
 * Creates the PayU order. PayU answers 302 with a JSON body (the Location is the paywall), or 200/201;
 * the payer goes to `redirectUri`, and `orderId` is kept as the external id.
 */
export async function createPayuPayment(
  input: CreatePaymentInput,
  context: PaymentProviderContext,
  tokens: PayuTokenCache,
): Promise<CreatePaymentResult> {
  const settings = readPayuSettings(context.settings);
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new PaymentProviderError('rejected', 'Kwota płatności musi być dodatnią liczbą groszy.', {
      provider: 'payu',
      problem: 'amount',
    });
  }
  const answer = await payuApi(context, settings, tokens, {
    method: 'POST',
    path: ORDERS_PATH,
    body: payuOrderRequest(input, settings),
  });
  const redirectUrl = textAt(answer.body, 'redirectUri') ?? answer.location ?? undefined;
  const orderId = textAt(answer.body, 'orderId');
  if (!isPayuSuccess(answer.body) || redirectUrl === undefined || orderId === undefined) {
    context.log.warn('PayU: nieczytelna odpowiedź na utworzenie zamówienia', {
      provider: 'payu',
      httpStatus: answer.httpStatus,
      statusCode: textAt(objectAt(answer.body, 'status'), 'statusCode'),
    });
    throw new PaymentProviderError('protocol', 'Nie udało się odczytać odpowiedzi PayU.', {
      provider: 'payu',
      path: ORDERS_PATH,
      httpStatus: answer.httpStatus,
      problem: 'no redirectUri or orderId',
    });
  }
  return { redirectUrl, externalId: orderId, status: 'NEW' };
}
