import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ANSWER_FIELDS,
  ANSWER_PRODUCTS,
  PROJECT_WITH_PLANS,
  RAW_ANSWERS,
  RAW_TEXTS,
} from '../../testing/answer-fixtures.js';
import { apiError, type FakeCall, json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';

const mountOptions: unknown[] = [];
vi.mock('../../federation/loader.js', () => ({
  defaultWidgetLoader: async () => ({
    mount: (element: Element, options: unknown) => {
      mountOptions.push(options);
      const answer = { registrationId: 'r1', participants: [{ _id: 'pa1' }, { _id: 'pa2' }] };
      setTimeout(
        () => element.dispatchEvent(new CustomEvent('zapisy:registered', { detail: answer, bubbles: true })),
        0,
      );
      return () => {};
    },
  }),
}));

const participant = (id: string, first: string) => ({
  _id: id,
  eventId: 'p1',
  status: 'registered',
  data: [
    { name: 'first_name', value: first },
    { name: 'last_name', value: 'Nowak' },
    { name: 'age', value: 10 },
    { name: 'bus', value: true },
    ...RAW_ANSWERS,
  ],
});
const definition = [
  { field_name: 'first_name', label: 'Imię', plugin: 'FirstName' },
  { field_name: 'last_name', label: 'Nazwisko', plugin: 'LastName' },
  { field_name: 'age', label: 'Wiek', plugin: 'NumberInput' },
  { field_name: 'bus', label: 'Autobus', plugin: 'Toggle' },
  ...ANSWER_FIELDS,
];
/** The data screen's calls: the participant, the published form, the products and plans naming answers. */
const editRoutes = (patch: (call: FakeCall) => Response) => ({
  'GET /participants/p1/pa1': participant('pa1', 'Ola'),
  'GET /forms/p1/registration': { published: { definition } },
  'GET /products/p1': ANSWER_PRODUCTS,
  'GET /project/p1': PROJECT_WITH_PLANS,
  'PATCH /participants/p1/pa1': patch,
});

describe('organizer add/edit participant screens (first document §2 /admin/zapisany/*)', () => {
  withAdminSession();

  it('/admin/zapisany/nowy mounts the form widget in organizer mode and on zapisy:registered goes to finalizacja with the ids, then Zakończ to sukces', async () => {
    const noBillings = { billings: [], totals: { grossAmount: 0, leftToPay: 0, required: 0, overdue: 0 } };
    renderAdmin('/zapisany/nowy?projekt=szkola', {
      'GET /participants/p1/pa1': participant('pa1', 'Ola'),
      'GET /participants/p1/pa2': participant('pa2', 'Jan'),
      'GET /participants/p1/pa1/billings': noBillings,
      'GET /participants/p1/pa2/billings': noBillings,
    });
    await waitFor(() => expect(mountOptions).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Finalizacja zapisu' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Ola Nowak' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Jan Nowak' })).toBeTruthy();
    expect(mountOptions[0]).toMatchObject({ project: 'szkola', organizer: { token: expect.any(String) } });
    const finish = screen.getByRole('link', { name: 'Zakończ' });
    expect(finish.getAttribute('href')).toBe('/zapisany/sukces?ids=pa1%2Cpa2&projekt=szkola');
    fireEvent.click(finish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Zapis zakończony' })).toBeTruthy();
    expect(await screen.findByText(/Jan Nowak/)).toBeTruthy();
    const edit = screen.getAllByRole('link', { name: 'Edytuj dane' })[0];
    expect(edit?.getAttribute('href')).toBe('/zapisany/edycja-danych?id=pa1');
    expect(screen.getByRole('link', { name: /Lista/ }).getAttribute('href')).toBe('/listy/uczestnicy');
  });

  it('sukces lists the added people (GET each participant) with edit links', async () => {
    renderAdmin('/zapisany/sukces?ids=pa1,pa2&projekt=szkola', {
      'GET /participants/p1/pa1': participant('pa1', 'Ola'),
      'GET /participants/p1/pa2': participant('pa2', 'Jan'),
    });
    expect(await screen.findByText(/Jan Nowak/)).toBeTruthy();
  });

  it('edycja-danych PATCHes only the changed fields and shows the server 400 list, keeping typed values', async () => {
    const patches: FakeCall[] = [];
    renderAdmin(
      '/zapisany/edycja-danych?id=pa1&projekt=szkola',
      editRoutes((call) => {
        patches.push(call);
        return apiError(400, 'VALIDATION_ERROR', 'Nieprawidłowe dane', [
          'age: Wartość musi być co najmniej 3',
        ]);
      }),
    );
    const age = (await screen.findByLabelText('Wiek')) as HTMLInputElement;
    expect(age.value).toBe('10');
    fireEvent.change(age, { target: { value: '1' } });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Autobus' })).getByRole('radio', { name: 'Nie' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({ data: { age: 1, bus: false } });
    expect((await screen.findAllByText(/Wartość musi być co najmniej 3/)).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Wiek') as HTMLInputElement).value).toBe('1');
  });

  it("edycja-danych edits each answer with its field kind's own control (issue 14: the product, plan and option by name, 'Tak'/'Nie'; never an id, `photo` or `true`)", async () => {
    const patches: FakeCall[] = [];
    renderAdmin(
      '/zapisany/edycja-danych?id=pa1&projekt=szkola',
      editRoutes((call) => {
        patches.push(call);
        return json(participant('pa1', 'Ola'));
      }),
    );
    const product = (await screen.findByLabelText('Pakiet')) as HTMLSelectElement;
    expect(product.tagName).toBe('SELECT');
    expect(product.selectedOptions[0]?.textContent).toBe('Udział w wydarzeniu');
    const plan = screen.getByLabelText('Sposób płatności') as HTMLSelectElement;
    expect(plan.selectedOptions[0]?.textContent).toBe('3 raty');
    const workshop = screen.getByLabelText('Warsztaty') as HTMLSelectElement;
    expect(workshop.selectedOptions[0]?.textContent).toBe('Warsztaty fotograficzne');
    const student = within(screen.getByRole('group', { name: 'Student' }));
    expect((student.getByRole('radio', { name: 'Tak' }) as HTMLInputElement).checked).toBe(true);
    const shown = document.body.textContent ?? '';
    for (const raw of RAW_TEXTS) expect(shown).not.toContain(raw);
    fireEvent.change(product, { target: { value: 'shirt' } });
    fireEvent.change(plan, { target: { value: 'plan1' } });
    fireEvent.change(workshop, { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({
      data: { product: 'shirt', installments_select: 'plan1', workshop: 'none' },
    });
  });
});
