import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../api/session.js';
import { createAppServices, ServicesProvider, useApi, useFeedback } from '../app/services.js';
import { apiError, fakeFetch, json, makeToken } from '../testing/fake-api.js';
import { backgroundCountMessage } from './messages.js';
import { TOAST_DURATIONS_MS } from './toast-types.js';

const user = { userId: 'u1', email: 'a@b.pl', firstName: 'Anna', lastName: 'Nowak', role: 'admin' as const };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/admin/ustawienia/projekt?projekt=demo');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Caller({ path, method = 'POST' }: { path: string; method?: 'GET' | 'POST' }) {
  const api = useApi();
  const feedback = useFeedback();
  return (
    <button
      type="button"
      onClick={() => {
        api.request(method, path).then(
          () => feedback.success(),
          (error: unknown) => feedback.handleError(error),
        );
      }}
    >
      wywołaj
    </button>
  );
}

function setup(routes: Record<string, unknown>, path = '/op', method: 'GET' | 'POST' = 'POST') {
  const fake = fakeFetch(routes);
  const navigateTo = vi.fn();
  const reload = vi.fn();
  const services = createAppServices({ fetchImpl: fake.fetch, navigateTo, reload });
  render(
    <ServicesProvider services={services}>
      <Caller path={path} method={method} />
    </ServicesProvider>,
  );
  const click = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'wywołaj' }));
      await vi.advanceTimersByTimeAsync(0);
    });
  };
  return { services, navigateTo, reload, click, calls: fake.calls };
}

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('client error handling table (spec §8 "Client handling")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });

  it("business error: toast 'Nie można wykonać operacji' with the message, not dismissible, 5 s", async () => {
    const { click } = setup({ 'POST /op': () => apiError(409, 'DOMAIN_TAKEN', 'Domena jest zajęta') });
    await click();
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Nie można wykonać operacji');
    expect(toast.textContent).toContain('Domena jest zajęta');
    expect(screen.queryByRole('button', { name: 'Zamknij powiadomienie' })).toBeNull();
    await elapse(4_999);
    expect(screen.queryByRole('alert')).not.toBeNull();
    await elapse(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("validation error: the same title with '- item' lines for 5 s, and a modal 'Niepoprawna operacja.'", async () => {
    const { click } = setup({
      'POST /op': () =>
        apiError(400, 'VALIDATION', 'Popraw formularz', ['name: pole jest wymagane', 'domain: za krótkie']),
    });
    await click();
    const dialog = screen.getByRole('alertdialog', { name: 'Niepoprawna operacja.' });
    expect(dialog.textContent).toContain('Popraw formularz');
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Nie można wykonać operacji');
    expect([...toast.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '- name: pole jest wymagane',
      '- domain: za krótkie',
    ]);
    await elapse(5_000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("HTTP 500: toast 5 s and a modal 'HTTP 500 - Wystąpił wewnętrzny błąd serwera!!!' with message and stack", async () => {
    const { click } = setup({ 'POST /op': () => apiError(500, 'INTERNAL', 'Awaria bazy') });
    await click();
    const dialog = screen.getByRole('alertdialog', {
      name: 'HTTP 500 - Wystąpił wewnętrzny błąd serwera!!!',
    });
    expect(dialog.textContent).toContain('Awaria bazy');
    expect(dialog.querySelector('details pre')?.textContent).toContain('HttpError');
    expect(screen.getByRole('alert').textContent).toContain('Awaria bazy');
    await elapse(5_000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('HTTP 502: reload the page', async () => {
    const { click, reload } = setup({ 'POST /op': () => apiError(502, 'BAD_GATEWAY', 'x') });
    await click();
    expect(reload).toHaveBeenCalledWith(false);
  });

  it("HTTP 504: toast 'Przekroczenie czasu oczekiwania', 6 s, not dismissible", async () => {
    const { click } = setup({ 'POST /op': () => apiError(504, 'TIMEOUT', 'x') });
    await click();
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Przekroczenie czasu oczekiwania');
    expect(toast.textContent).toContain('Operacja trwała zbyt długo i została przerwana. Spróbuj ponownie.');
    expect(screen.queryByRole('button', { name: 'Zamknij powiadomienie' })).toBeNull();
    await elapse(5_999);
    expect(screen.queryByRole('alert')).not.toBeNull();
    await elapse(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("other errors with a message: modal 'Wystąpił nieoczekiwany błąd' + 'Skontaktuj się z administratorem!'", async () => {
    const { click } = setup({ 'POST /op': () => apiError(418, 'TEAPOT', 'Jestem czajnikiem') });
    await click();
    const dialog = screen.getByRole('alertdialog', { name: 'Wystąpił nieoczekiwany błąd' });
    expect(dialog.textContent).toContain('Jestem czajnikiem');
    expect(dialog.textContent).toContain('Skontaktuj się z administratorem!');
  });

  it('forbidden: redirect to /glowne/zaloguj?error=accessDenied&referer=<current>', async () => {
    const { click, navigateTo } = setup({ 'POST /op': () => apiError(403, 'FORBIDDEN', 'Brak dostępu') });
    await click();
    expect(navigateTo).toHaveBeenCalledWith(
      `/glowne/zaloguj?error=accessDenied&referer=${encodeURIComponent('/admin/ustawienia/projekt?projekt=demo')}`,
    );
  });

  it('a token expiring mid-session sends the user to log-in with the referer kept', async () => {
    const { click, navigateTo, services, calls } = setup({ 'POST /op': { ok: true } });
    services.session.signIn(makeToken({ role: 'admin' }, 30), user);
    await elapse(31_000);
    await click();
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith(
      `/glowne/zaloguj?error=sessionExpired&referer=${encodeURIComponent('/admin/ustawienia/projekt?projekt=demo')}`,
    );
  });

  it('401 TOKEN_EXPIRED from the server does the same', async () => {
    const { click, navigateTo, services } = setup({
      'POST /op': () => apiError(401, 'TOKEN_EXPIRED', 'Token wygasł'),
    });
    services.session.signIn(makeToken({ role: 'admin' }, 3600), user);
    await click();
    expect(navigateTo.mock.calls[0]?.[0]).toMatch(
      /^\/glowne\/zaloguj\?error=sessionExpired&referer=%2Fadmin/,
    );
  });

  it("background response: notice 'Przetwarzanie w tle' with the message, 8 s", async () => {
    const { click } = setup({
      'POST /op': () => json({ message: '', eventCount: 3, eventIds: ['a', 'b', 'c'], async: true }, 202),
    });
    await click();
    const notice = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('Przetwarzanie w tle'));
    expect(notice?.textContent).toContain(backgroundCountMessage(3));
    expect(backgroundCountMessage(3)).toBe('Rozpoczęto przetwarzanie w tle: 3 elementy');
    await elapse(7_999);
    expect(screen.queryByText('Przetwarzanie w tle')).not.toBeNull();
    await elapse(1);
    expect(screen.queryByText('Przetwarzanie w tle')).toBeNull();
  });

  it("generic success 'Zapisano zmiany', 3 s, dismissible", async () => {
    const { click } = setup({ 'POST /op': { ok: true } });
    await click();
    expect(screen.getByRole('status').textContent).toContain('Zapisano zmiany');
    expect(screen.getByRole('button', { name: 'Zamknij powiadomienie' })).toBeTruthy();
    await elapse(3_000);
    expect(screen.queryByText('Zapisano zmiany')).toBeNull();
  });
});

describe('toast durations (spec §9)', () => {
  it('info 5 s, warning 6 s, error 15 s, success 3 s, quiet 1 s, background 8 s', () => {
    expect(TOAST_DURATIONS_MS).toEqual({
      info: 5000,
      warning: 6000,
      error: 15000,
      success: 3000,
      quiet: 1000,
      background: 8000,
    });
  });
});
