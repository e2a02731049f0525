import {
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderContext,
  PaymentProviderError,
  type ProviderHttpResponse,
  parseJsonObject,
} from '@zapisy/core';
import { paynowApiBase } from './hosts.js';
import type { PaynowSettings } from './settings.js';
import { v3RequestSignature } from './signature.js';

export const PAYNOW_TIMEOUT_MS = 15_000;

export interface PaynowRequest {
  method: 'GET' | 'POST';
  /** Path below the host, e.g. '/v3/payments'. */
  path: string;
  idempotencyKey: string;
  /** A JSON body; sent exactly as signed. */
  body?: unknown;
}

/**
 * One signed Paynow v3 call through `context.http`. Answers the parsed JSON object of a 2xx; throws
 * `PaymentProviderError` otherwise: network, timeout or 5xx → 'unavailable', 4xx → 'rejected' with
 * Paynow's error types in `detail`, unreadable 2xx → 'protocol'. Keys never go into errors or logs.
 */
export async function paynowRequest(
  context: PaymentProviderContext,
  settings: PaynowSettings,
  request: PaynowRequest,
): Promise<Record<string, unknown>> {
  return paynowCall(context, settings, request, parseJsonObject);
}

/** `paynowRequest` for answers that are a JSON array (payment methods). */
export async function paynowListRequest(
  context: PaymentProviderContext,
  settings: PaynowSettings,
  request: PaynowRequest,
): Promise<unknown[]> {
  return paynowCall(context, settings, request, parseJsonArray);
}

function parseJsonArray(text: string): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

async function paynowCall<T>(
  context: PaymentProviderContext,
  settings: PaynowSettings,
  request: PaynowRequest,
  read: (text: string) => T | undefined,
): Promise<T> {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  const headers: Record<string, string> = {
    'Api-Key': settings.apiKey,
    'Idempotency-Key': request.idempotencyKey,
    Signature: v3RequestSignature({
      apiKey: settings.apiKey,
      signatureKey: settings.signKey,
      idempotencyKey: request.idempotencyKey,
      body,
    }),
    Accept: 'application/json',
  };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = `${paynowApiBase(context)}${request.path}`;
  const where = { provider: 'paynow', method: request.method, path: request.path };

  let response: ProviderHttpResponse;
  let text: string;
  try {
    response = await context.http(url, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body }),
      redirect: 'manual',
      signal: AbortSignal.timeout(PAYNOW_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown';
    context.log.warn('Paynow: brak połączenia z operatorem', { ...where, reason });
    throw new PaymentProviderError('unavailable', PAYMENT_PROVIDER_MESSAGES.unavailable, {
      ...where,
      reason,
    });
  }

  if (response.status >= 500) {
    context.log.warn('Paynow: błąd serwera operatora', { ...where, httpStatus: response.status });
    throw new PaymentProviderError('unavailable', PAYMENT_PROVIDER_MESSAGES.unavailable, {
      ...where,
      httpStatus: response.status,
    });
  }
  if (response.status >= 400) {
    const errors = readPaynowErrors(text, settings);
    context.log.warn('Paynow: operator odrzucił żądanie', { ...where, httpStatus: response.status, errors });
    throw new PaymentProviderError('rejected', PAYMENT_PROVIDER_MESSAGES.rejected, {
      ...where,
      httpStatus: response.status,
      errorType: errors[0]?.errorType,
      errors,
    });
  }
  const parsed = response.status >= 200 && response.status < 300 ? read(text) : undefined;
  if (parsed === undefined) {
    context.log.warn('Paynow: nieczytelna odpowiedź operatora', { ...where, httpStatus: response.status });
    throw new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
      ...where,
      httpStatus: response.status,
    });
  }
  return parsed;
}

export interface PaynowApiError {
  errorType: string;
  message?: string;
}

/** Paynow's error answer `{statusCode, errors:[{errorType, message}]}`, with any key redacted from messages. */
export function readPaynowErrors(text: string, settings: PaynowSettings): PaynowApiError[] {
  const parsed = parseJsonObject(text);
  const list = Array.isArray(parsed?.errors) ? (parsed.errors as unknown[]) : [];
  const errors: PaynowApiError[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { errorType, message } = item as Record<string, unknown>;
    errors.push({
      errorType: typeof errorType === 'string' ? errorType : 'UNKNOWN',
      ...(typeof message === 'string' ? { message: redact(message.slice(0, 300), settings) } : {}),
    });
  }
  return errors;
}

function redact(text: string, settings: PaynowSettings): string {
  let result = text;
  for (const secret of [settings.apiKey, settings.signKey]) {
    if (secret !== '') result = result.split(secret).join('***');
  }
  return result;
}
