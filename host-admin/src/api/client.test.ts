import {
  BusinessError,
  ForbiddenError,
  HttpError,
  NetworkError,
  ServiceUnavailableError,
  TimeoutError,
  ValidationError,
} from '@zapisy/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeFetch, json, makeToken } from '../testing/fake-api.js';
import { createApiClient } from './client.js';
import { SessionExpiredError } from './errors.js';
import { createSessionStore, LEGACY_TOKEN_COOKIE, TOKEN_STORAGE_KEY } from './session.js';

const user = { userId: 'u1', email: 'a@b.pl', firstName: 'Anna', lastName: 'Nowak', role: 'admin' as const };

beforeEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: older versions kept the token in this cookie; start clean
  document.cookie = `${LEGACY_TOKEN_COOKIE}=; Path=/; Max-Age=0`;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(routes: Record<string, unknown>) {
  const session = createSessionStore();
  const fake = fakeFetch(routes);
  const onBackground = vi.fn();
  const api = createApiClient({ session, fetchImpl: fake.fetch, onBackground });
  return { session, api, calls: fake.calls, onBackground };
}

describe('API client (spec §7 "All calls go through a shared client")', () => {
  it('calls /services/api with JSON headers and the token in x-auth-token', async () => {
    const { session, api, calls } = setup({
      'POST /project/duplicate/p1/true': { event: { eventId: 'p2' } },
    });
    const token = makeToken({ role: 'admin' }, 3600);
    session.signIn(token, user);
    const result = await api.post<{ event: { eventId: string } }>('/project/duplicate/p1/true', {
      name: 'X',
    });
    expect(result.event.eventId).toBe('p2');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/project/duplicate/p1/true',
      body: { name: 'X' },
      headers: {
        'x-auth-token': token,
        accept: 'application/json; charset=utf-8',
        'content-type': 'application/json; charset=utf-8',
      },
    });
  });

  it('a FormData body is sent as it is (multipart, the browser writes the boundary), never as JSON', async () => {
    const { session, api, calls } = setup({ 'POST /images/o1': { id: 'img1' } });
    session.signIn(makeToken({ role: 'admin' }, 3600), user);
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'logo.png');
    expect(await api.post('/images/o1', form)).toEqual({ id: 'img1' });
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers['content-type']).toBeUndefined();
  });

  it('"Responses are deserialised, with ISO date strings becoming dates" (calendar dates stay text)', async () => {
    const { api } = setup({
      'GET /project/p1': {
        createdAt: '2026-03-01T10:00:00.000Z',
        event: { from: '2026-07-01', name: '2026' },
      },
    });
    const project = await api.get<{ createdAt: Date; event: { from: string; name: string } }>('/project/p1');
    expect(project.createdAt).toBeInstanceOf(Date);
    expect(project.createdAt.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(project.event.from).toBe('2026-07-01');
  });

  it('"A 202 means asynchronous processing and carries the body": the background notice gets it', async () => {
    const body = { message: 'Trwa kopiowanie', eventCount: 2, eventIds: ['a', 'b'], async: true };
    const { api, onBackground } = setup({ 'POST /importexport/import': () => json(body, 202) });
    await expect(api.post('/importexport/import', {})).resolves.toEqual(body);
    expect(onBackground).toHaveBeenCalledWith(body);
  });

  it('getOrNull: "204 gives null"', async () => {
    const { api } = setup({ 'GET /x': () => new Response(null, { status: 204 }) });
    await expect(api.getOrNull('/x')).resolves.toBeNull();
  });

  it('maps error responses with core responseToError (spec §8)', async () => {
    const { api } = setup({
      'POST /v': () =>
        apiError(400, 'VALIDATION', 'Wystąpiły błędy walidacji', ['body.name: pole jest wymagane']),
      'POST /f': () => apiError(403, 'FORBIDDEN', 'Brak dostępu'),
      'POST /b': () => apiError(409, 'DOMAIN_TAKEN', 'Domena jest zajęta'),
      'POST /t': () => apiError(504, 'TIMEOUT', 'x'),
      'POST /s': () => apiError(500, 'INTERNAL', 'Wystąpił wewnętrzny błąd serwera'),
      'POST /h': () =>
        new Response('<!doctype html><p>proxy</p>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    });
    const v = await api.post('/v').catch((e: unknown) => e);
    expect(v).toBeInstanceOf(ValidationError);
    expect((v as ValidationError).errors).toEqual(['body.name: pole jest wymagane']);
    const f = await api.post('/f').catch((e: unknown) => e);
    expect(f).toBeInstanceOf(ForbiddenError);
    expect((f as Error).message).toBe('Forbidden /f: Brak dostępu');
    const b = await api.post('/b').catch((e: unknown) => e);
    expect(b).toBeInstanceOf(BusinessError);
    expect((b as BusinessError).code).toBe('DOMAIN_TAKEN');
    await expect(api.post('/t')).rejects.toBeInstanceOf(TimeoutError);
    const s = await api.post('/s').catch((e: unknown) => e);
    expect(s).toBeInstanceOf(HttpError);
    expect((s as HttpError).status).toBe(500);
    await expect(api.post('/h')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('HTML instead of JSON on a success status is an invalid response', async () => {
    const { api } = setup({
      'GET /env': () =>
        new Response('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } }),
    });
    await expect(api.get('/env')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('"No response: generic error with the serialised cause"', async () => {
    const session = createSessionStore();
    const api = createApiClient({
      session,
      fetchImpl: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Brak odpowiedzi serwera: TypeError: Failed to fetch');
  });

  it('"Timeout 60 s": a request still pending after 60 s is aborted as a TimeoutError', async () => {
    vi.useFakeTimers();
    const session = createSessionStore();
    const api = createApiClient({
      session,
      fetchImpl: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        })) as unknown as typeof fetch,
    });
    const pending = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe(
      'Operacja trwała zbyt długo i została przerwana. Spróbuj ponownie.',
    );
  });

  it('401 TOKEN_EXPIRED clears the session and raises SessionExpiredError', async () => {
    const { session, api } = setup({ 'GET /me': () => apiError(401, 'TOKEN_EXPIRED', 'Token wygasł') });
    session.signIn(makeToken({ role: 'admin' }, 3600), user);
    await expect(api.get('/me')).rejects.toBeInstanceOf(SessionExpiredError);
    // Cleared a macrotask later, after the caller's handling started its redirect.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(session.current().loggedIn).toBe(false);
    expect(session.expired()).toBe(true);
  });

  it('403 TOKEN_INVALID (tampered token) forgets the token and is a forbidden error', async () => {
    const { session, api } = setup({
      'GET /me': () => apiError(403, 'TOKEN_INVALID', 'Nieprawidłowy token'),
    });
    session.signIn(makeToken({ role: 'admin' }, 3600), user);
    await expect(api.get('/me')).rejects.toBeInstanceOf(ForbiddenError);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(session.current().loggedIn).toBe(false);
  });

  it('a wrong password (401 without a token code) is a validation error for the form', async () => {
    const { api } = setup({
      'POST /auth/login': () => apiError(401, 'INVALID_CREDENTIALS', 'Nieprawidłowy e-mail lub hasło'),
    });
    const error = await api.post('/auth/login', {}, { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toBe('Nieprawidłowy e-mail lub hasło');
  });
});

describe('session (spec §4 "the token is held in a cookie and local storage. Expired tokens are removed.")', () => {
  it('keeps the token in local storage, never in a cookie JavaScript can read (issue 13 #5); the role and organization come from the token', () => {
    const session = createSessionStore();
    const token = makeToken({ role: 'payments', organizationId: 'org1' }, 600);
    session.signIn(token, { ...user, role: 'payments' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(document.cookie).not.toContain(token);
    expect(document.cookie).not.toContain(LEGACY_TOKEN_COOKIE);
    const current = session.current();
    expect(current).toMatchObject({ loggedIn: true, role: 'payments', organizationId: 'org1' });
    expect(current.user?.firstName).toBe('Anna');
    session.clear();
    expect(session.current().loggedIn).toBe(false);
  });

  it('a token cookie left by an older version is deleted at sign-in and sign-out', () => {
    const session = createSessionStore();
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie an older version left behind
    document.cookie = `${LEGACY_TOKEN_COOKIE}=old-token; Path=/`;
    session.signIn(makeToken({ role: 'admin' }, 600), user);
    expect(document.cookie).not.toContain(LEGACY_TOKEN_COOKIE);
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie an older version left behind
    document.cookie = `${LEGACY_TOKEN_COOKIE}=old-token; Path=/`;
    session.clear();
    expect(document.cookie).not.toContain(LEGACY_TOKEN_COOKIE);
  });

  it('removes an expired token and reports the expiry to the client, which then sends nothing', async () => {
    const now = { t: Date.now() };
    const session = createSessionStore({ now: () => new Date(now.t) });
    session.signIn(makeToken({ role: 'admin' }, 60, now.t), user);
    expect(session.current().loggedIn).toBe(true);
    now.t += 61_000;
    const listener = vi.fn();
    session.subscribe(listener);
    const fake = fakeFetch({ 'GET /me': user });
    const api = createApiClient({ session, fetchImpl: fake.fetch });
    await expect(api.get('/me')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(fake.calls).toHaveLength(0);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalled();
    expect(session.current().loggedIn).toBe(false);
  });

  it('log-in calls (auth: false) ignore a stale token', async () => {
    const now = Date.now();
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({}, -5, now));
    const session = createSessionStore();
    const fake = fakeFetch({ 'POST /auth/login': { token: 't', user } });
    const api = createApiClient({ session, fetchImpl: fake.fetch });
    await api.post('/auth/login', { email: 'a@b.pl', password: 'x' }, { auth: false });
    expect(fake.calls[0]?.headers['x-auth-token']).toBeUndefined();
  });
});
