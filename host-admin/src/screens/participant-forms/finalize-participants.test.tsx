import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';

const participant = (id: string, first: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  eventId: 'p1',
  status: 'registered',
  data: [
    { name: 'first_name', value: first },
    { name: 'last_name', value: 'Nowak' },
  ],
  ...extra,
});

const billing = (id: string, requiredDate: string, grossAmount: number, status: string) => ({
  _id: id,
  installmentId: `i-${id}`,
  amount: grossAmount,
  vat: 0,
  grossAmount,
  manualDiscount: 0,
  leftToPay: grossAmount,
  status,
  requiredDate,
});

/** Three installments of 100 zł; the second falls on 31 March 22:30 UTC, which is already 1 April in Warsaw. */
const threeInstallments = {
  billings: [
    billing('b1', '2026-03-01T10:00:00.000Z', 3_333, 'active'),
    billing('b2', '2026-03-31T22:30:00.000Z', 3_333, 'upcoming'),
    billing('b3', '2026-05-01T10:00:00.000Z', 3_334, 'upcoming'),
  ],
  totals: { grossAmount: 10_000, leftToPay: 10_000, required: 3_333, overdue: 0 },
};
const noBillings = { billings: [], totals: { grossAmount: 0, leftToPay: 0, required: 0, overdue: 0 } };

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('/admin/zapisany/finalizacja (first document §2 "Participants: /zapisany/nowy, /finalizacja, /sukces")', () => {
  withAdminSession();

  it('shows each added participant with status, the waiting-list badge, the billing schedule (Warsaw dd.MM.yyyy, formatMoney) and the total to pay', async () => {
    renderAdmin('/zapisany/finalizacja?ids=pa1,pa2&projekt=szkola', {
      'GET /participants/p1/pa1': participant('pa1', 'Ola'),
      'GET /participants/p1/pa1/billings': threeInstallments,
      'GET /participants/p1/pa2': participant('pa2', 'Jan', { status: 'waiting', onWaitingList: true }),
      'GET /participants/p1/pa2/billings': noBillings,
    });
    const ola = await screen.findByRole('article', { name: 'Ola Nowak' });
    expect(within(ola).getByText('Zapis przyjęty')).toBeTruthy();
    expect(within(ola).queryByText('lista rezerwowa')).toBeNull();
    expect(rowsOf(within(ola).getByRole('table'))).toEqual([
      [],
      ['Rata 1 z 3', '01/03/2026', '33,33 zł', 'Do zapłaty'],
      ['Rata 2 z 3', '01/04/2026', '33,33 zł', 'Nadchodząca'],
      ['Rata 3 z 3', '01/05/2026', '33,34 zł', 'Nadchodząca'],
      ['100,00 zł', ''],
    ]);
    expect(within(ola).getByTestId('total-to-pay').textContent).toBe('100,00 zł');
    expect(within(ola).getByRole('link', { name: 'Edytuj dane' }).getAttribute('href')).toBe(
      '/zapisany/edycja-danych?id=pa1&projekt=szkola',
    );

    const jan = screen.getByRole('article', { name: 'Jan Nowak' });
    expect(within(jan).getByText('Lista rezerwowa')).toBeTruthy();
    expect(within(jan).getByText('lista rezerwowa', { selector: '.za-badge' })).toBeTruthy();
    expect(within(jan).queryByRole('table')).toBeNull();
    expect(within(jan).getByText('Brak należności do zapłaty.')).toBeTruthy();
    // The school project's vocabulary: 'uczestników' reads 'uczniów'.
    expect(screen.getByText(/Sprawdź dane dodanych uczniów/)).toBeTruthy();
    // Payments do not exist yet (issue 6): no payment action.
    expect(screen.queryByRole('button', { name: /Zapłać|Płatność|Wpłata/i })).toBeNull();
  });

  it("'Zakończ' goes to /zapisany/sukces with the same ids, keeping ?projekt=", async () => {
    renderAdmin('/zapisany/finalizacja?ids=pa1&projekt=szkola', {
      'GET /participants/p1/pa1': participant('pa1', 'Ola'),
      'GET /participants/p1/pa1/billings': threeInstallments,
    });
    const finish = await screen.findByRole('link', { name: 'Zakończ' });
    expect(finish.getAttribute('href')).toBe('/zapisany/sukces?ids=pa1&projekt=szkola');
    fireEvent.click(finish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Zapis zakończony' })).toBeTruthy();
    expect(await screen.findByText(/Ola Nowak/)).toBeTruthy();
  });

  it('an unknown id: a clear Polish alert in the project vocabulary; the others still shown and finished', async () => {
    renderAdmin('/zapisany/finalizacja?ids=brak,pa1&projekt=szkola', {
      'GET /participants/p1/pa1': participant('pa1', 'Ola'),
      'GET /participants/p1/pa1/billings': threeInstallments,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Nie znaleziono ucznia „brak” w tym projekcie.');
    expect(await screen.findByRole('article', { name: 'Ola Nowak' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zakończ' }).getAttribute('href')).toBe(
      '/zapisany/sukces?ids=pa1&projekt=szkola',
    );
  });

  it('a spinner while the participants load', async () => {
    renderAdmin('/zapisany/finalizacja?ids=pa1&projekt=szkola', {
      'GET /participants/p1/pa1': () => new Promise<Response>(() => {}),
      'GET /participants/p1/pa1/billings': threeInstallments,
    });
    expect(await screen.findByText('Wczytywanie…')).toBeTruthy();
  });

  it('no ids → an alert with a link to add a participant', async () => {
    renderAdmin('/zapisany/finalizacja?projekt=szkola');
    const alert = await screen.findByRole('alert');
    // The project's vocabulary comes with its strings, which may answer after the screen is drawn.
    await waitFor(() => expect(alert.textContent).toContain('Nie wskazano uczniów do finalizacji.'));
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/zapisany/nowy?projekt=szkola');
  });
});
