import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../testing/fake-api.js';
import { withAdminSession } from '../../testing/render-admin.js';
import { renderSystemAccountsScreen } from '../../testing/render-system-accounts.js';
import type { SystemPaymentAccountsView } from '../settings/payment-accounts-api.js';
import { P24_GROUP, PAYNOW_GROUP } from '../settings/payment-accounts-fixtures.js';
import type { SystemAccountHistoryEntry } from './system-account-history-api.js';

withAdminSession();

const HISTORY = 'GET /system/payment-accounts/history';

const renderScreen = renderSystemAccountsScreen;

const P24_SHARED = {
  ...P24_GROUP,
  label: 'Przelewy24 / Przelewy24 Marketplace',
  providers: [
    { id: 'przelewy24', label: 'Przelewy24', fields: ['merchantId', 'posId', 'crcKey', 'apiKey'] },
    {
      id: 'przelewy24marketplace',
      label: 'Przelewy24 Marketplace',
      fields: ['merchantId', 'posId', 'crcKey', 'apiKey', 'marketplaceEnabled', 'cost'],
    },
  ],
};

const view: SystemPaymentAccountsView = {
  accounts: { paynow: { apiKey: { set: true }, signKey: { set: true } } },
  groups: [P24_SHARED, PAYNOW_GROUP],
};

const ENTRY: SystemAccountHistoryEntry = {
  id: 'a1',
  at: new Date('2026-03-01T10:00:00.000Z'),
  actor: { email: 'admin@zapisy.pl' },
  changes: [
    { path: 'accounts.przelewy24.merchantId', oldValue: null, newValue: '100001' },
    { path: 'accounts.przelewy24.crcKey', oldValue: null, newValue: '••••' },
    { path: 'accounts.paynow', oldValue: { apiKey: '••••' }, newValue: null },
  ],
};

const historyTable = async () => within(await screen.findByRole('region', { name: 'Historia zmian' }));

describe("'Historia zmian' of the system payment accounts (/admin/site-admin/konta-platnosci)", () => {
  it("lists each entry with its Warsaw date, who, and the changes named by group and field title, keys as '••••'", async () => {
    renderScreen({
      'GET /system/payment-accounts': view,
      [HISTORY]: {
        items: [
          ENTRY,
          {
            id: 'a0',
            at: '2026-01-15T08:30:00.000Z',
            actor: { email: 'inny@zapisy.pl' },
            changes: [{ path: 'accounts.paynow.apiKey', oldValue: '••••', newValue: '••••' }],
          },
        ],
      },
    });
    const section = await historyTable();
    const rows = (await section.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0] as HTMLElement).slice(0, 2)).toEqual(['01/03/2026, 11:00:00', 'admin@zapisy.pl']);
    const changes = within(rows[0] as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'Przelewy24 / Przelewy24 Marketplace › Identyfikator sprzedawcy (merchant ID): — → 100001',
      'Przelewy24 / Przelewy24 Marketplace › Klucz CRC: — → ••••',
      'Paynow: usunięto konto',
    ]);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      '15/01/2026, 09:30:00',
      'inny@zapisy.pl',
      'Paynow › Klucz API: •••• → ••••',
    ]);
  });

  it("says 'Brak zmian.' when nothing was changed yet", async () => {
    renderScreen({ 'GET /system/payment-accounts': view, [HISTORY]: { items: [] } });
    const section = await historyTable();
    expect((await section.findByRole('cell')).textContent).toBe('Brak zmian.');
  });

  it('a failed load is told inside the section, the accounts form stays usable, and it can be tried again', async () => {
    let answers = 0;
    renderScreen({
      'GET /system/payment-accounts': view,
      [HISTORY]: () => {
        answers += 1;
        return answers === 1 ? apiError(500, 'INTERNAL', 'Błąd serwera') : json({ items: [ENTRY] });
      },
    });
    const section = await historyTable();
    const alert = await section.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać historii zmian.');
    const form = within(await screen.findByRole('form', { name: 'Systemowe konta płatności' }));
    fireEvent.change(form.getByLabelText('Moduł płatności'), { target: { value: 'przelewy24marketplace' } });
    fireEvent.click(form.getByLabelText('Konto systemowe: Przelewy24 Marketplace'));
    expect(form.getByRole('group', { name: 'Przelewy24 Marketplace' })).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await section.findByText('admin@zapisy.pl')).toBeTruthy();
    expect(section.queryByRole('alert')).toBeNull();
  });

  it('reloads after a successful save, so the new entry shows at once', async () => {
    let saved = false;
    const calls = renderScreen({
      'GET /system/payment-accounts': view,
      'PUT /system/payment-accounts': () => {
        saved = true;
        return json({ ...view, accounts: {} });
      },
      [HISTORY]: () => json({ items: saved ? [ENTRY] : [] }),
    });
    const section = await historyTable();
    expect((await section.findByRole('cell')).textContent).toBe('Brak zmian.');
    const form = within(await screen.findByRole('form', { name: 'Systemowe konta płatności' }));
    fireEvent.click(form.getByLabelText('Konto systemowe: Paynow'));
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: 'Zapisz konta' }));
    });
    expect(await section.findByText('admin@zapisy.pl')).toBeTruthy();
    expect(section.queryByText('Brak zmian.')).toBeNull();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/system/payment-accounts/history')).toHaveLength(2),
    );
  });
});
