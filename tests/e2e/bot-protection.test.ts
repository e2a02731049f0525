import { type FakeRecaptcha, startFakeRecaptcha } from '@zapisy/plugin-captcha-recaptcha/fake';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { acceptFormConsents } from './support/consents.js';
import { freePort } from './support/free-port.js';
import { smtpUrl } from './support/mail-catcher.js';
import { DEMO_ADMIN } from './support/session.js';
import { type RunningServer, startZapisy } from './support/zapisy-server.js';

/**
 * Issue 13 in Chromium, on a server of its own (the demo seeded fresh, reCAPTCHA pointed at the plugin's
 * fake): the hosted form solves the proof of work by default, runs reCAPTCHA v3 through api.js once the
 * organization enters its keys, and one address past the limit gets 429s with Retry-After.
 */
describe('bot protection and limits on the hosted form', () => {
  let fake: FakeRecaptcha;
  let zapisy: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeRecaptcha();
    zapisy = await startZapisy(await freePort(), {
      SMTP_URL: smtpUrl(inject('smtpPort')),
      BOT_PROTECTION_URL_RECAPTCHA: fake.url,
      BOT_PROTECTION_POW_MAX_NUMBER: '2000',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await zapisy?.stop();
    await fake?.close();
  });

  /** Fills the demo's form and submits it; the registration's request body. */
  async function register(page: Page, email: string): Promise<Record<string, unknown>> {
    await page.goto(`${zapisy.url}/demo/formularz`);
    await page.getByTestId('zapisy-form-submit').waitFor({ timeout: 20_000 });
    await page.getByLabel(/^Imię/).fill('Zofia');
    await page.getByLabel(/^Nazwisko/).fill('Kamińska');
    await page.getByLabel(/^Adres e-mail/).fill(email);
    await page.getByText('Udział w wydarzeniu').first().click();
    await page.getByLabel('Płatność jednorazowa').check();
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/registrations/'),
    );
    await acceptFormConsents(page);
    await page.getByTestId('zapisy-form-submit').click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    await page.getByTestId('zapisy-completion').waitFor({ timeout: 30_000 });
    return body;
  }

  it('"default on": without reCAPTCHA keys the form solves the proof of work and registers', async () => {
    const page = await browser.newPage();
    const body = await register(page, 'pow.e2e@example.pl');
    expect(body.botProtection).toMatchObject({ provider: 'pow', token: expect.any(String) });
    await screenshot(page, 'issue13/e2e-pow-registered');
    await page.close();
  });

  it("with the organization's reCAPTCHA keys the form loads api.js and siteverify passes the token", async () => {
    const login = await fetch(`${zapisy.url}/services/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const { token, user } = (await login.json()) as { token: string; user: { organizationId: string } };
    const saved = await fetch(`${zapisy.url}/services/api/organization/${user.organizationId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({
        integrations: {
          accounts: { recaptcha: { enabled: true, siteKey: fake.siteKey, secretKey: fake.secretKey } },
        },
      }),
    });
    expect(saved.status, await saved.text()).toBe(200);
    const page = await browser.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    const script = page.waitForRequest((request) =>
      request.url().startsWith(`${fake.url}/recaptcha/api.js?render=`),
    );
    const body = await register(page, 'recaptcha.e2e@example.pl');
    await script;
    expect(body.botProtection).toMatchObject({ provider: 'recaptcha' });
    // The hosted page's CSP allows what the loaded reCAPTCHA loads (here the fake's origin), nothing is blocked.
    expect(blocked).toEqual([]);
    expect(fake.verifications().at(-1)?.answer).toMatchObject({
      success: true,
      action: 'register',
      hostname: 'localhost',
    });
    await page.close();
  });

  it('"one address filled a 50-place event in 0.4 s": past 20 registrations a minute the address gets 429 with Retry-After', async () => {
    const project = await (
      await fetch(`${zapisy.url}/services/api/forms/public/demo?type=registration`)
    ).json();
    const eventId = (project as { project: { eventId: string } }).project.eventId;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${zapisy.url}/services/api/registrations/${eventId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            data: { email_main: `bot${i}@example.pl`, first_name: 'Bot', last_name: `Nr${i}` },
            idempotencyKey: `e2e-bot-${i}-${Date.now()}`,
          }),
        }),
      ),
    );
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(8);
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused.length + limited.length).toBe(30);
    const first = limited[0] as Response;
    expect(((await first.json()) as { message: string }).message).toMatch(/^Z tego adresu wysłano/);
  });
});
