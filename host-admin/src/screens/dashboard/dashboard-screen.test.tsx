import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import type { DashboardFigures } from './dashboard-api.js';

withAdminSession();

const days = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    registrations: i === count - 1 ? 2 : 0,
    received: i === count - 1 ? 35_000 : 0,
    payments: i === count - 1 ? 1 : 0,
  }));

const FIGURES: DashboardFigures = {
  eventId: 'p1',
  generatedAt: '2026-03-10T11:00:00.000Z',
  participants: {
    total: 5,
    byStatus: [
      { status: 'overdue', count: 1 },
      { status: 'paid', count: 2 },
      { status: 'waiting', count: 2 },
    ],
  },
  places: { limit: 10, taken: 3, left: 7, waiting: 2 },
  days: days(10),
  money: {
    billed: 105_500,
    leftToPay: 70_500,
    dueNow: 45_500,
    overdue: 35_000,
    overdueCount: 1,
    received: 55_000,
    receivedCount: 2,
    refunded: 5_000,
    net: 50_000,
  },
  upcomingInstallments: [
    { date: '2026-03-10', count: 1, amount: 10_500 },
    { date: '2026-03-20', count: 3, amount: 75_000 },
  ],
  latestRegistrations: [
    { participantId: 'x1', name: 'Łucja Żak', status: 'waiting', createdOn: '2026-03-10T08:00:00.000Z' },
  ],
  latestPayments: [
    {
      paymentId: 'r1',
      name: 'Anna Nowak',
      type: 'refund',
      method: 'online',
      status: 'COMPLETED',
      refundStatus: 'pending',
      amount: -1_000,
      date: '2026-03-10T10:30:00.000Z',
    },
    {
      paymentId: 'y1',
      name: 'Jan Kowalski',
      type: 'payment',
      method: 'cash',
      status: 'COMPLETED',
      amount: 20_000,
      date: '2026-03-10T09:00:00.000Z',
    },
  ],
  decisions: [
    { kind: 'overdue-participants', count: 1, amount: 35_000 },
    { kind: 'waiting-list', count: 2 },
  ],
};

const EMPTY: DashboardFigures = {
  ...FIGURES,
  participants: { total: 0, byStatus: [] },
  places: { limit: null, taken: 0, left: null, waiting: 0 },
  days: days(30).map((day) => ({ ...day, registrations: 0, received: 0, payments: 0 })),
  money: { ...FIGURES.money, received: 0, receivedCount: 0, refunded: 0, net: 0 },
  upcomingInstallments: [],
  latestRegistrations: [],
  latestPayments: [],
  decisions: [],
};

describe('Kokpit (/admin/glowna/kokpit)', () => {
  it('shows places, money received, due and overdue from the server figures, in the project vocabulary', async () => {
    const calls = renderAdmin('/glowna/kokpit?projekt=szkola', { 'GET /dashboard/p1': FIGURES });
    const tiles = await screen.findByLabelText('Najważniejsze liczby', {}, { timeout: 10_000 });
    expect(within(tiles).getByText('Uczniowie')).toBeTruthy();
    expect(within(tiles).getByText('Wolne miejsca').nextSibling?.textContent).toBe('7');
    expect(within(tiles).getByText('Zajęte 3 z 10 miejsc')).toBeTruthy();
    expect(within(tiles).getByText('500,00 zł')).toBeTruthy();
    expect(within(tiles).getByText('2 wpłaty, zwrócono 50,00 zł')).toBeTruthy();
    expect(within(tiles).getByText('455,00 zł')).toBeTruthy();
    expect(within(tiles).getByText('1 należność po terminie')).toBeTruthy();
    expect(calls.some((call) => call.path === '/dashboard/p1?days=30')).toBe(true);
  });

  it("lists what needs a decision as links to the screen where it is decided ('Do decyzji')", async () => {
    renderAdmin('/glowna/kokpit?projekt=szkola', { 'GET /dashboard/p1': FIGURES });
    const card = (await screen.findByRole('heading', { name: 'Do decyzji' })).closest(
      'section',
    ) as HTMLElement;
    const overdue = within(card).getByRole('link', { name: /1 uczeń z zaległą płatnością/ });
    expect(overdue.getAttribute('href')).toBe('/listy/rozliczenia?status=overdue');
    expect(overdue.textContent).toContain('350,00 zł');
    expect(
      within(card)
        .getByRole('link', { name: /2 uczniowie na liście rezerwowej/ })
        .getAttribute('href'),
    ).toBe('/listy/uczestnicy?status=waiting');
  });

  it('shows upcoming installments, the latest registrations and payments with labels, never raw values', async () => {
    renderAdmin('/glowna/kokpit?projekt=szkola', { 'GET /dashboard/p1': FIGURES });
    const upcoming = (await screen.findByRole('heading', { name: 'Najbliższe raty' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(upcoming).getByText('20/03/2026')).toBeTruthy();
    expect(within(upcoming).getByText('3 raty')).toBeTruthy();
    expect(within(upcoming).getByText('855,00 zł')).toBeTruthy();
    const registrations = screen
      .getByRole('heading', { name: 'Ostatnie zapisy' })
      .closest('section') as HTMLElement;
    expect(within(registrations).getByText('Łucja Żak')).toBeTruthy();
    expect(within(registrations).getByText('Lista rezerwowa')).toBeTruthy();
    expect(within(registrations).getByText('10/03/2026, 09:00')).toBeTruthy();
    const payments = screen
      .getByRole('heading', { name: 'Ostatnie wpłaty' })
      .closest('section') as HTMLElement;
    expect(within(payments).getByText('Zwrot w toku')).toBeTruthy();
    expect(within(payments).getByText('Gotówka')).toBeTruthy();
    expect(within(payments).getByText('-10,00 zł')).toBeTruthy();
    expect(payments.textContent).not.toMatch(/COMPLETED|cash|refund/);
  });

  it('gives the charts a table of every day for screen readers', async () => {
    renderAdmin('/glowna/kokpit?projekt=szkola', { 'GET /dashboard/p1': FIGURES });
    const table = await screen.findByRole('table', { name: 'Wpłaty dzień po dniu' });
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    expect(within(table).getByText('10/03/2026').nextSibling?.textContent).toBe('350,00 zł');
  });

  it('shows the empty state for a project with no data, with the next steps', async () => {
    renderAdmin('/glowna/kokpit?projekt=szkola', { 'GET /dashboard/p1': EMPTY });
    expect(await screen.findByRole('heading', { name: 'Nie ma jeszcze żadnego ucznia' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przygotuj formularz zapisów' }).getAttribute('href')).toBe(
      '/glowne/edycja/formularza?projekt=szkola',
    );
    expect(screen.getByRole('link', { name: 'Dodaj ucznia ręcznie' })).toBeTruthy();
  });

  it('offers to try again when the figures fail to load', async () => {
    let fail = true;
    renderAdmin('/glowna/kokpit?projekt=szkola', {
      'GET /dashboard/p1': () =>
        fail
          ? new Response(JSON.stringify({ status: 500, code: 'X', message: 'Błąd', errors: [] }), {
              status: 500,
            })
          : new Response(JSON.stringify(FIGURES), { headers: { 'content-type': 'application/json' } }),
    });
    const retry = await screen.findByRole('button', { name: 'Spróbuj ponownie' }, { timeout: 5000 });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Do decyzji' })).toBeTruthy());
  });
});
