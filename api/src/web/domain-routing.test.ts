import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, testConfig } from '../config.js';
import { PROJECTS } from '../modules/projects/store.js';
import { openStore, type Store } from '../storage/index.js';
import { MAIN_SITE_PATH, withoutFbclid } from './domain-routing.js';
import web from './index.js';

async function appFor(webRoot: string, store: Store, wwwRedirect?: boolean): Promise<FastifyInstance> {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  app.decorate('store', store);
  const config = testConfig({ publicUrl: 'https://zapisy.test', baseDomain: 'zapisy.test', webRoot });
  app.decorate('config', (wwwRedirect === undefined ? config : { ...config, wwwRedirect }) as AppConfig);
  await app.register(web);
  await app.ready();
  return app;
}

describe('domain routing', () => {
  let root: string;
  let store: Store;
  let app: FastifyInstance;
  let production: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'zapisy-routing-'));
    store = await openStore({ dataDir: '', journal: false });
    await store.db
      .collection<{ _id: string; event: { name: string; domainName: string } }>(PROJECTS)
      .insertOne({ _id: 'e-demo', event: { name: 'Demo', domainName: 'demo' } });
    app = await appFor(root, store);
    production = await appFor(root, store, true);
  });
  afterAll(async () => {
    await app.close();
    await production.close();
    await store.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (server: FastifyInstance, url: string, host = 'zapisy.test') =>
    server.inject({ url, headers: { host } });

  it('"The tracking parameter fbclid is stripped from the address" (301, other parameters kept)', async () => {
    const res = await get(app, '/demo/formularz?a=1&fbclid=XYZ&b=2', 'zapisy.test');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/demo/formularz?a=1&b=2');
    const only = await get(app, '/formularz?fbclid=1', 'demo.zapisy.test');
    expect(only.headers.location).toBe('/formularz');
    expect(withoutFbclid('/x?y=1')).toBeUndefined();
  });

  it('"The bare host redirects to its www form" only when the config says so', async () => {
    const res = await get(production, '/demo/formularz?fbclid=1&x=2');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('http://www.zapisy.test/demo/formularz?x=2');
    // Subdomains, www itself and the default config are not redirected.
    expect((await get(production, '/formularz', 'demo.zapisy.test')).statusCode).toBe(200);
    expect((await get(production, '/demo/formularz', 'www.zapisy.test')).statusCode).toBe(200);
    expect((await get(app, '/demo/formularz')).statusCode).toBe(200);
    expect((await get(app, '/demo/formularz', 'localhost:3000')).statusCode).toBe(200);
  });

  it('a project is served on {domain}.{host} and on the path prefix: its root opens its page', async () => {
    const sub = await get(app, '/', 'demo.zapisy.test');
    expect(sub.statusCode).toBe(302);
    expect(sub.headers.location).toBe('/formularz');
    const prefix = await get(app, '/Demo');
    expect(prefix.statusCode).toBe(302);
    expect(prefix.headers.location).toBe('/demo/formularz');
  });

  it('an unknown project domain → the 404 page on a subdomain, the main site without one', async () => {
    const sub = await get(app, '/', 'nie-ma.zapisy.test');
    expect(sub.statusCode).toBe(404);
    expect(sub.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(sub.body).toContain('Nie znaleziono strony');
    const prefix = await get(app, '/nie-ma');
    expect(prefix.statusCode).toBe(302);
    expect(prefix.headers.location).toBe(MAIN_SITE_PATH);
    const bare = await get(app, '/');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe(MAIN_SITE_PATH);
  });

  it('"a path with extra slashes goes to 404", and a prefix on a subdomain or a reserved segment is 404', async () => {
    for (const [url, host] of [
      ['/demo//formularz', 'zapisy.test'],
      ['/demo//x/y', 'zapisy.test'],
      ['/demo', 'demo.zapisy.test'],
      ['/widgets', 'zapisy.test'],
    ] as const) {
      const res = await get(app, url, host);
      expect(res.statusCode, `${host}${url}`).toBe(404);
      expect(res.body).toContain('Nie znaleziono strony');
    }
  });
});
