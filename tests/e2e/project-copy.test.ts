import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { acceptFormConsents } from './support/consents.js';
import { DEMO_ADMIN, loginThroughUi } from './support/session.js';
import { type RunningServer, startZapisy } from './support/zapisy-server.js';

const SHOTS = 'issue14-copy';
/** The editions engineer's port range (3150–3159). */
const PORT = 3151;

/**
 * Issue 14 "Duplicate and new edition" in Chromium, from a fresh demo: the organizer duplicates the demo
 * project and makes a new edition of the duplicate in the admin; each copy's public page is open for
 * registration (not 'ruszają wkrótce') with the demo's product, workshop option, student rebate and
 * installments, and a registration on it costs what it costs on the demo.
 */
describe.sequential('Duplikuj and Nowa edycja: the copy is open for registration and prices like the source', () => {
  let zapisy: RunningServer;
  let browser: Browser;
  let admin: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    zapisy = await startZapisy(PORT, { BOT_PROTECTION_POW_MAX_NUMBER: '2000' });
    browser = await launchChromium();
    admin = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    admin.on('pageerror', (error) => errors.push(error.message));
    await loginThroughUi(admin, zapisy.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    const code = await zapisy?.stop();
    if (code !== 0 && zapisy) console.error(`Zapisy exited with ${code}:\n${zapisy.output().slice(-4000)}`);
  });

  /** Registers a student with the photo workshop and three installments on `domain`'s hosted form. */
  async function registerStudent(domain: string, email: string, shot: string): Promise<Locator> {
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    await page.goto(`${zapisy.url}/${domain}/formularz`);
    await page.getByTestId('zapisy-form-submit').waitFor({ timeout: 20_000 });
    await page.getByLabel(/^Imię/).first().fill('Ola');
    await page
      .getByLabel(/^Nazwisko/)
      .first()
      .fill('Nowak');
    await page
      .getByLabel(/e-mail/i)
      .first()
      .fill(email);
    await page.getByRole('radio', { name: /Udział w wydarzeniu/ }).check();
    await page
      .getByLabel(/^Warsztaty/)
      .first()
      .selectOption({ label: 'Warsztaty fotograficzne (+80,00 zł)' });
    await page
      .getByRole('group', { name: /Jestem studentem/ })
      .getByRole('radio', { name: 'Tak' })
      .check();
    await page.getByRole('radio', { name: '3 raty', exact: true }).check();
    await expect.poll(() => page.getByTestId('zapisy-price-total').textContent()).toMatch(/380,00\s*zł/);
    await acceptFormConsents(page);
    await screenshot(page, `${SHOTS}/${shot}-filled`);
    await page.getByTestId('zapisy-form-submit').click();
    const completion = page.getByTestId('zapisy-completion');
    await completion.waitFor({ timeout: 20_000 });
    await screenshot(page, `${SHOTS}/${shot}-completion`);
    return page.getByTestId('zapisy-completion-amount');
  }

  async function closeAlert(): Promise<string> {
    const alert = admin.getByRole('alertdialog');
    await alert.waitFor({ timeout: 15_000 });
    const text = (await alert.textContent()) ?? '';
    return text;
  }

  it('a registration on the demo costs 380,00 zł (350,00 + 80,00 workshop − 50,00 student)', async () => {
    const amount = await registerStudent('demo', 'ola.demo@example.pl', '01-demo');
    expect(await amount.textContent()).toMatch(/380,00\s*zł/);
  });

  it("Duplikuj: the alert says where the copy is and that the original stays (not 'przeniesiony')", async () => {
    await admin.goto(`${zapisy.url}/admin/ustawienia/projekty`);
    await admin.getByRole('button', { name: 'Duplikuj: Demo', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Domena duplikatu/).inputValue()).toBe('demo-duplikat');
    const opened = admin.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Utwórz duplikat' }).click();
    const text = await closeAlert();
    expect(text).toContain('Duplikat wydarzenia został utworzony pod adresem');
    expect(text).toContain('demo-duplikat');
    expect(text).toContain('Oryginalne wydarzenie działa bez zmian pod dotychczasowym adresem.');
    expect(text).not.toMatch(/przeniesion/);
    await screenshot(admin, `${SHOTS}/02-duplicate-created`);
    await (await opened).close();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Zamknij' }).click();
  });

  it("the duplicate's public page is open and a registration on it costs what it costs on the demo", async () => {
    const amount = await registerStudent('demo-duplikat', 'ola.kopia@example.pl', '03-duplicate');
    expect(await amount.textContent()).toMatch(/380,00\s*zł/);
  });

  it('Nowa edycja of the duplicate: the old one moves, the address serves the new edition, open and priced alike', async () => {
    await admin.getByRole('button', { name: 'Nowa edycja: Demo - Duplikat', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel(/^Nazwa nowej edycji/).fill('Demo 2027');
    await dialog.getByRole('button', { name: 'Utwórz nową edycję' }).click();
    const text = await closeAlert();
    // A project other than the chosen one is named with the default words (ProjectCards).
    expect(text).toMatch(/Nowa edycja \S+ została utworzona/);
    expect(text).toContain('demo-duplikat-stare');
    await screenshot(admin, `${SHOTS}/04-new-edition-created`);
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Zamknij' }).click();
    await admin.getByRole('heading', { name: 'Demo 2027', exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(admin, `${SHOTS}/05-projects`);

    const amount = await registerStudent('demo-duplikat', 'ola.edycja@example.pl', '06-new-edition');
    expect(await amount.textContent()).toMatch(/380,00\s*zł/);
    expect(errors).toEqual([]);
  });
});
