import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query/query-client.js';
import {
  CURRENT_EVENT_ONLY_TTL_MS,
  DEFAULT_DEBOUNCE_MS,
  NAVIGATION_STATE_PARAM,
  PROJECT_CACHE_FRESH_MS,
  PROJECT_CACHE_KEEP_MS,
  PROJECT_RELOAD_REFRESH_MS,
  YEAR_MONTH_FILTER_TTL_MS,
} from './constants.js';
import { decodeNavigationState, navigationStateOf, withNavigationState } from './navigation-state.js';
import {
  CURRENT_EVENT_ONLY_KEY,
  useCurrentEventOnly,
  useDontShowAgain,
  useYearMonthFilter,
} from './preferences.js';
import { readCachedProject, reloadProject, writeCachedProject } from './project-cache.js';
import { readTimed, writeTimed } from './timed-storage.js';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00.000Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the spec’s client constants (§4 Session, §9)', () => {
  it('hold the spec’s figures', () => {
    expect(PROJECT_CACHE_FRESH_MS).toBe(180 * 1000);
    expect(PROJECT_CACHE_KEEP_MS).toBe(18_000 * 1000);
    expect(YEAR_MONTH_FILTER_TTL_MS).toBe(345_600 * 1000);
    expect(YEAR_MONTH_FILTER_TTL_MS).toBe(4 * 24 * 3600 * 1000);
    expect(CURRENT_EVENT_ONLY_TTL_MS).toBe(3_600_000);
    expect(PROJECT_RELOAD_REFRESH_MS).toBe(200);
    expect(NAVIGATION_STATE_PARAM).toBe('state');
  });

  it('the admin’s query client keeps reads fresh 180 s and unused copies 18000 s', () => {
    const client = createQueryClient({ onError: () => {} });
    expect(client.getDefaultOptions().queries).toMatchObject({
      staleTime: PROJECT_CACHE_FRESH_MS,
      gcTime: PROJECT_CACHE_KEEP_MS,
    });
  });
});

describe('timed storage', () => {
  it('reads a value until it expires, then removes it', () => {
    writeTimed('k', { a: 1 }, 1_000);
    vi.advanceTimersByTime(999);
    expect(readTimed('k')).toEqual({ a: 1 });
    vi.advanceTimersByTime(1);
    expect(readTimed('k')).toBeUndefined();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('an unreadable entry reads as absent', () => {
    localStorage.setItem('k', '{nie json');
    expect(readTimed('k')).toBeUndefined();
  });
});

describe('"Project data is cached locally for 180 s, with the previous copy kept 18000 s" (§4)', () => {
  it('keeps the copy with its read time for 18000 s, then drops it', () => {
    writeCachedProject('p1', { name: 'Obóz' });
    expect(readCachedProject('p1')).toEqual({ data: { name: 'Obóz' }, savedAt: Date.now() - 0 });
    vi.advanceTimersByTime(PROJECT_CACHE_KEEP_MS - 1);
    expect(readCachedProject('p1')?.data).toEqual({ name: 'Obóz' });
    vi.advanceTimersByTime(1);
    expect(readCachedProject('p1')).toBeUndefined();
  });

  it('"Page refresh after project reload 200 ms": the copy is dropped, the project read again, the page refreshed 200 ms later', async () => {
    writeCachedProject('p1', { name: 'Obóz' });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const refresh = vi.fn();
    await reloadProject(client, 'p1', refresh);
    expect(readCachedProject('p1')).toBeUndefined();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['project', 'p1'] });
    vi.advanceTimersByTime(PROJECT_RELOAD_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

function YearMonthProbe({ scope }: { scope: string }) {
  const [value, set] = useYearMonthFilter(scope);
  return (
    <button type="button" onClick={() => set({ year: 2026, month: 3 })}>
      {value.year ?? 'wszystkie'}/{value.month ?? 'wszystkie'}
    </button>
  );
}

function CurrentOnlyProbe() {
  const [only, set] = useCurrentEventOnly();
  return (
    <button type="button" onClick={() => set(!only)}>
      {only ? 'bieżący' : 'wszystkie'}
    </button>
  );
}

function DontShowProbe({ header }: { header: string }) {
  const [hidden, hide] = useDontShowAgain(header);
  return (
    <button type="button" onClick={hide}>
      {hidden ? 'ukryte' : 'widoczne'}
    </button>
  );
}

describe('remembered preferences', () => {
  it('"the year/month filter (kept 4 days)": remembered for 4 days, forgotten after', () => {
    const first = render(<YearMonthProbe scope="klient" />);
    act(() => screen.getByRole('button').click());
    first.unmount();
    vi.advanceTimersByTime(YEAR_MONTH_FILTER_TTL_MS - 1);
    const again = render(<YearMonthProbe scope="klient" />);
    expect(screen.getByRole('button').textContent).toBe('2026/3');
    again.unmount();
    vi.advanceTimersByTime(1);
    render(<YearMonthProbe scope="klient" />);
    expect(screen.getByRole('button').textContent).toBe('wszystkie/wszystkie');
  });

  it('"Current-event-only preference stored 1 hour with a debounce helper": written after 300 ms, kept 1 hour', () => {
    const view = render(<CurrentOnlyProbe />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('wszystkie');
    expect(localStorage.getItem(CURRENT_EVENT_ONLY_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS));
    expect(readTimed(CURRENT_EVENT_ONLY_KEY)).toBe(false);
    view.unmount();
    vi.advanceTimersByTime(CURRENT_EVENT_ONLY_TTL_MS - 1);
    const again = render(<CurrentOnlyProbe />);
    expect(screen.getByRole('button').textContent).toBe('wszystkie');
    again.unmount();
    vi.advanceTimersByTime(1);
    render(<CurrentOnlyProbe />);
    expect(screen.getByRole('button').textContent).toBe('bieżący');
  });

  it('a pending debounced write is kept when the screen closes', () => {
    const view = render(<CurrentOnlyProbe />);
    act(() => screen.getByRole('button').click());
    view.unmount();
    expect(readTimed(CURRENT_EVENT_ONLY_KEY)).toBe(false);
  });

  it('"The \'do not show again\' modal preference is stored per header"', () => {
    const view = render(<DontShowProbe header="Rabat ręczny" />);
    act(() => screen.getByRole('button').click());
    view.unmount();
    vi.advanceTimersByTime(PROJECT_CACHE_KEEP_MS * 100);
    const same = render(<DontShowProbe header="Rabat ręczny" />);
    expect(screen.getByRole('button').textContent).toBe('ukryte');
    same.unmount();
    render(<DontShowProbe header="Inny nagłówek" />);
    expect(screen.getByRole('button').textContent).toBe('widoczne');
  });
});

describe('"Navigation may carry a state object as an encoded query parameter \'state\'" (§2)', () => {
  it('round-trips an object with Polish text through the state parameter, keeping the other parameters', () => {
    const path = withNavigationState('/klient/dane?id=c1', { tab: 'należności', back: '/listy/uczestnicy' });
    const query = path.split('?')[1] ?? '';
    expect(new URLSearchParams(query).get('id')).toBe('c1');
    expect(navigationStateOf(query)).toEqual({ tab: 'należności', back: '/listy/uczestnicy' });
  });

  it('a missing or malformed state is no state', () => {
    expect(decodeNavigationState(null)).toBeNull();
    expect(decodeNavigationState('%%%')).toBeNull();
    expect(decodeNavigationState(btoa('[1,2]'))).toBeNull();
  });
});
