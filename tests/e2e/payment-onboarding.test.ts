import {
  type FakePrzelewy24MarketplaceGateway,
  startFakePrzelewy24MarketplaceGateway,
} from '@zapisy/plugin-payment-przelewy24-marketplace/fake';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient } from './support/api-client.js';
import { launchChromium, screenshot } from './support/browser.js';
import { freePort } from './support/free-port.js';
import { smtpUrl } from './support/mail-catcher.js';
import { DEMO_ADMIN, loginViaApi } from './support/session.js';
import { type RunningServer, startZapisy } from './support/zapisy-server.js';

/**
 * Issue 6's "plugins/payment-przelewy24-marketplace (sub-merchant registration with business types and trade
 * codes)" in Chromium against the built server and the marketplace fake: the platform's partner account is the
 * system account, and the organizer registers as its seller from the organization settings.
 */
describe("P24 Marketplace: the organizer registers as the platform's seller from the organization settings", () => {
  let zapisy: RunningServer;
  let fake: FakePrzelewy24MarketplaceGateway;
  let browser: Browser;
  let admin: Page;
  let token: string;
  const api = apiClient(
    () => zapisy.url,
    () => token,
  );

  beforeAll(async () => {
    fake = await startFakePrzelewy24MarketplaceGateway({ notifyDelaysMs: [60_000] });
    zapisy = await startZapisy(await freePort(), {
      SMTP_URL: smtpUrl(inject('smtpPort')),
      PAYMENT_GATEWAY_URL_PRZELEWY24MARKETPLACE: fake.url,
    });
    browser = await launchChromium();
    admin = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    token = await loginViaApi(admin, zapisy.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    const code = await zapisy?.stop();
    if (code !== 0 && zapisy) console.error(`Zapisy exited with ${code}:\n${zapisy.output().slice(-4000)}`);
    await fake?.close();
  });

  it("fills the form drawn from the plugin's schema, is told what is missing, registers, and the seller id lands in the settings", async () => {
    const organizationId = (await api('GET', '/me')).body.organizationId as string;
    const { marketplaceMerchantId: _seller, verified: _verified, ...partner } = fake.marketplaceSettings(0);
    expect((await api('PUT', '/system/payment-accounts', { accounts: { przelewy24: partner } })).status).toBe(
      200,
    );
    const switched = await api('PATCH', `/organization/${organizationId}`, {
      integrations: { paymentModule: 'przelewy24marketplace', useSystemPaymentAccounts: true },
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);

    await admin.goto(`${zapisy.url}/admin/ustawienia/organizacja?projekt=demo`);
    const card = admin.getByRole('region', { name: 'Rejestracja sprzedawcy w Przelewy24 Marketplace' });
    await card.getByText('Rejestracja przez: Systemowe konto płatności').waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Wypełnij formularz rejestracji' }).click();
    const field = (scope: typeof card, label: string) =>
      scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`)).first();
    await card.getByLabel(/^Rodzaj działalności/).selectOption('2');
    await field(card, 'Nazwa firmy lub imię i nazwisko').fill('Jan Kowalski Szkolenia');
    await field(card, 'Adres e-mail').fill('jan@szkolenia.pl');
    await field(card, 'Telefon (9 cyfr)').fill('501234567');
    await field(card, 'NIP').fill('8567346215');
    await field(card, 'REGON').fill('192598184');
    await field(card, 'Numer rachunku bankowego').fill('PL61 1090 1014 0000 0712 1981 2874');
    await field(card, 'Adres e-mail do faktur').fill('faktury@szkolenia.pl');
    await field(card, 'Opis świadczonych usług (gdy nie ma strony)').fill('Szkolenia i obozy');
    await card.getByLabel(/^Branża/).selectOption('szkol');

    // The contact persons and the address are still empty: the form says so and sends nothing.
    const submit = card.getByRole('button', { name: 'Zarejestruj w Przelewy24' });
    await submit.click();
    await card.getByText('Osoba kontaktowa › Telefon (9 cyfr): pole jest wymagane').waitFor();
    expect(fake.merchants()).toEqual([]);

    for (const [group, name, email, phone] of [
      ['Osoba kontaktowa', 'Jan Kowalski', 'jan@szkolenia.pl', '501234567'],
      ['Kontakt techniczny', 'Anna Nowak', 'it@szkolenia.pl', '601234567'],
    ] as const) {
      const region = card.getByRole('region', { name: group });
      await field(region, 'Imię i nazwisko').fill(name);
      await field(region, 'Adres e-mail').fill(email);
      await field(region, 'Telefon (9 cyfr)').fill(phone);
    }
    const address = card.getByRole('region', { name: 'Adres siedziby' });
    await field(address, 'Ulica i numer').fill('ul. Długa 5');
    await field(address, 'Kod pocztowy').fill('00-238');
    await field(address, 'Miejscowość').fill('Warszawa');
    await submit.click();

    await card.getByText(/Zarejestrowano jako sprzedawca nr \d+/).waitFor({ timeout: 15_000 });
    const merchant = fake.merchants()[0];
    expect(merchant?.body).toMatchObject({ business_type: 2, nip: '8567346215', trade: 'szkol' });
    await expect
      .poll(async () =>
        card.getByRole('link', { name: 'Dokończ weryfikację w Przelewy24' }).getAttribute('href'),
      )
      .toContain(`/panel/rejestracja/${merchant?.merchantId}`);
    // The settings form above reloaded: its seller id field shows the new id.
    await expect
      .poll(async () =>
        admin
          .getByLabel(/^Identyfikator sprzedawcy w marketplace/)
          .first()
          .inputValue(),
      )
      .toBe(String(merchant?.merchantId));
    await screenshot(admin, 'issue6-e2e/marketplace-registered');
    const organization = await api('GET', `/organization/${organizationId}`);
    expect(organization.body.integrations.accounts.przelewy24.marketplaceMerchantId).toBe(
      String(merchant?.merchantId),
    );
  });
});
