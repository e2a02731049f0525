import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient } from './support/api-client.js';
import { launchChromium, screenshot } from './support/browser.js';
import { acceptFormConsents } from './support/consents.js';
import { DEMO_ADMIN, loginViaApi } from './support/session.js';

const zapisy = inject('zapisyUrl');

/** Resolves once the window's scroll position has stayed the same for 300 ms. */
async function waitForStillScroll(page: Page): Promise<void> {
  let last = await page.evaluate(() => window.scrollY);
  for (let still = 0; still < 300; ) {
    await page.waitForTimeout(50);
    const now = await page.evaluate(() => window.scrollY);
    still = now === last ? still + 50 : 0;
    last = now;
  }
}
const site = inject('thirdPartyUrl');
const DOMAIN = 'warsztaty-e2e';

/**
 * Issue 5's whole flow in Chromium: the organizer composes a form in the editor (a dragged field, a price
 * rule), publishes it, a participant registers a group of two on a plain page of another origin through
 * the embedded widget, and the organizer sees both in the participants grid and exports them as CSV.
 */
describe('registration: compose → publish → embed → register a group → grid → CSV', () => {
  let browser: Browser;
  let admin: Page;
  let token: string;
  let eventId: string;

  const api = apiClient(
    () => zapisy,
    () => token,
  );

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await browser.newPage({ viewport: { width: 1400, height: 1400 }, acceptDownloads: true });
    token = await loginViaApi(admin, zapisy, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const me = await api('GET', '/me');
    const created = await api('PUT', '/project', {
      organizationId: me.body.organizationId,
      event: { name: 'Warsztaty ceramiki', domainName: DOMAIN, translationType: 'event' },
    });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    eventId = created.body.eventId;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('composes the form in the editor: fields from the palette, a dragged toggle, autosave, publish', async () => {
    await admin.goto(`${zapisy}/glowne/edycja/formularza?projekt=${DOMAIN}`);
    const palette = admin.getByTestId('form-editor-palette');
    await palette.waitFor({ timeout: 20_000 });
    for (const kind of ['FirstName', 'LastName', 'MainEmail']) {
      await admin.getByTestId(`palette-item-${kind}`).click();
    }
    const cells = admin.locator('.react-page-editable .react-page-cell-has-plugin');
    await expect.poll(() => cells.count(), { timeout: 10_000 }).toBe(3);

    // Drag the yes/no toggle between the first and the second field (react-dnd's HTML5 backend needs real
    // mouse moves, several hover events before the drop).
    const source = admin.getByTestId('palette-item-Toggle');
    await source.scrollIntoViewIfNeeded();
    // react-page scrolls to the cell it has just inserted a moment after the click: measured before that,
    // the drop lands where the row used to be. Wait until the window has stopped scrolling.
    await waitForStillScroll(admin);
    const from = await source.boundingBox();
    const to = await admin.locator('.react-page-editable .react-page-row').nth(1).boundingBox();
    if (!from || !to) throw new Error('palette item or canvas row not visible');
    await admin.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await admin.mouse.down();
    await admin.mouse.move(from.x + 60, from.y + 10, { steps: 5 });
    await admin.mouse.move(to.x + to.width / 2, to.y + 8, { steps: 20 });
    await admin.waitForTimeout(300);
    await admin.mouse.up();
    await expect.poll(() => cells.count(), { timeout: 10_000 }).toBe(4);

    const status = admin.getByTestId('form-editor-status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/Zapisano o/);
    await screenshot(admin, 'issue5/e2e-editor-composed');
    await admin.getByTestId('form-editor-publish').click();
    await admin.getByTestId('form-editor-published').waitFor({ timeout: 15_000 });

    const form = await api('GET', `/forms/${eventId}/registration`);
    const names = form.body.published.definition.map((f: { field_name: string }) => f.field_name);
    expect(names).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email_main', 'toggle']));
  });

  it('sets the price list with the rule builder: a fee for everybody and a rebate when the toggle is on', async () => {
    await admin.goto(`${zapisy}/admin/ustawienia/cennik?projekt=${DOMAIN}`);
    await admin.getByRole('button', { name: 'Dodaj pozycję' }).click();
    await admin.getByLabel('Nazwa pozycji 1').fill('Udział w warsztatach');
    await admin.getByLabel('Kwota pozycji 1').fill('200,00');
    await admin.getByRole('button', { name: 'Dodaj pozycję' }).click();
    await admin.getByLabel('Nazwa pozycji 2').fill('Zniżka');
    await admin.getByLabel('Kwota pozycji 2').fill('-50,00');
    await admin.getByRole('button', { name: 'Zmień warunek' }).nth(1).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Dodaj warunek' }).click();
    await dialog.getByLabel('Pole').selectOption('toggle');
    await expect
      .poll(() => dialog.getByTestId('rule-human').textContent())
      .toBe('Reguła: Tak/Nie jest zaznaczone');
    await dialog.getByRole('button', { name: 'Zastosuj' }).click();
    await admin.getByRole('button', { name: 'Zapisz cennik' }).click();
    await admin.getByText('Zapisano zmiany').first().waitFor({ timeout: 10_000 });
    await screenshot(admin, 'issue5/e2e-price-list');
    const rules = await api('GET', `/payment-rules/${eventId}`);
    expect(rules.body.rules).toMatchObject([
      { name: 'Udział w warsztatach', amount: 20_000 },
      { name: 'Zniżka', amount: -5_000, jsonRule: { '==': [{ var: 'toggle' }, true] } },
    ]);
  });

  it('a participant registers a group of two on a plain page of another origin, priced live', async () => {
    const visitor = await browser.newPage({ viewport: { width: 800, height: 1000 } });
    await visitor.goto(`${site}/plain.html?project=${DOMAIN}`);
    await visitor.getByTestId('zapisy-form-submit').waitFor({ timeout: 20_000 });
    await visitor.getByLabel(/^Imię/).first().fill('Anna');
    await visitor
      .getByLabel(/^Nazwisko/)
      .first()
      .fill('Kowalska');
    await visitor
      .getByLabel(/e-mail/i)
      .first()
      .fill('anna.kowalska@example.pl');
    await visitor.getByLabel('Tak', { exact: true }).first().check();
    await visitor.getByTestId('zapisy-add-participant').click();
    await visitor.getByLabel(/^Imię/).nth(1).fill('Piotr');
    await visitor
      .getByLabel(/^Nazwisko/)
      .nth(1)
      .fill('Kowalski');
    await visitor.getByLabel('Nie', { exact: true }).nth(1).check();
    // 200,00 − 50,00 for Anna, 200,00 for Piotr.
    await expect.poll(() => visitor.getByTestId('zapisy-price-total').textContent()).toMatch(/350,00\s*zł/);
    await screenshot(visitor, 'issue5/e2e-group-filled');
    await acceptFormConsents(visitor);
    await visitor.getByTestId('zapisy-form-submit').click();
    await visitor.getByTestId('zapisy-completion').waitFor({ timeout: 20_000 });
    expect(await visitor.getByTestId('zapisy-completion-amount').textContent()).toMatch(/350,00\s*zł/);
    await screenshot(visitor, 'issue5/e2e-completion');
    await visitor.close();
  });

  it('the organizer sees both in the participants grid and exports them as CSV with their statuses and amounts', async () => {
    await admin.goto(`${zapisy}/admin/listy/uczestnicy?projekt=${DOMAIN}`);
    const grid = admin.locator('[data-testid=participants-grid][data-loading=false]');
    await grid.waitFor({ timeout: 20_000 });
    expect(await grid.getAttribute('data-loaded-rows')).toBe('2');
    await screenshot(admin, 'issue5/e2e-grid');

    const [download] = await Promise.all([
      admin.waitForEvent('download', { timeout: 15_000 }),
      admin.getByTestId('export-csv').click(),
    ]);
    const path = await download.path();
    const csv = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    const columns = (header ?? '').split(';');
    const row = (name: string) => {
      const line = lines.find((l) => l.includes(name));
      if (!line) throw new Error(`${name} missing in the CSV:\n${csv}`);
      const values = line.split(';');
      return (column: string) =>
        values[columns.findIndex((c) => c.replace(/"/g, '') === column)]?.replace(/"/g, '');
    };
    expect(lines).toHaveLength(2);
    const anna = row('Anna');
    const piotr = row('Piotr');
    expect(anna('Status')).toBe('Zapis przyjęty');
    expect(piotr('Status')).toBe('Zapis przyjęty');
    expect(anna('Brutto')).toBe('150,00');
    expect(piotr('Brutto')).toBe('200,00');
    expect(anna('Reprezentant')).toBe('Tak');
    expect(piotr('Reprezentant')).toBe('Nie');
  });
});
