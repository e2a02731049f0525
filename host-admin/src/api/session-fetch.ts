import { responseToError } from '@zapisy/core';
import { API_BASE_PATH, AUTH_TOKEN_HEADER } from './client.js';
import type { SessionStore } from './session.js';

/**
 * A request below /services/api with the session token whose answer the caller reads itself (a file, a
 * stream), where the JSON client would read the whole body as text. A refusal throws the §8 error.
 */
export async function fetchWithSession(
  session: SessionStore,
  path: string,
  init: { headers?: Record<string, string>; signal?: AbortSignal | undefined } = {},
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const { token } = session.takeToken();
  const headers: Record<string, string> = { ...init.headers };
  if (token) headers[AUTH_TOKEN_HEADER] = token;
  const response = await fetchImpl(`${API_BASE_PATH}${path}`, { headers, signal: init.signal });
  if (!response.ok) throw await responseError(response, path);
  return response;
}

/** The §8 error an answer stands for, read from its body (JSON when it parses, else the text). */
export async function responseError(response: Response, path: string): Promise<Error> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return responseToError({
    status: response.status,
    path,
    contentType: response.headers.get('content-type'),
    body,
  });
}
