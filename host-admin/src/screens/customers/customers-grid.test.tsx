import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { customerColumnChoiceKey } from './customer-column-choice.js';

vi.mock('../../grid/GlideGridView.js', () => import('../../testing/fake-glide-grid.js'));

withAdminSession();
afterEach(() => localStorage.removeItem(customerColumnChoiceKey('o1')));

const zofia = {
  _id: 'oQHTfvJwyH',
  eventIds: ['p1'],
  eventsNames: 'Szkoła',
  type: 'manual',
  status: 'overdue',
  firstName: 'Zofia',
  lastName: 'Nowak',
  active: true,
  allowEmail: false,
  birthDate: '2010-05-04',
  firstName2: 'Marek',
  guardian: { firstName: 'Halina' },
  billingDefaults: { billingAmount: 123_456 },
};

const organization = (customerSettings: Record<string, boolean>) => ({
  organizationId: 'o1',
  name: 'Demo',
  ownerId: 'u1',
  subscriptionStatus: 'free',
  customerSettings,
  permissions: [],
});

function grid(customerSettings: Record<string, boolean> = {}, extra: Record<string, unknown> = {}) {
  return renderAdmin('/klient/klienci', {
    'GET /customers/o1': () => json({ total: 1, customers: [zofia] }),
    'GET /organization/o1': organization(customerSettings),
    ...extra,
  });
}

async function loaded() {
  await waitFor(() =>
    expect(screen.getByTestId('customers-grid').getAttribute('data-loading')).toBe('false'),
  );
  return within(await screen.findByTestId('fake-grid'));
}

const headers = () =>
  within(screen.getByTestId('fake-grid'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('/admin/klient/klienci: what the organizer reads', () => {
  it('no internal id in the default columns ("an organizer never sees an internal id"): no customer id, no project ids', async () => {
    grid();
    const table = await loaded();
    expect(table.getByText('Zofia')).toBeTruthy();
    expect(table.queryByText('oQHTfvJwyH')).toBeNull();
    expect(headers().filter((header) => header?.startsWith('Id '))).toEqual([]);
    expect(headers()).toContain('Lata szkolne');
    expect(table.getByText('Szkoła')).toBeTruthy();
  });

  it('every value with its label: Tak/Nie, status and type labels, the birth date in the project format, money with zł', async () => {
    grid();
    const row = within((await loaded()).getByTestId('row-0'));
    const cells = row.getAllByRole('cell').map((td) => td.textContent);
    const cell = (header: string) => cells[headers().indexOf(header)];
    expect(cell('Aktywny')).toBe('Tak');
    expect(cell('Zgoda na e-maile')).toBe('Nie');
    expect(cell('Status')).toBe('Zaległa płatność');
    expect(cell('Typ')).toBe('Dodany ręcznie');
    expect(cell('Data urodzenia')).toBe('04/05/2010');
    expect(cell('Domyślna kwota')).toBe('1 234,56 zł');
    expect(cells).not.toContain('true');
  });

  it("'Kolumny' shows the ids on request, remembers the choice, 'Przywróć domyślne' hides them again; Escape closes", async () => {
    grid();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Kolumny' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Kolumny listy klientów' }));
    const idBox = dialog.getByLabelText(/Id klienta/) as HTMLInputElement;
    expect(idBox.checked).toBe(false);
    fireEvent.click(idBox);
    fireEvent.click(dialog.getByRole('button', { name: 'Zapisz kolumny' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(headers()).toContain('Id klienta');
    expect(within(screen.getByTestId('fake-grid')).getByText('oQHTfvJwyH')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kolumny' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Kolumny listy klientów' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Przywróć domyślne' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Zapisz kolumny' }));
    await waitFor(() => expect(headers()).not.toContain('Id klienta'));
    fireEvent.click(screen.getByRole('button', { name: 'Kolumny' }));
    await screen.findByRole('dialog', { name: 'Kolumny listy klientów' });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the project vocabulary', () => {
  it("headers follow the project's vocabulary: 'Projekty' reads 'Lata szkolne' in a school", async () => {
    renderAdmin('/klient/klienci?projekt=szkola', {
      'GET /customers/o1': () => json({ total: 1, customers: [zofia] }),
      'GET /organization/o1': organization({}),
    });
    await loaded();
    await waitFor(() => expect(headers()).toContain('Lata szkolne'));
    expect(headers()).not.toContain('Projekty');
  });
});

describe('"Customer settings flags twoPeople and hasGuardian toggle the second-person and guardian columns"', () => {
  it('both off: neither set of columns, and the screen says where to switch them on', async () => {
    grid({ twoPeople: false, hasGuardian: false });
    await loaded();
    expect(headers()).not.toContain('Imię (2. osoba)');
    expect(headers()).not.toContain('Imię opiekuna');
    expect(screen.getByTestId('customers-flags-hint').textContent).toMatch(
      /drugiej osoby i opiekuna włącza się w Ustawieniach organizacji/,
    );
  });

  it("the organization's hasGuardian shows the guardian columns only; twoPeople the second person's", async () => {
    grid({ twoPeople: false, hasGuardian: true });
    const table = await loaded();
    await waitFor(() => expect(headers()).toContain('Imię opiekuna'));
    expect(table.getByText('Halina')).toBeTruthy();
    expect(headers()).not.toContain('Imię (2. osoba)');
  });

  it('twoPeople on: the second person columns', async () => {
    grid({ twoPeople: true, hasGuardian: false });
    const table = await loaded();
    await waitFor(() => expect(headers()).toContain('Imię (2. osoba)'));
    expect(table.getByText('Marek')).toBeTruthy();
    expect(headers()).not.toContain('Imię opiekuna');
  });
});

describe('customers exports', () => {
  it('"Eksport CSV" and "Eksport XLSX" download the server exports with the search and the sort', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = grid();
    await loaded();
    const downloads: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      downloads.push({ url, headers: init.headers as Record<string, string> });
      return new Response('a;b', {
        headers: { 'content-disposition': 'attachment; filename="klienci.csv"' },
      });
    });
    fireEvent.change(screen.getByTestId('customers-search'), { target: { value: 'Nowak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nazwisko' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/customers/o1?offset=0&limit=2000&search=Nowak&sort=lastName'),
      ).toBe(true),
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('customers-export-csv'));
      fireEvent.click(screen.getByTestId('customers-export-xlsx'));
    });
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(downloads.map((d) => d.url)).toEqual([
      '/services/api/customers/o1/export.csv?search=Nowak&sort=lastName',
      '/services/api/customers/o1/export.xlsx?search=Nowak&sort=lastName',
    ]);
    expect(downloads[0]?.headers['x-auth-token']).toBeTruthy();
    vi.unstubAllGlobals();
    click.mockRestore();
  });
});
