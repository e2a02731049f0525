import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dontShowAgainKey } from '../lib/client/preferences.js';
import { apiError, type FakeCall, json } from '../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../testing/render-admin.js';
import { inYearMonth } from './CustomerMoneySection.js';
import { DISCOUNT_RULE, DISCOUNT_TITLE, signedDiscount } from './ManualDiscountDialog.js';
import { endOfWarsawDay, periodQuery } from './money-api.js';

withAdminSession();

const anna = { _id: 'c1', firstName: 'Anna', lastName: 'Nowak', email: 'anna@x.pl' };

const billing = {
  _id: 'b1',
  eventId: 'p1',
  customerId: 'c1',
  sourceId: 'x0',
  category: 'Czesne',
  isManual: false,
  amount: 10_000,
  vat: 0,
  grossAmount: 10_000,
  manualDiscount: 0,
  leftToPay: 0,
  status: 'paid',
  createdDate: '2026-02-01T10:00:00.000Z',
  requiredDate: '2026-03-10T12:00:00.000Z',
  paidDate: '2026-02-20T10:00:00.000Z',
  payments: [{ index: 0, date: '2026-02-20T10:00:00.000Z', amount: 10_000, paymentId: 'pay1' }],
};
const sums = {
  count: 1,
  amount: 10_000,
  vat: 0,
  grossAmount: 10_000,
  manualDiscount: 0,
  payments: 10_000,
  leftToPay: 0,
};

function customerCard(extra: Record<string, unknown> = {}) {
  const lists: string[] = [];
  const calls = renderAdmin('/klient/dane?id=c1', {
    'GET /customers/o1/c1': anna,
    'GET /billings/o1': (call: FakeCall) => {
      lists.push(call.path);
      return json({ billings: [billing], sums });
    },
    ...extra,
  });
  return { calls, lists };
}

describe('money by hand on the customer card', () => {
  it('lists the billings with their payments in words and the sums', async () => {
    const { lists } = customerCard();
    const table = within(await screen.findByTestId('billings-table'));
    expect(table.getByText('Czesne')).toBeTruthy();
    expect(table.getByText(/Wpłata 100,00 zł \(20\/02\/2026\)/)).toBeTruthy();
    expect(table.getByText('Opłacona')).toBeTruthy();
    expect(within(screen.getByTestId('billings-sums')).getByText('Razem (1)')).toBeTruthy();
    expect(lists[0]).toContain('customerId=c1');
    expect(lists[0]).not.toContain('dateOver');
  });

  it('"Billing sums cannot use dateOver and dateUpTo together" (§5): one choice sends only one of them', async () => {
    const { lists } = customerCard();
    await screen.findByTestId('billings-table');
    const period = within(screen.getByTestId('money-period'));
    const day = period.getByLabelText('Dzień') as HTMLInputElement;
    expect(day.disabled).toBe(true);
    fireEvent.change(period.getByLabelText('Okres'), { target: { value: 'upTo' } });
    fireEvent.change(day, { target: { value: '2026-03-31' } });
    await waitFor(() => expect(lists.some((path) => path.includes('dateUpTo='))).toBe(true));
    fireEvent.change(period.getByLabelText('Okres'), { target: { value: 'over' } });
    await waitFor(() => expect(lists.some((path) => path.includes('dateOver='))).toBe(true));
    expect(lists.some((path) => path.includes('dateOver=') && path.includes('dateUpTo='))).toBe(false);
  });

  it("'Usuń' on a payment asks first, then DELETEs it and says so", async () => {
    let deleted = '';
    customerCard({
      'DELETE /billings/o1/b1/payments/0': (call: FakeCall) => {
        deleted = call.path;
        return json({ ...billing, status: 'active', leftToPay: 10_000, payments: [] });
      },
    });
    await screen.findByTestId('billings-table');
    fireEvent.click(screen.getByRole('button', { name: /Usuń wpłatę 100,00 zł/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Usunąć wpłatę z należności?' }));
    expect(dialog.getByText(/data zapłaty wyczyszczona/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Usuń wpłatę' }));
    await waitFor(() => expect(deleted).toBe('/billings/o1/b1/payments/0'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("'Dodaj opłatę' checks the fields, shows the gross, posts grosze and the project; the spec's messages land under their fields", async () => {
    let sent: unknown;
    let answer: Response = apiError(400, 'VALIDATION', 'Błąd', ['pole requiredDate jest wymagane']);
    customerCard({
      'POST /billings/o1/manual': (call: FakeCall) => {
        sent = call.body;
        return answer;
      },
    });
    await screen.findByTestId('billings-table');
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj opłatę' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dodaj opłatę' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Dodaj opłatę' }));
    expect(await dialog.findByText('Podaj kategorię opłaty')).toBeTruthy();
    expect(dialog.getByText('Podaj kwotę większą od zera')).toBeTruthy();
    expect(sent).toBeUndefined();

    fireEvent.change(dialog.getByLabelText(/Kategoria/), { target: { value: 'Wycieczka' } });
    fireEvent.change(dialog.getByLabelText(/Kwota netto/), { target: { value: '100,00' } });
    // The rates in force only (22, 7 and 3 % are the rates before 2011).
    const rates = [...(dialog.getByLabelText('Stawka VAT') as HTMLSelectElement).options].map(
      (o) => o.textContent,
    );
    expect(rates).toEqual([
      '23 %',
      '8 %',
      '5 %',
      '0 %',
      'zw (zwolniony)',
      'np (nie podlega)',
      'oo (odwrotne obciążenie)',
    ]);
    fireEvent.change(dialog.getByLabelText('Stawka VAT'), { target: { value: '8' } });
    expect(within(dialog.getByTestId('charge-gross')).getByText('108,00 zł')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/Termin płatności/), { target: { value: '2026-04-15' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Dodaj opłatę' }));
    expect(await dialog.findByText('pole requiredDate jest wymagane')).toBeTruthy();
    expect(sent).toMatchObject({
      customerId: 'c1',
      eventId: 'p1',
      category: 'Wycieczka',
      amount: 10_000,
      vatRate: '8',
      requiredDate: '2026-04-15T12:00:00.000Z',
    });

    answer = json({ ...billing, _id: 'b2', isManual: true, category: 'Wycieczka' }, 201);
    fireEvent.click(dialog.getByRole('button', { name: 'Dodaj opłatę' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("'Rabat lub dopłata' explains the §4 rule once ('Nie pokazuj ponownie' per header) and sends a discount below 0", async () => {
    let sent: unknown;
    customerCard({
      'PUT /billings/o1/manual-discount': (call: FakeCall) => {
        sent = call.body;
        return json([{ ...billing, manualDiscount: -2_500 }]);
      },
    });
    await screen.findByTestId('billings-table');
    fireEvent.click(screen.getByRole('button', { name: 'Rabat lub dopłata' }));
    const dialog = within(await screen.findByRole('dialog', { name: DISCOUNT_TITLE }));
    expect(dialog.getByText(DISCOUNT_RULE)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Nie pokazuj ponownie' }));
    expect(dialog.queryByText(DISCOUNT_RULE)).toBeNull();
    expect(localStorage.getItem(dontShowAgainKey(DISCOUNT_TITLE))).not.toBeNull();
    fireEvent.change(dialog.getByLabelText(/Kwota/), { target: { value: '25' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(sent).toEqual({ customerId: 'c1', eventId: 'p1', manualDiscount: -2_500 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("unticking 'Tylko bieżący projekt' lists all projects and disables the discount with the reason", async () => {
    const { lists } = customerCard();
    await screen.findByTestId('billings-table');
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(lists.some((path) => !path.includes('eventId='))).toBe(true));
    const discount = screen.getByRole('button', { name: 'Rabat lub dopłata' }) as HTMLButtonElement;
    expect(discount.disabled).toBe(true);
    expect(discount.title).toMatch(/jednego projektu/);
  });
});

describe('money helpers', () => {
  it('a discount is sent below 0, a markup above 0, none as 0', () => {
    expect(signedDiscount('discount', '12,50')).toEqual({ grosze: -1_250 });
    expect(signedDiscount('markup', '12,50')).toEqual({ grosze: 1_250 });
    expect(signedDiscount('none', '')).toEqual({ grosze: 0 });
    expect(signedDiscount('discount', '')).toEqual({ error: 'Podaj kwotę większą od zera' });
  });

  it('a day ends at midnight in Warsaw (winter and summer time)', () => {
    expect(endOfWarsawDay('2026-01-15')).toBe('2026-01-15T22:59:59.999Z');
    expect(endOfWarsawDay('2026-07-15')).toBe('2026-07-15T21:59:59.999Z');
    expect(periodQuery({ mode: 'all' })).toEqual({});
    expect(Object.keys(periodQuery({ mode: 'over', day: '2026-07-15' }))).toEqual(['dateOver']);
  });

  it('the year/month filter reads the required date in Warsaw', () => {
    // The API client revives dates: the required date arrives as a Date.
    const lastOfMarch = { requiredDate: new Date('2026-03-31T22:30:00.000Z') }; // 1 April in Warsaw
    expect(inYearMonth(lastOfMarch, { year: 2026, month: 4 })).toBe(true);
    expect(inYearMonth(lastOfMarch, { year: 2026, month: 3 })).toBe(false);
    expect(inYearMonth(lastOfMarch, { year: null, month: null })).toBe(true);
  });
});
