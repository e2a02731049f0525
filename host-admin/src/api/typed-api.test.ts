import { describe, expect, expectTypeOf, it } from 'vitest';
import { fakeFetch, json } from '../testing/fake-api.js';
import type { ApiResponse } from './api-types.js';
import { createApiClient } from './client.js';
import { createSessionStore } from './session.js';
import { fillPath, typedApi } from './typed-api.js';

function client(routes: Record<string, unknown>) {
  const fake = fakeFetch(routes);
  const api = createApiClient({
    session: createSessionStore({ storage: sessionStorage }),
    fetchImpl: fake.fetch,
  });
  return { api: typedApi(api), calls: fake.calls };
}

describe('typedApi', () => {
  it('fills the path parameters, sends the query and the body through the shared client', async () => {
    const { api, calls } = client({
      'GET /webhooks/p%201/deliveries?limit=5': { items: [], next: null },
      'POST /webhooks/p1/secret': () => json({ secret: 's', createdAt: '2026-03-01T10:00:00.000Z' }),
    });
    const page = await api.get('/webhooks/{eventId}/deliveries', {
      path: { eventId: 'p 1' },
      query: { limit: 5 },
    });
    expect(page).toEqual({ items: [], next: null });
    const secret = await api.post('/webhooks/{eventId}/secret', { path: { eventId: 'p1' } });
    // Spec §7 "ISO date strings becoming dates", and the generated type says so.
    expect(secret.createdAt).toBeInstanceOf(Date);
    expectTypeOf(secret.createdAt).toEqualTypeOf<Date>();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /webhooks/p%201/deliveries?limit=5',
      'POST /webhooks/p1/secret',
    ]);
  });

  it('types answers from the server document: a field it does not have is a type error', () => {
    type Secret = ApiResponse<'/webhooks/{eventId}/secret', 'get'>;
    expectTypeOf<Secret>().toHaveProperty('secret');
    // @ts-expect-error the server's answer has no such field
    expectTypeOf<Secret>().toHaveProperty('signingKey');
  });

  it('refuses a path template without its parameter', () => {
    expect(() => fillPath('/webhooks/{eventId}/secret', {})).toThrow(/eventId/);
  });
});
