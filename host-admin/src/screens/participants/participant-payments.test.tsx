import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeCall, json } from '../../testing/fake-api.js';
import { streamedParticipant, streamOneParticipant } from '../../testing/participant-stream.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { completedTransfer, page, refundRow } from '../payments/payments-fixtures.js';

vi.mock('../../grid/GlideGridView.js', () => import('../../testing/fake-glide-grid.js'));

withAdminSession();

const participant = streamedParticipant;
const streamOne = () => streamOneParticipant();

afterEach(() => vi.unstubAllGlobals());

/** The participant as GET /participants/p1/x0 answers after the payment settled. */
const paidParticipant = {
  _id: 'x0',
  eventId: 'p1',
  status: 'paid',
  customerId: 'c0',
  data: participant.data,
  calculated: { totalSum: 35_000, leftToPay: 0, leftToPayRequired: 0, leftToPayLate: 0 },
};

async function selectParticipant() {
  fireEvent.click(await screen.findByTestId('row-0'));
  return within(screen.getByTestId('participant-actions'));
}

describe('participants grid row actions with payments (first document §2 "add cash payment", "refund")', () => {
  it("'Dodaj wpłatę gotówkową' validates the amount, posts grosze with today's date, and refreshes the row", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T23:30:00.000Z') });
    streamOne();
    let sent: unknown;
    const calls = renderAdmin('/listy/uczestnicy?projekt=szkola', {
      'POST /payments/p1/cash': (call: FakeCall) => {
        sent = call.body;
        return json({ ...completedTransfer, method: 'cash', amount: 12_050 }, 201);
      },
      'GET /participants/p1/x0': paidParticipant,
    });
    const actions = await selectParticipant();
    fireEvent.click(actions.getByRole('button', { name: 'Dodaj wpłatę gotówkową' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj wpłatę gotówkową' });
    expect(within(dialog).getByText('Jan Kowalski')).toBeTruthy();
    expect(within(dialog).getByText(/Uczeń/)).toBeTruthy();
    // 23:30 UTC on 1 March is already 2 March in Poland.
    expect((within(dialog).getByLabelText(/Data wpłaty/) as HTMLInputElement).value).toBe('2026-03-02');
    const amount = within(dialog).getByLabelText(/Kwota/) as HTMLInputElement;
    // "The cash-payment dialog is prefilled with what is due": 350,00 zł required now.
    expect(amount.value).toBe('350,00');
    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj wpłatę' }));
    expect(await within(dialog).findByText('Podaj kwotę większą od zera')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj wpłatę' }));
    expect(await within(dialog).findByText('Podaj kwotę większą od zera')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12,5x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj wpłatę' }));
    expect(await within(dialog).findByText(/Nieprawidłowa kwota/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(amount, { target: { value: '120,50 zł' } });
    fireEvent.change(within(dialog).getByLabelText('Opis'), { target: { value: 'Gotówka w sekretariacie' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj wpłatę' })));
    expect(sent).toEqual({
      participantId: 'x0',
      amount: 12_050,
      date: '2026-03-02',
      description: 'Gotówka w sekretariacie',
    });
    await waitFor(() => expect(within(screen.getByTestId('row-0')).getByText('Opłacono')).toBeTruthy());
    expect(screen.queryByRole('dialog', { name: 'Dodaj wpłatę gotówkową' })).toBeNull();
    vi.useRealTimers();
  });

  it("the cash payment shows the server's Polish list and keeps the dialog open", async () => {
    streamOne();
    renderAdmin('/listy/uczestnicy?projekt=szkola', {
      'POST /payments/p1/cash': () =>
        apiError(400, 'VALIDATION', 'Niepoprawne dane', ['Uczestnik nie ma należności']),
    });
    const actions = await selectParticipant();
    fireEvent.click(actions.getByRole('button', { name: 'Dodaj wpłatę gotówkową' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj wpłatę gotówkową' });
    fireEvent.change(within(dialog).getByLabelText(/Kwota/), { target: { value: '10' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj wpłatę' })));
    expect(await within(dialog).findByText('- Uczestnik nie ma należności')).toBeTruthy();
  });

  it("a 400 line about the day ('body.date: …') is shown under 'Data wpłaty', not in the list", async () => {
    streamOne();
    renderAdmin('/listy/uczestnicy?projekt=szkola', {
      'POST /payments/p1/cash': () =>
        apiError(400, 'VALIDATION', 'Niepoprawne dane', [
          'body.date: data wpłaty nie może być w przyszłości',
        ]),
    });
    const actions = await selectParticipant();
    fireEvent.click(actions.getByRole('button', { name: 'Dodaj wpłatę gotówkową' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj wpłatę gotówkową' });
    fireEvent.change(within(dialog).getByLabelText(/Kwota/), { target: { value: '10' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj wpłatę' })));
    const date = within(dialog).getByLabelText(/Data wpłaty/);
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('data wpłaty nie może być w przyszłości')).toBeTruthy();
    expect(within(dialog).queryByText(/^- /)).toBeNull();
  });

  it("'Zwrot' lists the participant's payments (participantId=, type=payment), refunds the chosen one and refreshes the row", async () => {
    streamOne();
    let sent: unknown;
    const calls = renderAdmin('/listy/uczestnicy?projekt=szkola', {
      'GET /payments/p1': page([
        completedTransfer,
        { ...completedTransfer, _id: 'pay9', paymentId: 'pay9', status: 'NEW' },
      ]),
      'POST /payments/p1/pay1/refund': (call: FakeCall) => {
        sent = call.body;
        return json(refundRow, 201);
      },
      'GET /participants/p1/x0': { ...paidParticipant, status: 'refunded' },
    });
    const actions = await selectParticipant();
    fireEvent.click(actions.getByRole('button', { name: 'Zwrot' }));
    const list = await screen.findByRole('dialog', { name: 'Zwrot: Jan Kowalski' });
    await within(list).findByTestId('participant-payments');
    expect(calls.find((c) => c.path.startsWith('/payments/p1?'))?.path).toBe(
      '/payments/p1?page=1&pageSize=100&type=payment&archived=all&participantId=x0',
    );
    expect(within(list).getByRole('button', { name: 'Zwróć wpłatę pay9' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Zwróć wpłatę pay1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zwrot wpłaty' });
    fireEvent.change(within(dialog).getByLabelText(/Powód zwrotu/), { target: { value: 'Rezygnacja' } });
    fireEvent.click(within(dialog).getByLabelText('Zmień status ucznia na „Zwrot wpłaty”'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Zwróć' })));
    expect(sent).toEqual({ amount: 35_000, reason: 'Rezygnacja', markRefunded: true });
    await waitFor(() => expect(within(screen.getByTestId('row-0')).getByText('Zwrot wpłaty')).toBeTruthy());
  });

  it("'Zwrot': payments that fail to load show a Polish message and a retry, not an endless spinner", async () => {
    streamOne();
    let asked = 0;
    renderAdmin('/listy/uczestnicy?projekt=szkola', {
      'GET /payments/p1': () =>
        ++asked === 1
          ? json({ message: 'Serwis chwilowo niedostępny' }, 503)
          : json(page([completedTransfer])),
    });
    const actions = await selectParticipant();
    fireEvent.click(actions.getByRole('button', { name: 'Zwrot' }));
    const list = await screen.findByRole('dialog', { name: 'Zwrot: Jan Kowalski' });
    expect((await within(list).findByRole('alert')).textContent).toContain('Nie udało się wczytać wpłat');
    fireEvent.click(within(list).getByRole('button', { name: 'Spróbuj ponownie' }));
    await within(list).findByTestId('participant-payments');
    expect(asked).toBe(2);
  });
});
