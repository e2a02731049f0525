/** The payment widget's JSON requests (the fetch with a timeout is the kit's). */
import { fetchWithTimeout, isRecord } from '@zapisy/widget-kit';
import { PaymentApiError } from './errors.js';

export { isRecord, trimSlash } from '@zapisy/widget-kit';

const FALLBACK: Record<number, string> = {
  403: 'Link do płatności jest nieprawidłowy lub wygasł.',
  404: 'Nie znaleziono płatności.',
};

const networkError = (message: string) => new PaymentApiError('unavailable', message);

/**
 * fetch with JSON in and out and a 15 s timeout. Failures carry the API's Polish `message`:
 * 403 → forbidden (bad or expired link), 404 → not-found, 400 → invalid, 409 → refused, else unavailable.
 */
export async function requestJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetchWithTimeout(url, init, networkError);
  const text = await response.text().catch(() => '');
  const html = (response.headers.get('content-type') ?? '').includes('html') || /^\s*</.test(text);
  let body: unknown;
  try {
    body = html || text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  if (response.ok && body !== undefined) return body;
  const given = isRecord(body) && typeof body.message === 'string' ? body.message.trim() : '';
  const message = given || FALLBACK[response.status] || `HTTP ${response.status}`;
  const kind =
    response.status === 403
      ? 'forbidden'
      : response.status === 404
        ? 'not-found'
        : response.status === 400
          ? 'invalid'
          : response.status === 409
            ? 'refused'
            : 'unavailable';
  throw new PaymentApiError(kind, message, response.status);
}
