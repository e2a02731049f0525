import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { projectIntegrationView } from './payment-accounts-fixtures.js';

withAdminSession();

const PATH = '/ustawienia/projekt?projekt=szkola';

async function section() {
  return within(await screen.findByRole('form', { name: 'Płatności online projektu' }, { timeout: 10_000 }));
}

describe('/admin/ustawienia/projekt \'Płatności online\': provider settings "overridable per project"', () => {
  it("'Jak w organizacji' by default; the effective module and whose account is said", async () => {
    renderAdmin(PATH, { 'GET /projects/p1/payment-integration': projectIntegrationView() });
    const form = await section();
    expect((form.getByLabelText('Moduł płatności projektu') as HTMLSelectElement).value).toBe('');
    expect(form.getByRole('option', { name: 'Jak w organizacji' })).toBeTruthy();
    expect(form.getByRole('status').textContent).toBe(
      'Płatności online projektu: Paynow (konto organizacji).',
    );
    expect(form.queryByLabelText('Klucz CRC')).toBeNull();
  });

  it("only the module in use has an own account to fill: the organization's module, or the project's choice", async () => {
    renderAdmin(PATH, { 'GET /projects/p1/payment-integration': projectIntegrationView() });
    const form = await section();
    expect(form.getByLabelText('Własne konto projektu: Paynow')).toBeTruthy();
    expect(form.queryByLabelText('Własne konto projektu: Przelewy24')).toBeNull();
    fireEvent.change(form.getByLabelText('Moduł płatności projektu'), { target: { value: 'przelewy24' } });
    expect(form.queryByLabelText('Własne konto projektu: Paynow')).toBeNull();
    fireEvent.click(form.getByLabelText('Własne konto projektu: Przelewy24'));
    const p24 = within(form.getByRole('group', { name: 'Przelewy24' }));
    expect(p24.getByLabelText(/Klucz CRC/)).toBeTruthy();
    expect(p24.queryByLabelText(/Klucz API$/)).toBeNull();
  });

  it("a stored key shows only 'zapisany' with a field to change it; a blank key is not sent (kept), a new one is", async () => {
    let sent: { paymentModule: string | null; accounts: Record<string, unknown> } | undefined;
    const stored = projectIntegrationView({
      paymentModule: 'przelewy24',
      accounts: {
        przelewy24: { merchantId: '100001', posId: '100001', crcKey: { set: true }, apiKey: { set: false } },
      },
      effective: {
        module: 'przelewy24',
        moduleSource: 'project',
        accountSource: 'project',
        available: true,
        reason: null,
      },
    });
    renderAdmin(PATH, {
      'GET /projects/p1/payment-integration': stored,
      'PUT /projects/p1/payment-integration': (call: { body: unknown }) => {
        sent = call.body as typeof sent;
        return json(stored);
      },
    });
    const form = await section();
    expect((form.getByLabelText('Moduł płatności projektu') as HTMLSelectElement).value).toBe('przelewy24');
    expect(form.getByTestId('key-state-crcKey').textContent).toBe('zapisany');
    expect(form.getByTestId('key-state-apiKey').textContent).toBe('brak');
    const crc = form.getByLabelText(/Klucz CRC/) as HTMLInputElement;
    expect(crc.type).toBe('password');
    expect(crc.value).toBe('');
    fireEvent.change(form.getByLabelText(/Klucz API \(raporty\)/), { target: { value: 'nowy-klucz-api' } });
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: 'Zapisz płatności online' }));
    });
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      paymentModule: 'przelewy24',
      accounts: { przelewy24: { merchantId: '100001', posId: '100001', apiKey: 'nowy-klucz-api' } },
    });
  });

  it("back to 'Jak w organizacji' without an own account: module null and the stored group removed (null)", async () => {
    let sent: unknown;
    const stored = projectIntegrationView({
      paymentModule: 'przelewy24',
      accounts: { przelewy24: { merchantId: '100001', crcKey: { set: true }, apiKey: { set: true } } },
    });
    renderAdmin(PATH, {
      'GET /projects/p1/payment-integration': stored,
      'PUT /projects/p1/payment-integration': (call: { body: unknown }) => {
        sent = call.body;
        return json(projectIntegrationView());
      },
    });
    const form = await section();
    fireEvent.change(form.getByLabelText('Moduł płatności projektu'), { target: { value: '' } });
    fireEvent.click(form.getByLabelText('Własne konto projektu: Przelewy24'));
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: 'Zapisz płatności online' }));
    });
    await waitFor(() => expect(sent).toEqual({ paymentModule: null, accounts: { przelewy24: null } }));
  });

  it("unavailable online payments show the Polish reason; the server's 400 list is shown with the section", async () => {
    const reason =
      'Brak systemowego konta płatności Przelewy24: organizacja używa kont systemowych, a administrator serwisu go nie skonfigurował.';
    renderAdmin(PATH, {
      'GET /projects/p1/payment-integration': projectIntegrationView({
        effective: {
          module: 'przelewy24',
          moduleSource: 'organization',
          accountSource: 'system',
          available: false,
          reason,
        },
      }),
      'PUT /projects/p1/payment-integration': () =>
        json(
          {
            status: 400,
            code: 'VALIDATION_ERROR',
            message: 'Błędne dane',
            errors: ['body.accounts.przelewy24.crcKey: pole „Klucz CRC” jest wymagane'],
            requestId: 'r1',
          },
          400,
        ),
    });
    const form = await section();
    expect(form.getByRole('status').textContent).toBe(`Płatności online są niedostępne. ${reason}`);
    fireEvent.click(form.getByLabelText('Własne konto projektu: Przelewy24'));
    fireEvent.change(form.getByLabelText(/Identyfikator sprzedawcy/), { target: { value: '100001' } });
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: 'Zapisz płatności online' }));
    });
    expect((await form.findByRole('alert')).textContent).toContain('pole „Klucz CRC” jest wymagane');
  });

  it('a failed load is said in the section and the project settings stay usable', async () => {
    renderAdmin(PATH);
    expect(await screen.findByText('Nie udało się wczytać ustawień płatności online projektu.')).toBeTruthy();
    expect(await screen.findByLabelText(/Dni opóźnienia/)).toBeTruthy();
  });

  it("'Sprawdź połączenie' of the project's own account goes to the project's route with its draft", async () => {
    const calls = renderAdmin(PATH, {
      'GET /projects/p1/payment-integration': projectIntegrationView({
        paymentModule: 'przelewy24',
        accounts: { przelewy24: { merchantId: '100001', crcKey: { set: true }, apiKey: { set: true } } },
      }),
      'POST /projects/p1/payment-integration/check': { ok: true, message: 'Połączenie działa' },
    });
    const form = await section();
    const p24 = within(form.getByRole('group', { name: 'Przelewy24' }));
    fireEvent.change(p24.getByLabelText(/Identyfikator sklepu/), { target: { value: '100002' } });
    fireEvent.click(p24.getByRole('button', { name: 'Sprawdź połączenie' }));
    expect((await p24.findByRole('status')).textContent).toBe('Połączenie działa');
    const call = calls.find((c) => c.method === 'POST');
    expect(call?.path).toBe('/projects/p1/payment-integration/check');
    expect(call?.body).toEqual({
      provider: 'przelewy24',
      settings: { merchantId: '100001', posId: '100002' },
    });
  });
});
