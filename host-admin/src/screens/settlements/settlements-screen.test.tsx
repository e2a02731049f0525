import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  orderSettlementCategories,
  type SettlementsParticipant,
  settlementsColumns,
  settlementsKeys,
  settlementsRow,
  settlementsValues,
} from '@zapisy/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { LINK_COPIED } from './SettlementsScreen.js';

vi.mock('../../grid/GlideGridView.js', () => import('../../testing/fake-glide-grid.js'));

withAdminSession();

const participant = (i: number, over: Partial<SettlementsParticipant> = {}): SettlementsParticipant => ({
  _id: `x${i}`,
  customerId: `c${i}`,
  status: i === 0 ? 'upToDate' : 'registered',
  createdOn: new Date('2026-02-01T09:00:00.000Z'),
  data: [
    { name: 'first_name', value: `Imię${i}` },
    { name: 'last_name', value: `Nazwisko${i}` },
  ],
  calculated: {
    totalSum: 38_745,
    leftToPay: 28_745,
    leftToPayRequired: 28_745,
    leftToPayLate: 0,
    payments: 10_000,
    details: {
      amount: 31_500,
      vat: 7_245,
      grossAmount: 38_745,
      rebate: 3_500,
      rules: [
        { category: 'Cennik', name: 'Turnus', amount: 20_000, percent: 0 },
        { category: 'Rabaty', name: 'Wczesny zapis', amount: -3_500, percent: -10 },
      ],
    },
  },
  ...over,
});

const BILLING = {
  amount: 31_500,
  vat: 7_245,
  grossAmount: 38_745,
  manualDiscount: 500,
  leftToPay: 28_745,
  status: 'active',
  requiredDate: new Date('2026-04-01T12:00:00Z'),
  payments: [{ amount: 10_000 }],
};

/** The streamed `GET /settlements/p1` (Accept: application/x-ndjson) in the API's format (core settlementsValues). */
function streamServer(total: number) {
  const calls: string[] = [];
  const rows = Array.from({ length: total }, (_, i) =>
    settlementsRow(participant(i, i === 1 ? { paymentForm: 'transfer' } : {}), [BILLING], {
      latestPayment: i === 0 ? { status: 'COMPLETED', method: 'cash' } : null,
      paymentLink: `https://szkola.zapisy.test/l?k=key${i}`,
      rowNumber: i + 1,
    }),
  );
  const categories = orderSettlementCategories(rows.flatMap((row) => Object.keys(row.categories)));
  const fetchImpl = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/services\/api/, '') + url.search;
    calls.push(path);
    const head = {
      columns: settlementsColumns(categories),
      keys: settlementsKeys(categories),
      categories,
      total,
    };
    const lines = rows.map((row) => JSON.stringify(settlementsValues(row, categories)));
    return new Response(`${JSON.stringify(head)}\n${lines.join('\n')}\n`, {
      headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
      status: path.startsWith('/settlements/p1') ? 200 : 404,
    });
  };
  vi.stubGlobal('fetch', fetchImpl);
  return { calls, fetchImpl };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const grid = () => screen.getByTestId('settlements-grid');
const loaded = () => waitFor(() => expect(grid().getAttribute('data-loading')).toBe('false'));

describe('/admin/listy/rozliczenia: settlements grid (first document §2 "Settlements grid")', () => {
  it('"adds payment method, payment link, per-category cost or percent columns, rebates, net, VAT, gross, manual markup, required payments, overdue payments, payments sum, left to pay, payment status"', async () => {
    const server = streamServer(2);
    renderAdmin('/listy/rozliczenia?projekt=szkola');
    await loaded();
    expect(server.calls).toEqual(['/settlements/p1']);
    expect(screen.getByRole('heading', { name: /Rozliczenia/ })).toBeTruthy();
    await screen.findByTestId('row-0');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    // The core columns' headers (core settlements.test.ts spells them out) for the project's categories.
    expect(headers).toEqual(settlementsColumns(['Cennik']).map((column) => column.header));
    const cells = within(screen.getByTestId('row-0'))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual([
      '1',
      'Imię0 Nazwisko0',
      '',
      '',
      'Na bieżąco',
      '01/02/2026, 10:00',
      '',
      'Gotówka',
      'https://szkola.zapisy.test/l?k=key0',
      '200,00 zł',
      '0,00 zł',
      '35,00 zł',
      '315,00 zł',
      '72,45 zł',
      '387,45 zł',
      '5,00 zł',
      '287,45 zł',
      '0,00 zł',
      '100,00 zł',
      '287,45 zł',
      'Wpłacono',
    ]);
    const second = within(screen.getByTestId('row-1'));
    expect(second.getByText('Przelew')).toBeTruthy();
    expect(second.getByText('Zapis przyjęty')).toBeTruthy();
    expect(screen.getByTestId('settlements-count').textContent).toBe('Liczba: 2');
  });

  it('a sums row of the money columns over the listed rows', async () => {
    streamServer(2);
    renderAdmin('/listy/rozliczenia?projekt=szkola');
    await loaded();
    const sums = within(await screen.findByTestId('settlements-sums'));
    const figure = (label: string) =>
      sums
        .getAllByText(label)
        .map((dt) => dt.nextElementSibling?.textContent)
        .join(' | ');
    expect(figure('Cennik')).toBe('400,00 zł');
    // The −10 % rule is a rebate: the 'Rabaty' figure only, no category column of the same name (issue 14).
    expect(figure('Rabaty')).toBe('70,00 zł');
    expect(figure('Netto')).toBe('630,00 zł');
    expect(figure('Suma wpłat')).toBe('200,00 zł');
    expect(figure('Pozostało do zapłaty')).toBe('574,90 zł');
    expect(figure('Ręczna dopłata')).toBe('10,00 zł');
  });

  it("'Kopiuj link do płatności' copies the selected row's payer link", async () => {
    streamServer(2);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAdmin('/listy/rozliczenia?projekt=szkola');
    await loaded();
    const button = screen.getByRole('button', { name: 'Kopiuj link do płatności' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('row-1'));
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('https://szkola.zapisy.test/l?k=key1');
    expect(await screen.findByText(LINK_COPIED)).toBeTruthy();
  });

  it("Kokpit's 'Zaległe płatności' link (?status=overdue) opens the grid narrowed to overdue participants", async () => {
    const server = streamServer(1);
    renderAdmin('/listy/rozliczenia?projekt=szkola&status=overdue');
    await loaded();
    expect(server.calls[0]).toBe('/settlements/p1?status=overdue');
    expect((screen.getByTestId('participants-status') as HTMLSelectElement).value).toBe('overdue');
  });

  it('status filter, search and header sort reload with status=, search=, sort=&order=; "Eksport CSV" downloads with them', async () => {
    const server = streamServer(1);
    renderAdmin('/listy/rozliczenia?projekt=szkola');
    await loaded();
    fireEvent.change(screen.getByTestId('participants-status'), { target: { value: 'paid' } });
    await waitFor(() => expect(server.calls.at(-1)).toBe('/settlements/p1?status=paid'));
    fireEvent.click(screen.getByRole('button', { name: 'Suma wpłat' }));
    await waitFor(() =>
      expect(server.calls.at(-1)).toBe('/settlements/p1?status=paid&sort=payments&order=asc'),
    );
    fireEvent.change(screen.getByTestId('participants-search'), { target: { value: 'Nowak' } });
    await waitFor(() =>
      expect(server.calls.at(-1)).toBe('/settlements/p1?status=paid&search=Nowak&sort=payments&order=asc'),
    );
    await loaded();
    const downloads: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      downloads.push(url);
      return new Response('a;b', { headers: { 'content-disposition': 'attachment; filename="r.csv"' } });
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByTestId('settlements-export-csv'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(downloads).toEqual([
      '/services/api/settlements/p1/export.csv?status=paid&search=Nowak&sort=payments&order=asc',
    ]);
  });
});
