import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsBody } from './kernel.js';
import { createTestApp, type TestApp } from './testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { handlerTimeoutMs: 150 } });
  // Fastify reports 0 for "no timer".
  const timeoutOf = (request: { routeOptions: { handlerTimeout?: number } }) => ({
    timeout: request.routeOptions.handlerTimeout || null,
  });
  t.app.register(
    async (scope) => {
      scope.get('/timer', async (request) => timeoutOf(request));
      scope.post('/timer', async (request) => timeoutOf(request));
      scope.post('/slow-post', async () => {
        await new Promise((r) => setTimeout(r, 300));
        return { late: true };
      });
    },
    { prefix: '/services/api/test' },
  );
  await t.app.ready();
});
afterAll(() => t.close());

describe('handler timeout (spec §7/§9 "Timeout 60 s")', () => {
  it('is set on routes without a request body only', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/services/api/test/timer' });
    expect(get.json()).toEqual({ timeout: 150 });
    const post = await t.app.inject({ method: 'POST', url: '/services/api/test/timer', payload: {} });
    expect(post.json()).toEqual({ timeout: null });
    expect(readsBody('POST')).toBe(true);
    expect(readsBody(['GET', 'HEAD'])).toBe(false);
    expect(readsBody('patch')).toBe(true);
  });

  it('a slow POST answers as before: Fastify never timed out a request whose body it had read', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/services/api/test/slow-post', payload: {} });
    expect(res.statusCode).toBe(200);
  });
});
