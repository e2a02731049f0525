import { PAYMENT_PROVIDER_MESSAGES, type PaymentProviderContext, PaymentProviderError } from '@zapisy/core';
import { payuBase } from './hosts.js';
import { objectAt, parseJsonObject, textAt } from './json-object.js';
import { PAYU_BAD_CREDENTIALS_MESSAGE, type PayuTokenCache } from './oauth.js';
import { type PayuSettings, settingsSecrets } from './settings.js';
import { type CallSite, exchange, protocolError, redact, serverError } from './transport.js';

export interface PayuApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the host, e.g. '/api/v2_1/orders'. */
  path: string;
  /** A JSON body. */
  body?: unknown;
}

export interface PayuApiAnswer {
  httpStatus: number;
  body: Record<string, unknown>;
  location: string | null;
}

/** PayU's error section `{status:{statusCode, code, codeLiteral, statusDesc}}`, for details and logs. */
export interface PayuErrorStatus {
  statusCode?: string;
  code?: string;
  codeLiteral?: string;
  statusDesc?: string;
  /** OAuth-style answers of the API (`{error, error_description}`, e.g. invalid_token). */
  error?: string;
}

/**
 * One authorised PayU REST call: Bearer token from the cache, a new token and one retry when PayU answers
 * 401 (an expired or revoked token). Answers the JSON object of a 2xx or 302 (order create); throws
 * `PaymentProviderError` otherwise: network, timeout, 5xx → 'unavailable'; 401/403 after the retry →
 * 'configuration'; other 4xx → 'rejected' with PayU's status in `detail`; unreadable → 'protocol'.
 */
export async function payuApi(
  context: PaymentProviderContext,
  settings: PayuSettings,
  tokens: PayuTokenCache,
  request: PayuApiRequest,
): Promise<PayuApiAnswer> {
  const where: CallSite = { provider: 'payu', method: request.method, path: request.path };
  const url = `${payuBase(context)}${request.path}`;
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const send = (token: string) =>
    exchange(
      context,
      url,
      {
        method: request.method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body }),
      },
      where,
    );

  let token = await tokens.get(context, settings);
  let answer = await send(token);
  if (answer.status === 401) {
    tokens.invalidate(context, settings, token);
    token = await tokens.get(context, settings);
    answer = await send(token);
  }

  if (answer.status >= 500) throw serverError(context, where, answer.status);
  const parsed = parseJsonObject(answer.text);
  if (answer.status >= 400) {
    const status = readPayuErrorStatus(parsed, settingsSecrets(settings));
    const detail = { ...where, httpStatus: answer.status, ...status };
    context.log.warn('PayU: operator odrzucił żądanie', detail);
    if (answer.status === 401 || answer.status === 403) {
      throw new PaymentProviderError('configuration', PAYU_BAD_CREDENTIALS_MESSAGE, detail);
    }
    throw new PaymentProviderError('rejected', PAYMENT_PROVIDER_MESSAGES.rejected, detail);
  }
  const readable = (answer.status >= 200 && answer.status < 300) || answer.status === 302;
  if (!readable || parsed === undefined) {
    throw protocolError(context, where, answer.status, readable ? 'not a JSON object' : 'unexpected status');
  }
  return { httpStatus: answer.status, body: parsed, location: answer.location };
}

/** PayU's `status` section of an error answer (or an OAuth-style `{error}`), keys redacted. */
export function readPayuErrorStatus(
  body: Record<string, unknown> | undefined,
  secrets: readonly string[],
): PayuErrorStatus {
  const status = objectAt(body, 'status');
  const out: PayuErrorStatus = {};
  const statusCode = textAt(status, 'statusCode');
  const code = textAt(status, 'code');
  const codeLiteral = textAt(status, 'codeLiteral');
  const statusDesc = textAt(status, 'statusDesc') ?? textAt(body, 'error_description');
  const error = textAt(body, 'error');
  if (statusCode !== undefined) out.statusCode = statusCode;
  if (code !== undefined) out.code = code;
  if (codeLiteral !== undefined) out.codeLiteral = codeLiteral;
  if (statusDesc !== undefined) out.statusDesc = redact(statusDesc.slice(0, 300), secrets);
  if (error !== undefined) out.error = error;
  return out;
}

/** PayU answers SUCCESS, or a WARNING_CONTINUE_* for a request that goes on at the payer's side. */
export function isPayuSuccess(body: Record<string, unknown>): boolean {
  const statusCode = textAt(objectAt(body, 'status'), 'statusCode');
  return statusCode === 'SUCCESS' || (statusCode?.startsWith('WARNING_CONTINUE') ?? false);
}
