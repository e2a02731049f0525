import {
  type BackgroundProcessingBody,
  isBackgroundResponse,
  NetworkError,
  responseToError,
  ServiceUnavailableError,
  TimeoutError,
} from '@zapisy/core';
import { parseJsonWithDates } from './dates.js';
import { SessionExpiredError } from './errors.js';
import type { SessionStore } from './session.js';

/** Spec §7: "Base path /services/api"; "Timeout 60 s"; "Header x-auth-token carries the token". */
export const API_BASE_PATH = '/services/api';
export const API_TIMEOUT_MS = 60_000;
export const AUTH_TOKEN_HEADER = 'x-auth-token';

/** 401 codes of the server (api/src/auth/errors.ts) that mean the session ended. */
const SESSION_ENDED_CODES = new Set([
  'TOKEN_EXPIRED',
  'TOKEN_REVOKED',
  'ACCOUNT_INACTIVE',
  'UNAUTHENTICATED',
]);

/** Spec §7: "Media paths (containing /url/, /media/, /file/, /img/) that return 404 give null". */
const MEDIA_PATH = /\/(?:url|media|file|img)\//;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send the session token (default true). Log-in, registration and reset calls send none. */
  auth?: boolean;
  /** Answer the body text as it came (an archive to save as a file), not parsed JSON. */
  raw?: boolean;
  /** Override the 60 s timeout. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  session: SessionStore;
  fetchImpl?: typeof fetch;
  basePath?: string;
  timeoutMs?: number;
  /** Spec §8 "Background-processing response": the 202 body, for the 'Przetwarzanie w tle' notice. */
  onBackground?: (body: BackgroundProcessingBody) => void;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Spec §7 "getOrNull (204 gives null)". */
  getOrNull<T>(path: string, options?: RequestOptions): Promise<T | null>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  readonly session: SessionStore;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

const HTML_BODY = /^\s*<(?:!doctype|html)\b/i;

async function readBody(response: Response): Promise<{ text: string; json: unknown; isJson: boolean }> {
  const text = await response.text();
  if (text.trim() === '') return { text, json: null, isJson: true };
  try {
    return { text, json: parseJsonWithDates(text), isJson: true };
  } catch {
    return { text, json: text, isJson: false };
  }
}

/** The shared client of spec §7: JSON both ways (a FormData body goes as multipart), token header, 60 s timeout, §8 error mapping. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const basePath = (options.basePath ?? API_BASE_PATH).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const { session } = options;

  /**
   * Forgets the session after the caller's error handling ran (a macrotask later): the handling's log-in
   * redirect, with its reason, starts before the shell notices the missing session.
   */
  const forget = (reason?: 'expired') => {
    setTimeout(() => session.clear(reason), 0);
  };

  async function send(method: HttpMethod, path: string, opts: RequestOptions): Promise<unknown> {
    const doFetch = options.fetchImpl ?? fetch;
    const headers: Record<string, string> = {
      accept: 'application/json; charset=utf-8',
    };
    if (opts.auth !== false) {
      const { token, expired } = session.takeToken();
      if (expired) throw new SessionExpiredError();
      if (token) headers[AUTH_TOKEN_HEADER] = token;
    }
    let body: string | FormData | undefined;
    if (opts.body instanceof FormData) {
      // A file upload: the browser writes multipart/form-data with its boundary.
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json; charset=utf-8';
      body = JSON.stringify(opts.body);
    } else if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
      // Empty-body calls of the spec (activate, create-balances) still send JSON.
      headers['content-type'] = 'application/json; charset=utf-8';
      body = '{}';
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeoutMs ?? timeoutMs);
    const onAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onAbort);
    const url = `${basePath}${withQuery(path, opts.query)}`;
    let response: Response;
    try {
      // Spec §7 "No redirects are followed".
      response = await doFetch(url, { method, headers, body, redirect: 'manual', signal: controller.signal });
    } catch (cause) {
      if (timedOut) throw new TimeoutError();
      throw new NetworkError(cause);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }

    const status = response.status;
    const contentType = response.headers.get('content-type');
    const read = await readBody(response);

    if (status === 204) return null;
    // Spec §7: "Successful statuses are 200 and 201. POST and generic requests also accept 302 and 304."
    const ok =
      status === 200 ||
      status === 201 ||
      status === 202 ||
      ((status === 302 || status === 304) && method === 'POST');
    if (ok) {
      if (!read.isJson && (HTML_BODY.test(read.text) || /html/i.test(contentType ?? ''))) {
        // HTML instead of JSON: a stale deployment or a proxy page (spec §8).
        throw new ServiceUnavailableError(path);
      }
      if (status === 202 && isBackgroundResponse(status, read.json)) options.onBackground?.(read.json);
      return opts.raw ? read.text : read.json;
    }
    if (status === 404 && MEDIA_PATH.test(path)) {
      console.warn(`Nie znaleziono zasobu ${path}`);
      return null;
    }
    if (status === 401 && opts.auth !== false) {
      const code = (read.json as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && SESSION_ENDED_CODES.has(code)) {
        forget('expired');
        throw new SessionExpiredError();
      }
    }
    // A tampered or malformed token (403 TOKEN_INVALID): forget it, so log-in shows the form again.
    if (status === 403 && (read.json as { code?: unknown } | null)?.code === 'TOKEN_INVALID') forget();
    throw responseToError({ status, path, contentType, body: read.json });
  }

  const client: ApiClient = {
    session,
    request: <T>(method: HttpMethod, path: string, opts: RequestOptions = {}) =>
      send(method, path, opts) as Promise<T>,
    get: <T>(path: string, opts: RequestOptions = {}) => send('GET', path, opts) as Promise<T>,
    getOrNull: <T>(path: string, opts: RequestOptions = {}) => send('GET', path, opts) as Promise<T | null>,
    post: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
      send('POST', path, { ...opts, body }) as Promise<T>,
    put: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
      send('PUT', path, { ...opts, body }) as Promise<T>,
    patch: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
      send('PATCH', path, { ...opts, body }) as Promise<T>,
    delete: <T>(path: string, opts: RequestOptions = {}) => send('DELETE', path, opts) as Promise<T>,
  };
  return client;
}
