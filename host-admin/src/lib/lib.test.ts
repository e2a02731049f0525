import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase } from './api.js';
import { isChunkLoadError } from './chunk-error.js';
import { DEFAULT_ENV, envBannerText, loadEnv } from './env.js';
import { resolveProjectDomain } from './project.js';
import { buildErrorReport, reportError } from './report.js';
import { formatTitle } from './title.js';
import { withoutTrackingParams } from './url.js';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('page title template (spec: "(count) title - event name | {host}")', () => {
  it('fills every part', () => {
    expect(formatTitle({ title: 'Uczestnicy', count: 12, eventName: 'Obozy 2026', host: 'zapisy.pl' })).toBe(
      '(12) Uczestnicy - Obozy 2026 | zapisy.pl',
    );
  });
  it('drops missing count and event name', () => {
    expect(formatTitle({ title: 'Ustawienia projektu', host: 'zapisy.pl' })).toBe(
      'Ustawienia projektu | zapisy.pl',
    );
    expect(formatTitle({ title: 'Wpłaty', count: 0, host: 'localhost:3000' })).toBe(
      '(0) Wpłaty | localhost:3000',
    );
    expect(formatTitle({ title: 'Raport', eventName: 'Szkoła', host: 'h' })).toBe('Raport - Szkoła | h');
  });
});

describe('environment', () => {
  it('maps the banner text: TESTOWA, DEV, none in production', () => {
    expect(envBannerText('test')).toBe('TESTOWA');
    expect(envBannerText('development')).toBe('DEV');
    expect(envBannerText('production')).toBeNull();
    expect(envBannerText(undefined)).toBeNull();
  });

  it('loads /services/api/env', async () => {
    const fetchImpl = vi.fn(async () =>
      jsonResponse({ environment: 'test', version: '1.2.3', host: 'zapisy.test' }),
    );
    const env = await loadEnv(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/services/api/env', expect.anything());
    expect(env).toMatchObject({
      environment: 'test',
      version: '1.2.3',
      host: 'zapisy.test',
      apiPath: '/services/api',
    });
  });

  it('falls back to production defaults on network errors, HTTP errors and HTML bodies', async () => {
    const failing = [
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => jsonResponse({ message: 'x' }, 500),
      async () => new Response('<!doctype html><html></html>', { status: 200 }),
    ];
    for (const impl of failing) {
      await expect(loadEnv(impl as unknown as typeof fetch)).resolves.toEqual(DEFAULT_ENV);
    }
    await expect(
      loadEnv((async () => jsonResponse({ environment: 'staging' })) as never),
    ).resolves.toMatchObject({
      environment: 'production',
    });
  });
});

describe('project domain', () => {
  it('takes the subdomain of the env host or of localhost', () => {
    expect(resolveProjectDomain({ hostname: 'obozy.zapisy.pl', search: '' }, 'zapisy.pl')).toBe('obozy');
    expect(resolveProjectDomain({ hostname: 'obozy.zapisy.pl', search: '' }, 'https://zapisy.pl:443')).toBe(
      'obozy',
    );
    expect(resolveProjectDomain({ hostname: 'szkola-2026.localhost', search: '' }, 'localhost:3000')).toBe(
      'szkola-2026',
    );
    expect(resolveProjectDomain({ hostname: 'demo.localhost', search: '' }, null)).toBe('demo');
  });
  it('ignores the bare host, www and other hosts, then uses ?projekt=', () => {
    expect(resolveProjectDomain({ hostname: 'zapisy.pl', search: '' }, 'zapisy.pl')).toBeNull();
    expect(resolveProjectDomain({ hostname: 'www.zapisy.pl', search: '' }, 'zapisy.pl')).toBeNull();
    expect(resolveProjectDomain({ hostname: 'localhost', search: '?projekt=Obozy' }, 'localhost')).toBe(
      'obozy',
    );
    expect(
      resolveProjectDomain({ hostname: 'example.com', search: '?projekt=bad domain' }, 'zapisy.pl'),
    ).toBeNull();
    expect(resolveProjectDomain({ hostname: 'a.b.zapisy.pl', search: '?projekt=x' }, 'zapisy.pl')).toBe('x');
  });
});

describe('chunk-load errors', () => {
  it('recognises stale-bundle errors', () => {
    const chunk = Object.assign(new Error('Loading chunk 541 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk area-finanse failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new SyntaxError("Unexpected token '<'"))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('error report', () => {
  it('builds the spec body with anonymous user and guest role', () => {
    const error = new Error('boom');
    const report = buildErrorReport(error, '\n    at Screen');
    expect(report).toMatchObject({
      message: 'boom',
      url: location.href,
      userAgent: navigator.userAgent,
      user: 'anonymous',
      username: 'anonymous',
      role: 'guest',
      stack: error.stack,
      componentStack: '\n    at Screen',
    });
    expect(new Date(report.timestamp).toString()).not.toBe('Invalid Date');
  });

  it('posts to /services/api/console-error and never throws', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ ok: true }));
    await expect(reportError(new Error('boom'), null, { fetchImpl: fetchImpl as never })).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/services/api/console-error',
      expect.objectContaining({ method: 'POST' }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(reportError(new Error('boom'), null, { fetchImpl: broken as never })).resolves.toBe(false);
  });

  it('skips empty messages', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({}));
    await expect(reportError(new Error(''), null, { fetchImpl: fetchImpl as never })).resolves.toBe(true);
    await expect(reportError('', null, { fetchImpl: fetchImpl as never })).resolves.toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('apiBase', () => {
  it('joins the origin and the API path', () => {
    expect(apiBase('/services/api', 'https://demo.zapisy.pl')).toBe('https://demo.zapisy.pl/services/api');
    expect(apiBase('services/api/', 'http://localhost:3000')).toBe('http://localhost:3000/services/api');
    expect(apiBase('https://api.zapisy.pl/services/api')).toBe('https://api.zapisy.pl/services/api');
  });
});

describe('tracking parameters', () => {
  it('strips fbclid and keeps the rest', () => {
    expect(withoutTrackingParams('https://z.pl/admin/listy/wplaty?fbclid=abc&projekt=obozy#x')).toBe(
      '/admin/listy/wplaty?projekt=obozy#x',
    );
    expect(withoutTrackingParams('https://z.pl/admin/listy/wplaty?projekt=obozy')).toBeNull();
  });
});
