import { readFileSync } from 'node:fs';
import { type FakePaynowGateway, startFakePaynowGateway } from '@zapisy/plugin-payment-paynow/fake';
import { type FakePayuGateway, startFakePayuGateway } from '@zapisy/plugin-payment-payu/fake';
import {
  type FakePrzelewy24Gateway,
  startFakePrzelewy24Gateway,
} from '@zapisy/plugin-payment-przelewy24/fake';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient } from './support/api-client.js';
import { launchChromium, screenshot } from './support/browser.js';
import { acceptFormConsents } from './support/consents.js';
import { freePort } from './support/free-port.js';
import { smtpUrl } from './support/mail-catcher.js';
import { DEMO_ADMIN, loginViaApi } from './support/session.js';
import { type RunningServer, startZapisy } from './support/zapisy-server.js';

/** Short redelivery so a lost first notification does not stall the test. */
const NOTIFY_DELAYS_MS = [200, 400, 800, 1600, 3200];
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the registration answer gives the payer: the project and the payment link's key (`/l?k=`). */
interface Registered {
  eventId: string;
  k: string;
}

interface DueBilling {
  _id: string;
  installment: { number: number; count: number } | null;
  requiredDate: string;
  leftToPay: number;
  status: string;
}

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
  let paynow: FakePaynowGateway;
  let browser: Browser;
  let admin: Page;
  let token: string;
  let organizationId: string;

  const api = apiClient(
    () => zapisy.url,
    () => token,
  );

  /** The organization's payment module and its keys, as the organizer saves them (the server encrypts them). */
  const useGateway = async (paymentModule: string, settings: Readonly<Record<string, string>>) => {
    const saved = await api('PATCH', `/organization/${organizationId}`, {
      integrations: { paymentModule, accounts: { [paymentModule]: { ...settings } } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.integrations.paymentModule).toBe(paymentModule);
  };

  beforeAll(async () => {
    [p24, payu, paynow] = await Promise.all([
      startFakePrzelewy24Gateway({ notifyDelaysMs: NOTIFY_DELAYS_MS }),
      startFakePayuGateway({ notifyDelaysMs: NOTIFY_DELAYS_MS }),
      startFakePaynowGateway({ notifyDelaysMs: NOTIFY_DELAYS_MS }),
    ]);
    zapisy = await startZapisy(await freePort(), {
      SMTP_URL: smtpUrl(inject('smtpPort')),
      PAYMENT_GATEWAY_URL_PRZELEWY24: p24.url,
      PAYMENT_GATEWAY_URL_PAYU: payu.url,
      PAYMENT_GATEWAY_URL_PAYNOW: paynow.url,
      // The test clock (POST /test/clock) exists only there; startZapisy sets it too, said here on purpose.
      ZAPISY_ENV: 'test',
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
    await paynow?.close();
  });

  /**
   * Registers one person on the demo's hosted form, continues into payment from the completion page and
   * answers the registration answer's project and payment key.
   */
  async function register(
    page: Page,
    person: { first: string; last: string; email: string; plan: string },
  ): Promise<Registered> {
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
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/services\/api\/registrations\/[^/?]+$/.test(r.url()),
      { timeout: 20_000 },
    );
    await acceptFormConsents(page);
    await page.getByTestId('zapisy-form-submit').click();
    const answer = await answered;
    const registration = (await answer.json()) as { payment?: { k: string } };
    const eventId = decodeURIComponent(new URL(answer.url()).pathname.split('/').pop() ?? '');
    const k = registration.payment?.k;
    if (!k) throw new Error(`no payment key in the registration answer: ${JSON.stringify(registration)}`);
    await page.getByTestId('zapisy-completion').waitFor({ timeout: 20_000 });
    const continuation = page.getByTestId('zapisy-completion-payment');
    expect(await continuation.textContent()).toBe('Przejdź do płatności');
    await continuation.click();
    await page.getByTestId('zapisy-payment-due').waitFor({ timeout: 20_000 });
    return { eventId, k };
  }

  /** Moves the server's test clock (ZAPISY_ENV=test only); an empty move answers the time. */
  async function testClock(move: { advanceMs?: number; runDueMoneyRefresh?: boolean }) {
    const moved = await api('POST', '/test/clock', move);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    return moved.body as {
      now: string;
      refreshed?: { scanned: number; participants: number; statusChanges: number };
    };
  }

  /** The payer's installments as the public due endpoint answers them. */
  async function dueBillings({ eventId, k }: Registered): Promise<DueBilling[]> {
    const due = await api('GET', `/payments/public/${eventId}/due?k=${encodeURIComponent(k)}`);
    expect(due.status, JSON.stringify(due.body)).toBe(200);
    return (due.body.participants as { billings: DueBilling[] }[]).flatMap((p) => p.billings);
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

  it('Przelewy24: register → "Przejdź do płatności" → pay on the fake → paid message → "Opłacono", 0,00 left', async () => {
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
      .toBe('Opłacono');
    const row = await gridRow('Przelewska');
    expect(row('Brutto')).toBe('350,00');
    expect(row('Pozostało do zapłaty')).toBe('0,00');
  });

  it('PayU then Paynow: 3 installments → pay the first by PayU → "Na bieżąco" → the second late after its date (clock injected) → "Zaległa płatność" → pay all by Paynow → "Opłacono", 0,00 left', async () => {
    await useGateway('payu', payu.settings);
    const payer = await browser.newPage({ viewport: { width: 900, height: 1100 } });
    const registered = await register(payer, {
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

    // The second installment's date passes, and the project's grace days (payments.daysLate) after it.
    const second = (await dueBillings(registered)).find((b) => b.installment?.number === 2);
    if (!second) throw new Error("no second installment in the payer's due billings");
    expect(second.status).not.toBe('late');
    const project = await api('GET', `/project/${registered.eventId}`);
    const daysLate = project.body.payments?.daysLate;
    expect(Number.isInteger(daysLate), JSON.stringify(project.body.payments)).toBe(true);
    const { now } = await testClock({});
    const moved = await testClock({
      advanceMs: Date.parse(second.requiredDate) - Date.parse(now) + (daysLate + 1) * DAY_MS,
      runDueMoneyRefresh: true,
    });
    // The demo's own participants (seeded unpaid weeks ago) may change with it: this payer's status is what counts.
    expect(moved.refreshed?.statusChanges).toBeGreaterThanOrEqual(1);
    expect((await dueBillings(registered)).find((b) => b._id === second._id)?.status).toBe('late');
    expect((await gridRow('Ratalny'))('Status')).toBe('Zaległa płatność');

    // The organization switches to Paynow; the payer pays everything left from the payment link.
    await useGateway('paynow', { apiKey: paynow.apiKey, signKey: paynow.signKey });
    paynow.setNotificationUrl(`${zapisy.url}/services/api/payments/paynow/notify/${registered.eventId}`);
    const again = await browser.newPage({ viewport: { width: 900, height: 1100 } });
    await again.goto(`${zapisy.url}/demo/l?k=${encodeURIComponent(registered.k)}`);
    const due = again.getByTestId('zapisy-payment-due');
    await due.waitFor({ timeout: 20_000 });
    await due.getByRole('radio', { name: /Płatność online \(Paynow\)/ }).check();
    await due.getByRole('radio', { name: /^Razem pozostało/ }).check();
    const all = (await due.getByTestId('zapisy-pay-amount').textContent()) ?? '';
    expect(/(\d[\d\s]*,\d\d)\s*zł/.exec(all)?.[1]?.replace(/\s/g, '')).toBe(
      left.toFixed(2).replace('.', ','),
    );
    await due.getByRole('button', { name: 'Przejdź do płatności' }).click();
    await again.waitForURL((url) => url.href.startsWith(paynow.url), { timeout: 20_000 });
    await screenshot(again, 'e2e-paynow-paywall');
    await again.getByRole('button', { name: 'Zapłać' }).click();
    await expectPaidOnReturn(again);
    await screenshot(again, 'e2e-paynow-paid');
    await again.close();

    expect(paynow.payments()).toHaveLength(1);
    await expect.poll(async () => (await gridRow('Ratalny'))('Status'), { timeout: 15_000 }).toBe('Opłacono');
    expect((await gridRow('Ratalny'))('Pozostało do zapłaty')).toBe('0,00');
  });
});
