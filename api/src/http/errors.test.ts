import {
  BusinessError,
  ErrorMessages,
  ForbiddenError,
  NotFoundError,
  TimeoutError,
  ValidationError,
} from '@zapisy/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedInBackground, errorResponses } from './errors.js';
import { createTestApp, type TestApp } from './testing.js';

let t: TestApp;

/** The contract body every error under the API path has. */
function expectErrorBody(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body).toEqual({
    status,
    code,
    message: expect.any(String),
    errors: expect.any(Array),
    requestId: res.headers['x-request-id'],
  });
  expect(res.body).not.toMatch(/<html|<!doctype/i);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack frames
  return body as { status: number; code: string; message: string; errors: string[]; requestId: string };
}

beforeAll(async () => {
  t = await createTestApp({ config: { handlerTimeoutMs: 200, bodyLimit: 2048 } });
  const app = t.app;
  app.register(
    async (scope) => {
      scope.post(
        '/validate',
        {
          schema: {
            body: {
              type: 'object',
              required: ['email', 'age'],
              properties: {
                email: { type: 'string', format: 'email' },
                age: { type: 'integer', minimum: 18 },
                name: { type: 'string', minLength: 2 },
              },
            },
            response: {
              200: { type: 'object', properties: { ok: { type: 'boolean' } } },
              ...errorResponses(400),
            },
          },
        },
        async () => ({ ok: true }),
      );
      scope.get('/forbidden', async () => {
        throw new ForbiddenError();
      });
      scope.get('/missing', async () => {
        throw new NotFoundError('Nie znaleziono projektu demo');
      });
      scope.get('/business', async () => {
        throw new BusinessError();
      });
      scope.get('/business-custom', async () => {
        throw new BusinessError('Brak wolnych miejsc', 'NO_PLACES');
      });
      scope.get('/domain-validation', async () => {
        throw new ValidationError(['pole amount jest wymagane', 'pole eventId jest wymagane']);
      });
      scope.get('/timeout', async () => {
        throw new TimeoutError();
      });
      scope.get('/slow', async (_request, reply) => {
        await new Promise((r) => setTimeout(r, 600));
        return reply.send({ late: true });
      });
      scope.get('/crash', async () => {
        throw new Error('secret database password in /etc/zapisy.conf');
      });
      scope.get('/background', async (_request, reply) =>
        acceptedInBackground(reply, { message: 'Wysyłanie powiadomień', eventIds: ['a1', 'b2', 'c3'] }),
      );
      scope.get('/background-default', async (_request, reply) =>
        acceptedInBackground(reply, { eventIds: ['a1', 'b2', 'c3', 'd4', 'e5'] }),
      );
      scope.post('/echo', async (request) => ({ got: request.body }));
    },
    { prefix: '/services/api/test' },
  );
  await app.ready();
});

afterAll(() => t.close());

describe('error contract (spec §8 "Mapping of responses to errors")', () => {
  it("400: 'validation error … default message 'Wystąpiły błędy walidacji', with an error list'", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/api/test/validate',
      payload: { email: 'nie-email', age: 12, name: 'A' },
    });
    const body = expectErrorBody(res, 400, 'VALIDATION');
    expect(body.message).toBe('Wystąpiły błędy walidacji');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        'body.email: nieprawidłowy adres e-mail',
        'body.age: wartość musi być większa lub równa 18',
        'body.name: za krótkie (minimum 2 znaki)',
      ]),
    );
  });

  it('400: a missing field reads "body.email: pole jest wymagane"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/api/test/validate',
      payload: { age: 20 },
    });
    expect(expectErrorBody(res, 400, 'VALIDATION').errors).toEqual(['body.email: pole jest wymagane']);
  });

  it("400: ValidationError from core keeps its list ('joined by '; '' in the message)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/api/test/domain-validation' });
    const body = expectErrorBody(res, 400, 'VALIDATION');
    expect(body.errors).toEqual(['pole amount jest wymagane', 'pole eventId jest wymagane']);
    expect(body.message).toBe('pole amount jest wymagane; pole eventId jest wymagane');
  });

  it("403: 'forbidden error … The default access-denied text means no access'", async () => {
    const body = expectErrorBody(
      await t.app.inject({ method: 'GET', url: '/services/api/test/forbidden' }),
      403,
      'FORBIDDEN',
    );
    expect(body.message).toBe(ErrorMessages.forbidden);
  });

  it('404 from a handler keeps its message', async () => {
    const body = expectErrorBody(
      await t.app.inject({ method: 'GET', url: '/services/api/test/missing' }),
      404,
      'NOT_FOUND',
    );
    expect(body.message).toBe('Nie znaleziono projektu demo');
  });

  it("409: 'business error with the server message (default 'Wystąpiły błędy podczas wykonywania operacji')'", async () => {
    const body = expectErrorBody(
      await t.app.inject({ method: 'GET', url: '/services/api/test/business' }),
      409,
      'BUSINESS',
    );
    expect(body.message).toBe('Wystąpiły błędy podczas wykonywania operacji');
    const custom = expectErrorBody(
      await t.app.inject({ method: 'GET', url: '/services/api/test/business-custom' }),
      409,
      'NO_PLACES',
    );
    expect(custom.message).toBe('Brak wolnych miejsc');
  });

  it("504: 'business error, the operation timed out, try again' (TimeoutError)", async () => {
    const body = expectErrorBody(
      await t.app.inject({ method: 'GET', url: '/services/api/test/timeout' }),
      504,
      'TIMEOUT',
    );
    expect(body.message).toBe(ErrorMessages.timeout);
  });

  it('504: a handler slower than the configured timeout answers 504, not 503', async () => {
    const body = expectErrorBody(
      await t.app.inject({ method: 'GET', url: '/services/api/test/slow' }),
      504,
      'TIMEOUT',
    );
    expect(body.message).toBe('Operacja trwała zbyt długo i została przerwana. Spróbuj ponownie.');
  });

  it("202: 'A 202 means asynchronous processing and carries the body'", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/api/test/background' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: 'Wysyłanie powiadomień',
      eventCount: 3,
      eventIds: ['a1', 'b2', 'c3'],
      async: true,
    });
    const plain = await t.app.inject({ method: 'GET', url: '/services/api/test/background-default' });
    expect(plain.json()).toMatchObject({
      message: 'Rozpoczęto przetwarzanie w tle: 5 elementów',
      eventCount: 5,
    });
  });

  it('500: unexpected errors get a generic Polish message, never the error text or stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/api/test/crash' });
    const body = expectErrorBody(res, 500, 'INTERNAL');
    expect(body.message).toBe(ErrorMessages.internal);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('stack');
  });
});

describe('bad input ("never a stack trace", spec §8 "HTML instead of JSON" is a client failure)', () => {
  it('malformed JSON → 400 "Nieprawidłowy JSON w treści żądania"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a": 1,',
    });
    const body = expectErrorBody(res, 400, 'INVALID_JSON');
    expect(body.message).toBe('Nieprawidłowy JSON w treści żądania');
  });

  it('__proto__ in JSON is refused as invalid JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expectErrorBody(res, 400, 'INVALID_JSON');
  });

  it('empty body with content-type JSON → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectErrorBody(res, 400, 'EMPTY_JSON_BODY');
  });

  it('wrong content type → 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/services/api/test/echo',
        headers: { 'content-type': type },
        payload: 'a=1',
      });
      const body = expectErrorBody(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(body.message).toContain('application/json');
    }
  });

  it('oversized body → 413 naming the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/api/test/echo',
      payload: { big: 'x'.repeat(5000) },
    });
    const body = expectErrorBody(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(body.message).toBe('Treść żądania jest za duża (limit 2 KB)');
  });

  it('unknown route → 404 "Nie znaleziono ścieżki GET /services/api/xyz"', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/api/xyz?a=1' });
    const body = expectErrorBody(res, 404, 'ROUTE_NOT_FOUND');
    expect(body.message).toBe('Nie znaleziono ścieżki GET /services/api/xyz');
  });

  it('unknown route with a broken body is still a 404 (the body is not read)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expectErrorBody(res, 404, 'ROUTE_NOT_FOUND');
  });

  it('wrong method on a known path → 404 JSON', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/services/api/env' });
    expect(expectErrorBody(res, 404, 'ROUTE_NOT_FOUND').message).toBe(
      'Nie znaleziono ścieżki DELETE /services/api/env',
    );
  });

  it('a browser asking for HTML on an API path still gets JSON', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/services/api/xyz',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expectErrorBody(res, 404, 'ROUTE_NOT_FOUND');
  });

  it('a malformed URL encoding → 400 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/api/plugins/%E0%A4%A' });
    expectErrorBody(res, 400, 'BAD_URL');
  });
});

describe('request ids and the token header', () => {
  it('every response carries x-request-id, matching the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/api/test/business' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });

  it('a sane incoming x-request-id is kept; an unsafe one is replaced', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/services/api/env',
      headers: { 'x-request-id': 'lb-42.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.abc');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/services/api/env',
      headers: { 'x-request-id': 'bad id\u0007<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("spec §7 'Header x-auth-token carries the token': it is read into request.authToken", async () => {
    const other = await createTestApp();
    other.app.get('/services/api/test/token', async (request) => ({ token: request.authToken ?? null }));
    const res = await other.app.inject({
      method: 'GET',
      url: '/services/api/test/token',
      headers: { 'x-auth-token': 'abc.def.ghi' },
    });
    expect(res.json()).toEqual({ token: 'abc.def.ghi' });
    const none = await other.app.inject({ method: 'GET', url: '/services/api/test/token' });
    expect(none.json()).toEqual({ token: null });
    await other.close();
  });
});

describe('CORS (widgets embedded on third-party sites call the API)', () => {
  it('a preflight from any origin allows content-type and x-auth-token, without credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/services/api/console-error',
      headers: {
        origin: 'https://sklep.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-auth-token',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-auth-token');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('a simple GET gets access-control-allow-origin: *', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/services/api/env',
      headers: { origin: 'https://sklep.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
