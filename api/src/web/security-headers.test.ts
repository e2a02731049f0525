import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../http/testing.js';
import { parseFrameAncestors } from './frame-ancestors.js';
import { ADMIN_CSP, docsCsp, hostedPageCsp } from './security-headers.js';

/** The sources of one directive of a CSP header. */
function directive(csp: unknown, name: string): string[] | undefined {
  const found = String(csp)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

describe('security headers of the pages the server renders (issue 13 #5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { hostedFrameAncestors: ['https://szkola.example'] } });
  });
  afterAll(() => t?.close());

  it('/admin and the account screens: same-origin scripts only, no inline script, never framed, Referrer-Policy, nosniff', async () => {
    for (const url of ['/admin', '/admin/listy/uczestnicy', '/glowne/zaloguj']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'];
      expect(directive(csp, 'frame-ancestors'), url).toEqual(["'none'"]);
      expect(directive(csp, 'script-src'), url).toEqual(["'self'", "'unsafe-eval'"]);
      expect(directive(csp, 'object-src')).toEqual(["'none'"]);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('hosted pages (/formularz, /platnosc, /l, 404): no eval, no inline script, framed only by this origin and HOSTED_FRAME_ANCESTORS', async () => {
    for (const url of ['/demo/formularz', '/demo/platnosc', '/demo/l?k=abc', '/nie-ma/formularz']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'];
      expect(directive(csp, 'script-src'), url).toEqual(["'self'"]);
      expect(directive(csp, 'frame-ancestors'), url).toEqual(["'self'", 'https://szkola.example']);
      expect(directive(csp, 'img-src'), url).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const missing = await t.app.inject({ method: 'GET', url: '/demo//formularz' });
    expect(directive(missing.headers['content-security-policy'], 'frame-ancestors')).toEqual(["'self'"]);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the API docs are never framed; the JSON API itself carries no page CSP (nothing added to its hot path)', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/services/api/docs/' });
    expect(docs.statusCode).toBe(200);
    const csp = docs.headers['content-security-policy'];
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(String(csp)).not.toContain('upgrade-insecure-requests');
    expect(docs.headers['x-frame-options']).toBe('DENY');
    expect(docs.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const api = await t.app.inject({ method: 'GET', url: '/services/api/env' });
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it('embed.js and the remote bundles stay loadable from any site (CORS), since widgets mount without an iframe', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/embed.js' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('the policies as written: no inline script anywhere, eval only in the admin', () => {
    expect(ADMIN_CSP).not.toContain("'unsafe-inline' 'self'");
    expect(directive(ADMIN_CSP, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(hostedPageCsp(), 'script-src')).toEqual(["'self'"]);
    expect(
      docsCsp(
        "default-src 'self'; frame-ancestors 'self'; style-src 'self' https: 'sha256-x'; upgrade-insecure-requests;",
      ),
    ).toBe("default-src 'self'; frame-ancestors 'none'; style-src 'self' 'unsafe-inline';");
  });

  it('HOSTED_FRAME_ANCESTORS takes https origins (also *.domain) and refuses anything else with a Polish message', () => {
    const problems: string[] = [];
    expect(parseFrameAncestors('https://szkola.pl, https://*.szkola.pl', problems)).toEqual([
      'https://szkola.pl',
      'https://*.szkola.pl',
    ]);
    expect(parseFrameAncestors("* 'unsafe-inline'", problems)).toEqual([]);
    expect(problems[0]).toMatch(/^HOSTED_FRAME_ANCESTORS: oczekiwano adresów/);
  });
});

describe('hostedPageCsp with a loaded protection', () => {
  it("allows a bot protection's script and frame sources (reCAPTCHA) and nothing else of a third party", () => {
    const csp = hostedPageCsp([], {
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frame: ['https://www.google.com/recaptcha/'],
    });
    expect(csp).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(csp).toContain('frame-src https://www.google.com/recaptcha/');
    expect(hostedPageCsp()).not.toContain('frame-src');
  });
});
