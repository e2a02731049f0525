import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ROUTER_FUTURE } from '../../app/App.js';
import { EnvProvider } from '../../app/env-context.js';
import { createAppServices, ServicesProvider } from '../../app/services.js';
import { fakeFetch, json } from '../../testing/fake-api.js';
import { withAdminSession } from '../../testing/render-admin.js';
import { SystemPaymentAccountsScreen } from '../site-admin/SystemPaymentAccountsScreen.js';
import type { SystemPaymentAccountsView } from './payment-accounts-api.js';
import { P24_GROUP, PAYNOW_GROUP } from './payment-accounts-fixtures.js';

withAdminSession();

const ROUTE = { path: 'site-admin/konta-platnosci', title: 'Systemowe konta płatności' };

function renderScreen(routes: Record<string, unknown>) {
  const fake = fakeFetch(routes);
  const services = createAppServices({ fetchImpl: fake.fetch, navigateTo: vi.fn(), reload: vi.fn() });
  render(
    <ServicesProvider services={services}>
      <EnvProvider value={{ environment: 'test', host: 'zapisy.test' }}>
        <MemoryRouter initialEntries={['/site-admin/konta-platnosci']} future={ROUTER_FUTURE}>
          <SystemPaymentAccountsScreen route={ROUTE} />
        </MemoryRouter>
      </EnvProvider>
    </ServicesProvider>,
  );
  return fake.calls;
}

const view: SystemPaymentAccountsView = {
  accounts: { paynow: { apiKey: { set: true }, signKey: { set: true } } },
  groups: [P24_GROUP, PAYNOW_GROUP],
};

describe("/admin/site-admin/konta-platnosci: the platform's accounts for 'useSystemPaymentAccounts'", () => {
  it("a configured account shows its keys only as 'ustawiony'; a new account is sent with its fields, blank keys left out", async () => {
    let sent: unknown;
    renderScreen({
      'GET /system/payment-accounts': view,
      'PUT /system/payment-accounts': (call: { body: unknown }) => {
        sent = call.body;
        return json(view);
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Systemowe konta płatności' }));
    const paynow = within(form.getByRole('group', { name: 'Paynow' }));
    expect(paynow.getByTestId('key-state-apiKey').textContent).toBe('ustawiony');
    expect((paynow.getByLabelText(/Klucz API/) as HTMLInputElement).value).toBe('');
    expect(form.queryByRole('group', { name: 'Przelewy24' })).toBeNull();

    fireEvent.click(form.getByLabelText('Konto systemowe: Przelewy24'));
    const p24 = within(form.getByRole('group', { name: 'Przelewy24' }));
    expect(p24.getByTestId('key-state-crcKey').textContent).toBe('nieustawiony');
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
});
