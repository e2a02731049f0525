import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkErrorPage } from './ChunkErrorPage.js';
import { EnvBanner } from './EnvBanner.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { Spinner } from './Spinner.js';

function Thrower({ error }: { error: Error | null }): JSX.Element {
  if (error) throw error;
  return <p>Treść ekranu</p>;
}

let flakyFails = true;
function Flaky() {
  if (flakyFails) throw new Error('chwilowy błąd');
  return <p>Działa</p>;
}

function Harness() {
  const [key, setKey] = useState('a');
  return (
    <>
      <button type="button" onClick={() => setKey('b')}>
        dalej
      </button>
      <ErrorBoundary resetKey={key} onError={() => {}}>
        <Thrower error={key === 'a' ? new Error('pierwszy') : null} />
      </ErrorBoundary>
    </>
  );
}

const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{}', { status: 200 }));
// React (dev) rethrows render errors through window 'error' events; jsdom would print them.
const silence = (event: ErrorEvent) => event.preventDefault();

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  // React logs caught render errors; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.addEventListener('error', silence);
});

afterEach(() => {
  window.removeEventListener('error', silence);
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loading spinner', () => {
  it("reads 'Wczytywanie {host}...'", () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe(`Wczytywanie ${location.host}...`);
  });
});

describe('chunk-load error page', () => {
  it("says the version may be outdated and offers 'Wróć' and 'Odśwież stronę'", () => {
    const onBack = vi.fn();
    const onReload = vi.fn();
    render(<ChunkErrorPage onBack={onBack} onReload={onReload} />);
    expect(screen.getByRole('alert').textContent).toMatch(/nieaktualną wersję/);
    fireEvent.click(screen.getByRole('button', { name: 'Wróć' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Odśwież stronę' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('is what the boundary shows for a ChunkLoadError; Wróć goes back in history', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const error = Object.assign(new Error('Loading chunk 541 failed.'), { name: 'ChunkLoadError' });
    render(
      <ErrorBoundary>
        <Thrower error={error} />
      </ErrorBoundary>,
    );
    expect(screen.queryByText('Coś poszło nie tak')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Wróć' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Odśwież stronę' })).toBeTruthy();
  });

  it("'Odśwież stronę' clears Cache Storage and reloads", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['v1', 'v2'],
      delete: async (key: string) => {
        deleted.push(key);
        return true;
      },
    });
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      const { clearCachesAndReload } = await import('../lib/chunk-error.js');
      localStorage.setItem('zapisy:cache:project:obozy', '{}');
      localStorage.setItem('zapisy:token', 'keep');
      await clearCachesAndReload();
      expect(deleted).toEqual(['v1', 'v2']);
      expect(localStorage.getItem('zapisy:cache:project:obozy')).toBeNull();
      expect(localStorage.getItem('zapisy:token')).toBe('keep');
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});

describe('generic render error', () => {
  it("shows 'Coś poszło nie tak' with 'Wystąpił błąd:' and reports the error", async () => {
    render(
      <ErrorBoundary>
        <Thrower error={new Error('Nie można odczytać pola')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Coś poszło nie tak' })).toBeTruthy();
    const block = screen.getByRole('alert');
    expect(block.textContent).toContain('Wystąpił błąd:');
    expect(block.textContent).toContain('Nie można odczytać pola');
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/services/api/console-error');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      message: 'Nie można odczytać pola',
      url: location.href,
      userAgent: navigator.userAgent,
      user: 'anonymous',
      role: 'guest',
    });
    expect(typeof body.username).toBe('string');
    expect(typeof body.timestamp).toBe('string');
    expect(body.stack).toContain('Nie można odczytać pola');
  });

  it('never throws when the report fails', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Thrower error={new Error('boom')} />
      </ErrorBoundary>,
    );
    await act(async () => {});
    expect(screen.getByText('Coś poszło nie tak')).toBeTruthy();
  });

  it("'Spróbuj ponownie' resets the boundary", () => {
    flakyFails = true;
    render(
      <ErrorBoundary onError={() => {}}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('chwilowy błąd')).toBeTruthy();
    flakyFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(screen.getByText('Działa')).toBeTruthy();
  });

  it('resets when the reset key changes (navigation)', () => {
    render(<Harness />);
    expect(screen.getByText('pierwszy')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'dalej' }));
    expect(screen.getByText('Treść ekranu')).toBeTruthy();
  });
});

describe('environment banner', () => {
  it('shows TESTOWA in test, DEV in development and nothing in production', () => {
    const { rerender, container } = render(<EnvBanner environment="test" />);
    expect(screen.getByRole('note').textContent).toContain('TESTOWA');
    rerender(<EnvBanner environment="development" />);
    expect(screen.getByRole('note').textContent).toContain('DEV');
    rerender(<EnvBanner environment="production" />);
    expect(container.innerHTML).toBe('');
    rerender(<EnvBanner environment={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
