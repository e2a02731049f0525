/**
 * The admin's remembered preferences (first document §3 Browser storage, §9; second document §9): the
 * year/month filter kept 4 days, the 'current project only' choice kept 1 hour and written through the
 * default debounce, and 'do not show again' remembered per dialog header.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CURRENT_EVENT_ONLY_TTL_MS,
  DEFAULT_DEBOUNCE_MS,
  PREFERENCE_PREFIX,
  YEAR_MONTH_FILTER_TTL_MS,
} from './constants.js';
import { readTimed, writeTimed } from './timed-storage.js';

/** A value read from storage at first render and written back (after `debounceMs`, if set) when it changes. */
export function useTimedPreference<T>(
  key: string,
  initial: T,
  ttlMs: number | null,
  debounceMs = 0,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => readTimed<T>(key) ?? initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<{ key: string; value: T } | undefined>(undefined);
  const flush = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    if (latest.current) writeTimed(latest.current.key, latest.current.value, ttlMs);
    latest.current = undefined;
  }, [ttlMs]);
  // A pending write is not lost when the screen closes.
  useEffect(() => flush, [flush]);
  const set = useCallback(
    (next: T) => {
      setValue(next);
      latest.current = { key, value: next };
      if (debounceMs <= 0) return flush();
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = setTimeout(flush, debounceMs);
    },
    [key, debounceMs, flush],
  );
  return [value, set];
}

/** A chosen year and month (1–12); null = all. */
export interface YearMonth {
  year: number | null;
  month: number | null;
}

export const ALL_YEAR_MONTH: YearMonth = { year: null, month: null };

export const yearMonthKey = (scope: string) => `${PREFERENCE_PREFIX}year-month:${scope}`;
export const CURRENT_EVENT_ONLY_KEY = `${PREFERENCE_PREFIX}current-event-only`;
export const dontShowAgainKey = (header: string) => `${PREFERENCE_PREFIX}dont-show-again:${header}`;

/** First document §3: "the year/month filter (kept 4 days)". `scope` names the screen it filters. */
export function useYearMonthFilter(scope: string) {
  return useTimedPreference<YearMonth>(yearMonthKey(scope), ALL_YEAR_MONTH, YEAR_MONTH_FILTER_TTL_MS);
}

/** Second document §9: "Current-event-only preference stored 1 hour (3600000 ms) with a debounce helper". */
export function useCurrentEventOnly(initial = true) {
  return useTimedPreference<boolean>(
    CURRENT_EVENT_ONLY_KEY,
    initial,
    CURRENT_EVENT_ONLY_TTL_MS,
    DEFAULT_DEBOUNCE_MS,
  );
}

/** First document §9: "The 'do not show again' modal preference is stored per header". */
export function useDontShowAgain(header: string): [hidden: boolean, hide: () => void] {
  const [hidden, setHidden] = useTimedPreference<boolean>(dontShowAgainKey(header), false, null);
  return [hidden, useCallback(() => setHidden(true), [setHidden])];
}
