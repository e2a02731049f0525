import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../api/session.js';
import { ROUTER_FUTURE } from '../app/App.js';
import { createAppServices, ServicesProvider } from '../app/services.js';
import { apiError, fakeFetch, json, makeToken } from '../testing/fake-api.js';
import { AccountRoutes } from './AccountRoutes.js';

const user = {
  userId: 'u1',
  email: 'anna@firma.pl',
  firstName: 'Anna',
  lastName: 'Nowak',
  phoneNumber: '',
  role: 'admin' as const,
  status: 'active',
  organizationId: 'org1',
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAccount(path: string, routes: Record<string, unknown> = {}) {
  const fake = fakeFetch(routes);
  const navigateTo = vi.fn();
  const services = createAppServices({ fetchImpl: fake.fetch, navigateTo, reload: vi.fn() });
  render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <AccountRoutes />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return { services, navigateTo, calls: fake.calls };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/glowne/zaloguj', () => {
  it('checks the fields, lists the server errors as "- item" lines, then logs in and returns to the referer', async () => {
    const token = makeToken({ sub: 'u1', role: 'admin', organizationId: 'org1' }, 3600);
    let attempt = 0;
    const { calls, navigateTo, services } = renderAccount(
      `/zaloguj?referer=${encodeURIComponent('/admin/ustawienia/projekt')}`,
      {
        'POST /auth/login': () =>
          ++attempt === 1
            ? apiError(401, 'INVALID_CREDENTIALS', 'Nieprawidłowy e-mail lub hasło', [
                'Nieprawidłowy e-mail lub hasło',
              ])
            : json({ token, user }),
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Podaj adres e-mail.')).toBeTruthy();
    expect(screen.getByText('Podaj hasło.')).toBeTruthy();
    expect(screen.getByLabelText(/Adres e-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    type(/Adres e-mail/, 'anna@firma.pl');
    type(/Hasło/, 'zle-haslo');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się zalogować:');
    expect(alert.querySelector('li')?.textContent).toBe('- Nieprawidłowy e-mail lub hasło');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/login',
      body: { email: 'anna@firma.pl', password: 'zle-haslo' },
    });
    expect(calls[0]?.headers['x-auth-token']).toBeUndefined();

    type(/Hasło/, 'dobre-haslo');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/admin/ustawienia/projekt'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(services.session.current()).toMatchObject({
      loggedIn: true,
      role: 'admin',
      organizationId: 'org1',
    });
  });

  it('goes to the project choice without a referer and ignores a referer to another site', async () => {
    const token = makeToken({ role: 'admin' }, 3600);
    const { navigateTo } = renderAccount('/zaloguj?referer=https%3A%2F%2Fevil.example%2F', {
      'POST /auth/login': { token, user },
    });
    type(/Adres e-mail/, 'anna@firma.pl');
    type(/Hasło/, 'dobre-haslo');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/admin/glowna/wybor'));
  });

  it('explains error=accessDenied and error=sessionExpired', () => {
    renderAccount('/zaloguj?error=accessDenied&referer=%2Fadmin%2Fsite-admin%2Forganizacje');
    expect(screen.getByRole('status').textContent).toContain('Brak dostępu do tej strony');
    cleanup();
    renderAccount('/zaloguj?error=sessionExpired&referer=%2Fadmin%2Fglowna%2Fwybor');
    expect(screen.getByRole('status').textContent).toContain('Sesja wygasła');
  });

  it('a logged-in user sent back with error=accessDenied lands on /accessDenied', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ role: 'employee' }, 3600));
    localStorage.setItem('zapisy:user', JSON.stringify({ ...user, role: 'employee' }));
    renderAccount('/zaloguj?error=accessDenied&referer=%2Fadmin%2Fsite-admin%2Forganizacje');
    expect(screen.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeTruthy();
    expect(screen.getByText('/admin/site-admin/organizacje')).toBeTruthy();
  });

  it('a throttled log-in (429 RATE_LIMITED) shows the wait on the form, not the unexpected-error modal', async () => {
    const message = 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 8 s.';
    renderAccount('/zaloguj', {
      'POST /auth/login': () => apiError(429, 'RATE_LIMITED', message, [message]),
    });
    type(/Adres e-mail/, 'anna@firma.pl');
    type(/Hasło/, 'dobre-haslo');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się zalogować:');
    expect(alert.querySelector('li')?.textContent).toBe(`- ${message}`);
  });

  it('an unconfirmed account (403 ACCOUNT_PENDING) is told so on the form, not redirected', async () => {
    const { navigateTo } = renderAccount('/zaloguj', {
      'POST /auth/login': () => apiError(403, 'ACCOUNT_PENDING', 'Konto nie zostało jeszcze potwierdzone.'),
    });
    type(/Adres e-mail/, 'anna@firma.pl');
    type(/Hasło/, 'dobre-haslo');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '- Konto nie zostało jeszcze potwierdzone.',
    );
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('/glowne/zarejestruj → potwierdz-rejestracje', () => {
  it('registers with an optional organization and says to check the e-mail, in words true for a new and a known address', async () => {
    const { calls } = renderAccount('/zarejestruj', {
      'POST /auth/register': () => json({ status: 'pending' }, 201),
    });
    type(/^Imię/, 'Anna');
    type(/^Nazwisko/, 'Nowak');
    type(/Adres e-mail/, 'anna@firma.pl');
    type('Nazwa organizacji', 'Fundacja Lato');
    type(/^Hasło/, 'krotkie');
    type(/Powtórz hasło/, 'krotkie');
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Hasło musi mieć co najmniej 10 znaków.')).toBeTruthy();
    type(/^Hasło/, 'bezpieczne-haslo');
    type(/Powtórz hasło/, 'bezpieczne-haslo');
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeTruthy();
    // True whether the address was new or already had an account (the server answers both alike).
    const notice = screen.getByText(/Wysłaliśmy wiadomość na adres/).textContent ?? '';
    expect(notice).toContain('Jeśli masz już konto z tym adresem');
    expect(notice).not.toMatch(/^[^.]*\. Kliknij odnośnik/);
    expect(calls[0]?.body).toEqual({
      email: 'anna@firma.pl',
      password: 'bezpieczne-haslo',
      firstName: 'Anna',
      lastName: 'Nowak',
      organizationName: 'Fundacja Lato',
    });
  });

  it('confirms with ?token= from the e-mailed link', async () => {
    const { calls } = renderAccount('/potwierdz-rejestracje?token=abc.def', {
      'POST /auth/confirm': { ok: true },
    });
    expect(await screen.findByText('Konto zostało potwierdzone. Możesz się zalogować.')).toBeTruthy();
    expect(calls).toEqual([expect.objectContaining({ path: '/auth/confirm', body: { token: 'abc.def' } })]);
  });

  it('shows the server problem for a used or expired link', async () => {
    renderAccount('/potwierdz-rejestracje?token=old', {
      'POST /auth/confirm': () => apiError(400, 'TOKEN_INVALID', 'Odnośnik jest nieważny lub wygasł.'),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('- Odnośnik jest nieważny lub wygasł.');
  });
});

describe('/glowne/resetuj-haslo', () => {
  it('requests the link, then sets the new password with ?token=', async () => {
    const first = renderAccount('/resetuj-haslo', { 'POST /auth/reset-password': { ok: true } });
    type(/Adres e-mail/, 'anna@firma.pl');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij odnośnik' }));
    expect((await screen.findByRole('status')).textContent).toContain('wysłaliśmy na nie odnośnik');
    expect(first.calls[0]?.body).toEqual({ email: 'anna@firma.pl' });
    cleanup();
    const second = renderAccount('/resetuj-haslo?token=t1', {
      'POST /auth/reset-password/confirm': { ok: true },
    });
    type(/^Nowe hasło/, 'nowe-haslo-123');
    type(/Powtórz nowe hasło/, 'inne-haslo-123');
    fireEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByText('Hasła nie są takie same.')).toBeTruthy();
    type(/Powtórz nowe hasło/, 'nowe-haslo-123');
    fireEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByText('Hasło zostało zmienione. Zaloguj się nowym hasłem.')).toBeTruthy();
    expect(second.calls[0]?.body).toEqual({ token: 't1', password: 'nowe-haslo-123' });
  });
});

describe('/glowne/wyloguj and /edytuj-uzytkownika', () => {
  it('logs out on the server, forgets the token and shows /wylogowano', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ role: 'admin' }, 3600));
    const { calls } = renderAccount('/wyloguj', {
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    expect(await screen.findByRole('heading', { name: 'Wylogowano' })).toBeTruthy();
    expect(calls[0]?.path).toBe('/auth/logout');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('edits the own user with GET and PATCH /me', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ role: 'admin' }, 3600));
    const { calls } = renderAccount('/edytuj-uzytkownika', {
      'GET /me': user,
      'PATCH /me': (call: { body: unknown }) => json({ user: { ...user, ...(call.body as object) } }),
    });
    const first = await screen.findByLabelText(/^Imię/);
    expect((first as HTMLInputElement).value).toBe('Anna');
    type(/^Imię/, 'Anita');
    type('Telefon', '600100200');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    });
    await waitFor(() => expect(screen.getByText('Zapisano zmiany')).toBeTruthy());
    expect(calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/me',
      body: { firstName: 'Anita', lastName: 'Nowak', phoneNumber: '600100200' },
    });
  });

  it('a missing name and a password change without the current password are shown under their fields together; nothing is sent', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ role: 'admin' }, 3600));
    const { calls } = renderAccount('/edytuj-uzytkownika', { 'GET /me': user });
    await screen.findByLabelText(/^Imię/);
    type(/^Imię/, ' ');
    type('Nowe hasło', 'nowe-haslo-12345');
    type('Powtórz nowe hasło', 'nowe-haslo-12345');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    });
    expect(await screen.findByText('Podaj obecne hasło.')).toBeTruthy();
    expect(screen.getByLabelText(/^Imię/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("the server's 400 line about a field lands under that field (spec §5 list for the rest)", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ role: 'admin' }, 3600));
    renderAccount('/edytuj-uzytkownika', {
      'GET /me': user,
      'PATCH /me': () =>
        apiError(400, 'VALIDATION', 'Niepoprawne dane', ['body.phoneNumber: nieprawidłowy format']),
    });
    await screen.findByLabelText(/^Imię/);
    type('Telefon', '12');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    });
    const phone = screen.getByLabelText('Telefon');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/nieprawidłowy format/i).id).toBe(
      phone.getAttribute('aria-describedby')?.split(' ').at(-1),
    );
  });

  it('sends a visitor without a session to log-in with the referer', () => {
    window.history.replaceState(null, '', '/glowne/edytuj-uzytkownika');
    const { navigateTo } = renderAccount('/edytuj-uzytkownika');
    expect(navigateTo).toHaveBeenCalledWith(
      `/glowne/zaloguj?referer=${encodeURIComponent('/glowne/edytuj-uzytkownika')}`,
    );
  });
});
