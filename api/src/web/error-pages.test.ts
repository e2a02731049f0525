import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, testConfig } from '../config.js';
import { openStore, type Store } from '../storage/index.js';
import { ERROR_PAGES } from './error-pages.js';
import web from './index.js';

describe('error pages', () => {
  let root: string;
  let store: Store;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'zapisy-error-pages-'));
    store = await openStore({ dataDir: '', journal: false });
    app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    app.decorate('store', store);
    app.decorate(
      'config',
      testConfig({ publicUrl: 'https://zapisy.test', baseDomain: 'zapisy.test', webRoot: root }) as AppConfig,
    );
    await app.register(web);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    rmSync(root, { recursive: true, force: true });
  });

  for (const status of [403, 404, 500] as const) {
    it(`"Errors: /500, /403, /404": /${status} is its own page with status ${status}`, async () => {
      for (const host of ['zapisy.test', 'demo.zapisy.test']) {
        const res = await app.inject({ url: `/${status}`, headers: { host } });
        expect(res.statusCode, host).toBe(status);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
        expect(res.body).toContain(`<h1>${ERROR_PAGES[status].heading}</h1>`);
        expect(res.body).toContain(`<title>${ERROR_PAGES[status].title} | Zapisy</title>`);
      }
    });
  }

  it('one error page: the three variants differ only in their texts and never show another status', async () => {
    const bodies = await Promise.all(
      [403, 500].map(async (status) => (await app.inject({ url: `/${status}` })).body),
    );
    for (const body of bodies) expect(body).not.toContain('Nie znaleziono strony');
    expect((await app.inject({ url: '/403' })).body).toContain('href="/glowne/zaloguj"');
  });
});
