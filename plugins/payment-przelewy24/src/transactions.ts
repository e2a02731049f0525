import {
  type ConfirmPaymentInput,
  type CreatePaymentInput,
  type CreatePaymentResult,
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderContext,
  PaymentProviderError,
  type PaymentReference,
  type PaymentStatusResult,
} from '@zapisy/core';
import { p24Call, p24Data } from './client.js';
import { parseP24Date } from './dates.js';
import { p24Host } from './hosts.js';
import { readP24Credentials } from './settings.js';
import { registerSign, verifySign } from './signing.js';
import { mapP24TransactionStatus } from './status.js';

/** Languages the P24 payment page speaks; others fall back to Polish. */
const P24_LANGUAGES = new Set([
  'bg',
  'cs',
  'de',
  'en',
  'es',
  'fr',
  'hr',
  'hu',
  'it',
  'nl',
  'pl',
  'pt',
  'se',
  'sk',
]);

function protocolError(operation: string, extra: Record<string, unknown> = {}): PaymentProviderError {
  return new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
    provider: 'przelewy24',
    operation,
    ...extra,
  });
}

export function assertAmount(amount: unknown, operation: string): asserts amount is number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw new PaymentProviderError('rejected', 'Kwota płatności musi być dodatnią liczbą groszy.', {
      provider: 'przelewy24',
      operation,
      reason: 'invalid amount',
    });
  }
}

/** `POST /api/v1/transaction/register` → the payer goes to `{host}/trnRequest/{token}`. */
export async function registerP24Transaction(
  input: CreatePaymentInput,
  context: PaymentProviderContext,
): Promise<CreatePaymentResult> {
  const credentials = readP24Credentials(context.settings);
  assertAmount(input.amount, 'register');
  const { merchantId, posId, crcKey } = credentials;
  const currency = input.currency.toUpperCase();
  const language = input.buyer.language?.toLowerCase() ?? 'pl';
  const client = [input.buyer.firstName, input.buyer.lastName].filter(Boolean).join(' ').slice(0, 40);
  const body: Record<string, unknown> = {
    merchantId,
    posId,
    sessionId: input.paymentId,
    amount: input.amount,
    currency,
    description: input.description.slice(0, 1024),
    email: input.buyer.email,
    ...(client === '' ? {} : { client }),
    ...(input.buyer.phone ? { phone: input.buyer.phone } : {}),
    country: 'PL',
    language: P24_LANGUAGES.has(language) ? language : 'pl',
    urlReturn: input.returnUrl,
    urlStatus: input.notifyUrl,
    ...(input.validityMinutes === undefined
      ? {}
      : { timeLimit: Math.min(99, Math.max(0, Math.ceil(input.validityMinutes))) }),
    encoding: 'UTF-8',
    sign: registerSign({
      sessionId: input.paymentId,
      merchantId,
      amount: input.amount,
      currency,
      crc: crcKey,
    }),
  };
  const data = p24Data(
    await p24Call(context, credentials, 'POST', '/api/v1/transaction/register', body),
    'register',
  );
  const token = data.token;
  if (typeof token !== 'string' || !/^[A-Za-z0-9-]+$/.test(token)) {
    throw protocolError('register', { reason: 'no token' });
  }
  return {
    redirectUrl: `${p24Host(context)}/trnRequest/${token}`,
    externalId: token,
    status: 'NEW',
    providerData: { token },
  };
}

/** The P24 orderId of a payment: `providerData.orderId`, else a numeric `externalId`. */
function knownOrderId(reference: PaymentReference): number | undefined {
  const fromData = reference.providerData?.orderId;
  const candidate =
    fromData ??
    (reference.externalId && /^[0-9]+$/.test(reference.externalId) ? reference.externalId : undefined);
  const orderId = typeof candidate === 'string' ? Number(candidate) : candidate;
  return typeof orderId === 'number' && Number.isSafeInteger(orderId) && orderId > 0 ? orderId : undefined;
}

/**
 * The P24 orderId a verify or refund needs: the one we know, else the one `by/sessionId` reports; a payment
 * P24 has no paid transaction for is 'rejected'.
 */
export async function requireP24OrderId(
  reference: PaymentReference,
  context: PaymentProviderContext,
  operation: 'verify' | 'refund',
  provider = 'przelewy24',
): Promise<number> {
  const orderId = knownOrderId(reference) ?? (await lookupP24Transaction(reference, context)).orderId;
  if (orderId === undefined) {
    throw new PaymentProviderError('rejected', PAYMENT_PROVIDER_MESSAGES.rejected, {
      provider,
      operation,
      reason: 'payment not paid (no orderId)',
    });
  }
  return orderId;
}

/**
 * `PUT /api/v1/transaction/verify`: without it the money stays a payer's prepayment. P24 refuses a verify
 * whose amount or currency differs from what was paid (400) → 'rejected'.
 */
export async function verifyP24Transaction(
  input: ConfirmPaymentInput,
  context: PaymentProviderContext,
): Promise<PaymentStatusResult> {
  const credentials = readP24Credentials(context.settings);
  assertAmount(input.amount, 'verify');
  const orderId = await requireP24OrderId(input, context, 'verify');
  const { merchantId, posId, crcKey } = credentials;
  const currency = input.currency.toUpperCase();
  const body = {
    merchantId,
    posId,
    sessionId: input.paymentId,
    amount: input.amount,
    currency,
    orderId,
    sign: verifySign({ sessionId: input.paymentId, orderId, amount: input.amount, currency, crc: crcKey }),
  };
  const data = p24Data(
    await p24Call(context, credentials, 'PUT', '/api/v1/transaction/verify', body),
    'verify',
  );
  if (data.status !== 'success') {
    throw protocolError('verify', { reason: 'status is not success' });
  }
  return {
    status: 'COMPLETED',
    externalId: String(orderId),
    amount: input.amount,
    providerData: { orderId },
  };
}

interface P24Lookup {
  result: PaymentStatusResult;
  /** Undefined until the payer paid. */
  orderId: number | undefined;
}

async function lookupP24Transaction(
  reference: PaymentReference,
  context: PaymentProviderContext,
): Promise<P24Lookup> {
  const credentials = readP24Credentials(context.settings);
  const path = `/api/v1/transaction/by/sessionId/${encodeURIComponent(reference.paymentId)}`;
  const data = p24Data(await p24Call(context, credentials, 'GET', path), 'by-sessionId');
  const status = mapP24TransactionStatus(data.status);
  if (status === undefined) {
    throw protocolError('by-sessionId', { reason: 'unknown status', gatewayStatus: String(data.status) });
  }
  const orderId =
    typeof data.orderId === 'number' && Number.isSafeInteger(data.orderId) && data.orderId > 0
      ? data.orderId
      : undefined;
  const amount =
    typeof data.amount === 'number' && Number.isSafeInteger(data.amount) ? data.amount : undefined;
  const paidAt = status === 'NEW' ? undefined : parseP24Date(data.dateOfTransaction);
  const result: PaymentStatusResult = {
    status,
    ...(orderId === undefined ? {} : { externalId: String(orderId), providerData: { orderId } }),
    ...(amount === undefined || status === 'NEW' ? {} : { amount }),
    ...(paidAt === undefined ? {} : { paidAt }),
  };
  return { result, orderId: status === 'NEW' ? undefined : orderId };
}

/** `GET /api/v1/transaction/by/sessionId/{sessionId}`. */
export async function getP24TransactionStatus(
  reference: PaymentReference,
  context: PaymentProviderContext,
): Promise<PaymentStatusResult> {
  return (await lookupP24Transaction(reference, context)).result;
}
