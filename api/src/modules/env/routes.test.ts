import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { API_VERSION } from '../../http/version.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://zapisy.example.pl', environment: 'test' } });
});
afterAll(() => t.close());

describe('GET /services/api/env', () => {
  it("spec §7 'GET /env | environment'; §9 'default files path /images; default API path /services/api'", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/api/env' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      environment: 'test',
      version: API_VERSION,
      host: 'zapisy.example.pl',
      apiPath: '/services/api',
      filesPath: '/images',
      store: 'embedded',
      features: { googleSignIn: false, facebookSignIn: false },
    });
  });

  it("spec §9 'Default environment is production'; §1 'Google or Facebook sign-in (both flags off by default)'", async () => {
    const prod = await createTestApp({ config: { environment: 'production' } });
    const body = (await prod.app.inject({ method: 'GET', url: '/services/api/env' })).json();
    expect(body.environment).toBe('production');
    expect(body.features).toEqual({ googleSignIn: false, facebookSignIn: false });
    await prod.close();
  });

  it('answers HEAD and a trailing slash the same way', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/services/api/env' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/services/api/env/' })).statusCode).toBe(200);
  });
});
