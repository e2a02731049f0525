import { readFileSync } from 'node:fs';
import { type FakePayuGateway, startFakePayuGateway } from '@zapisy/plugin-payment-payu/fake';
import {
  type FakePrzelewy24Gateway,
  startFakePrzelewy24Gateway,
} from '@zapisy/plugin-payment-przelewy24/fake';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { freePort } from './support/free-port.js';
import { smtpUrl } from './support/mail-catcher.js';
import { DEMO_ADMIN, loginViaApi } from './support/session.js';
import { type RunningServer, startZapisy } from './support/zapisy-server.js';

/** Short redelivery so a lost first notification does not stall the test. */
const NOTIFY_DELAYS_MS = [200, 400, 800, 1600, 3200];

/**
 * Issue 6's payer flow in Chromium against a built server whose gateways are the plugins' local fakes
 * (PAYMENT_GATEWAY_URL_<PROVIDER>): register on the hosted /formularz, continue into payment from the completion
 * page, pay on the fake gateway's page, come back to the hosted payment page that polls the status, and find the
 * participant's status in the organizer's participants grid (its CSV export: the grid draws on a canvas).
 */
describe('payments: register → pay online on the gateway fake → status in the participants grid', () => {
  let zapisy: RunningServer;
  let p24: FakePrzelewy24Gateway;
  let payu: FakePayuGateway;
  let browser: Browser;
  let admin: Page;
  let token: string;
  let organizationId: string;

  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${zapisy.url}/services/api${path}`, {
      method,
      headers: {
        'x-auth-token': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  /** The organization's payment module and its keys, as the organizer saves them (the server encrypts them). */
  const useGateway = async (paymentModule: string, settings: Readonly<Record<string, string>>) => {
    const saved = await api('PATCH', `/organization/${organizationId}`, {
      integrations: { paymentModule, [paymentModule]: { ...settings } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.integrations.paymentModule).toBe(paymentModule);
  };

  beforeAll(async () => {
    [p24, payu] = await Promise.all([
      startFakePrzelewy24Gateway({ notifyDelaysMs: NOTIFY_DELAYS_MS }),
      startFakePayuGateway({ notifyDelaysMs: NOTIFY_DELAYS_MS }),
    ]);
    zapisy = await startZapisy(await freePort(), {
      SMTP_URL: smtpUrl(inject('smtpPort')),
      PAYMENT_GATEWAY_URL_PRZELEWY24: p24.url,
      PAYMENT_GATEWAY_URL_PAYU: payu.url,
    });
    browser = await launchChromium();
    admin = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
    token = await loginViaApi(admin, zapisy.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    organizationId = (await api('GET', '/me')).body.organizationId;
  });
  afterAll(async () => {
    await browser?.close();
    const code = await zapisy?.stop();
    if (code !== 0 && zapisy) console.error(`Zapisy exited with ${code}:\n${zapisy.output().slice(-4000)}`);
    await p24?.close();
    await payu?.close();
  });

  /** Registers one person on the demo's hosted form and answers the completion page's payment link. */
  async function register(page: Page, person: { first: string; last: string; email: string; plan: string }) {
    await page.goto(`${zapisy.url}/demo/formularz`);
    await page.getByTestId('zapisy-form-submit').waitFor({ timeout: 20_000 });
    await page.getByLabel(/^Imię/).first().fill(person.first);
    await page
      .getByLabel(/^Nazwisko/)
      .first()
      .fill(person.last);
    await page
      .getByLabel(/e-mail/i)
      .first()
      .fill(person.email);
    await page.getByRole('radio', { name: /Udział w wydarzeniu/ }).check();
    await page.getByRole('radio', { name: person.plan, exact: true }).check();
    await expect.poll(() => page.getByTestId('zapisy-price-total').textContent()).toMatch(/350,00\s*zł/);
    await page.getByTestId('zapisy-form-submit').click();
    await page.getByTestId('zapisy-completion').waitFor({ timeout: 20_000 });
    const continuation = page.getByTestId('zapisy-completion-payment');
    expect(await continuation.textContent()).toBe('Przejdź do płatności');
    await continuation.click();
    await page.getByTestId('zapisy-payment-due').waitFor({ timeout: 20_000 });
  }

  /**
   * Chooses the online method on the hosted payment page, optionally only the named installments ('Wybrane
   * raty'), and starts the payment; answers the amount the page says it will charge.
   */
  async function startOnline(page: Page, gatewayLabel: RegExp, installments?: RegExp) {
    const due = page.getByTestId('zapisy-payment-due');
    await due.getByRole('radio', { name: gatewayLabel }).check();
    if (installments) {
      await due.getByRole('radio', { name: 'Wybrane raty' }).check();
      await due.getByRole('checkbox', { name: installments }).check();
    }
    const amount = (await due.getByTestId('zapisy-pay-amount').textContent()) ?? '';
    await due.getByRole('button', { name: 'Przejdź do płatności' }).click();
    return amount;
  }

  /** Waits for the hosted payment page to show the paid outcome after the gateway sent the payer back. */
  async function expectPaidOnReturn(page: Page) {
    const status = page.locator('[data-testid=zapisy-payment-status][data-outcome=paid]');
    await status.waitFor({ timeout: 30_000 }).catch(async (error) => {
      await screenshot(page, 'e2e-payments-no-paid-outcome');
      throw new Error(`no paid outcome at ${page.url()}: ${error}`);
    });
    expect(await page.getByTestId('zapisy-payment-message').textContent()).toBe(
      'Dziękujemy! Płatność została przyjęta.',
    );
    return page.url();
  }

  /** The participant's row of the grid's CSV export, read by column header. */
  async function gridRow(name: string) {
    await admin.goto(`${zapisy.url}/admin/listy/uczestnicy?projekt=demo`);
    await admin.locator('[data-testid=participants-grid][data-loading=false]').waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([
      admin.waitForEvent('download', { timeout: 15_000 }),
      admin.getByTestId('export-csv').click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    const columns = (header ?? '').split(';').map((c) => c.replace(/"/g, ''));
    const line = lines.find((l) => l.includes(name));
    if (!line) throw new Error(`${name} missing in the CSV:\n${csv}`);
    const values = line.split(';');
    return (column: string) => values[columns.indexOf(column)]?.replace(/"/g, '');
  }

  it('Przelewy24: register → "Przejdź do płatności" → pay on the fake → paid message → "Opłacony", 0,00 left', async () => {
    await useGateway('przelewy24', p24.settings);
    const payer = await browser.newPage({ viewport: { width: 900, height: 1100 } });
    await register(payer, {
      first: 'Anna',
      last: 'Przelewska',
      email: 'anna.przelewska@example.pl',
      plan: 'Płatność jednorazowa',
    });
    const amount = await startOnline(payer, /Płatność online \(Przelewy24\)/);
    expect(amount).toMatch(/350,00\s*zł/);

    await payer.waitForURL((url) => url.href.startsWith(`${p24.url}/trnRequest/`), { timeout: 20_000 });
    expect(await payer.locator('body').textContent()).toMatch(/350,00/);
    await screenshot(payer, 'e2e-p24-payer-page');
    await payer.getByRole('button', { name: 'Zapłać' }).click();
    const returnedTo = await expectPaidOnReturn(payer);
    await screenshot(payer, 'e2e-p24-paid');
    await payer.close();

    // The gateway sent the payer back to the project's payment page with our payment's id (`?platnosc=`).
    const [payment] = p24.payments();
    expect(payment).toMatchObject({ amount: 35_000, status: 'verified' });
    expect(new URL(returnedTo).searchParams.get('platnosc')).toBe(payment?.sessionId);
    await expect
      .poll(async () => (await gridRow('Przelewska'))('Status'), { timeout: 15_000 })
      .toBe('Opłacony');
    const row = await gridRow('Przelewska');
    expect(row('Brutto')).toBe('350,00');
    expect(row('Pozostało do zapłaty')).toBe('0,00');
  });

  it('PayU: 3 installments → pay the first one online → "Na bieżąco", two installments left', async () => {
    await useGateway('payu', payu.settings);
    const payer = await browser.newPage({ viewport: { width: 900, height: 1100 } });
    await register(payer, {
      first: 'Paweł',
      last: 'Ratalny',
      email: 'pawel.ratalny@example.pl',
      plan: '3 raty',
    });
    const billings = payer.getByTestId('zapisy-due-billing');
    expect(await billings.count()).toBe(3);
    const amount = await startOnline(payer, /Płatność online \(PayU\)/, /rata 1 z 3/);
    const firstInstallment = /(\d[\d\s]*,\d\d)\s*zł/.exec(amount)?.[1]?.replace(/\s/g, '');
    expect(firstInstallment).toBeDefined();

    await payer.waitForURL((url) => url.href.startsWith(payu.url), { timeout: 20_000 });
    await screenshot(payer, 'e2e-payu-paywall');
    await payer.getByRole('button', { name: 'Zapłać' }).click();
    await expectPaidOnReturn(payer);
    await screenshot(payer, 'e2e-payu-paid');
    await payer.close();

    await expect
      .poll(async () => (await gridRow('Ratalny'))('Status'), { timeout: 15_000 })
      .toBe('Na bieżąco');
    const row = await gridRow('Ratalny');
    const left = (350_00 - Number(firstInstallment?.replace(',', ''))) / 100;
    expect(row('Pozostało do zapłaty')).toBe(left.toFixed(2).replace('.', ','));
  });
});
