import {
  assertGrosze,
  type CreatePaymentInput,
  type CreatePaymentResult,
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderContext,
  PaymentProviderError,
} from '@zapisy/core';
import { paynowRequest } from './http-client.js';
import { paymentIdempotencyKey } from './idempotency.js';
import { type PaynowPhone, parsePolishPhone } from './phone.js';
import { readPaynowSettings } from './settings.js';
import { mapPaynowPaymentStatus } from './status-mapping.js';

/** Paynow accepts validityTime from 60 s to 864 000 s (10 days). */
const MIN_VALIDITY_S = 60;
const MAX_VALIDITY_S = 864_000;

const LOCALES: Readonly<Record<string, string>> = {
  pl: 'pl-PL',
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  uk: 'uk-UA',
};

export interface PaynowPaymentRequest {
  amount: number;
  currency: string;
  externalId: string;
  description: string;
  buyer: {
    email: string;
    firstName?: string;
    lastName?: string;
    phone?: PaynowPhone;
    locale: string;
  };
  continueUrl: string;
  validityTime?: number;
}

/** The `POST /v3/payments` body. `notifyUrl` is not sent: Paynow notifies the URL set in its panel. */
export function paynowPaymentRequest(input: CreatePaymentInput): PaynowPaymentRequest {
  const phone = parsePolishPhone(input.buyer.phone);
  const firstName = input.buyer.firstName?.trim();
  const lastName = input.buyer.lastName?.trim();
  const request: PaynowPaymentRequest = {
    amount: input.amount,
    currency: input.currency,
    externalId: input.paymentId,
    description: input.description,
    buyer: {
      email: input.buyer.email,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      ...(phone === undefined ? {} : { phone }),
      locale: LOCALES[input.buyer.language ?? 'pl'] ?? 'pl-PL',
    },
    continueUrl: input.returnUrl,
  };
  if (input.validityMinutes !== undefined) {
    const seconds = Math.round(input.validityMinutes * 60);
    request.validityTime = Math.min(MAX_VALIDITY_S, Math.max(MIN_VALIDITY_S, seconds));
  }
  return request;
}

export async function createPaynowPayment(
  input: CreatePaymentInput,
  context: PaymentProviderContext,
): Promise<CreatePaymentResult> {
  const settings = readPaynowSettings(context.settings);
  try {
    assertGrosze(input.amount, 'amount');
  } catch {
    throw new PaymentProviderError('rejected', PAYMENT_PROVIDER_MESSAGES.rejected, {
      provider: 'paynow',
      reason: 'amount-not-grosze',
    });
  }
  const answer = await paynowRequest(context, settings, {
    method: 'POST',
    path: '/v3/payments',
    idempotencyKey: paymentIdempotencyKey(input.paymentId),
    body: paynowPaymentRequest(input),
  });
  const { redirectUrl, paymentId } = answer;
  const status = mapPaynowPaymentStatus(answer.status);
  if (typeof redirectUrl !== 'string' || typeof paymentId !== 'string' || status === undefined) {
    throw new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
      provider: 'paynow',
      path: '/v3/payments',
      reason: 'missing redirectUrl, paymentId or status',
    });
  }
  return { redirectUrl, externalId: paymentId, status };
}
