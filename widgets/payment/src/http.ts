/**
 * The payment widget's HTTP basics (a small copy of widgets/form/src/http.ts: that package exports only its
 * whole index, and importing it would put the registration form into this bundle).
 */
import { PaymentApiError } from './errors.js';

export const REQUEST_TIMEOUT_MS = 15_000;

export const trimSlash = (s: string) => s.replace(/\/+$/, '');

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const FALLBACK: Record<number, string> = {
  403: 'Link do płatności jest nieprawidłowy lub wygasł.',
  404: 'Nie znaleziono płatności.',
};

/**
 * fetch with JSON in and out and a 15 s timeout. Failures carry the API's Polish `message`:
 * 403 → forbidden (bad or expired link), 404 → not-found, 400 → invalid, 409 → refused, else unavailable.
 */
export async function requestJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal: controller.signal,
      headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
    });
  } catch (cause) {
    throw new PaymentApiError('unavailable', `Network error for ${url}: ${String(cause)}`);
  } finally {
    clearTimeout(timer);
  }
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
