import { ErrorMessages } from '@zapisy/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from './json-depth.js';
import { createTestApp, type TestApp } from './testing.js';

let t: TestApp;
const deepestOf = (value: unknown): number =>
  typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(deepestOf)) : 0;

beforeAll(async () => {
  t = await createTestApp();
  // A handler that walks the body recursively, as Ajv, json-logic and the store do.
  t.app.post('/services/api/test-depth', { config: { access: { public: true } } }, async (request) => ({
    depth: deepestOf(request.body),
  }));
});
afterAll(async () => t.close());

const post = (url: string, payload: string, type = 'application/json') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
const expectTooDeep = (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    status: 400,
    code: 'VALIDATION',
    message: ErrorMessages.validation,
    errors: [`${ErrorMessages.bodyTooDeep} (ponad ${MAX_JSON_DEPTH} poziomów tablic i obiektów)`],
  });
};

describe('JSON bodies deeper than the nesting limit are a 400, never a 500 (stack overflow)', () => {
  it('a 10,000-level nested array in an application/json body is a 400 validation error with its list', async () => {
    expectTooDeep(await post('/services/api/test-depth', nested(10_000)));
    expectTooDeep(await post('/services/api/test-depth', nested(10_000), 'application/json; charset=utf-8'));
  });

  it(`a body exactly ${MAX_JSON_DEPTH} levels deep reaches the route`, async () => {
    const res = await post('/services/api/test-depth', nested(MAX_JSON_DEPTH));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ depth: MAX_JSON_DEPTH });
  });

  it("the default parser's checks stay: __proto__ is refused, an empty body is 400", async () => {
    expect((await post('/services/api/test-depth', '{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await post('/services/api/test-depth', '')).json().code).toBe('EMPTY_JSON_BODY');
    expect((await post('/services/api/test-depth', '{"a":')).json().code).toBe('INVALID_JSON');
  });

  it('the text/plain JSON of sendBeacon (console-error) has the same limit', async () => {
    expectTooDeep(await post('/services/api/console-error', nested(10_000), 'text/plain'));
  });
});
