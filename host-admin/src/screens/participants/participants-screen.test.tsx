import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type ParticipantGridSource,
  participantGridColumns,
  participantGridKeys,
  participantGridLine,
  participantGridRow,
} from '@zapisy/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_FIELDS,
  ANSWER_PRODUCTS,
  PROJECT_WITH_PLANS,
  RAW_ANSWERS,
  RAW_TEXTS,
} from '../../testing/answer-fixtures.js';
import { json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { columnChoiceKey } from './column-choice.js';

vi.mock('../../grid/GlideGridView.js', () => import('../../testing/fake-glide-grid.js'));

withAdminSession();

const FIELDS = ['first_name', 'last_name'];
const LABELS = { first_name: 'Imię', last_name: 'Nazwisko' };

const participant = (i: number, extra: { name: string; value: unknown }[] = []): ParticipantGridSource => ({
  _id: `x${i}`,
  customerId: `c${i}`,
  status: 'registered',
  createdOn: new Date('2026-02-01T09:00:00.000Z'),
  data: [{ name: 'first_name', value: `Imię${i}` }, { name: 'last_name', value: `Nazwisko${i}` }, ...extra],
  calculated: {
    totalSum: 35_000,
    leftToPay: 10_000,
    leftToPayRequired: 10_000,
    details: { amount: 28_455, vat: 6_545, grossAmount: 35_000 },
  },
});

/** The paged JSON answer: the chooser reads the columns from it. */
const columnsAnswer = () =>
  json({ total: 1, offset: 0, limit: 1, participants: [], columns: participantGridColumns(FIELDS, LABELS) });

/**
 * The streamed `GET /project/all-data/p1` (Accept: application/x-ndjson) over `total` participants, in the
 * API's compact format (core participantGridLine), behind the global fetch the stream uses.
 */
function streamServer(
  total: number,
  { fields = FIELDS, labels = LABELS, extra = [] as { name: string; value: unknown }[] } = {},
) {
  const calls: { path: string; headers: Record<string, string> }[] = [];
  const answer = (path: string) => {
    const head = {
      columns: participantGridColumns(fields, labels),
      keys: participantGridKeys(fields),
      total,
      offset: 0,
    };
    const lines = Array.from({ length: total }, (_, i) =>
      participantGridLine(participantGridRow(participant(i, extra), [], i + 1), fields),
    );
    return new Response(`${JSON.stringify(head)}\n${lines.join('\n')}\n`, {
      headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
      status: path.startsWith('/project/all-data/p1') ? 200 : 404,
    });
  };
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/services\/api/, '') + url.search;
    calls.push({ path, headers: { ...(init.headers as Record<string, string>) } });
    return answer(path);
  };
  vi.stubGlobal('fetch', fetchImpl);
  return { calls, paths: () => calls.map((c) => c.path), fetchImpl };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const grid = () => screen.getByTestId('participants-grid');

/** The published registration form the edit dialog reads its fields' kinds from. */
const NAME_FIELDS = [
  { field_name: 'first_name', label: 'Imię', plugin: 'FirstName' },
  { field_name: 'last_name', label: 'Nazwisko', plugin: 'LastName' },
];
describe('/admin/listy/{product}: participants grid', () => {
  it('Issue 5 "Grid: 100,000 participants load into the grid" in one streamed request (GET /project/all-data/{id}, Accept: application/x-ndjson) and mark it data-loading="false" with data-loaded-rows when done', async () => {
    const server = streamServer(12_000);
    renderAdmin('/listy/uczestnicy?projekt=szkola');
    await waitFor(() => expect(grid().getAttribute('data-loading')).toBe('false'), { timeout: 5_000 });
    expect(grid().getAttribute('data-loaded-rows')).toBe('12000');
    expect(grid().getAttribute('data-total-rows')).toBe('12000');
    expect(server.paths()).toEqual(['/project/all-data/p1']);
    expect(server.calls[0]?.headers).toMatchObject({ accept: 'application/x-ndjson' });
    expect(server.calls[0]?.headers['x-auth-token']).toBeTruthy();
    expect(screen.getByTestId('participants-count').textContent).toBe('Liczba: 12000');
    // Spec §2 "Page title template: '(count) title - event name | {host}'".
    await waitFor(() =>
      expect(document.title).toBe('(12000) Lista uczestników - Szkoła 2026 | localhost:3000'),
    );
    const first = within(await screen.findByTestId('row-0'));
    expect(first.getByText('Imię0')).toBeTruthy();
    expect(first.getByText('350,00 zł')).toBeTruthy();
    expect(first.getByText('Zapis przyjęty')).toBeTruthy();
  });

  it('"empty grids show an empty state": no participants reads so, in the project\'s vocabulary, instead of blank rows', async () => {
    streamServer(0);
    renderAdmin('/listy/uczestnicy?projekt=szkola');
    const empty = await screen.findByTestId('participants-grid-empty');
    await waitFor(() => expect(empty.textContent).toBe('Brak uczniów do wyświetlenia.'));
    expect(empty.getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('fake-grid')).toBeNull();
    expect(grid().getAttribute('data-loading')).toBe('false');
  });

  it('the status filter and the debounced search reload the list with status= and search=', async () => {
    const server = streamServer(3);
    renderAdmin('/listy/uczestnicy?projekt=szkola');
    await waitFor(() => expect(grid().getAttribute('data-loading')).toBe('false'));
    fireEvent.change(screen.getByTestId('participants-status'), { target: { value: 'waiting' } });
    await waitFor(() => expect(server.paths().at(-1)).toBe('/project/all-data/p1?status=waiting'));
    fireEvent.change(screen.getByTestId('participants-search'), { target: { value: 'K' } });
    fireEvent.change(screen.getByTestId('participants-search'), { target: { value: 'Kowal' } });
    await waitFor(() =>
      expect(server.paths().at(-1)).toBe('/project/all-data/p1?status=waiting&search=Kowal'),
    );
    expect(server.paths().some((path) => path.endsWith('search=K'))).toBe(false);
  });

  it('clicking a header sorts on the server (sort=, order=), a second click reverses it', async () => {
    const server = streamServer(3);
    renderAdmin('/listy/uczestnicy?projekt=szkola');
    const sorted = (order: string) => () =>
      expect(server.paths()).toContain(`/project/all-data/p1?sort=data.last_name&order=${order}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Nazwisko' }));
    await waitFor(sorted('asc'));
    fireEvent.click(screen.getByRole('button', { name: 'Nazwisko' }));
    await waitFor(sorted('desc'));
  });

  it('a product list asks for that product only', async () => {
    const server = streamServer(1);
    renderAdmin('/listy/obiady?projekt=szkola');
    await waitFor(() => expect(server.paths()).toContain('/project/all-data/p1?product=obiady'));
  });

  it('"Eksport CSV" and "Eksport XLSX" download the server exports with the current filters and the token', async () => {
    const server = streamServer(1);
    renderAdmin('/listy/uczestnicy?projekt=szkola');
    const downloads: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.includes('/project/all-data/')) return server.fetchImpl(url, init);
      downloads.push({ url, headers: init.headers as Record<string, string> });
      return new Response('a;b', { headers: { 'content-disposition': 'attachment; filename="lista.csv"' } });
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await waitFor(() => expect(grid().getAttribute('data-loading')).toBe('false'));
    fireEvent.change(screen.getByTestId('participants-status'), { target: { value: 'paid' } });
    fireEvent.click(screen.getByTestId('export-csv'));
    fireEvent.click(screen.getByTestId('export-xlsx'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(downloads.map((d) => d.url)).toEqual([
      '/services/api/participants/p1/export.csv?status=paid',
      '/services/api/participants/p1/export.xlsx?status=paid',
    ]);
    expect(downloads[0]?.headers['x-auth-token']).toBeTruthy();
  });

  it('row actions without payments: mark present (POST …/present) and remove after confirming (DELETE)', async () => {
    streamServer(2);
    const calls = renderAdmin('/listy/uczestnicy?projekt=szkola', {
      'POST /participants/p1/x1/present': { _id: 'x1', eventId: 'p1', status: 'present' },
      'DELETE /participants/p1/x0': { ok: true },
    });
    fireEvent.click(await screen.findByTestId('row-1'));
    const actions = within(screen.getByTestId('participant-actions'));
    expect(actions.getByText('Imię1 Nazwisko1')).toBeTruthy();
    await act(async () => fireEvent.click(actions.getByRole('button', { name: 'Oznacz obecność' })));
    await waitFor(() =>
      expect(within(screen.getByTestId('row-1')).getByText('Obecność potwierdzona')).toBeTruthy(),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/participants/p1/x1/present')).toBe(true);

    fireEvent.click(screen.getByTestId('row-0'));
    fireEvent.click(actions.getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć uczestnika?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' })));
    await waitFor(() => expect(grid().getAttribute('data-loaded-rows')).toBe('1'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/participants/p1/x0')).toBe(true);
    expect(within(screen.getByTestId('row-0')).getByText('Imię1')).toBeTruthy();
  });

  it("edit sends only the changed answers (PATCH {data}) and shows the server's Polish list on 400", async () => {
    let sent: unknown;
    streamServer(1);
    const calls = renderAdmin('/listy/uczestnicy?projekt=szkola', {
      'GET /forms/p1/registration': { published: { definition: NAME_FIELDS } },
      'GET /products/p1': [],
      'PATCH /participants/p1/x0': (call: { body: unknown }) => {
        sent = call.body;
        return json(
          { status: 400, code: 'VALIDATION', message: 'Niepoprawne dane', errors: ['Imię jest wymagane'] },
          400,
        );
      },
    });
    fireEvent.click(await screen.findByTestId('row-0'));
    fireEvent.click(screen.getByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja uczestnika' });
    fireEvent.change(within(dialog).getByLabelText('Imię'), { target: { value: '' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' })));
    expect(sent).toEqual({ data: { first_name: '' } });
    expect(await within(dialog).findByText('- Imię jest wymagane')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('"Each field is edited with its field kind\'s own control (product picker, plan picker, option list, Tak/Nie)" (issue 14): the edit dialog names the answers, never `oQHTfvJwyH`, `photo` or `true`', async () => {
    let sent: unknown;
    streamServer(1, {
      fields: [...FIELDS, ...RAW_ANSWERS.map((answer) => answer.name)],
      labels: { ...LABELS, ...Object.fromEntries(ANSWER_FIELDS.map((f) => [f.field_name, f.label])) },
      extra: RAW_ANSWERS,
    });
    renderAdmin('/listy/uczestnicy?projekt=szkola', {
      'GET /forms/p1/registration': { published: { definition: [...NAME_FIELDS, ...ANSWER_FIELDS] } },
      'GET /products/p1': ANSWER_PRODUCTS,
      'GET /project/p1': PROJECT_WITH_PLANS,
      'PATCH /participants/p1/x0': (call: { body: unknown }) => {
        sent = call.body;
        return json({ _id: 'x0', status: 'registered', data: [] });
      },
    });
    fireEvent.click(await screen.findByTestId('row-0'));
    fireEvent.click(screen.getByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja uczestnika' });
    const product = (await within(dialog).findByLabelText('Pakiet')) as HTMLSelectElement;
    expect(product.selectedOptions[0]?.textContent).toBe('Udział w wydarzeniu');
    const plan = within(dialog).getByLabelText('Sposób płatności') as HTMLSelectElement;
    expect(plan.selectedOptions[0]?.textContent).toBe('3 raty');
    const workshop = within(dialog).getByLabelText('Warsztaty') as HTMLSelectElement;
    expect(workshop.selectedOptions[0]?.textContent).toBe('Warsztaty fotograficzne');
    expect((within(dialog).getByRole('radio', { name: 'Tak' }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(dialog)
        .queryAllByRole('textbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['Imię0', 'Nazwisko0']);
    for (const raw of RAW_TEXTS) expect(dialog.textContent ?? '').not.toContain(raw);
    fireEvent.change(product, { target: { value: 'shirt' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Nie' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' })));
    expect(sent).toEqual({ data: { product: 'shirt', student: false } });
  });

  it('"the \'Linki\' modal closes on Escape": focus moves into it, and Escape closes it wherever the focus is', async () => {
    streamServer(1);
    renderAdmin('/listy/uczestnicy?projekt=szkola', {
      'GET /participants/p1/x0/links': { form: 'https://szkola.zapisy.test/formularz?p=x0' },
    });
    fireEvent.click(await screen.findByTestId('row-0'));
    const button = screen.getByRole('button', { name: 'Linki' });
    button.focus();
    await act(async () => fireEvent.click(button));
    const links = await screen.findByRole('dialog', { name: 'Linki uczestnika' });
    expect(links.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Linki uczestnika' })).toBeNull();
    // Focus left behind on the page (a click on the backdrop): Escape still closes it.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Linki' })));
    await screen.findByRole('dialog', { name: 'Linki uczestnika' });
    button.focus();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Linki uczestnika' })).toBeNull();
  });

  it('links (GET …/links) and change customer (POST …/customer with the chosen customer)', async () => {
    streamServer(1);
    const calls = renderAdmin('/listy/uczestnicy?projekt=szkola', {
      'GET /participants/p1/x0/links': {
        form: 'https://szkola.zapisy.test/formularz?p=x0',
        payment: 'https://szkola.zapisy.test/platnosc?p=x0',
        survey: 'https://szkola.zapisy.test/ankieta?p=x0',
      },
      'GET /customers/o1': {
        total: 1,
        customers: [{ _id: 'c9', firstName: 'Jan', lastName: 'Nowak', email: 'jan@x.pl' }],
      },
      'POST /participants/p1/x0/customer': {
        _id: 'x0',
        eventId: 'p1',
        status: 'registered',
        customerId: 'c9',
      },
    });
    fireEvent.click(await screen.findByTestId('row-0'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Linki' })));
    const links = await screen.findByRole('dialog', { name: 'Linki uczestnika' });
    expect(within(links).getByText('https://szkola.zapisy.test/formularz?p=x0')).toBeTruthy();
    fireEvent.click(within(links).getByRole('button', { name: 'Zamknij' }));

    fireEvent.click(screen.getByRole('button', { name: 'Zmień klienta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień klienta' });
    fireEvent.change(within(dialog).getByLabelText('Szukaj klienta'), { target: { value: 'Nowak' } });
    const choice = await within(dialog).findByRole(
      'button',
      { name: 'Jan Nowak (jan@x.pl)' },
      { timeout: 3_000 },
    );
    await act(async () => fireEvent.click(choice));
    const post = calls.find((c) => c.method === 'POST' && c.path.endsWith('/customer'));
    expect(post).toMatchObject({ path: '/participants/p1/x0/customer', body: { customerId: 'c9' } });
    expect(calls.some((c) => c.path === '/customers/o1?offset=0&limit=20&search=Nowak')).toBe(true);
  });
});

describe('/admin/ustawienia/kolumny: column chooser', () => {
  it('hides and reorders columns per project, and the grid shows the saved choice', async () => {
    const calls = renderAdmin('/ustawienia/kolumny?projekt=szkola', {
      'GET /project/all-data/p1': columnsAnswer,
    });
    const table = within(await screen.findByTestId('column-chooser', {}, { timeout: 5_000 }));
    fireEvent.click(table.getByLabelText('Pokaż kolumnę Lp.'));
    fireEvent.click(table.getByRole('button', { name: 'Przesuń wyżej: Status' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz kolumny' }));
    const saved = JSON.parse(localStorage.getItem(columnChoiceKey('p1')) ?? '{}') as {
      order: string[];
      hidden: string[];
    };
    expect(saved.hidden).toEqual(['rowNumber']);
    expect(saved.order.slice(0, 5)).toEqual(['rowNumber', 'name', 'email', 'status', 'phone']);
    expect(saved.order).toContain('data.last_name');
    expect(calls.some((c) => c.path === '/project/all-data/p1?offset=0&limit=1')).toBe(true);
  });

  it('the grid applies the saved choice', async () => {
    localStorage.setItem(
      columnChoiceKey('p1'),
      JSON.stringify({ order: ['data.last_name', 'status'], hidden: ['rowNumber'] }),
    );
    streamServer(1);
    renderAdmin('/listy/uczestnicy?projekt=szkola');
    const headers = await screen.findAllByRole('columnheader');
    await waitFor(() => expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe('Nazwisko'));
    expect(headers.map((h) => h.textContent)).not.toContain('Lp.');
  });
});
