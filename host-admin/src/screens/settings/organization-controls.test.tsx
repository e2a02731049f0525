/**
 * Organization settings without internal ids (issue 14: "Settings show … a raw 'Identyfikator użytkownika'
 * for permissions (pick a user by e-mail instead) and the logo as three text fields (upload it)"): the
 * logo is uploaded, previewed, replaced and removed; numbering is picked by what it reads; people by
 * name and e-mail.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeCall, json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { organizationWithPayments } from './organization-fixtures.js';

withAdminSession();

const PATH = '/ustawienia/organizacja?projekt=szkola';
const organization = (extra: Record<string, unknown> = {}) => ({
  ...organizationWithPayments('none'),
  logo: { id: '', fileName: '', mimeType: '', height: 30 },
  invoicing: {
    lumpPercent: 8.5,
    lumpSum: false,
    vatPercent: 'np',
    useVat: false,
    daysToPay: 14,
    patternId: 'Pq7Zx',
    correctionPatternId: '',
  },
  numberingPatterns: [{ patternId: 'Pq7Zx', pattern: 'xxxx/yyyy', yearly: true }],
  ...extra,
});
const PEOPLE = [
  { userId: 'u1', name: 'Olga Właścicielka', email: 'olga@szkola.test' },
  { userId: 'u2', name: 'Anna Kowalska', email: 'anna@szkola.test' },
  { userId: 'u3', name: 'Jan Kowalski', email: 'jan@szkola.test' },
];
/** `GET /organization/o1/users?ids=…|search=…` over PEOPLE. */
const users = (call: FakeCall) => {
  const query = new URL(call.path, 'http://x').searchParams;
  const ids = query.get('ids')?.split(',');
  const search = query.get('search')?.toLowerCase();
  return json({
    users: PEOPLE.filter((user) =>
      ids ? ids.includes(user.userId) : `${user.name} ${user.email}`.toLowerCase().includes(search ?? ''),
    ),
  });
};

const settingsForm = async () =>
  within(await screen.findByRole('form', { name: 'Ustawienia organizacji' }, { timeout: 10_000 }));
const logoSection = async () =>
  within((await screen.findByRole('heading', { name: 'Logo' })).closest('section') as HTMLElement);
const png = (name = 'logo.png') => new File(['\x89PNG'], name, { type: 'image/png' });

describe('/admin/ustawienia/organizacja: the logo is uploaded, not typed as an id', () => {
  it('upload (POST /images/o1, multipart), preview, saved with the settings; no id text field', async () => {
    let release: () => void = () => {};
    const calls = renderAdmin(PATH, {
      'GET /organization/o1': organization(),
      'POST /images/o1': () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(json({ id: 'img1', fileName: 'logo.png', mimeType: 'image/png', size: 4 }, 201));
        }),
      'PATCH /organization/o1': organization(),
    });
    const form = await settingsForm();
    const logo = await logoSection();
    expect(logo.getByText(/Brak logo/)).toBeTruthy();
    for (const raw of ['Identyfikator pliku', 'Nazwa pliku', 'Typ pliku'])
      expect(form.queryByLabelText(raw)).toBeNull();
    const input = logo.getByLabelText('Wybierz plik') as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { files: [png()] } }));
    // While the file is sent the control is off and says so.
    expect(input.disabled).toBe(true);
    expect(logo.getByText('Przesyłanie…')).toBeTruthy();
    const upload = calls.find((call) => call.method === 'POST' && call.path === '/images/o1');
    expect((upload as FakeCall).body instanceof FormData).toBe(true);
    expect(((upload as FakeCall).body as FormData).get('file')).toBeInstanceOf(File);
    await act(async () => release());
    const preview = (await logo.findByRole('img', {
      name: 'Logo organizacji: logo.png',
    })) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe('/images/img1');
    expect(logo.getByText('Przesłano plik logo.png. Zapisz ustawienia, aby go użyć jako logo.')).toBeTruthy();
    expect(logo.getByLabelText('Zmień logo')).toBeTruthy();
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Zapisz ustawienia' })));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      logo: { id: 'img1', fileName: 'logo.png', mimeType: 'image/png', height: 30 },
    });
  });

  it("the server's Polish refusal shows under the control (413 too large, 400 wrong type); nothing changes", async () => {
    const answers = [
      apiError(413, 'FILE_TOO_LARGE', 'Logo jest za duże. Największy dozwolony rozmiar to 2 MB.'),
      apiError(400, 'VALIDATION', 'Nieprawidłowy plik', [
        'Logo musi być obrazem PNG albo JPG (.png, .jpg, .jpeg).',
      ]),
    ];
    renderAdmin(PATH, {
      'GET /organization/o1': organization(),
      'POST /images/o1': () => answers.shift(),
    });
    const logo = await logoSection();
    const input = logo.getByLabelText('Wybierz plik') as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { files: [png('duze.png')] } }));
    const alert = await logo.findByRole('alert');
    expect(alert.textContent).toBe('Logo jest za duże. Największy dozwolony rozmiar to 2 MB.');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(input.disabled).toBe(false);
    await act(async () => fireEvent.change(input, { target: { files: [png('logo.gif')] } }));
    await waitFor(() =>
      expect(logo.getByRole('alert').textContent).toBe(
        'Logo musi być obrazem PNG albo JPG (.png, .jpg, .jpeg).',
      ),
    );
    expect(logo.queryByRole('img')).toBeNull();
  });

  it("a stored logo is shown; 'Usuń logo' clears it on save, and says so before", async () => {
    const calls = renderAdmin(PATH, {
      'GET /organization/o1': organization({
        logo: { id: 'old1', fileName: 'stare.jpg', mimeType: 'image/jpeg', height: 40 },
      }),
      'PATCH /organization/o1': organization(),
    });
    const form = await settingsForm();
    const logo = await logoSection();
    expect(
      (logo.getByRole('img', { name: 'Logo organizacji: stare.jpg' }) as HTMLImageElement).getAttribute(
        'src',
      ),
    ).toBe('/images/old1');
    fireEvent.click(logo.getByRole('button', { name: 'Usuń logo' }));
    expect(logo.getByText('Logo zostanie usunięte po zapisaniu ustawień.')).toBeTruthy();
    expect(logo.queryByRole('img')).toBeNull();
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Zapisz ustawienia' })));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      logo: { id: '', fileName: '', mimeType: '', height: 40 },
    });
  });
});

describe('/admin/ustawienia/organizacja: numbering patterns by what they read, not by id', () => {
  it("invoice numbering picks 'Wzorzec 1: xxxx/yyyy, od nowa co rok'; a new pattern gets its id unseen", async () => {
    const calls = renderAdmin(PATH, {
      'GET /organization/o1': organization(),
      'PATCH /organization/o1': organization(),
    });
    const form = await settingsForm();
    const invoice = form.getByLabelText('Wzorzec numeracji faktur') as HTMLSelectElement;
    expect(invoice.tagName).toBe('SELECT');
    expect(invoice.selectedOptions[0]?.textContent).toBe('Wzorzec 1: xxxx/yyyy, od nowa co rok');
    expect(document.body.textContent).not.toContain('Pq7Zx');
    expect(form.queryByLabelText(/^Identyfikator/)).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Dodaj: wzorzec numeracji' }));
    const patterns = form.getAllByLabelText(/^Wzorzec \(x/) as HTMLInputElement[];
    fireEvent.change(patterns[1] as HTMLInputElement, { target: { value: 'K/xxx/yyyy' } });
    const correction = form.getByLabelText('Wzorzec numeracji korekt') as HTMLSelectElement;
    const second = [...correction.options].find((o) => o.textContent?.startsWith('Wzorzec 2: K/xxx/yyyy'));
    expect(second).toBeTruthy();
    fireEvent.change(correction, { target: { value: second?.value } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Zapisz ustawienia' })));
    const body = calls.find((call) => call.method === 'PATCH')?.body as {
      invoicing: { correctionPatternId: string };
      numberingPatterns: { patternId: string; pattern: string }[];
    };
    const added = body.numberingPatterns[1];
    expect(added?.pattern).toBe('K/xxx/yyyy');
    expect(added?.patternId).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(body.invoicing.correctionPatternId).toBe(added?.patternId);
  });
});

describe('/admin/ustawienia/organizacja: permissions pick a person by e-mail or name (never the id)', () => {
  it('names the owner and the granted users; a new grant finds a person by name (a button each) and stores their id', async () => {
    const calls = renderAdmin(PATH, {
      'GET /organization/o1': organization({
        permissions: [{ userId: 'u2', role: 'employee', from: null, to: null }],
      }),
      'GET /organization/o1/users': users,
      'PUT /organization/o1/permissions': organization(),
    });
    const form = within(
      await screen.findByRole('form', { name: 'Uprawnienia w organizacji' }, { timeout: 10_000 }),
    );
    expect(await form.findByText('Anna Kowalska')).toBeTruthy();
    expect(form.getByText('anna@szkola.test')).toBeTruthy();
    expect(
      await form.findByText(/Właściciel organizacji, Olga Właścicielka \(olga@szkola\.test\), zawsze/),
    ).toBeTruthy();
    expect(form.queryByText(/Identyfikator użytkownika/)).toBeNull();
    for (const id of ['u1', 'u2']) expect(form.queryByText(new RegExp(`\\b${id}\\b`))).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Dodaj: uprawnienie' }));
    const search = form.getByPlaceholderText('E-mail, imię lub nazwisko');
    fireEvent.change(search, { target: { value: 'kowalski' } });
    const option = await form.findByRole(
      'button',
      { name: 'Jan Kowalski (jan@szkola.test)' },
      { timeout: 3000 },
    );
    fireEvent.click(option);
    expect(await form.findByText('Jan Kowalski')).toBeTruthy();
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Zapisz uprawnienia' })));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      permissions: [
        { userId: 'u2', role: 'employee', from: null, to: null },
        { userId: 'u3', role: 'employee', from: null, to: null },
      ],
    });
    expect(calls.some((call) => call.path.startsWith('/organization/o1/users?search=kowalski'))).toBe(true);
  });

  it('a search that finds nobody says so and how to find someone from outside; Escape clears it', async () => {
    renderAdmin(PATH, {
      'GET /organization/o1': organization(),
      'GET /organization/o1/users': users,
    });
    const form = within(
      await screen.findByRole('form', { name: 'Uprawnienia w organizacji' }, { timeout: 10_000 }),
    );
    expect(form.getByText('Brak pozycji.')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Dodaj: uprawnienie' }));
    const search = form.getByPlaceholderText('E-mail, imię lub nazwisko');
    fireEvent.change(search, { target: { value: 'zenon' } });
    expect(
      await form.findByText(
        /Nikogo nie znaleziono\. Osobę spoza organizacji znajdziesz po pełnym adresie e-mail\./,
        undefined,
        {
          timeout: 3000,
        },
      ),
    ).toBeTruthy();
    fireEvent.keyDown(search, { key: 'Escape' });
    expect((search as HTMLInputElement).value).toBe('');
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Zapisz uprawnienia' })));
    expect(form.getByText('pole jest wymagane')).toBeTruthy();
  });
});
