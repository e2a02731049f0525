import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';

withAdminSession();

const formAnswer = {
  draft: {
    definition: [
      { field_name: 'first_name', label: 'Imię', element: 'FirstName' },
      { field_name: 'student', label: 'Student', element: 'Toggle' },
      {
        field_name: 'workshop',
        label: 'Warsztat',
        element: 'Dropdown',
        options: [
          { value: 'a', label: 'Poranny' },
          { value: 'b', label: 'Wieczorny' },
        ],
      },
      { field_name: 'birth_date', label: 'Data urodzenia', element: 'DatePicker' },
    ],
  },
};

describe('/admin/ustawienia/cennik (second document §3 PaymentRule)', () => {
  it('"category (default \'Cennik\')": a new rule with a condition saves amount in grosze, jsonRule and humanRule', async () => {
    let saved: { rules: Record<string, unknown>[] } | undefined;
    renderAdmin('/ustawienia/cennik?projekt=szkola', {
      'GET /payment-rules/p1': { rules: [{ category: 'Cennik', name: 'Udział', amount: 35_000 }] },
      'GET /forms/p1/registration': formAnswer,
      'PUT /payment-rules/p1': (call: { body: unknown }) => {
        saved = call.body as { rules: Record<string, unknown>[] };
        return json(call.body);
      },
    });
    expect(((await screen.findByLabelText('Kwota pozycji 1')) as HTMLInputElement).value).toBe('350,00');
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
    fireEvent.change(screen.getByLabelText('Nazwa pozycji 2'), { target: { value: 'Zniżka studencka' } });
    fireEvent.change(screen.getByLabelText('Kwota pozycji 2'), { target: { value: '-50,5' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Zmień warunek' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Dodaj warunek' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj warunek' }));
    fireEvent.change(within(dialog).getByLabelText('Pole'), { target: { value: 'student' } });
    expect(within(dialog).getByTestId('rule-human').textContent).toBe('Reguła: Student jest zaznaczone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj warunek' }));
    const fields = within(dialog).getAllByLabelText('Pole');
    fireEvent.change(fields[1] as HTMLElement, { target: { value: 'workshop' } });
    fireEvent.change(within(dialog).getByLabelText('Wartość'), { target: { value: 'b' } });
    expect(within(dialog).getByTestId('rule-human').textContent).toBe(
      'Reguła: Student jest zaznaczone i Warsztat = „Wieczorny”',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zastosuj' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz cennik' }));
    });
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved?.rules[0]).toMatchObject({ name: 'Udział', amount: 35_000 });
    expect(saved?.rules[1]).toMatchObject({
      category: 'Cennik',
      name: 'Zniżka studencka',
      amount: -5_050,
      humanRule: 'Student jest zaznaczone i Warsztat = „Wieczorny”',
      jsonRule: { and: [{ '==': [{ var: 'student' }, true] }, { '==': [{ var: 'workshop' }, 'b'] }] },
    });
    expect(saved?.rules[1]?.key).toBeUndefined();
  });

  it('a typed amount that is not money is refused before anything is sent', async () => {
    const calls = renderAdmin('/ustawienia/cennik?projekt=szkola', {
      'GET /payment-rules/p1': { rules: [] },
      'GET /forms/p1/registration': formAnswer,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj pozycję' }));
    fireEvent.change(screen.getByLabelText('Nazwa pozycji 1'), { target: { value: 'Opłata' } });
    fireEvent.change(screen.getByLabelText('Kwota pozycji 1'), { target: { value: 'dużo' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz cennik' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Opłata: Podaj kwotę, np. 350,00.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('/admin/ustawienia/produkty (second document §3 Product)', () => {
  it("'Dodaj produkt' opens a draft: nothing is stored until 'Zapisz produkt', which creates it with price, VAT rate and description", async () => {
    let body: Record<string, unknown> | undefined;
    const calls = renderAdmin('/ustawienia/produkty?projekt=szkola', {
      'GET /products/p1': [],
      'GET /forms/p1/registration': formAnswer,
      'POST /products/p1': (call: { body: unknown }) => {
        body = call.body as Record<string, unknown>;
        return json({ productId: 'pr1', visibilityRule: null, ...body }, 201);
      },
    });
    // The settings area is a lazy chunk: its first load in a busy run takes longer than a second.
    expect(
      await screen.findByText('Brak produktów. Dodaj pierwszy produkt.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj produkt' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect((within(dialog).getByLabelText(/Nazwa/) as HTMLInputElement).value).toBe('< Nowy produkt >');
    fireEvent.change(within(dialog).getByLabelText(/Nazwa/), { target: { value: 'Obóz letni' } });
    fireEvent.change(within(dialog).getByLabelText('Cena (zł)'), { target: { value: '1 250,00' } });
    fireEvent.change(within(dialog).getByLabelText('Dostępne sztuki'), { target: { value: '40' } });
    fireEvent.change(within(dialog).getByLabelText('Maksymalnie w jednym zamówieniu'), {
      target: { value: '2' },
    });
    const vat = within(dialog).getByLabelText('Stawka VAT') as HTMLSelectElement;
    // The rates in force only: no 22, 7 or 3 % for a new product.
    expect(Array.from(vat.options).map((o) => o.textContent)).toEqual([
      'Jak w projekcie',
      '23 %',
      '8 %',
      '5 %',
      '0 %',
      'zw (zwolniony)',
      'np (nie podlega)',
      'oo (odwrotne obciążenie)',
    ]);
    fireEvent.change(vat, { target: { value: '8' } });
    fireEvent.change(within(dialog).getByLabelText('Opis'), { target: { value: 'Dwa tygodnie nad morzem' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz produkt' }));
    });
    expect(body).toMatchObject({
      name: 'Obóz letni',
      price: 125_000,
      inventory: 40,
      maxCount: 2,
      durationMinutes: null,
      vatRate: '8',
      description: 'Dwa tygodnie nad morzem',
    });
    const row = await screen.findByTestId('product-row');
    expect(row.textContent).toContain('Obóz letni');
    expect(row.textContent).toContain('1 250,00 zł');
    expect(row.textContent).toContain('8 %');
  });

  it("'Anuluj' on a new product leaves nothing: no call, no row", async () => {
    const calls = renderAdmin('/ustawienia/produkty?projekt=szkola', {
      'GET /products/p1': [],
      'GET /forms/p1/registration': formAnswer,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj produkt' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Brak produktów. Dodaj pierwszy produkt.')).toBeTruthy();
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('a new product the Product field does not list is announced, and one click adds it to the draft of the form', async () => {
    const productCell = {
      id: 'c1',
      size: 12,
      plugin: { id: 'Product', version: 1 },
      dataI18n: { default: { field_name: 'product', productIds: ['old'] } },
      rows: [],
      inline: null,
    };
    const data = { id: 'f', rows: [{ id: 'r1', cells: [productCell] }] };
    const form = { ...formAnswer, draft: { ...formAnswer.draft, data }, published: { data }, revision: 4 };
    let saved: { data: typeof data; revision: number } | undefined;
    renderAdmin('/ustawienia/produkty?projekt=szkola', {
      'GET /products/p1': [],
      'GET /forms/p1/registration': form,
      'POST /products/p1': (call: { body: unknown }) =>
        json({ productId: 'pr9', visibilityRule: null, ...(call.body as object) }, 201),
      'PUT /forms/p1/registration': (call: { body: unknown }) => {
        saved = call.body as typeof saved;
        return json({ ...form, draft: { ...form.draft, data: saved?.data }, revision: 5 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj produkt' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nazwa/), { target: { value: 'Nocleg' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz produkt' }));
    });
    expect(await screen.findByText(/Formularz zgłoszeń nie oferuje jeszcze produktu „Nocleg”/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Dodaj do pola „Produkt”' }));
    });
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved?.revision).toBe(4);
    expect(saved?.data.rows[0]?.cells[0]?.dataI18n.default.productIds).toEqual(['old', 'pr9']);
    expect(await screen.findByText(/jest już w szkicu formularza zgłoszeń/)).toBeTruthy();
  });

  it('a negative inventory is shown as a field error and not sent', async () => {
    const product = {
      productId: 'pr1',
      name: 'Obóz',
      enabled: true,
      price: 100,
      inventory: 3,
      maxCount: null,
      durationMinutes: null,
      visibilityRule: null,
    };
    const calls = renderAdmin('/ustawienia/produkty?projekt=szkola', {
      'GET /products/p1': [product],
      'GET /forms/p1/registration': formAnswer,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Dostępne sztuki'), { target: { value: '-1' } });
    expect(
      await within(dialog).findByText('Podaj liczbę całkowitą nieujemną albo zostaw puste.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz produkt' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
