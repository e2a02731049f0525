/**
 * First document §4: "Project data is cached locally for 180 s, with the previous copy kept 18000 s". The
 * project document read from the server is kept in localStorage with the moment it was read: a copy under
 * 180 s old is used as is; an older one (up to 18000 s) is shown at once while the fresh one loads; past
 * that it is dropped. TanStack Query keeps the same times in memory (staleTime, gcTime).
 * Second document §9: "Page refresh after project reload 200 ms".
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query/query-keys.js';
import { PROJECT_CACHE_KEEP_MS, PROJECT_CACHE_PREFIX, PROJECT_RELOAD_REFRESH_MS } from './constants.js';
import { readTimed, removeTimed, type TimedStorageOptions, writeTimed } from './timed-storage.js';

export interface CachedProject<T> {
  data: T;
  /** When the copy was read from the server (ms since the epoch): TanStack's initialDataUpdatedAt. */
  savedAt: number;
}

const keyOf = (eventId: string) => `${PROJECT_CACHE_PREFIX}${eventId}`;

export function readCachedProject<T>(
  eventId: string,
  options: TimedStorageOptions = {},
): CachedProject<T> | undefined {
  return readTimed<CachedProject<T>>(keyOf(eventId), options);
}

export function writeCachedProject<T>(eventId: string, data: T, options: TimedStorageOptions = {}): void {
  const savedAt = options.now?.() ?? Date.now();
  writeTimed<CachedProject<T>>(keyOf(eventId), { data, savedAt }, PROJECT_CACHE_KEEP_MS, options);
}

export function forgetCachedProject(eventId: string, options: TimedStorageOptions = {}): void {
  removeTimed(keyOf(eventId), options);
}

/**
 * Reloads a project: its local copy is dropped, its queries read again, and `refreshPage` runs 200 ms later
 * (§9), so every screen starts from the reloaded project. Returns a cancel for the pending refresh.
 */
export async function reloadProject(
  queryClient: QueryClient,
  eventId: string,
  refreshPage: () => void,
): Promise<() => void> {
  forgetCachedProject(eventId);
  await queryClient.invalidateQueries({ queryKey: queryKeys.project(eventId) });
  const timer = setTimeout(refreshPage, PROJECT_RELOAD_REFRESH_MS);
  return () => clearTimeout(timer);
}
