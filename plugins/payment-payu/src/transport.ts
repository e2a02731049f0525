import {
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderContext,
  PaymentProviderError,
  type ProviderHttpRequest,
} from '@zapisy/core';

export const PAYU_TIMEOUT_MS = 15_000;

export interface RawAnswer {
  status: number;
  text: string;
  location: string | null;
}

/** Where a call went, for logs and error details (never keys). */
export interface CallSite {
  provider: 'payu';
  method: ProviderHttpRequest['method'];
  path: string;
}

/**
 * One HTTP exchange through `context.http` with PayU's 15 s timeout and redirects not followed (order
 * create answers 302 with a JSON body). Network errors and timeouts are 'unavailable'.
 */
export async function exchange(
  context: PaymentProviderContext,
  url: string,
  request: Omit<ProviderHttpRequest, 'redirect' | 'signal'>,
  where: CallSite,
): Promise<RawAnswer> {
  try {
    const response = await context.http(url, {
      ...request,
      redirect: 'manual',
      signal: AbortSignal.timeout(PAYU_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, text, location: response.headers.get('location') };
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown';
    context.log.warn('PayU: brak połączenia z operatorem', { ...where, reason });
    throw new PaymentProviderError('unavailable', PAYMENT_PROVIDER_MESSAGES.unavailable, {
      ...where,
      reason,
    });
  }
}

/** A 5xx answer: the gateway is down, worth retrying. */
export function serverError(
  context: PaymentProviderContext,
  where: CallSite,
  httpStatus: number,
): PaymentProviderError {
  context.log.warn('PayU: błąd serwera operatora', { ...where, httpStatus });
  return new PaymentProviderError('unavailable', PAYMENT_PROVIDER_MESSAGES.unavailable, {
    ...where,
    httpStatus,
  });
}

/** An answer the provider cannot read. */
export function protocolError(
  context: PaymentProviderContext,
  where: CallSite,
  httpStatus: number,
  problem: string,
): PaymentProviderError {
  context.log.warn('PayU: nieczytelna odpowiedź operatora', { ...where, httpStatus, problem });
  return new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
    ...where,
    httpStatus,
    problem,
  });
}

/** Replaces every secret in `text` by '***' (gateways sometimes echo request fields in messages). */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) if (secret !== '') result = result.split(secret).join('***');
  return result;
}
