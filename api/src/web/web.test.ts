import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { PROJECTS } from '../modules/projects/store.js';
import { openStore, type Store } from '../storage/index.js';
import { projectFromHostname, projectFromSegment, requestOrigin } from './hosts.js';
import web from './index.js';

const VERSION = 'abc123def4567890';
const EMBED_JS = `(()=>{/* loader */${'x'.repeat(2000)}})();`;

/** A repository root with built widgets (and optionally the admin) laid out like `npm run build` does. */
function fakeWebRoot(withAdmin: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'zapisy-web-'));
  const embed = join(root, 'widgets/embed/dist');
  mkdirSync(embed, { recursive: true });
  writeFileSync(join(embed, 'embed.js'), EMBED_JS);
  writeFileSync(
    join(embed, 'zapisy-widget.json'),
    JSON.stringify({ name: 'embed', file: 'embed.js', version: 'e1' }),
  );
  const form = join(root, 'widgets/form/dist');
  mkdirSync(form, { recursive: true });
  writeFileSync(join(form, 'remoteEntry.js'), 'var zapisy_form={};');
  writeFileSync(join(form, '689.7d10a80c.js'), 'chunk();');
  writeFileSync(join(form, 'style.css'), '.zapisy-card{}');
  writeFileSync(
    join(form, 'zapisy-widget.json'),
    JSON.stringify({
      name: 'form',
      container: 'zapisy_form',
      entry: 'remoteEntry.js',
      expose: './mount',
      version: VERSION,
    }),
  );
  if (withAdmin) {
    const admin = join(root, 'host-admin/dist');
    mkdirSync(join(admin, 'assets'), { recursive: true });
    writeFileSync(join(admin, 'index.html'), '<!doctype html><html lang="pl"><title>Admin</title></html>');
    writeFileSync(join(admin, 'assets/main.0123456789.js'), 'main();');
    writeFileSync(join(admin, 'favicon.svg'), '<svg/>');
  }
  return root;
}

async function appFor(webRoot: string, store?: Store): Promise<FastifyInstance> {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  if (store) app.decorate('store', store);
  app.decorate(
    'config',
    testConfig({ publicUrl: 'http://localhost:3000', baseDomain: 'localhost', webRoot }),
  );
  await app.register(web);
  await app.ready();
  return app;
}

describe('web plugin: widget assets', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = fakeWebRoot(true);
    app = await appFor(root);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves /embed.js at its stable URL with a short cache, CORS and a JS content type', async () => {
    const res = await app.inject('/embed.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.body).toBe(EMBED_JS);
  });

  it('gzips /embed.js for clients that accept it and answers 304 to a matching ETag', async () => {
    const gz = await app.inject({ url: '/embed.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(EMBED_JS);
    const again = await app.inject({
      url: '/embed.js',
      headers: { 'if-none-match': String(gz.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('lists widgets in the manifest with absolute, versioned entry URLs and a short cache', async () => {
    const res = await app.inject({ url: '/widgets/manifest.json', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = res.json();
    expect(body.widgets.form).toEqual({
      container: 'zapisy_form',
      entry: `http://localhost:3000/widgets/form/${VERSION}/remoteEntry.js`,
      expose: './mount',
      version: VERSION,
    });
    expect(body.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('derives entry URLs from the request origin on a project subdomain, never from a foreign Host', async () => {
    const sub = await app.inject({ url: '/widgets/manifest.json', headers: { host: 'demo.localhost:3000' } });
    expect(sub.json().widgets.form.entry).toBe(
      `http://demo.localhost:3000/widgets/form/${VERSION}/remoteEntry.js`,
    );
    const evil = await app.inject({ url: '/widgets/manifest.json', headers: { host: 'evil.example:80' } });
    expect(evil.json().widgets.form.entry).toBe(
      `http://localhost:3000/widgets/form/${VERSION}/remoteEntry.js`,
    );
  });

  it('serves versioned assets as immutable with CORS and the right content types', async () => {
    const entry = await app.inject(`/widgets/form/${VERSION}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(entry.body).toBe('var zapisy_form={};');
    const css = await app.inject(`/widgets/form/${VERSION}/style.css`);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it.each([
    ['an unknown widget', `/widgets/payment/${VERSION}/remoteEntry.js`],
    ['an old version', '/widgets/form/0000000000000000/remoteEntry.js'],
    ['an unknown file', `/widgets/form/${VERSION}/nope.js`],
    ['the metadata file', `/widgets/form/${VERSION}/zapisy-widget.json`],
    ['a path traversal', `/widgets/form/${VERSION}/..%2F..%2Fpackage.json`],
  ])('answers 404 JSON for %s', async (_label, url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().message).toMatch(/Nie znaleziono/);
  });
});

describe('web plugin: admin SPA', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = fakeWebRoot(true);
    app = await appFor(root);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html without caching for /admin and every client-side route', async () => {
    for (const url of ['/admin', '/admin/', '/admin/ustawienia/projekt', '/admin/finanse/wyciag?x=1']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Admin</title>');
    }
  });

  it('serves the same index.html for the account screens under /glowne (spec §2 "Account (/glowne)")', async () => {
    for (const url of [
      '/glowne',
      '/glowne/zaloguj?referer=%2Fadmin',
      '/glowne/potwierdz-rejestracje?token=x',
      '/glowne/resetuj-haslo',
      '/glowne/accessDenied',
      '/glowne/edycja/formularza',
      '/glowne/edycja/ankiety?projekt=demo',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Admin</title>');
    }
  });

  it('serves hashed assets for a year and other files with revalidation', async () => {
    const js = await app.inject('/admin/assets/main.0123456789.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe('main();');
    const svg = await app.inject('/admin/favicon.svg');
    expect(svg.headers['cache-control']).toBe('no-cache');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers 404 (not index.html) for a missing asset', async () => {
    const res = await app.inject('/admin/assets/old.deadbeef00.js');
    expect(res.statusCode).toBe(404);
  });

  it('answers a Polish 503 page when host-admin/dist is missing', async () => {
    const bare = fakeWebRoot(false);
    const noAdmin = await appFor(bare);
    try {
      const res = await noAdmin.inject('/admin/ustawienia');
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<html lang="pl">');
      expect(res.body).toContain('npm run build');
    } finally {
      await noAdmin.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('web plugin: hosted pages', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = fakeWebRoot(false);
    app = await appFor(root);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const expectFormPage = (body: string, project: string) => {
    expect(body).toContain('<html lang="pl">');
    expect(body).toContain('<meta charset="utf-8">');
    expect(body).toContain('<script async src="/embed.js"></script>');
    expect(body).toContain(
      `<div data-zapisy-widget="form" data-project="${project}" data-layout="page"></div>`,
    );
  };

  it('serves /formularz on a project subdomain', async () => {
    const res = await app.inject({ url: '/formularz', headers: { host: 'demo.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expectFormPage(res.body, 'demo');
  });

  it('serves /<domain>/formularz on the bare host (path prefix), lower-casing the domain', async () => {
    const res = await app.inject({ url: '/Demo/formularz', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expectFormPage(res.body, 'demo');
  });

  it('serves the survey (/ankieta, spec §2) and the draft preview (/p/{uid}) with the widget options', async () => {
    const survey = await app.inject({ url: '/ankieta', headers: { host: 'demo.localhost:3000' } });
    expect(survey.statusCode).toBe(200);
    expect(survey.body).toContain(
      '<div data-zapisy-widget="form" data-project="demo" data-layout="page" data-type="survey"></div>',
    );
    const preview = await app.inject({ url: '/demo/p/Abc123xyz_-Q', headers: { host: 'localhost:3000' } });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(
      '<div data-zapisy-widget="form" data-project="demo" data-layout="page" data-preview="Abc123xyz_-Q"></div>',
    );
    const onSubdomain = await app.inject({
      url: '/p/Abc123xyz_-Q',
      headers: { host: 'demo.localhost:3000' },
    });
    expect(onSubdomain.body).toContain('data-preview="Abc123xyz_-Q"');
    const bad = await app.inject({ url: '/p/x%3Cy', headers: { host: 'demo.localhost:3000' } });
    expect(bad.statusCode).toBe(404);
  });

  it('issue 14: passes the participant links ?p= and ?affiliate_id= to the widget on /formularz and /ankieta', async () => {
    const form = await app.inject({
      url: '/formularz?p=Part1234abcd&affiliate_id=Ref5678efgh&utm_source=x',
      headers: { host: 'demo.localhost:3000' },
    });
    expect(form.body).toContain(
      '<div data-zapisy-widget="form" data-project="demo" data-layout="page" data-p="Part1234abcd" data-affiliate-id="Ref5678efgh"></div>',
    );
    const survey = await app.inject({
      url: '/demo/ankieta?p=Part1234abcd',
      headers: { host: 'localhost:3000' },
    });
    expect(survey.body).toContain('data-type="survey" data-p="Part1234abcd"');
    // A malformed value is not passed on (the widget would refuse it too).
    const bad = await app.inject({
      url: '/formularz?p=%3Cscript%3E',
      headers: { host: 'demo.localhost:3000' },
    });
    expect(bad.body).not.toContain('data-p=');
  });

  it.each([
    ['extra slashes', 'localhost:3000', '/demo//formularz'],
    ['an empty prefix', 'localhost:3000', '//formularz'],
    ['a reserved segment', 'localhost:3000', '/glowne/formularz'],
    ['an invalid domain', 'localhost:3000', '/d%C5%BCem/formularz'],
    ['a prefix on a subdomain', 'demo.localhost:3000', '/inny/formularz'],
    ['/formularz on the bare host', 'localhost:3000', '/formularz'],
    ['/formularz on a nested subdomain', 'a.b.localhost:3000', '/formularz'],
  ])('answers the Polish 404 page for %s', async (_label, host, url) => {
    const res = await app.inject({ url, headers: { host } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Nie znaleziono strony');
  });
});

describe('web plugin: hosted pages with a store', () => {
  it('titles the page with the project name and answers 404 (same page) for an unknown project', async () => {
    const root = fakeWebRoot(false);
    const store = await openStore({ dataDir: '', journal: false });
    await store.db
      .collection<{ _id: string; event: { name: string; domainName: string } }>(PROJECTS)
      .insertOne({ _id: 'e-demo', event: { name: 'Bieg <Demo>', domainName: 'demo' } });
    const app = await appFor(root, store);
    try {
      const known = await app.inject({ url: '/demo/formularz', headers: { host: 'localhost:3000' } });
      expect(known.statusCode).toBe(200);
      expect(known.body).toContain('<title>Formularz zapisu - Bieg &lt;Demo&gt; | Zapisy</title>');
      const unknown = await app.inject({ url: '/formularz', headers: { host: 'nie-ma.localhost:3000' } });
      expect(unknown.statusCode).toBe(404);
      // The widget on the page then says "Nie znaleziono projektu „nie-ma”." in the visitor's words.
      expect(unknown.body).toContain(
        '<div data-zapisy-widget="form" data-project="nie-ma" data-layout="page"></div>',
      );
    } finally {
      await app.close();
      await store.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('hosts', () => {
  it('finds the project of a subdomain host', () => {
    expect(projectFromHostname('demo.localhost', 'localhost')).toBe('demo');
    expect(projectFromHostname('DEMO.zapisy.pl', 'zapisy.pl')).toBe('demo');
    expect(projectFromHostname('localhost', 'localhost')).toBeUndefined();
    expect(projectFromHostname('www.zapisy.pl', 'zapisy.pl')).toBeUndefined();
    expect(projectFromHostname('a.b.zapisy.pl', 'zapisy.pl')).toBeUndefined();
    expect(projectFromHostname('127.0.0.1', 'localhost')).toBeUndefined();
  });

  it('accepts only valid, non-reserved path prefixes', () => {
    expect(projectFromSegment('demo-2')).toBe('demo-2');
    expect(projectFromSegment('admin')).toBeUndefined();
    expect(projectFromSegment('')).toBeUndefined();
    expect(projectFromSegment('a'.repeat(64))).toBeUndefined();
  });

  it('uses the request origin only for our own hosts', () => {
    const req = (host: string) => ({ host, protocol: 'http' }) as Parameters<typeof requestOrigin>[0];
    expect(requestOrigin(req('demo.localhost:3000'), 'http://localhost:3000', 'localhost')).toBe(
      'http://demo.localhost:3000',
    );
    expect(requestOrigin(req('attacker.test'), 'http://localhost:3000', 'localhost')).toBe(
      'http://localhost:3000',
    );
    expect(requestOrigin(req('bad host'), 'http://localhost:3000/', 'localhost')).toBe(
      'http://localhost:3000',
    );
  });
});
