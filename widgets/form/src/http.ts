/** The widget's HTTP basics: one fetch with a timeout and Polish-explainable failures. */
import { WidgetApiError } from './errors.js';

export const REQUEST_TIMEOUT_MS = 15_000;

export const trimSlash = (s: string) => s.replace(/\/+$/, '');

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** fetch with JSON accepted and a 15 s timeout; a network failure is an 'unavailable' WidgetApiError. */
export async function fetchWithTimeout(url: string, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(url, {
      ...init,
      signal: controller.signal,
      headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
    });
  } catch (cause) {
    throw new WidgetApiError('unavailable', `Network error for ${url}: ${String(cause)}`);
  } finally {
    clearTimeout(timer);
  }
}
