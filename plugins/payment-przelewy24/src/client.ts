import { PAYMENT_PROVIDER_MESSAGES, type PaymentProviderContext, PaymentProviderError } from '@zapisy/core';
import { p24Host } from './hosts.js';
import type { P24Credentials } from './settings.js';

export const P24_TIMEOUT_MS = 15_000;

export interface P24CallResult {
  status: number;
  body: unknown;
}

/**
 * One REST API v1 call with HTTP Basic (user = posId, password = API key). Network errors, timeouts and 5xx
 * → 'unavailable'; 4xx → 'rejected' with P24's `error`/`code` in `detail`; unreadable JSON → 'protocol'.
 * Never puts the credentials, the Authorization header or the request body into errors.
 */
export async function p24Call(
  context: PaymentProviderContext,
  credentials: Pick<P24Credentials, 'posId' | 'apiKey'>,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<P24CallResult> {
  // Only the first path segments: later ones carry session ids, NIP or PESEL numbers that stay out of logs.
  const operation = `${method} ${path.split('/').slice(0, 5).join('/')}`;
  const authorization = `Basic ${Buffer.from(`${credentials.posId}:${credentials.apiKey}`, 'utf8').toString('base64')}`;
  const headers: Record<string, string> = { authorization, accept: 'application/json' };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  let status: number;
  let text: string;
  try {
    const response = await context.http(`${p24Host(context)}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      redirect: 'manual',
      signal: AbortSignal.timeout(P24_TIMEOUT_MS),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    throw new PaymentProviderError('unavailable', PAYMENT_PROVIDER_MESSAGES.unavailable, {
      provider: 'przelewy24',
      operation,
      cause: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
    });
  }
  if (status >= 500) {
    throw new PaymentProviderError('unavailable', PAYMENT_PROVIDER_MESSAGES.unavailable, {
      provider: 'przelewy24',
      operation,
      httpStatus: status,
    });
  }
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
      provider: 'przelewy24',
      operation,
      httpStatus: status,
    });
  }
  if (status >= 400 || status < 200) {
    throw new PaymentProviderError('rejected', PAYMENT_PROVIDER_MESSAGES.rejected, {
      provider: 'przelewy24',
      operation,
      httpStatus: status,
      ...gatewayError(parsed),
    });
  }
  return { status, body: parsed };
}

/** P24 answers errors as {"error": "…" | [{…, message}], "code": 400}. */
function gatewayError(body: unknown): { gatewayCode?: unknown; gatewayError?: unknown } {
  if (typeof body !== 'object' || body === null) {
    return {};
  }
  const record = body as Record<string, unknown>;
  const error = Array.isArray(record.error)
    ? record.error.map((item) =>
        typeof item === 'object' && item !== null ? (item as Record<string, unknown>).message : item,
      )
    : record.error;
  return { gatewayCode: record.code, gatewayError: error };
}

/** Reads `data` of a P24 success answer; a missing or non-object `data` is a protocol error. */
export function p24Data(result: P24CallResult, operation: string): Record<string, unknown> {
  const data =
    typeof result.body === 'object' && result.body !== null
      ? (result.body as Record<string, unknown>).data
      : undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
      provider: 'przelewy24',
      operation,
      httpStatus: result.status,
    });
  }
  return data as Record<string, unknown>;
}
