/** A widget's HTTP basics: one fetch with a timeout, and the small checks every API reader needs. */

export const REQUEST_TIMEOUT_MS = 15_000;

export const trimSlash = (s: string) => s.replace(/\/+$/, '');

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * fetch with JSON accepted and a 15 s timeout; a network failure (or the timeout) throws what
 * `networkError` makes of its message, so each widget keeps its own error class.
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  networkError: (message: string) => Error,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(url, {
      ...init,
      signal: controller.signal,
      headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
    });
  } catch (cause) {
    throw networkError(`Network error for ${url}: ${String(cause)}`);
  } finally {
    clearTimeout(timer);
  }
}
