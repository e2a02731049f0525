/** Test helpers: a fake fetch answering by method and path, and unsigned JWTs with a chosen expiry. */

export interface FakeCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeHandler = (call: FakeCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The server's error body `{ status, code, message, errors, requestId }`. */
export function apiError(status: number, code: string, message: string, errors: string[] = []): Response {
  return json({ status, code, message, errors, requestId: 'req-1' }, status);
}

/**
 * fetch answering from `routes` ('GET /me' → handler); unknown routes answer 404. Records every call with
 * its path below /services/api.
 */
export function fakeFetch(routes: Record<string, FakeHandler | unknown>) {
  const calls: FakeCall[] = [];
  const impl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/services\/api/, '') + url.search;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    // A JSON body parsed; a multipart upload kept as its FormData.
    const body =
      init.body instanceof FormData
        ? init.body
        : typeof init.body === 'string' && init.body
          ? (JSON.parse(init.body) as unknown)
          : undefined;
    const call = { method, path, headers, body };
    calls.push(call);
    const route =
      routes[`${method} ${path}`] ?? routes[`${method} ${url.pathname.replace(/^\/services\/api/, '')}`];
    if (route === undefined) return apiError(404, 'NOT_FOUND', `Nie znaleziono ${path}`);
    if (typeof route === 'function') return (route as FakeHandler)(call);
    return json(route);
  };
  return { fetch: impl as typeof fetch, calls };
}

function base64url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT (the browser never verifies signatures) expiring in `seconds` from `now`. */
export function makeToken(claims: Record<string, unknown>, seconds: number, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + seconds;
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify({ ...claims, exp }))}.c2ln`;
}
