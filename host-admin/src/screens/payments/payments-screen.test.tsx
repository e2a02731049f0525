import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, type FakeCall, json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import {
  completedTransfer,
  failedRefundDetail,
  failedRefundRow,
  flaggedDetail,
  flaggedOnline,
  page,
  refundRow,
  transferDetail,
} from './payments-fixtures.js';

vi.mock('../../grid/GlideGridView.js', () => import('../../testing/fake-glide-grid.js'));

withAdminSession();

const PATH = '/listy/wplaty?projekt=szkola';
const grid = () => screen.getByTestId('payments-grid');
const listCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'GET' && /^\/payments\/p1(\?|$)/.test(c.path)).map((c) => c.path);

async function loaded() {
  await waitFor(() => expect(grid().getAttribute('data-loading')).toBe('false'));
}

describe('/admin/listy/wplaty: payments grid', () => {
  it('first document §3 "Payment grid columns: amount, type, method, date, status, title, product, paymentId, extPaymentId, account (IBAN), description, remarks, isArchived" with the payer, flags and the sums line', async () => {
    const calls = renderAdmin(PATH, {
      'GET /payments/p1': page([completedTransfer, refundRow, flaggedOnline]),
    });
    await loaded();
    expect(listCalls(calls)).toEqual(['/payments/p1?page=1&pageSize=500&archived=false']);
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual([
      'Kwota',
      'Typ',
      'Metoda',
      'Data',
      'Status',
      'Płatnik',
      'Tytuł',
      'Produkt',
      'Nr wpłaty',
      'Nr w operatorze',
      'Rachunek',
      'Opis',
      'Uwagi',
      'Archiwalna',
      'Oznaczenia',
    ]);
    const first = within(screen.getByTestId('row-0'));
    expect(first.getByText('350,00 zł')).toBeTruthy();
    expect(first.getByText('Wpłata')).toBeTruthy();
    expect(first.getByText('Przelew')).toBeTruthy();
    expect(first.getByText('10/02/2026, 10:30')).toBeTruthy();
    expect(first.getByText('Wpłacono')).toBeTruthy();
    expect(first.getByText('Jan Kowalski')).toBeTruthy();
    // Spec §5: the account in groups of four.
    expect(first.getByText('PL61 1090 1014 0000 0712 1981 2874')).toBeTruthy();
    const refund = within(screen.getByTestId('row-1'));
    expect(refund.getByText('-50,00 zł')).toBeTruthy();
    expect(refund.getByText('Zwrot')).toBeTruthy();
    expect(refund.getByText('Rezygnacja z obiadów')).toBeTruthy();
    expect(refund.getByText('Tak')).toBeTruthy();
    const flagged = within(screen.getByTestId('row-2'));
    expect(flagged.getByText('Płatność online (Przelewy24)')).toBeTruthy();
    expect(flagged.getByText('Oczekuje na potwierdzenie')).toBeTruthy();
    expect(flagged.getByText('P24-778')).toBeTruthy();
    expect(flagged.getByText('Kwota niezgodna')).toBeTruthy();
    expect(screen.getByTestId('payments-sums').textContent).toBe('Wpłacono: 350,00 zł, Zwrócono: 50,00 zł');
    expect(screen.getByTestId('payments-count').textContent).toBe('Liczba: 3');
  });

  it("a refund row shows the refund's own state ('Zwrócono', 'Zwrot w toku', 'Zwrot nieudany'), 'Zwrot' and a negative amount; a failed refund is flagged", async () => {
    renderAdmin(PATH, {
      'GET /payments/p1': page([
        refundRow,
        {
          ...refundRow,
          _id: 'ref2',
          paymentId: 'ref2',
          statusLabel: 'Zwrot w toku',
          refundStatus: 'pending',
        },
        failedRefundRow,
      ]),
    });
    await loaded();
    const done = within(screen.getByTestId('row-0'));
    expect(done.getByText('Zwrócono')).toBeTruthy();
    expect(done.getByText('Zwrot')).toBeTruthy();
    expect(done.getByText('-50,00 zł')).toBeTruthy();
    expect(within(screen.getByTestId('row-1')).getByText('Zwrot w toku')).toBeTruthy();
    const failed = within(screen.getByTestId('row-2'));
    expect(failed.getByText('Zwrot nieudany')).toBeTruthy();
    expect(failed.getByText('-20,00 zł')).toBeTruthy();
    expect(failed.getByText('Zwrot nieudany – środki nie wróciły')).toBeTruthy();
    expect(within(grid()).queryByText('Wpłacono')).toBeNull();
  });

  it('a refund sent without a label still reads as its state, never as the payment status', async () => {
    renderAdmin(PATH, {
      'GET /payments/p1': page([{ ...refundRow, statusLabel: undefined, refundStatus: 'pending' }]),
    });
    await loaded();
    expect(within(screen.getByTestId('row-0')).getByText('Zwrot w toku')).toBeTruthy();
    expect(within(screen.getByTestId('row-0')).queryByText('Wpłacono')).toBeNull();
  });

  it("a failed refund's details warn that the money did not go back and offer no release or reject", async () => {
    renderAdmin(PATH, {
      'GET /payments/p1': page([failedRefundRow]),
      'GET /payments/p1/ref3': failedRefundDetail,
    });
    fireEvent.click(await screen.findByTestId('row-0'));
    fireEvent.click(screen.getByRole('button', { name: 'Szczegóły' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły wpłaty' });
    expect((await within(dialog).findByTestId('refund-failed')).textContent).toContain(
      'Zwrot nieudany: operator płatności nie zwrócił pieniędzy płatnikowi.',
    );
    expect(within(dialog).getByText('Stan zwrotu').nextSibling?.textContent).toBe('Zwrot nieudany');
    expect(within(dialog).getByText('Typ').nextSibling?.textContent).toBe('Zwrot');
    expect(within(dialog).getByText('-20,00 zł')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Zaksięguj' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Zwrot' }).hasAttribute('disabled')).toBe(true);
  });

  it('flags sent as {code, label} show their label', async () => {
    renderAdmin(PATH, {
      'GET /payments/p1': page([
        { ...flaggedOnline, flags: [{ code: 'x', label: 'Wpłata w obcej walucie' }] },
      ]),
    });
    expect(
      await within(await screen.findByTestId('row-0')).findByText('Wpłata w obcej walucie'),
    ).toBeTruthy();
  });

  it('online payments whose money never came are hidden by default; the filter asks for them (attempts=true|only)', async () => {
    const calls = renderAdmin(PATH, { 'GET /payments/p1': page([completedTransfer]) });
    await loaded();
    expect(listCalls(calls).at(-1)).not.toContain('attempts=');
    expect((screen.getByTestId('payments-attempts') as HTMLSelectElement).value).toBe('false');
    fireEvent.change(screen.getByTestId('payments-attempts'), { target: { value: 'only' } });
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('/payments/p1?page=1&pageSize=500&archived=false&attempts=only'),
    );
    fireEvent.change(screen.getByTestId('payments-attempts'), { target: { value: 'true' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('attempts=true'));
  });

  it("a 'Do decyzji' link (?status=) opens the list with that status chosen; unknown values are dropped", async () => {
    const calls = renderAdmin(
      '/listy/wplaty?projekt=szkola&status=WAITING%20FOR%20CONFIRMATION&status=nope',
      {
        'GET /payments/p1': page([completedTransfer]),
      },
    );
    await loaded();
    expect(listCalls(calls)[0]).toBe(
      '/payments/p1?page=1&pageSize=500&status=WAITING+FOR+CONFIRMATION&archived=false',
    );
    const filters = within(screen.getByTestId('payments-filters'));
    expect((filters.getByLabelText('Oczekuje na potwierdzenie') as HTMLInputElement).checked).toBe(true);
  });

  it("the failed refunds link asks for refundState=failed, the refund's own state", async () => {
    const calls = renderAdmin('/listy/wplaty?projekt=szkola&status=refund%3Afailed', {
      'GET /payments/p1': page([completedTransfer]),
    });
    await loaded();
    expect(listCalls(calls)[0]).toBe('/payments/p1?page=1&pageSize=500&refundState=failed&archived=false');
  });

  it('the filters build the query: repeated status= and method=, type=, archived=, the debounced search=, sort=', async () => {
    const calls = renderAdmin(PATH, { 'GET /payments/p1': page([completedTransfer]) });
    await loaded();
    const filters = within(screen.getByTestId('payments-filters'));
    // IMPORTED and PAIDOUT share the grid label 'Rozliczono': one choice asks for both.
    fireEvent.click(filters.getByLabelText('Rozliczono'));
    fireEvent.click(filters.getByLabelText('Wpłacono'));
    fireEvent.click(filters.getByLabelText('Gotówka'));
    fireEvent.change(screen.getByTestId('payments-type'), { target: { value: 'refund' } });
    fireEvent.change(screen.getByTestId('payments-archived'), { target: { value: 'all' } });
    fireEvent.change(screen.getByTestId('payments-search'), { target: { value: 'Kow' } });
    fireEvent.change(screen.getByTestId('payments-search'), { target: { value: 'Kowalski' } });
    const expected =
      '/payments/p1?page=1&pageSize=500&status=IMPORTED&status=PAIDOUT&status=COMPLETED&method=cash&type=refund&search=Kowalski&archived=all';
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe(expected));
    expect(listCalls(calls).some((path) => path.includes('search=Kow&'))).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Kwota' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe(`${expected}&sort=amount`));
    fireEvent.click(screen.getByRole('button', { name: 'Kwota' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe(`${expected}&sort=-amount`));
    fireEvent.click(filters.getByLabelText('Rozliczono'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toContain('pageSize=500&status=COMPLETED&method=cash'),
    );
    // A refund's own states are their own filter: 'Zwrócono' is not 'Wpłacono'.
    fireEvent.click(filters.getByLabelText('Zwrócono'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toContain(
        'pageSize=500&status=COMPLETED&refundState=completed&method=cash',
      ),
    );
  });

  it('"Eksport CSV" downloads GET /payments/{eventId}/export.csv with the filters and the token', async () => {
    renderAdmin(PATH, { 'GET /payments/p1': page([completedTransfer]) });
    await loaded();
    const downloads: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      downloads.push({ url, headers: init.headers as Record<string, string> });
      return new Response('a;b', { headers: { 'content-disposition': 'attachment; filename="wplaty.csv"' } });
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(within(screen.getByTestId('payments-filters')).getByLabelText('Przelew'));
    fireEvent.click(screen.getByTestId('payments-export-csv'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(downloads.map((d) => d.url)).toEqual([
      '/services/api/payments/p1/export.csv?method=transfer&archived=false',
    ]);
    expect(downloads[0]?.headers['x-auth-token']).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('the details show shares and the notifications log; a flagged payment is released (POST …/release) and its row updated', async () => {
    const calls = renderAdmin(PATH, {
      'GET /payments/p1': page([flaggedOnline]),
      'GET /payments/p1/pay2': flaggedDetail,
      'POST /payments/p1/pay2/release': {
        ...flaggedOnline,
        flags: [],
        status: 'COMPLETED',
        statusLabel: 'Wpłacono',
      },
    });
    fireEvent.click(await screen.findByTestId('row-0'));
    fireEvent.click(screen.getByRole('button', { name: 'Szczegóły' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły wpłaty' });
    const notifications = within(await within(dialog).findByTestId('payment-notifications'));
    expect(notifications.getByText('Zweryfikowany')).toBeTruthy();
    expect(notifications.getByText('11/02/2026, 09:00')).toBeTruthy();
    expect(within(dialog).getByText('Wpłata wymaga decyzji: Kwota niezgodna')).toBeTruthy();
    expect(within(dialog).getByText('Konto operatora').nextSibling?.textContent).toBe('Konto projektu');
    expect(within(dialog).getByText('Wpłata nie została rozdzielona na należności.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Zaksięguj' })));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/payments/p1/pay2/release')).toBe(true);
    await waitFor(() => expect(within(screen.getByTestId('row-0')).getByText('Wpłacono')).toBeTruthy());
    expect(within(dialog).queryByRole('button', { name: 'Zaksięguj' })).toBeNull();
  });

  it('remarks are saved and the payment archived (PATCH {remarks}, PATCH {isArchived})', async () => {
    const bodies: unknown[] = [];
    let stored = { ...completedTransfer };
    renderAdmin(PATH, {
      'GET /payments/p1': page([completedTransfer]),
      'GET /payments/p1/pay1': transferDetail,
      'PATCH /payments/p1/pay1': (call: FakeCall) => {
        bodies.push(call.body);
        stored = { ...stored, ...(call.body as object) };
        return json(stored);
      },
    });
    fireEvent.click(await screen.findByTestId('row-0'));
    fireEvent.click(screen.getByRole('button', { name: 'Szczegóły' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły wpłaty' });
    expect(within(await within(dialog).findByTestId('payment-shares')).getByText('350,00 zł')).toBeTruthy();
    // GET /payments/{eventId}/{id} answers { payment, shares, refunds, notifications }: the refunds with their state.
    const refunds = within(within(dialog).getByTestId('payment-refunds'));
    expect(refunds.getByText('Zwrócono')).toBeTruthy();
    expect(refunds.getByText('-50,00 zł')).toBeTruthy();
    expect(refunds.getByText('Zwrot nieudany')).toBeTruthy();
    expect(refunds.getByText('Błędne konto')).toBeTruthy();
    expect(within(dialog).getByText('Nr wpłaty').nextSibling?.textContent).toBe('pay1');
    fireEvent.change(within(dialog).getByLabelText('Uwagi'), { target: { value: 'Wpłata za brata' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz uwagi' })));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Archiwizuj' })));
    expect(bodies).toEqual([{ remarks: 'Wpłata za brata' }, { isArchived: true }]);
    await waitFor(() =>
      expect(within(screen.getByTestId('row-0')).getByText('Wpłata za brata')).toBeTruthy(),
    );
    expect(within(dialog).getByRole('button', { name: 'Przywróć z archiwum' })).toBeTruthy();
  });

  it('refund: the whole payment by default, reason required, "Zmień status uczestnika na „Zwrot wpłaty”" in the project vocabulary, then POST …/refund and a reload', async () => {
    let sent: unknown;
    const calls = renderAdmin(PATH, {
      'GET /payments/p1': page([completedTransfer, refundRow]),
      'POST /payments/p1/pay1/refund': (call: FakeCall) => {
        sent = call.body;
        return json({ ...refundRow, _id: 'ref2', amount: -12_050 }, 201);
      },
    });
    fireEvent.click(await screen.findByTestId('row-1'));
    expect(screen.getByRole('button', { name: 'Zwrot' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('row-0'));
    fireEvent.click(screen.getByRole('button', { name: 'Zwrot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zwrot wpłaty' });
    const amount = within(dialog).getByLabelText(/Kwota zwrotu/) as HTMLInputElement;
    expect(amount.value).toBe('350,00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zwróć' }));
    expect(await within(dialog).findByText('Podaj powód zwrotu')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zwróć' }));
    expect(await within(dialog).findByText('Podaj kwotę większą od zera')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zwróć' }));
    expect(await within(dialog).findByText('Kwota zwrotu nie może być większa od kwoty wpłaty')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(amount, { target: { value: '120,50 zł' } });
    fireEvent.change(within(dialog).getByLabelText(/Powód zwrotu/), { target: { value: 'Rezygnacja' } });
    fireEvent.click(within(dialog).getByLabelText('Zmień status ucznia na „Zwrot wpłaty”'));
    const before = listCalls(calls).length;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Zwróć' })));
    expect(sent).toEqual({ amount: 12_050, reason: 'Rezygnacja', markRefunded: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zwrot wpłaty' })).toBeNull());
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
  });

  it("spec §8: the server's Polish message and list are shown in the refund dialog (400 list, 409 message)", async () => {
    let answer = apiError(400, 'VALIDATION', 'Niepoprawne dane', ['Kwota przekracza saldo wpłaty']);
    renderAdmin(PATH, {
      'GET /payments/p1': page([completedTransfer]),
      'POST /payments/p1/pay1/refund': () => answer,
    });
    fireEvent.click(await screen.findByTestId('row-0'));
    fireEvent.click(screen.getByRole('button', { name: 'Zwrot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zwrot wpłaty' });
    fireEvent.change(within(dialog).getByLabelText(/Powód zwrotu/), { target: { value: 'Błąd' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Zwróć' })));
    expect(await within(dialog).findByText('- Kwota przekracza saldo wpłaty')).toBeTruthy();
    answer = apiError(409, 'REFUND_NOT_SUPPORTED', 'Operator nie obsługuje zwrotów tej wpłaty');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Zwróć' })));
    expect(await within(dialog).findByText('- Operator nie obsługuje zwrotów tej wpłaty')).toBeTruthy();
  });
});
