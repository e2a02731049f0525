import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import type { BotProtectionView } from './bot-protection-api.js';
import { projectIntegrationView } from './payment-accounts-fixtures.js';

withAdminSession();

const PATH = '/ustawienia/projekt?projekt=szkola';
const PAYMENTS = { 'GET /projects/p1/payment-integration': projectIntegrationView() };

const OPTIONS = [
  { value: 'auto', label: 'Automatycznie (zalecane)', ready: true },
  { value: 'recaptcha', label: 'Google reCAPTCHA v3 (nieskonfigurowana)', ready: false },
  { value: 'pow', label: 'Dowód pracy (bez Google, bez ciasteczek)', ready: true },
  { value: 'off', label: 'Wyłączona', ready: true },
];

const view = (choice: string, effective: BotProtectionView['effective']): BotProtectionView => ({
  eventId: 'p1',
  choice,
  options: OPTIONS,
  effective,
});

const section = async () =>
  within(await screen.findByRole('form', { name: 'Ochrona przed botami' }, { timeout: 10_000 }));

describe('/admin/ustawienia/projekt \'Ochrona przed botami\' (spec: "reCAPTCHA is enabled by default")', () => {
  it("says what runs by default without reCAPTCHA keys, and saves the organizer's choice", async () => {
    let stored = view('auto', {
      protection: 'pow',
      label: 'Dowód pracy (bez Google, bez ciasteczek)',
      fallback: false,
      note: 'Organizacja nie ma skonfigurowanej reCAPTCHA, więc formularz chroni dowód pracy.',
    });
    const calls = renderAdmin(PATH, {
      ...PAYMENTS,
      'GET /projects/p1/bot-protection': () => json(stored),
      'PUT /projects/p1/bot-protection': () => {
        stored = view('off', {
          protection: 'off',
          label: 'Wyłączona',
          fallback: false,
          note: 'Ochrona wyłączona.',
        });
        return json(stored);
      },
    });
    const form = await section();
    expect(form.getByRole('status').textContent).toContain('Działa teraz: Dowód pracy');
    const select = form.getByLabelText('Ochrona formularza') as HTMLSelectElement;
    expect(select.value).toBe('auto');
    expect([...select.options].map((option) => option.value)).toEqual(['auto', 'recaptcha', 'pow', 'off']);
    fireEvent.change(select, { target: { value: 'off' } });
    fireEvent.click(form.getByRole('button', { name: 'Zapisz ochronę formularza' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ choice: 'off' });
    await waitFor(async () =>
      expect((await section()).getByRole('status').textContent).toContain('Wyłączona'),
    );
  });
});
