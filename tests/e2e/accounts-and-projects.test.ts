import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { linkInMail, waitForMail } from './support/mail.js';
import { submitLogin } from './support/session.js';

const zapisy = inject('zapisyUrl');
const port = inject('zapisyPort');
const mailUrl = inject('mailUrl');

/** Unique per run, so the flow never meets data of an earlier run. */
const stamp = Date.now().toString(36);
const user = {
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: `anna.${stamp}@example.pl`,
  password: 'bezpieczne-haslo-123',
  organization: `Fundacja Biegowa ${stamp}`,
};
const project = { name: `Bieg Wiosenny ${stamp}`, domain: `bieg-${stamp}` };
const edition = `Bieg Wiosenny ${stamp} – edycja 2`;

const shot = (page: Page, name: string) => screenshot(page, `issue4-e2e/${name}`);
const hosted = (domain: string) => `http://${domain}.localhost:${port}/formularz`;

describe.sequential('register → confirm → log in → organization and project → hosted form → duplicate → new edition', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The project's form on its own subdomain shows `name` (rendered by the form widget). */
  async function expectHostedForm(domain: string, name: string, screenshotName: string) {
    const tab = await context.newPage();
    const response = await tab.goto(hosted(domain));
    expect(response?.status()).toBe(200);
    const shown = tab.getByTestId('zapisy-form-project-name');
    await shown.filter({ hasText: name }).waitFor({ timeout: 15_000 });
    expect((await shown.textContent())?.trim()).toBe(name);
    await shot(tab, screenshotName);
    await tab.close();
  }

  it('registers at /glowne/zarejestruj with an organization name; the account waits for the e-mail', async () => {
    await page.goto(`${zapisy}/glowne/zarejestruj`);
    const form = page.getByRole('form', { name: 'Rejestracja' });
    await form.waitFor({ timeout: 15_000 });
    await form.getByLabel(/^Imię/).fill(user.firstName);
    await form.getByLabel(/^Nazwisko/).fill(user.lastName);
    await form.getByLabel(/^Adres e-mail/).fill(user.email);
    await form.getByLabel(/^Nazwa organizacji/).fill(user.organization);
    await form.getByLabel(/^Hasło/).fill(user.password);
    await form.getByLabel(/^Powtórz hasło/).fill(user.password);
    await shot(page, '01-register-form');
    await form.getByRole('button', { name: 'Załóż konto' }).click();
    await page.getByText('Sprawdź skrzynkę e-mail').waitFor({ timeout: 15_000 });
    expect(await page.getByText(user.email).count()).toBeGreaterThan(0);
    await shot(page, '02-register-sent');

    // Not confirmed yet: log-in is refused.
    const early = await fetch(`${zapisy}/services/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(early.status).not.toBe(200);
  });

  it('confirms through the link of the e-mail received over SMTP', async () => {
    const mail = await waitForMail(mailUrl, user.email, /Potwierdź rejestrację/);
    const link = linkInMail(mail.raw, '/glowne/potwierdz-rejestracje');
    expect(link.startsWith(`${zapisy}/glowne/potwierdz-rejestracje?token=`)).toBe(true);
    await page.goto(link);
    await page.getByText('Konto zostało potwierdzone. Możesz się zalogować.').waitFor({ timeout: 15_000 });
    await shot(page, '03-confirmed');
  });

  it('logs in at /glowne/zaloguj and lands on the project choice of the new organization', async () => {
    await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
    await page.waitForURL(/\/glowne\/zaloguj/);
    await submitLogin(page, user.email, user.password);
    await page.waitForURL(/\/admin\/glowna\/wybor/, { timeout: 15_000 });
    await page.getByText('Organizacja nie ma jeszcze żadnego projektu.').waitFor({ timeout: 15_000 });
    await shot(page, '04-logged-in-choice');
  });

  it('creates a project at /admin/ustawienia/nowy-projekt with a unique domain', async () => {
    await page.goto(`${zapisy}/admin/ustawienia/nowy-projekt`);
    const form = page.getByRole('form', { name: 'Nowy projekt' });
    await form.waitFor({ timeout: 15_000 });
    await form.getByLabel(/^Nazwa/).fill(project.name);
    await form.getByLabel(/^Domena/).fill(project.domain);
    await form.getByText('Domena jest wolna.').waitFor({ timeout: 15_000 });
    await shot(page, '05-new-project');
    await form.getByRole('button', { name: 'Utwórz projekt' }).click();
    await page.waitForURL(new RegExp(`/admin/ustawienia/projekt\\?projekt=${project.domain}$`), {
      timeout: 15_000,
    });
    await page.getByText(`Utworzono projekt ${project.name}`).first().waitFor({ timeout: 15_000 });
    await shot(page, '06-project-created');
  });

  it('serves the project form on its subdomain', async () => {
    await expectHostedForm(project.domain, project.name, '07-hosted-form');
  });

  it('duplicates the project through the duplicate modal', async () => {
    await page.goto(`${zapisy}/admin/ustawienia/projekty`);
    await page.getByRole('button', { name: `Duplikuj: ${project.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Nazwa duplikatu/).inputValue()).toBe(`${project.name} - Duplikat`);
    expect(await dialog.getByLabel(/^Domena duplikatu/).inputValue()).toBe(`${project.domain}-duplikat`);
    await dialog
      .getByTestId('preview-Adres duplikatu')
      .filter({ hasText: `${project.domain}-duplikat.localhost` })
      .waitFor();
    await shot(page, '08-duplicate-modal');

    // The new project opens in a new tab.
    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Utwórz duplikat' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toMatch(/Duplikat \S+ został utworzony/);
    await shot(page, '09-duplicate-created');
    const tab = await opened;
    await tab.waitForURL(new RegExp(`/admin/glowna/kokpit\\?projekt=${project.domain}-duplikat`), {
      timeout: 15_000,
    });
    await tab.close();
    await alert.getByRole('button', { name: 'Zamknij' }).click();

    await page.getByRole('heading', { name: `${project.name} - Duplikat`, exact: true }).waitFor();
    await expectHostedForm(`${project.domain}-duplikat`, `${project.name} - Duplikat`, '10-duplicate-hosted');
  });

  it("creates a new edition: the old one moves to '-stare', the address keeps the new edition", async () => {
    await page.getByRole('button', { name: `Nowa edycja: ${project.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Domena starej edycji/).inputValue()).toBe(`${project.domain}-stare`);
    await dialog.getByLabel(/^Nazwa nowej edycji/).fill(edition);
    await shot(page, '11-new-edition-modal');
    await dialog.getByRole('button', { name: 'Utwórz nową edycję' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.waitFor({ timeout: 15_000 });
    const text = await alert.textContent();
    expect(text).toMatch(/Nowa edycja \S+ została utworzona/);
    expect(text).toContain(`${project.domain}-stare`);
    await shot(page, '12-new-edition-created');
    await alert.getByRole('button', { name: 'Zamknij' }).click();

    await page.getByRole('heading', { name: edition, exact: true }).waitFor({ timeout: 15_000 });
    await shot(page, '13-projects-after-edition');
    await expectHostedForm(`${project.domain}-stare`, project.name, '14-old-edition-hosted');
    await expectHostedForm(project.domain, edition, '15-new-edition-hosted');
    expect(errors).toEqual([]);
  });
});
