import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../api/session.js';
import { WidgetLoaderContext } from '../federation/FederatedWidget.js';
import type { WidgetLoader } from '../federation/types.js';
import type { EnvInfo } from '../lib/env.js';
import { ADMIN_ROUTES, type AdminArea, type AreaModule } from '../routes/table.js';
import { fakeFetch, makeToken } from '../testing/fake-api.js';
import { ROUTER_FUTURE } from './App.js';
import { AppRoutes } from './AppRoutes.js';
import { EnvProvider } from './env-context.js';
import { Layout } from './Layout.js';
import { RouteScreen } from './RouteScreen.js';

vi.mock('../grid/GlideGridView.js', () => import('../testing/fake-glide-grid.js'));

import { createAppServices, ServicesProvider } from './services.js';

/** The admin needs a session: a logged-in site administrator without an organization (no project calls). */
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ sub: 'u1', role: 'site-admin' }, 3600));
  localStorage.setItem(
    USER_STORAGE_KEY,
    JSON.stringify({
      userId: 'u1',
      email: 'admin@zapisy.local',
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'site-admin',
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAt(
  path: string,
  { env, loader }: { env?: () => Promise<EnvInfo>; loader?: WidgetLoader } = {},
) {
  const load = env ?? (async () => ({ environment: 'production' as const }));
  const loaderValue: WidgetLoader = loader ?? (() => new Promise(() => {}));
  // Every API call answers 404 at once: the screens' reads fail without waiting for retries.
  const services = createAppServices({
    fetchImpl: fakeFetch({}).fetch,
    navigateTo: vi.fn(),
    reload: vi.fn(),
    retryDelayMs: 0,
  });
  return render(
    <EnvProvider load={load}>
      <ServicesProvider services={services}>
        <WidgetLoaderContext.Provider value={loaderValue}>
          <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
            <AppRoutes />
          </MemoryRouter>
        </WidgetLoaderContext.Provider>
      </ServicesProvider>
    </EnvProvider>,
  );
}

function renderShell(area: AdminArea) {
  const route = area.routes[0]!;
  return render(
    <EnvProvider value={{ environment: 'production' }}>
      <ServicesProvider>
        <MemoryRouter initialEntries={[`/${route.path}`]} future={ROUTER_FUTURE}>
          <Routes>
            <Route element={<Layout />}>
              <Route path={route.path} element={<RouteScreen area={area} route={route} />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ServicesProvider>
    </EnvProvider>,
  );
}

/** Routes with a built screen (issues 3–5); every other one shows the 'Wkrótce' placeholder. */
const BUILT_SCREENS = new Set([
  'zapisany/nowy',
  'zapisany/finalizacja',
  'zapisany/sukces',
  'zapisany/edycja-danych',
  'listy/uczestnicy',
  'listy/:product',
  'listy/wplaty',
  'listy/rozliczenia',
  'klient/klienci',
  'klient/szukaj',
  'klient/dane',
  'klient/dane-edycja',
  'klient/polacz',
  'ustawienia/produkty',
  'ustawienia/cennik',
  'ustawienia/kolumny',
  'ustawienia/webhooki',
  'glowna/kokpit',
  'ankieta/podglad',
  'ankieta/wyniki',
  'ustawienia/kolumny-ankiety',
  'glowna/wybor',
  'glowna/ja',
  'ustawienia/projekt',
  'ustawienia/projekty',
  'ustawienia/nowy-projekt',
  'ustawienia/organizacja',
  'ustawienia/komunikaty',
  'ustawienia/wyslane',
  'ustawienia/historia-zmian',
  'site-admin/organizacje',
  'site-admin/nowa-organizacja',
  'site-admin/konta-platnosci',
  'site-admin/uzytkownicy',
  'site-admin/import-eksport',
]);

describe('admin routes', () => {
  it("renders every static route's screen with its Polish title ('Wkrótce' placeholders)", {
    timeout: 30_000,
  }, async () => {
    for (const route of ADMIN_ROUTES) {
      const path = `/${route.path.replace(':product', 'obiady').replace('*', 'platnosci')}`;
      const view = renderAt(path);
      const heading = await screen.findByRole('heading', { level: 1, name: route.title });
      expect(heading).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(`${route.title} | ${location.host}`));
      if (!BUILT_SCREENS.has(route.path)) {
        expect(screen.getByText('Wkrótce', { selector: '.za-badge' })).toBeTruthy();
        expect(screen.getByText(`/admin${path}`, { selector: 'code' })).toBeTruthy();
      }
      view.unmount();
    }
  });

  it('shows the loading spinner while a screen chunk loads, then the screen', async () => {
    let resolve!: (m: AreaModule) => void;
    const area: AdminArea = {
      id: 'test-slow',
      label: 'Test',
      load: () => new Promise<AreaModule>((r) => (resolve = r)),
      routes: [{ path: 'wolny', title: 'Wolny ekran' }],
    };
    renderShell(area);
    expect(screen.getByRole('status').textContent).toBe(`Wczytywanie ${location.host}...`);
    await act(async () => resolve({ default: ({ route }) => <h1>{route.title}</h1> }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wolny ekran' })).toBeTruthy();
  });

  it('shows the chunk-load error page inside the shell when a screen chunk fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const silence = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', silence);
    try {
      const area: AdminArea = {
        id: 'test-broken',
        label: 'Test',
        load: () =>
          Promise.reject(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })),
        routes: [{ path: 'wolny', title: 'Wolny ekran' }],
      };
      renderShell(area);
      expect(await screen.findByRole('button', { name: 'Odśwież stronę' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Wróć' })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Nawigacja panelu' })).toBeTruthy();
    } finally {
      window.removeEventListener('error', silence);
      vi.unstubAllGlobals();
    }
  });

  it('reports a chunk failure once when a navigation (transition) fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const silence = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', silence);
    try {
      const broken: AdminArea = {
        id: 'test-broken-nav',
        label: 'Test',
        load: () =>
          new Promise((_, reject) =>
            setTimeout(
              () => reject(Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' })),
              5,
            ),
          ),
        routes: [{ path: 'zepsuty', title: 'Zepsuty ekran' }],
      };
      const route = broken.routes[0]!;
      render(
        <EnvProvider value={{ environment: 'production' }}>
          <ServicesProvider>
            <MemoryRouter initialEntries={['/start']} future={ROUTER_FUTURE}>
              <Routes>
                <Route element={<Layout />}>
                  <Route path="start" element={<Link to="/zepsuty">dalej</Link>} />
                  <Route path={route.path} element={<RouteScreen area={broken} route={route} />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </ServicesProvider>
        </EnvProvider>,
      );
      fireEvent.click(screen.getByRole('link', { name: 'dalej' }));
      expect(await screen.findByRole('button', { name: 'Odśwież stronę' })).toBeTruthy();
      await act(async () => {
        await new Promise((r) => setTimeout(r, 20));
      });
      const reports = fetchMock.mock.calls.filter((call) =>
        String((call as unknown[])[0]).endsWith('/console-error'),
      );
      expect(reports).toHaveLength(1);
    } finally {
      window.removeEventListener('error', silence);
      vi.unstubAllGlobals();
    }
  });

  it('shows a Polish 404 screen for unknown admin paths', async () => {
    renderAt('/nie-ma-takiej-strony');
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono strony' })).toBeTruthy();
    expect(screen.getByText('/admin/nie-ma-takiej-strony')).toBeTruthy();
    expect(document.title).toBe(`Nie znaleziono strony | ${location.host}`);
    cleanup();
    renderAt('/ustawienia/projekt/dodatkowy');
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono strony' })).toBeTruthy();
  });

  it('sends /admin to the dashboard', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kokpit' })).toBeTruthy();
  });

  it('has a sidebar grouped by area with the current area open', async () => {
    renderAt('/finanse/czarna-lista');
    await screen.findByRole('heading', { level: 1, name: 'Czarna lista' });
    const nav = screen.getByRole('navigation', { name: 'Nawigacja panelu' });
    const finance = screen.getByRole('button', { name: 'Finanse' });
    expect(finance.getAttribute('aria-expanded')).toBe('true');
    expect(nav.querySelector('.za-nav__link--active')?.textContent).toBe('Czarna lista');
    const settings = screen.getByRole('button', { name: 'Ustawienia' });
    expect(settings.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(settings);
    fireEvent.click(screen.getByRole('link', { name: 'Ustawienia projektu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ustawienia projektu' })).toBeTruthy();
  });
});

describe('session in the shell', () => {
  it('sends a visitor without a session to log-in with the referer kept', async () => {
    localStorage.clear();
    window.history.replaceState(null, '', '/admin/ustawienia/projekt');
    const navigateTo = vi.fn();
    render(
      <ServicesProvider services={createAppServices({ navigateTo })}>
        <EnvProvider value={{ environment: 'production' }}>
          <MemoryRouter initialEntries={['/ustawienia/projekt']} future={ROUTER_FUTURE}>
            <AppRoutes />
          </MemoryRouter>
        </EnvProvider>
      </ServicesProvider>,
    );
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith(
        `/glowne/zaloguj?referer=${encodeURIComponent('/admin/ustawienia/projekt')}`,
      ),
    );
    expect(screen.queryByRole('navigation', { name: 'Nawigacja panelu' })).toBeNull();
  });

  it('an expired stored token is removed and log-in says the session ended, keeping the referer', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ sub: 'u1', role: 'admin' }, -60));
    window.history.replaceState(null, '', '/admin/ustawienia/organizacja?x=1');
    const navigateTo = vi.fn();
    render(
      <ServicesProvider services={createAppServices({ navigateTo })}>
        <EnvProvider value={{ environment: 'production' }}>
          <MemoryRouter initialEntries={['/ustawienia/organizacja?x=1']} future={ROUTER_FUTURE}>
            <AppRoutes />
          </MemoryRouter>
        </EnvProvider>
      </ServicesProvider>,
    );
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith(
        `/glowne/zaloguj?error=sessionExpired&referer=${encodeURIComponent('/admin/ustawienia/organizacja?x=1')}`,
      ),
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("shows the user with links to 'Moje konto' and log-out", async () => {
    renderAt('/glowna/kokpit');
    await screen.findByRole('heading', { level: 1, name: 'Kokpit' });
    expect(screen.getByRole('link', { name: 'Ada Admin' }).getAttribute('href')).toBe('/admin/glowna/ja');
    expect(screen.getByRole('link', { name: 'Wyloguj' }).getAttribute('href')).toBe('/glowne/wyloguj');
    expect(screen.getByText('SuperAdmin')).toBeTruthy();
  });
});

describe('environment in the shell', () => {
  it('shows TESTOWA from /env and keeps rendering when /env fails', async () => {
    const view = renderAt('/glowna/kokpit', { env: async () => ({ environment: 'test' }) });
    await waitFor(() => expect(screen.getByRole('note').textContent).toContain('TESTOWA'));
    view.unmount();
    renderAt('/glowna/kokpit', { env: () => Promise.reject(new Error('offline')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kokpit' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows DEV in development', async () => {
    renderAt('/glowna/kokpit', { env: async () => ({ environment: 'development' }) });
    await waitFor(() => expect(screen.getByRole('note').textContent).toContain('DEV'));
  });
});

describe("'Nowy uczestnik' screen", () => {
  it('asks for the project domain when the address has none', async () => {
    const loader = vi.fn<WidgetLoader>(() => new Promise(() => {}));
    renderAt('/zapisany/nowy', { loader });
    expect(await screen.findByRole('heading', { name: 'Wybierz projekt' })).toBeTruthy();
    expect(loader).not.toHaveBeenCalled();
    const input = screen.getByLabelText('Domena projektu');
    fireEvent.change(input, { target: { value: 'Źle wpisana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Przejdź do formularza' }));
    expect(screen.getByRole('alert').textContent).toMatch(/Podaj domenę projektu/);
    fireEvent.change(input, { target: { value: 'obozy-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Przejdź do formularza' }));
    await waitFor(() => expect(loader).toHaveBeenCalledWith('form'));
  });

  it('mounts the form widget for ?projekt= with the project, API base and the organizer token (adds outside the registration window)', async () => {
    const mount = vi.fn((el: HTMLElement, _options: unknown) => {
      el.textContent = 'formularz';
      return () => {};
    });
    renderAt('/zapisany/nowy?projekt=obozy-2026', { loader: async () => ({ mount }) });
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(mount.mock.calls[0]![1]).toEqual({
      project: 'obozy-2026',
      apiBase: `${location.origin}/services/api`,
      organizer: { token: expect.any(String) },
    });
    expect(screen.getByText('obozy-2026', { selector: '.za-screen__meta strong' })).toBeTruthy();
    await act(async () => {});
  });
});
