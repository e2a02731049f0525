/**
 * The new-project, organization and project settings forms (issue 12): each problem under its field in core's
 * wording, the server's 400 lines under the fields they name, the save button off while saving.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { organizationWithPayments } from './organization-fixtures.js';

withAdminSession();

/** The message under an input (its aria-describedby error line), or null. */
function errorUnder(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.className === 'za-field__error');
  return error?.textContent ?? null;
}

const TAKEN = 'Projekt o podanej domenie już istnieje. Znajdź unikalną, nową domenę.';

describe('/admin/ustawienia/nowy-projekt', () => {
  const PATH = '/ustawienia/nowy-projekt';

  it("a blank name: core's 'pole jest wymagane' under the name, nothing sent; the domain follows the name", async () => {
    const calls = renderAdmin(PATH);
    const name = (await screen.findByLabelText(/Nazwa/, {}, { timeout: 10_000 })) as HTMLInputElement;
    const domain = screen.getByLabelText(/Domena/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Obóz Zimowy 2027' } });
    await waitFor(() => expect(domain.value).toBe('oboz-zimowy-2027'));
    fireEvent.change(name, { target: { value: '   ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utwórz projekt' }));
    });
    expect(errorUnder(name)).toBe('pole jest wymagane');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("spec §5: the server's taken-domain line goes under the domain; the button is off while it is sent", async () => {
    let answer!: (response: Response) => void;
    renderAdmin(PATH, { 'PUT /project': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const name = (await screen.findByLabelText(/Nazwa/, {}, { timeout: 10_000 })) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Demo' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utwórz projekt' }));
    });
    const busy = await screen.findByRole('button', { name: 'Tworzenie…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(apiError(400, 'VALIDATION', 'Wystąpiły błędy walidacji', [TAKEN])));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(/Domena/))).toBe(TAKEN));
    expect(screen.queryByText('Nie udało się utworzyć projektu:')).toBeNull();
  });
});

describe('/admin/ustawienia/organizacja', () => {
  const PATH = '/ustawienia/organizacja?projekt=szkola';

  it("a refused value shows under its field with core's wording; the summary names no field path", async () => {
    const calls = renderAdmin(PATH, { 'GET /organization/o1': organizationWithPayments('paynow') });
    const form = within(
      await screen.findByRole('form', { name: 'Ustawienia organizacji' }, { timeout: 10_000 }),
    );
    const name = form.getByLabelText(/Nazwa organizacji/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '' } });
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: 'Zapisz ustawienia' }));
    });
    expect(errorUnder(name)).toBe('pole jest wymagane');
    expect(form.getByText('Popraw pola oznaczone powyżej.')).toBeTruthy();
    expect(form.queryByText(/^- name:/)).toBeNull();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it("the server's 400 line about a field goes under it, not into the list", async () => {
    renderAdmin(PATH, {
      'GET /organization/o1': organizationWithPayments('paynow'),
      'PATCH /organization/o1': () =>
        apiError(400, 'VALIDATION', 'Wystąpiły błędy walidacji', ['body.phoneNumber: nieprawidłowy format']),
    });
    const form = within(
      await screen.findByRole('form', { name: 'Ustawienia organizacji' }, { timeout: 10_000 }),
    );
    const phone = form.getByLabelText(/Numer telefonu/) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '600100200' } });
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: 'Zapisz ustawienia' }));
    });
    await waitFor(() => expect(errorUnder(phone)).toBe('nieprawidłowy format'));
    expect(form.queryByText('Serwer odrzucił zmiany:')).toBeNull();
  });
});

describe('/admin/ustawienia/organizacja: customer settings', () => {
  it('"Customer settings flags twoPeople and hasGuardian toggle the second-person and guardian columns": each its own labelled checkbox; hasGuardian is sent', async () => {
    const calls = renderAdmin('/ustawienia/organizacja?projekt=szkola', {
      'GET /organization/o1': organizationWithPayments('paynow'),
      'PATCH /organization/o1': (call: { body: unknown }) => ({
        ...organizationWithPayments('paynow'),
        ...(call.body as object),
      }),
    });
    const form = within(
      await screen.findByRole('form', { name: 'Ustawienia organizacji' }, { timeout: 10_000 }),
    );
    const twoPeople = form.getByRole('checkbox', { name: /Dwie osoby na klienta/ }) as HTMLInputElement;
    const guardian = form.getByRole('checkbox', { name: /Dane opiekuna klienta/ }) as HTMLInputElement;
    expect(twoPeople.checked).toBe(false);
    expect(guardian.checked).toBe(false);
    fireEvent.click(guardian);
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: 'Zapisz ustawienia' }));
    });
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      customerSettings: expect.objectContaining({ hasGuardian: true }),
    });
  });
});

describe('/admin/ustawienia/projekt', () => {
  it("the server's lines go under their fields: a named field, and spec §5's taken domain under the domain", async () => {
    renderAdmin('/ustawienia/projekt?projekt=szkola', {
      'PATCH /project/p1': () =>
        apiError(400, 'VALIDATION', 'Wystąpiły błędy walidacji', [
          'body.event.slogan: za długie (maksimum 300 znaków)',
          'Rok szkolny o podanej domenie już istnieje. Znajdź unikalną, nową domenę.',
        ]),
    });
    // The event group's title in the school vocabulary.
    const heading = await screen.findByText('Rok szkolny', { selector: 'h2' }, { timeout: 10_000 });
    const section = within(heading.closest('section') as HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    });
    await waitFor(() =>
      expect(errorUnder(section.getByLabelText(/Hasło/))).toBe('za długie (maksimum 300 znaków)'),
    );
    expect(errorUnder(section.getByLabelText(/^Domena( \*)?$/))).toBe(
      'Rok szkolny o podanej domenie już istnieje. Znajdź unikalną, nową domenę.',
    );
    expect(screen.queryByText('Serwer odrzucił zmiany:')).toBeNull();
  });
});
