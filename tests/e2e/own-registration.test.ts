import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient } from './support/api-client.js';
import { launchChromium, screenshot } from './support/browser.js';
import { DEMO_ADMIN, loginViaApi } from './support/session.js';

const zapisy = inject('zapisyUrl');
const DOMAIN = 'zgloszenie-e2e';

let seq = 0;
const cell = (plugin: string, data: Record<string, unknown>) => ({
  id: `c${++seq}`,
  size: 12,
  plugin: { id: plugin, version: 1 },
  dataI18n: { default: { required: false, ...data } },
});

/**
 * Issue 14: "a participant cannot reopen their own data". The participant opens the form link of the grid's
 * 'Linki' (`/formularz?p=…`) on a phone: their answers are there, the priced workshop is theirs to see but the
 * organizer's to change, a corrected phone number is saved and the page says only that.
 */
describe('the form link /formularz?p=: the participant corrects their registration', () => {
  let browser: Browser;
  let admin: Page;
  let token: string;
  let eventId: string;
  let participantId: string;
  const api = apiClient(
    () => zapisy,
    () => token,
  );

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await browser.newPage();
    token = await loginViaApi(admin, zapisy, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const me = await api('GET', '/me');
    const created = await api('PUT', '/project', {
      organizationId: me.body.organizationId,
      event: { name: 'Warsztaty jesienne', domainName: DOMAIN, translationType: 'event' },
    });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    eventId = created.body.eventId;
    const data = {
      id: 'f1',
      version: 1,
      rows: [
        cell('FirstName', { field_name: 'first_name', label: 'Imię', required: true }),
        cell('LastName', { field_name: 'last_name', label: 'Nazwisko', required: true }),
        cell('MainEmail', { field_name: 'email_main', label: 'E-mail', required: true }),
        cell('PhoneNumber', { field_name: 'phone_number', label: 'Telefon' }),
        cell('Dropdown', {
          field_name: 'workshop',
          label: 'Warsztaty',
          hasPrice: true,
          options: [
            { value: 'none', label: 'Bez warsztatów', price: 0 },
            { value: 'photo', label: 'Fotografia', price: 8_000 },
          ],
        }),
      ].map((c) => ({ id: `r${++seq}`, cells: [c] })),
    };
    const saved = await api('PUT', `/forms/${eventId}/registration`, { data, revision: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await api('POST', `/forms/${eventId}/registration/publish`, {
      revision: saved.body.revision,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const added = await api('POST', `/participants/${eventId}`, {
      data: {
        first_name: 'Zofia',
        last_name: 'Wiśniewska',
        email_main: 'zofia@example.pl',
        phone_number: '600100200',
        workshop: 'photo',
      },
      idempotencyKey: `zgloszenie-e2e-${Date.now()}`,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    participantId = added.body.participants[0]._id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens their answers, keeps the priced field locked and saves the corrected phone number', async () => {
    const links = await api('GET', `/participants/${eventId}/${participantId}/links`);
    expect(links.body.form).toContain(`/formularz?p=${participantId}`);
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.goto(links.body.form);
    await phone.getByRole('heading', { name: 'Twoje zgłoszenie' }).waitFor({ timeout: 20_000 });
    expect(await phone.getByLabel(/Nazwisko/).inputValue()).toBe('Wiśniewska');
    const workshop = phone.getByLabel(/Warsztaty/);
    expect(await workshop.isDisabled()).toBe(true);
    await phone.getByText('Zmianę tego pola ustala organizator.').waitFor();
    expect(await phone.getByTestId('zapisy-add-participant').count()).toBe(0);
    await screenshot(phone, 'own-registration/e2e-phone-form');
    await phone.getByLabel(/Telefon/).fill('600 999 888');
    await phone.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await phone.getByText('Zapisaliśmy zmiany w Twoim zgłoszeniu.').waitFor({ timeout: 15_000 });
    await screenshot(phone, 'own-registration/e2e-phone-saved');
    const stored = await api('GET', `/participants/${eventId}/${participantId}`);
    const value = (name: string) =>
      stored.body.data.find((entry: { name: string }) => entry.name === name)?.value;
    expect(value('phone_number')).toMatch(/600\s?999\s?888/);
    expect(value('workshop')).toBe('photo');

    await phone.goto(links.body.form.replace(/\?p=.*$/, '?p=nie-ma-takiego'));
    await phone.getByTestId('zapisy-own-link-invalid').waitFor({ timeout: 20_000 });
    expect(await phone.getByTestId('zapisy-form').count()).toBe(0);
    await phone.close();
  });
});
