/**
 * Spec first document §1 "Google or Facebook sign-in (both flags off by default)", §2 "/glowne/zalogowano
 * is the authentication callback screen", §7 "Redirect {auth host}/auth/google?state | state holds the
 * origin domain".
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../api/session.js';
import { ROUTER_FUTURE } from '../app/App.js';
import { EnvProvider } from '../app/env-context.js';
import { createAppServices, ServicesProvider } from '../app/services.js';
import type { EnvInfo } from '../lib/env.js';
import { apiError, fakeFetch, json, makeToken } from '../testing/fake-api.js';
import { AccountRoutes } from './AccountRoutes.js';

const user = {
  userId: 'u1',
  email: 'ala@gmail.com',
  firstName: 'Ala',
  lastName: 'Nowak',
  phoneNumber: '',
  role: 'guest' as const,
  status: 'active',
  organizationId: null,
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAccount(path: string, routes: Record<string, unknown> = {}, env?: EnvInfo) {
  const fake = fakeFetch(routes);
  const navigateTo = vi.fn();
  const services = createAppServices({ fetchImpl: fake.fetch, navigateTo, reload: vi.fn() });
  render(
    <EnvProvider value={env ?? { environment: 'production' }}>
      <ServicesProvider services={services}>
        <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
          <AccountRoutes />
        </MemoryRouter>
      </ServicesProvider>
    </EnvProvider>,
  );
  return { services, navigateTo, calls: fake.calls };
}

describe('/glowne/zaloguj: Google and Facebook buttons', () => {
  it('"both flags off by default": no provider buttons unless /env says the flag is on', () => {
    renderAccount('/zaloguj');
    expect(screen.queryByText('Zaloguj przez Google')).toBeNull();
    expect(screen.queryByText('Zaloguj przez Facebook')).toBeNull();
  });

  it('a flag that is on shows its button, linking to /auth/{provider}?state=<origin> with the referer', () => {
    renderAccount(
      `/zaloguj?referer=${encodeURIComponent('/admin/ustawienia/projekt')}`,
      {},
      {
        environment: 'production',
        apiPath: '/services/api',
        features: { googleSignIn: true, facebookSignIn: false },
      },
    );
    const google = screen.getByRole('link', { name: 'Zaloguj przez Google' });
    const href = new URL(String(google.getAttribute('href')), 'http://x');
    expect(href.pathname).toBe('/services/api/auth/google');
    expect(href.searchParams.get('state')).toBe(window.location.origin);
    expect(href.searchParams.get('referer')).toBe('/admin/ustawienia/projekt');
    expect(screen.queryByText('Zaloguj przez Facebook')).toBeNull();
  });

  it.each([
    ['oauthDenied', 'google', 'Logowanie przez Google zostało anulowane.'],
    ['oauthEmailUnverified', 'google', 'Adres e-mail konta Google nie jest potwierdzony.'],
    ['oauthState', 'facebook', 'Logowanie przez Facebook wygasło lub zostało przerwane.'],
    ['oauthFailed', 'facebook', 'Nie udało się zalogować przez Facebook.'],
  ])('?error=%s&provider=%s explains the failure in Polish', (error, provider, text) => {
    renderAccount(`/zaloguj?error=${error}&provider=${provider}`);
    expect(screen.getByRole('status').textContent).toContain(text);
  });
});

describe('/glowne/zalogowano#token=…', () => {
  it('keeps the session like the log-in screen does, then opens the referer', async () => {
    const token = makeToken({ sub: 'u1', email: 'ala@gmail.com', role: 'guest' }, 3600);
    const { calls, navigateTo } = renderAccount(
      `/zalogowano?referer=${encodeURIComponent('/admin/ustawienia/projekt')}#token=${token}`,
      { 'GET /me': () => json(user) },
    );
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/admin/ustawienia/projekt'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(JSON.parse(String(localStorage.getItem(USER_STORAGE_KEY)))).toMatchObject({ firstName: 'Ala' });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/me' });
    expect(calls[0]?.headers['x-auth-token']).toBe(token);
    expect(document.cookie).not.toContain(token);
  });

  it('without a referer it opens the project choice', async () => {
    const token = makeToken({ sub: 'u1', email: 'ala@gmail.com', role: 'guest' }, 3600);
    const { navigateTo } = renderAccount(`/zalogowano#token=${token}`, { 'GET /me': () => json(user) });
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/admin/glowna/wybor'));
  });

  it('a missing or expired token is refused with a way back to log-in', async () => {
    const expired = makeToken({ sub: 'u1', email: 'a@b.pl', role: 'guest' }, -10);
    for (const path of ['/zalogowano', `/zalogowano#token=${expired}`]) {
      const { calls, navigateTo } = renderAccount(path, { 'GET /me': () => apiError(500, 'X', 'x') });
      expect(await screen.findByRole('alert')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain('Brak ważnego tokenu logowania');
      expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toBeTruthy();
      expect(calls).toHaveLength(0);
      expect(navigateTo).not.toHaveBeenCalled();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      cleanup();
    }
  });
});
