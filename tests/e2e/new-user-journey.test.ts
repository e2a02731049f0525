import { readFileSync } from 'node:fs';
import { type FakePaynowGateway, startFakePaynowGateway } from '@zapisy/plugin-payment-paynow/fake';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api-client.js';
import { launchChromium, screenshot } from './support/browser.js';
import { acceptFormConsents } from './support/consents.js';
import { freePort } from './support/free-port.js';
import { DEMO_ADMIN, loginThroughUi, loginViaApi } from './support/session.js';
import { type RunningServer, startZapisy } from './support/zapisy-server.js';

const SHOTS = 'issue14-journey';

/** A CSV the admin exported, read by column header (';'-separated, quoted, with a BOM). */
function readCsv(download: Download) {
  return download.path().then((path) => {
    const csv = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
    const [header = '', ...lines] = csv.trim().split(/\r?\n/);
    const unquote = (value: string) => value.replace(/^"|"$/g, '').replace(/""/g, '"');
    const columns = header.split(';').map(unquote);
    const rows = lines.map((line) => line.split(';').map(unquote));
    return {
      columns,
      row(text: string) {
        const values = rows.find((r) => r.some((v) => v.includes(text)));
        if (!values) throw new Error(`${text} missing in the CSV:\n${csv}`);
        return (column: string) => values[columns.indexOf(column)];
      },
    };
  });
}

/**
 * Issue 14's journey, as a new organizer and participant make it in Chromium from a fresh start: register on
 * the hosted page with a priced option and a rebate, see a completion page that says only what happened, pay
 * by transfer details, cancel an online payment at the gateway and be offered to pay again, have the organizer
 * take the cash, and find method, status and amounts in the organizer's grids and exports.
 */
describe('a new participant and organizer: register → pay (transfer, online cancelled, cash) → grids and exports', () => {
  let zapisy: RunningServer;
  let paynow: FakePaynowGateway;
  let browser: Browser;
  let admin: Page;
  let token: string;
  let organizationId: string;
  const api = apiClient(
    () => zapisy.url,
    () => token,
  );

  beforeAll(async () => {
    paynow = await startFakePaynowGateway({ notifyDelaysMs: [200, 400, 800] });
    zapisy = await startZapisy(await freePort(), { PAYMENT_GATEWAY_URL_PAYNOW: paynow.url });
    browser = await launchChromium();
    admin = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
    await loginThroughUi(admin, zapisy.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    token = await loginViaApi(admin, zapisy.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    organizationId = (await api('GET', '/me')).body.organizationId;
  });
  afterAll(async () => {
    await browser?.close();
    const code = await zapisy?.stop();
    if (code !== 0 && zapisy) console.error(`Zapisy exited with ${code}:\n${zapisy.output().slice(-4000)}`);
    await paynow?.close();
  });

  /** Fills the demo's hosted form for one person and sends it; answers the completion section. */
  async function register(
    page: Page,
    person: {
      first: string;
      last: string;
      email: string;
      plan: string;
      workshop?: boolean;
      student?: boolean;
    },
  ): Promise<Locator> {
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
    if (person.workshop) {
      const workshop = page.getByLabel(/^Warsztaty/).first();
      const options = await workshop.locator('option').allTextContents();
      // "The workshop option reads 'Warsztaty fotograficzne (+80,00 zł) (+80,00 zł)'": the surcharge once.
      expect(options).toContain('Warsztaty fotograficzne (+80,00 zł)');
      await workshop.selectOption({ label: 'Warsztaty fotograficzne (+80,00 zł)' });
    }
    if (person.student) {
      await page
        .getByRole('group', { name: /Jestem studentem/ })
        .getByRole('radio', { name: 'Tak' })
        .check();
    }
    await page.getByRole('radio', { name: person.plan, exact: true }).check();
    await acceptFormConsents(page);
    await page.getByTestId('zapisy-form-submit').click();
    const completion = page.getByTestId('zapisy-completion');
    await completion.waitFor({ timeout: 20_000 });
    return completion;
  }

  it('"the completion page says only what happened": a transfer registration thanks for no payment and mentions no e-mail', async () => {
    const payer = await browser.newPage({ viewport: { width: 390, height: 900 } });
    const completion = await register(payer, {
      first: 'Anna',
      last: 'Przelewowa',
      email: 'anna.przelewowa@example.pl',
      plan: 'Płatność jednorazowa',
      workshop: true,
      student: true,
    });
    await screenshot(payer, `${SHOTS}/01-completion-transfer-phone`);
    // No gateway is configured yet: the demo takes transfers ("online on and really available" is false).
    expect(await completion.getAttribute('data-variant')).toBe('transfer');
    const text = (await completion.textContent()) ?? '';
    expect(text).not.toMatch(/e-mail/i);
    expect(text).not.toMatch(/płatność!/i);
    expect(text).toMatch(/zapłać przelewem/);
    // 350,00 + 80,00 workshop − 50,00 student rebate.
    expect(await payer.getByTestId('zapisy-completion-amount').textContent()).toMatch(/380,00\s*zł/);

    await payer.getByTestId('zapisy-completion-payment').click();
    const due = payer.getByTestId('zapisy-payment-due');
    await due.waitFor({ timeout: 20_000 });
    // "The payment page shows 'Do zapłaty teraz 0,00 zł' while an installment due today is listed as due."
    expect(await payer.getByTestId('zapisy-total-due-now').textContent()).toMatch(/380,00\s*zł/);
    await due.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
    const transfer = payer.getByTestId('zapisy-transfer');
    await transfer.waitFor({ timeout: 10_000 });
    expect(await transfer.textContent()).toMatch(/380,00/);
    await screenshot(payer, `${SHOTS}/02-transfer-details-phone`);
    await payer.close();
  });

  it("\"after cancelling at the gateway\": 'Płatność anulowana' within a few seconds, and 'Zapłać ponownie'", async () => {
    const saved = await api('PATCH', `/organization/${organizationId}`, {
      integrations: {
        paymentModule: 'paynow',
        accounts: { paynow: { apiKey: paynow.apiKey, signKey: paynow.signKey } },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const payer = await browser.newPage({ viewport: { width: 900, height: 1100 } });
    const completion = await register(payer, {
      first: 'Marek',
      last: 'Anulujący',
      email: 'marek.anulujacy@example.pl',
      plan: '3 raty',
    });
    expect(await completion.getAttribute('data-variant')).toBe('online');
    expect(await completion.textContent()).toMatch(/Nic nie zostało jeszcze zapłacone/);
    await payer.getByTestId('zapisy-completion-payment').click();
    const due = payer.getByTestId('zapisy-payment-due');
    await due.waitFor({ timeout: 20_000 });
    await due.getByRole('radio', { name: /Płatność online \(Paynow\)/ }).check();
    await due.getByRole('button', { name: 'Przejdź do płatności' }).click();
    await payer.waitForURL((url) => url.href.startsWith(paynow.url), { timeout: 20_000 });
    await payer.getByRole('button', { name: 'Anuluj' }).click();

    const started = Date.now();
    const status = payer.getByTestId('zapisy-payment-status');
    await payer.getByText('Płatność anulowana').first().waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    await status.getByRole('button', { name: 'Zapłać ponownie' }).waitFor({ timeout: 5_000 });
    await screenshot(payer, `${SHOTS}/03-cancelled-pay-again`);
    await payer.close();
  });

  it('the organizer takes the cash: the dialog is prefilled with what is due, and the grids show cash, not the abandoned attempt', async () => {
    const payer = await browser.newPage({ viewport: { width: 900, height: 1100 } });
    await register(payer, {
      first: 'Zofia',
      last: 'Gotówkowa',
      email: 'zofia.gotowkowa@example.pl',
      plan: 'Płatność jednorazowa',
    });
    // She starts an online payment and leaves the gateway without paying: an abandoned attempt.
    await payer.getByTestId('zapisy-completion-payment').click();
    const due = payer.getByTestId('zapisy-payment-due');
    await due.waitFor({ timeout: 20_000 });
    await due.getByRole('radio', { name: /Płatność online \(Paynow\)/ }).check();
    await due.getByRole('button', { name: 'Przejdź do płatności' }).click();
    await payer.waitForURL((url) => url.href.startsWith(paynow.url), { timeout: 20_000 });
    await payer.close();

    await admin.goto(`${zapisy.url}/admin/listy/uczestnicy?projekt=demo`);
    await admin.locator('[data-testid=participants-grid][data-loading=false]').waitFor({ timeout: 20_000 });
    await admin.getByLabel('Szukaj').fill('Gotówkowa');
    const grid = admin.locator('[data-testid=participants-grid][data-loading=false][data-loaded-rows="1"]');
    await grid.waitFor({ timeout: 15_000 });
    const box = await grid.boundingBox();
    if (!box) throw new Error('the participants grid has no box');
    // The grid draws on a canvas: the first data row sits under the header row.
    await admin.mouse.click(box.x + 120, box.y + 36 + 17);
    const actions = admin.getByTestId('participant-actions');
    await actions.getByText('Gotówkowa', { exact: false }).first().waitFor({ timeout: 10_000 });
    await actions.getByRole('button', { name: 'Dodaj wpłatę gotówkową' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Kwota/).inputValue()).toBe('350,00');
    await screenshot(admin, `${SHOTS}/04-cash-dialog`);
    await dialog.getByRole('button', { name: /Dodaj wpłatę|Zapisz/ }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });

    // The settlements grid reads the money received: cash, paid.
    await admin.goto(`${zapisy.url}/admin/listy/rozliczenia?projekt=demo`);
    await admin.locator('[data-testid=settlements-grid][data-loading=false]').waitFor({ timeout: 20_000 });
    await screenshot(admin, `${SHOTS}/05-settlements`);
    const [settlements] = await Promise.all([
      admin.waitForEvent('download', { timeout: 15_000 }),
      admin.getByTestId('settlements-export-csv').click(),
    ]);
    const row = (await readCsv(settlements)).row('Gotówkowa');
    expect(row('Metoda płatności')).toBe('Gotówka');
    expect(row('Status płatności')).not.toBe('Nowe');

    // The default payments view lists the cash money and not the online attempt that never paid.
    await admin.goto(`${zapisy.url}/admin/listy/wplaty?projekt=demo`);
    await admin.locator('[data-testid=payments-grid][data-loading=false]').waitFor({ timeout: 20_000 });
    await screenshot(admin, `${SHOTS}/06-payments`);
    const [payments] = await Promise.all([
      admin.waitForEvent('download', { timeout: 15_000 }),
      admin.getByTestId('payments-export-csv').click(),
    ]);
    const paymentsCsv = await readCsv(payments);
    const cash = paymentsCsv.row('Gotówkowa');
    expect(cash('Kwota')).toBe('350,00');
    const lines = readFileSync(await payments.path(), 'utf8');
    expect(lines).not.toMatch(/Anulujący/);
  });
});
