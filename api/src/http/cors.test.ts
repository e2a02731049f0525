import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS, CORS_EXPOSED_HEADERS } from './cors.js';
import { createTestApp, type TestApp } from './testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('CORS set by the kernel hook (widgets on third-party sites: any origin, no credentials)', () => {
  it('every OPTIONS request is a preflight: 204, no body, methods, headers and max-age, before auth', async () => {
    for (const url of ['/services/api/me', '/services/api/nie-ma', '/nie/ma/takiej']) {
      const res = await t.app.inject({ method: 'OPTIONS', url });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-expose-headers': CORS_EXPOSED_HEADERS,
        'access-control-allow-methods': CORS_ALLOWED_METHODS,
        'access-control-allow-headers': CORS_ALLOWED_HEADERS,
        'access-control-max-age': '600',
        'content-length': '0',
      });
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toBeUndefined();
    }
  });

  it('errors and 404s carry the origin and exposed headers too (the widget reads x-request-id)', async () => {
    for (const url of ['/services/api/me', '/services/api/nie-ma']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { origin: 'https://sklep.example.com' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-expose-headers']).toBe('x-request-id, retry-after');
    }
  });
});
