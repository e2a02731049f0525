import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { acceptFormConsents } from './support/consents.js';
import { DEMO_ADMIN, loginThroughUi } from './support/session.js';

const zapisy = inject('zapisyUrl');
const site = inject('thirdPartyUrl');

/** A page that records every CSP violation (the event and the console's report of it). */
async function watchedPage(browser: Browser): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage();
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/.test(message.text())) violations.push(message.text());
  });
  return { page, violations };
}

describe('pages work under their Content-Security-Policy (issue 13 #5)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/admin: log-in, a federated widget, the organization settings and the form editor, with no CSP violation and no token cookie', async () => {
    const { page, violations } = await watchedPage(browser);
    await loginThroughUi(page, zapisy, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(await page.evaluate(() => document.cookie)).not.toContain('zapisy_token');
    await page.goto(`${zapisy}/admin/zapisany/nowy?projekt=demo`);
    await page.getByLabel(/^Imię/).first().waitFor({ timeout: 20_000 });
    await page.goto(`${zapisy}/admin/ustawienia/organizacja`);
    await page.getByLabel('Używaj systemowych kont płatności').waitFor({ timeout: 20_000 });
    await page.goto(`${zapisy}/glowne/edycja/formularza?projekt=demo`);
    await page.getByRole('button', { name: 'Publikuj' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'csp-admin-editor');
    expect(violations).toEqual([]);
    await page.close();
  });

  it('the hosted form and its payment page, with no CSP violation', async () => {
    const { page, violations } = await watchedPage(browser);
    await page.goto(`${zapisy}/demo/formularz`);
    await page.getByTestId('zapisy-form-submit').waitFor({ timeout: 20_000 });
    await page.getByLabel(/^Imię/).first().fill('Ala');
    await page
      .getByLabel(/^Nazwisko/)
      .first()
      .fill('Csp');
    await page
      .getByLabel(/e-mail/i)
      .first()
      .fill(`csp${Date.now()}@example.pl`);
    await page.getByRole('radio', { name: /Udział w wydarzeniu/ }).check();
    await page.getByRole('radio', { name: 'Płatność jednorazowa', exact: true }).check();
    await acceptFormConsents(page);
    await page.getByTestId('zapisy-form-submit').click();
    await page.getByTestId('zapisy-completion-payment').click({ timeout: 20_000 });
    await page.getByTestId('zapisy-payment-due').waitFor({ timeout: 20_000 });
    await screenshot(page, 'csp-payment');
    expect(violations).toEqual([]);
    await page.close();
  });

  it('the embed on a foreign origin, and the API docs, with no CSP violation', async () => {
    const { page, violations } = await watchedPage(browser);
    await page.goto(`${site}/plain.html?project=demo`);
    await page.getByTestId('zapisy-form-submit').waitFor({ timeout: 20_000 });
    await page.goto(`${zapisy}/services/api/docs/`);
    await page.locator('section.swagger-ui').waitFor({ timeout: 20_000 });
    expect(violations).toEqual([]);
    await page.close();
  });
});
