import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { CUSTOMER_COLUMNS, customerColumns } from './customer-columns.js';
import { customerPatch } from './customer-fields.js';

vi.mock('../../grid/GlideGridView.js', () => import('../../testing/fake-glide-grid.js'));

withAdminSession();

const anna = {
  _id: 'c1',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@x.pl',
  allowEmail: true,
  invoiceData: { fullName: 'Anna Nowak', address: { city: 'Kraków', street: 'Długa' } },
};

describe('customers grid columns', () => {
  it('"Settings flags twoPeople and hasGuardian show or hide second-person and guardian columns"', () => {
    const ids = (flags: { twoPeople: boolean; hasGuardian: boolean }) =>
      customerColumns(flags).map((c) => c.id);
    expect(ids({ twoPeople: false, hasGuardian: false })).not.toContain('firstName2');
    expect(ids({ twoPeople: false, hasGuardian: false })).not.toContain('guardian.firstName');
    expect(ids({ twoPeople: true, hasGuardian: false })).toEqual(
      expect.arrayContaining(['firstName2', 'nationalNo2']),
    );
    expect(ids({ twoPeople: false, hasGuardian: true })).toEqual(
      expect.arrayContaining(['guardian.firstName', 'guardian2.phoneNumber']),
    );
    expect(CUSTOMER_COLUMNS).toHaveLength(52);
  });

  it("customer status and type show the spec's Polish labels; \"Default billing amount shows two decimals and 'zł'\"", () => {
    const value = (id: string, row: Record<string, unknown>) =>
      CUSTOMER_COLUMNS.find((c) => c.id === id)?.value({ _id: 'c', ...row }, 0);
    expect(value('status', { status: 'overdue' })).toBe('Zaległa płatność');
    expect(value('type', { type: 'manual' })).toBe('Dodany ręcznie');
    expect(CUSTOMER_COLUMNS.find((c) => c.id === 'billingDefaults.billingAmount')?.kind).toBe('money');
  });

  it('an edit sends only the changed fields, nested objects with their other values kept', () => {
    const patch = customerPatch(anna, { firstName: 'Anna', 'invoiceData.address.city': 'Gdańsk', email: '' });
    expect(anna.invoiceData.address.city).toBe('Kraków');
    expect(patch).toEqual({
      email: null,
      invoiceData: { fullName: 'Anna Nowak', address: { city: 'Gdańsk', street: 'Długa' } },
    });
  });
});

describe('/admin/klient/*', () => {
  it("klienci: loads the organization's customers and searches them (debounced ?search=)", async () => {
    const calls = renderAdmin('/klient/klienci', {
      'GET /customers/o1': () => json({ total: 1, customers: [anna] }),
    });
    await waitFor(() =>
      expect(screen.getByTestId('customers-grid').getAttribute('data-loading')).toBe('false'),
    );
    expect(screen.getByTestId('customers-grid').getAttribute('data-loaded-rows')).toBe('1');
    expect(calls.some((c) => c.path === '/customers/o1?offset=0&limit=2000')).toBe(true);
    fireEvent.change(screen.getByTestId('customers-search'), { target: { value: 'Nowak' } });
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/customers/o1?offset=0&limit=2000&search=Nowak')).toBe(true),
    );
  });

  it('klienci: a header click sorts on the server (sort=lastName, then sort=-lastName); nested columns do not sort', async () => {
    const calls = renderAdmin('/klient/klienci', {
      'GET /customers/o1': () => json({ total: 1, offset: 0, limit: 2000, customers: [anna] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nazwisko' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/customers/o1?offset=0&limit=2000&sort=lastName')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nazwisko' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/customers/o1?offset=0&limit=2000&sort=-lastName')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Miejscowość' })).toBeNull();
  });

  it("dane: the customer card shows the customer's fields", async () => {
    renderAdmin('/klient/dane?id=c1', { 'GET /customers/o1/c1': anna });
    const card = within(await screen.findByTestId('customer-card'));
    expect(card.getByText('anna@x.pl')).toBeTruthy();
    expect(card.getByText('Kraków')).toBeTruthy();
    expect(card.getByText('Tak')).toBeTruthy();
  });

  it("dane: the customer's participations in every project (first document §3 Customer), each opening in its project, with the project's date format", async () => {
    renderAdmin('/klient/dane?id=c1', {
      'GET /customers/o1/c1': anna,
      'GET /customers/o1/c1/participations': {
        participations: [
          {
            participantId: 'p-szkola',
            eventId: 'ev-2',
            projectName: 'Szkoła tańca',
            projectDomain: 'szkola-tanca',
            dateFormat: 'dd.MM.yyyy',
            firstName: 'Kuba',
            lastName: 'Nowak',
            status: 'free',
            onWaitingList: true,
            createdOn: '2026-09-01T08:00:00.000Z',
            totalSum: 45_000,
            leftToPay: 45_000,
          },
        ],
      },
    });
    const section = within(await screen.findByTestId('customer-participations'));
    const link = await section.findByRole('link', { name: 'Kuba Nowak' });
    expect(link.getAttribute('href')).toBe('/zapisany/edycja-danych?id=p-szkola&projekt=szkola-tanca');
    expect(section.getByText('Szkoła tańca')).toBeTruthy();
    expect(section.getByText('01.09.2026')).toBeTruthy();
    expect(section.getAllByText('450,00 zł')).toHaveLength(2);
    expect(section.getByText(/lista rezerwowa/)).toBeTruthy();
    expect(section.queryByText('p-szkola')).toBeNull();
  });

  it('dane: a customer without participants says so', async () => {
    renderAdmin('/klient/dane?id=c1', {
      'GET /customers/o1/c1': anna,
      'GET /customers/o1/c1/participations': { participations: [] },
    });
    expect(
      await screen.findByText('Ten klient nie ma jeszcze żadnych uczestników w projektach organizacji.'),
    ).toBeTruthy();
  });

  it('dane: the customer\'s status and balance over all projects ("Customer status (derived from billings…)": opóźniony)', async () => {
    const lists: string[] = [];
    renderAdmin('/klient/dane?id=c1', {
      'GET /customers/o1/c1': anna,
      'GET /billings/o1': (call: { path: string }) => {
        lists.push(call.path);
        return json({
          billings: [
            {
              _id: 'b1',
              eventId: 'p1',
              customerId: 'c1',
              isManual: false,
              amount: 38_000,
              vat: 0,
              grossAmount: 38_000,
              manualDiscount: 0,
              leftToPay: 23_000,
              status: 'late',
              createdDate: '2026-01-01T10:00:00.000Z',
              requiredDate: '2026-02-01T10:00:00.000Z',
              payments: [{ index: 0, date: '2026-01-05T10:00:00.000Z', amount: 15_000 }],
            },
          ],
          sums: {
            count: 1,
            amount: 38_000,
            vat: 0,
            grossAmount: 38_000,
            manualDiscount: 0,
            payments: 15_000,
            leftToPay: 23_000,
          },
        });
      },
    });
    const line = await screen.findByTestId('customer-status');
    expect(line.textContent).toBe(
      'Status klienta: Zaległa płatność · Należności: 380,00 zł · Wpłacono: 150,00 zł · Pozostało do zapłaty: 230,00 zł',
    );
    expect(lists.some((path) => path === '/billings/o1?customerId=c1')).toBe(true);
    expect(await screen.findByTestId('billings-table')).toBeTruthy();
  });

  it('dane: "Customer settings flags twoPeople and hasGuardian": the second person and guardian only when the organization has them on; the birth date as a day', async () => {
    const full = {
      ...anna,
      birthDate: '2010-05-04T00:00:00.000Z',
      firstName2: 'Marek',
      guardian: { firstName: 'Halina' },
    };
    const card = async (customerSettings: Record<string, boolean>) => {
      const view = renderAdmin('/klient/dane?id=c1', {
        'GET /customers/o1/c1': full,
        'GET /organization/o1': { organizationId: 'o1', name: 'Demo', customerSettings, permissions: [] },
      });
      const found = within(await screen.findByTestId('customer-card'));
      await waitFor(() => expect(view.some((c) => c.path === '/organization/o1')).toBe(true));
      return found;
    };
    let shown = await card({ twoPeople: false, hasGuardian: false });
    expect(shown.getByText('04/05/2010')).toBeTruthy();
    expect(shown.queryByText('Marek')).toBeNull();
    expect(shown.queryByText('Imię opiekuna')).toBeNull();
    cleanup();
    shown = await card({ twoPeople: false, hasGuardian: true });
    expect(await shown.findByText('Halina')).toBeTruthy();
    expect(shown.queryByText('Marek')).toBeNull();
    cleanup();
    shown = await card({ twoPeople: true, hasGuardian: false });
    expect(await shown.findByText('Marek')).toBeTruthy();
    expect(shown.queryByText('Halina')).toBeNull();
  });

  it('dane-edycja: the guardian fields only with hasGuardian on', async () => {
    renderAdmin('/klient/dane-edycja?id=c1', {
      'GET /customers/o1/c1': anna,
      'GET /organization/o1': { organizationId: 'o1', name: 'Demo', customerSettings: { hasGuardian: true } },
    });
    expect(await screen.findByLabelText('Imię opiekuna')).toBeTruthy();
    expect(screen.queryByLabelText('Imię (2. osoba)')).toBeNull();
  });

  it('dane-edycja: shows the server\'s Polish validation list (spec §5 "listed errors") and keeps what was typed', async () => {
    const calls = renderAdmin('/klient/dane-edycja?id=c1', {
      'GET /customers/o1/c1': anna,
      'PATCH /customers/o1/c1': () =>
        json(
          { status: 400, code: 'VALIDATION', message: 'Niepoprawne dane', errors: ['Niepoprawny NIP'] },
          400,
        ),
    });
    fireEvent.change(await screen.findByLabelText('NIP'), { target: { value: '123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
    expect(await screen.findByText('- Niepoprawny NIP')).toBeTruthy();
    expect((screen.getByLabelText('NIP') as HTMLInputElement).value).toBe('123');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      invoiceData: { fullName: 'Anna Nowak', address: { city: 'Kraków', street: 'Długa' }, taxId: '123' },
    });
  });

  it('polacz: chooses the target and sources, confirms, and posts the merge', async () => {
    const calls = renderAdmin('/klient/polacz', {
      'GET /customers/o1': {
        total: 2,
        customers: [anna, { _id: 'c2', firstName: 'Anna', lastName: 'Nowak', email: 'a.nowak@x.pl' }],
      },
      'POST /customers/o1/merge': { ...anna },
      'GET /customers/o1/c1': anna,
    });
    fireEvent.change(screen.getByLabelText('Szukaj klienta'), { target: { value: 'Nowak' } });
    const add = await screen.findAllByRole('button', { name: 'Dodaj do łączenia' }, { timeout: 3_000 });
    fireEvent.click(add[0] as HTMLElement);
    fireEvent.click(add[1] as HTMLElement);
    const chosen = within(screen.getByTestId('merge-chosen'));
    expect(chosen.getByText(/anna@x.pl.*zostaje/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Połącz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Połączyć klientów?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Połącz klientów' })));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/customers/o1/merge',
      body: { targetId: 'c1', sourceIds: ['c2'] },
    });
  });

  it('szukaj: finds customers and links to their card', async () => {
    renderAdmin('/klient/szukaj', { 'GET /customers/o1': { total: 1, customers: [anna] } });
    fireEvent.change(screen.getByTestId('customer-search'), { target: { value: 'anna' } });
    const link = await screen.findByRole('link', { name: 'Karta klienta' }, { timeout: 3_000 });
    expect(link.getAttribute('href')).toBe('/klient/dane?id=c1');
  });
});
