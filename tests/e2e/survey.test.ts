import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient } from './support/api-client.js';
import { launchChromium, screenshot } from './support/browser.js';
import { acceptFormConsents } from './support/consents.js';
import { DEMO_ADMIN, loginViaApi } from './support/session.js';

const zapisy = inject('zapisyUrl');
const DOMAIN = 'ankieta-e2e';

let seq = 0;
const cell = (plugin: string, data: Record<string, unknown>, version = 1) => ({
  id: `c${++seq}`,
  size: 12,
  plugin: { id: plugin, version },
  dataI18n: { default: { required: false, ...data } },
});
const formValue = (cells: ReturnType<typeof cell>[]) => ({
  id: `f${++seq}`,
  version: 1,
  rows: cells.map((c) => ({ id: `r${++seq}`, cells: [c] })),
});

/**
 * Issue 14's survey end to end in Chromium: the organizer publishes a survey, a participant opens their own
 * survey link (`/ankieta?p=…`) on a phone, answers and sees the survey completion; the organizer sees the
 * answers in the results (chart and counts), in the export and as a survey column of the participants grid.
 */
describe('survey: participant link → answers → results', () => {
  let browser: Browser;
  let admin: Page;
  let token: string;
  let eventId: string;
  let participantId: string;

  const api = apiClient(
    () => zapisy,
    () => token,
  );

  async function publish(type: 'registration' | 'survey', cells: ReturnType<typeof cell>[]) {
    const saved = await api('PUT', `/forms/${eventId}/${type}`, { data: formValue(cells), revision: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await api('POST', `/forms/${eventId}/${type}/publish`, {
      revision: saved.body.revision,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  }

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
    token = await loginViaApi(admin, zapisy, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const me = await api('GET', '/me');
    const created = await api('PUT', '/project', {
      organizationId: me.body.organizationId,
      event: { name: 'Kolonie nad morzem', domainName: DOMAIN, translationType: 'event' },
    });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    eventId = created.body.eventId;
    const project = (await api('GET', `/project/${eventId}`)).body;
    project.event.survey = { ...project.event.survey, enabled: true };
    const patched = await api('PATCH', `/project/${eventId}`, project);
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    await publish('registration', [
      cell('FirstName', { field_name: 'first_name', label: 'Imię', required: true }),
      cell('LastName', { field_name: 'last_name', label: 'Nazwisko', required: true }),
      cell('MainEmail', { field_name: 'email_main', label: 'E-mail', required: true }),
    ]);
    await publish('survey', [
      cell('RadioButtons', {
        field_name: 'rating',
        label: 'Jak oceniasz kolonie?',
        required: true,
        options: [
          { value: 'super', label: 'Świetnie' },
          { value: 'ok', label: 'Dobrze' },
          { value: 'bad', label: 'Słabo' },
        ],
      }),
      cell('Toggle', { field_name: 'again', label: 'Pojedziesz z nami za rok?' }),
      cell('TextArea', { field_name: 'comment', label: 'Co możemy poprawić?' }),
    ]);
    const added = await api('POST', `/participants/${eventId}`, {
      data: { first_name: 'Zofia', last_name: 'Wiśniewska', email_main: 'zofia@example.pl' },
      idempotencyKey: `ankieta-e2e-${Date.now()}`,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    participantId = added.body.participants[0]._id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the participant fills the survey in from their own link on a phone and sees the survey's completion", async () => {
    const links = await api('GET', `/participants/${eventId}/${participantId}/links`);
    expect(links.body.survey).toContain(`/ankieta?p=${participantId}`);
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.goto(links.body.survey);
    await phone.getByRole('heading', { name: 'Ankieta' }).waitFor({ timeout: 20_000 });
    await screenshot(phone, 'survey/e2e-phone-survey');
    await phone.getByLabel('Świetnie').check();
    await phone.getByLabel('Tak', { exact: true }).check();
    await phone.getByLabel('Co możemy poprawić?').fill('Więcej czasu na plaży');
    await acceptFormConsents(phone);
    await phone.getByRole('button', { name: 'Wyślij odpowiedzi' }).click();
    await phone.getByText('Dziękujemy za wypełnienie ankiety!').waitFor({ timeout: 15_000 });
    await screenshot(phone, 'survey/e2e-phone-done');
    await phone.close();

    // Without the personal link the survey explains where to find it.
    const stranger = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await stranger.goto(links.body.survey.replace(/\?p=.*$/, ''));
    await stranger.getByTestId('zapisy-survey-link-required').waitFor({ timeout: 20_000 });
    await stranger.close();
  });

  it('the organizer sees the answer in the results with its chart, and in the CSV export', async () => {
    await admin.goto(`${zapisy}/admin/ankieta/wyniki?projekt=${DOMAIN}`);
    const rating = admin.getByTestId('survey-question-rating');
    await rating.waitFor({ timeout: 20_000 });
    await expect.poll(() => admin.getByTestId('survey-total').textContent()).toBe('1');
    expect(await rating.locator('tbody tr').first().textContent()).toBe('Świetnie1100%');
    await admin.getByTestId('survey-chart-rating').locator('.recharts-bar-rectangle').first().waitFor();
    expect(await admin.getByTestId('survey-question-comment').textContent()).toContain(
      'Więcej czasu na plaży',
    );
    await screenshot(admin, 'survey/e2e-results');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId('survey-export-csv').click(),
    ]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(path, 'utf8');
    expect(csv).toContain('Zofia Wiśniewska;Świetnie;Tak;Więcej czasu na plaży');
  });

  it('the organizer picks survey columns and sees the answer beside the participant in the grid', async () => {
    await admin.goto(`${zapisy}/admin/ustawienia/kolumny-ankiety?projekt=${DOMAIN}`);
    await admin.getByLabel('Pokaż kolumnę Jak oceniasz kolonie?').check({ timeout: 20_000 });
    await admin.getByTestId('survey-columns-save').click();
    await expect.poll(() => admin.getByTestId('survey-columns-save').isDisabled()).toBe(true);
    await screenshot(admin, 'survey/e2e-columns');
    const answers = await api('GET', `/surveys/${eventId}/participant-answers`);
    expect(answers.body.answers[participantId]).toEqual({ rating: 'Świetnie' });
    await admin.goto(`${zapisy}/admin/ankieta/podglad?projekt=${DOMAIN}`);
    await admin.getByTestId('survey-preview-state').waitFor({ timeout: 20_000 });
    await admin.waitForTimeout(1500);
    await screenshot(admin, 'survey/e2e-preview');
  });
});
