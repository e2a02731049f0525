import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI (ARCHITECTURE: "documented in a generated OpenAPI document")', () => {
  it('GET /services/api/docs/json returns the document listing the routes with their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Zapisy API');
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/services/api/env',
      '/services/api/console-error',
      '/services/api/plugins',
      '/services/api/plugins/{id}',
    ]) {
      expect(paths).toContain(path);
    }
    expect(
      doc.paths['/services/api/env'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('filesPath');
    expect(
      doc.paths['/services/api/console-error'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('userAgent');
    expect(doc.components.schemas).toHaveProperty('ErrorResponse');
    expect(doc.components.securitySchemes.authToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-auth-token',
    });
    // Internal catch-all and docs routes are hidden.
    expect(paths.some((p) => p.includes('*') || p.includes('/docs'))).toBe(false);
  });

  it('the browsable UI is served at /services/api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
