import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import web from './index.js';

const K = 'Y3VzdC0x.abcdefghijklmnopqrstuv';

describe('hosted payment pages (first document §2: /platnosc, /l, payment entry variants, completion pages)', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'zapisy-web-pay-'));
    app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    app.decorate(
      'config',
      testConfig({ publicUrl: 'http://localhost:3000', baseDomain: 'localhost', webRoot: root }),
    );
    app.log.warn = () => {};
    await app.register(web);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/platnosc', '', 'Płatność'],
    ['/l', ' data-variant="link"', 'Płatność'],
    ['/platnosc-formularz', ' data-variant="form"', 'Płatność za zgłoszenie'],
    ['/platnosc-faktura', ' data-variant="invoice"', 'Płatność za fakturę'],
    ['/platnosc-email', ' data-variant="email"', 'Płatność'],
    ['/zakonczono/platnosc-gotowka', ' data-variant="link"', 'Płatność gotówką'],
    ['/zakonczono/platnosc-przelew', ' data-variant="link"', 'Płatność przelewem'],
    ['/zakonczono/platnosc-online', ' data-variant="link"', 'Płatność online'],
  ])('%s mounts the payment widget with the payer key from the query', async (path, variant, heading) => {
    const url = `${path}?k=${encodeURIComponent(K)}`;
    const onSubdomain = await app.inject({ url, headers: { host: 'demo.localhost:3000' } });
    expect(onSubdomain.statusCode).toBe(200);
    expect(onSubdomain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(onSubdomain.body).toContain('<script async src="/embed.js"></script>');
    expect(onSubdomain.body).toContain(
      `<div data-zapisy-widget="payment" data-project="demo"${variant} data-k="${K}"></div>`,
    );
    expect(onSubdomain.body).toContain(`<title>${heading} - demo | Zapisy</title>`);
    const onBareHost = await app.inject({ url: `/demo${url}`, headers: { host: 'localhost:3000' } });
    expect(onBareHost.statusCode).toBe(200);
    expect(onBareHost.body).toContain(
      `data-zapisy-widget="payment" data-project="demo"${variant} data-k="${K}"`,
    );
  });

  it('passes a returning payment (?platnosc=) as data-payment-id; a malformed key or id is left out', async () => {
    const back = await app.inject({
      url: `/l?k=${encodeURIComponent(K)}&platnosc=pay_123`,
      headers: { host: 'demo.localhost:3000' },
    });
    expect(back.body).toContain(`data-k="${K}" data-payment-id="pay_123"></div>`);
    const bad = await app.inject({
      url: '/platnosc?k=%22%3E%3Cscript%3E&platnosc=a%20b',
      headers: { host: 'demo.localhost:3000' },
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('<div data-zapisy-widget="payment" data-project="demo"></div>');
    expect(bad.body).not.toContain('<script>');
  });

  it('a path with extra slashes and the bare host without a project are 404 (spec §2)', async () => {
    const slashes = await app.inject({ url: '/demo//platnosc', headers: { host: 'localhost:3000' } });
    expect(slashes.statusCode).toBe(404);
    const bare = await app.inject({ url: '/l?k=x', headers: { host: 'localhost:3000' } });
    expect(bare.statusCode).toBe(404);
  });
});
