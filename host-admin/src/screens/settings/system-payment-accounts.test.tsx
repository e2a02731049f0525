import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeCall, json } from '../../testing/fake-api.js';
import { withAdminSession } from '../../testing/render-admin.js';
import { renderSystemAccountsScreen } from '../../testing/render-system-accounts.js';
import type { SystemPaymentAccountsView } from './payment-accounts-api.js';
import { P24_GROUP, PAYNOW_GROUP } from './payment-accounts-fixtures.js';

withAdminSession();

const renderScreen = renderSystemAccountsScreen;

const view: SystemPaymentAccountsView = {
  accounts: { paynow: { apiKey: { set: true }, signKey: { set: true } } },
  groups: [P24_GROUP, PAYNOW_GROUP],
};

describe("/admin/site-admin/konta-platnosci: the platform's accounts for 'useSystemPaymentAccounts'", () => {
  it("only the chosen module's fields are drawn; a stored key shows only as 'zapisany'; a new account is sent with its fields, blank keys left out", async () => {
    let sent: unknown;
    renderScreen({
      'GET /system/payment-accounts': view,
      'PUT /system/payment-accounts': (call: { body: unknown }) => {
        sent = call.body;
        return json(view);
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Systemowe konta płatności' }));
    expect((form.getByLabelText('Moduł płatności') as HTMLSelectElement).value).toBe('paynow');
    const paynow = within(form.getByRole('group', { name: 'Paynow' }));
    expect(paynow.getByTestId('key-state-apiKey').textContent).toBe('zapisany');
    expect((paynow.getByLabelText(/Klucz API/) as HTMLInputElement).value).toBe('');
    expect(form.queryByRole('group', { name: 'Przelewy24' })).toBeNull();
    expect(form.queryByLabelText('Konto systemowe: Przelewy24')).toBeNull();

    fireEvent.change(form.getByLabelText('Moduł płatności'), { target: { value: 'przelewy24' } });
    // The stored Paynow account stays listed (to keep or remove), without its fields.
    expect(form.queryByRole('group', { name: 'Paynow' })).toBeNull();
    expect((form.getByLabelText('Konto systemowe: Paynow') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(form.getByLabelText('Konto systemowe: Przelewy24'));
    const p24 = within(form.getByRole('group', { name: 'Przelewy24' }));
    expect(p24.getByTestId('key-state-crcKey').textContent).toBe('brak');
    fireEvent.change(p24.getByLabelText(/Identyfikator sprzedawcy/), { target: { value: '100001' } });
    fireEvent.change(p24.getByLabelText(/Klucz CRC/), { target: { value: 'crc-systemowy' } });
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: 'Zapisz konta' }));
    });
    await waitFor(() =>
      expect(sent).toEqual({
        accounts: { przelewy24: { merchantId: '100001', crcKey: 'crc-systemowy' }, paynow: {} },
      }),
    );
  });

  it('turning an account off removes it (null)', async () => {
    let sent: unknown;
    renderScreen({
      'GET /system/payment-accounts': view,
      'PUT /system/payment-accounts': (call: { body: unknown }) => {
        sent = call.body;
        return json({ ...view, accounts: {} });
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Systemowe konta płatności' }));
    fireEvent.click(form.getByLabelText('Konto systemowe: Paynow'));
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: 'Zapisz konta' }));
    });
    await waitFor(() => expect(sent).toEqual({ accounts: { paynow: null } }));
  });

  it("'Sprawdź połączenie' sends the chosen module and its draft as the save would: a typed key is sent, a blank key is not; a shared group shows the chosen module's fields only", async () => {
    const calls = renderScreen({
      'GET /system/payment-accounts': {
        ...view,
        groups: [
          {
            ...P24_GROUP,
            providers: [
              { id: 'przelewy24', label: 'Przelewy24', fields: ['merchantId', 'posId', 'crcKey', 'apiKey'] },
              {
                id: 'przelewy24marketplace',
                label: 'Przelewy24 Marketplace',
                fields: ['merchantId', 'posId', 'crcKey', 'apiKey', 'marketplaceEnabled', 'cost'],
              },
            ],
          },
          PAYNOW_GROUP,
        ],
      },
      'POST /system/payment-accounts/check': { ok: true, message: 'Połączenie działa' },
    });
    const form = within(await screen.findByRole('form', { name: 'Systemowe konta płatności' }));
    fireEvent.change(form.getByLabelText('Moduł płatności'), { target: { value: 'przelewy24' } });
    fireEvent.click(form.getByLabelText('Konto systemowe: Przelewy24'));
    const p24 = within(form.getByRole('group', { name: 'Przelewy24' }));
    expect(p24.queryByLabelText('Koszt transakcji (%)')).toBeNull();
    fireEvent.change(p24.getByLabelText(/Identyfikator sprzedawcy/), { target: { value: '100001' } });
    fireEvent.change(p24.getByLabelText(/Klucz CRC/), { target: { value: 'crc-systemowy' } });
    fireEvent.click(p24.getByRole('button', { name: 'Sprawdź połączenie' }));
    expect((await p24.findByRole('status')).textContent).toBe('Połączenie działa');
    const call = calls.find((c) => c.method === 'POST') as FakeCall;
    expect(call.path).toBe('/system/payment-accounts/check');
    expect(call.body).toEqual({
      provider: 'przelewy24',
      settings: { merchantId: '100001', crcKey: 'crc-systemowy' },
    });
  });

  it("a failed check shows the server's Polish message under the module's fields; it is cleared when its values change", async () => {
    const message = 'Operator Paynow odrzucił podane klucze. Sprawdź identyfikatory i klucze w ustawieniach.';
    const calls = renderScreen({
      'GET /system/payment-accounts': view,
      'POST /system/payment-accounts/check': { ok: false, reason: 'unauthorized', message },
    });
    const form = within(await screen.findByRole('form', { name: 'Systemowe konta płatności' }));
    const paynow = within(form.getByRole('group', { name: 'Paynow' }));
    fireEvent.click(paynow.getByRole('button', { name: 'Sprawdź połączenie' }));
    expect((await paynow.findByRole('alert')).textContent).toBe(message);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ provider: 'paynow', settings: {} });

    fireEvent.change(paynow.getByLabelText(/Klucz API/), { target: { value: 'nowy-klucz' } });
    expect(paynow.queryByRole('alert')).toBeNull();
  });

  it("a server error of the check is listed under 'Nie udało się sprawdzić połączenia:'", async () => {
    renderScreen({
      'GET /system/payment-accounts': view,
      'POST /system/payment-accounts/check': () =>
        apiError(400, 'VALIDATION_ERROR', 'Błędne dane', [
          'Nieznany dostawca płatności: paynow. Dostępni: przelewy24, payu.',
        ]),
    });
    const form = within(await screen.findByRole('form', { name: 'Systemowe konta płatności' }));
    const paynow = within(form.getByRole('group', { name: 'Paynow' }));
    fireEvent.click(paynow.getByRole('button', { name: 'Sprawdź połączenie' }));
    const problems = await paynow.findByRole('alert');
    expect(problems.textContent).toContain('Nie udało się sprawdzić połączenia:');
    expect(problems.textContent).toContain('Nieznany dostawca płatności: paynow');
  });
});
