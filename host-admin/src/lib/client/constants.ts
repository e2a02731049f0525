import { LOCAL_CACHE_PREFIX } from '../chunk-error.js';

/**
 * The spec's client constants in one place (first document §4 Session, §3 Browser storage, §9; second
 * document §9). Every timing of the admin's caching and remembered preferences reads them from here.
 */

/** §4 "Project data is cached locally for 180 s": fresh that long, then read again. */
export const PROJECT_CACHE_FRESH_MS = 180_000;
/** §4 "… with the previous copy kept 18000 s": shown while the fresh one loads, dropped after that. */
export const PROJECT_CACHE_KEEP_MS = 18_000_000;
/** §3 "the year/month filter (kept 4 days)", §9 "Year/month filter stored 345600 s". */
export const YEAR_MONTH_FILTER_TTL_MS = 345_600_000;
/** Second document §9 "Current-event-only preference stored 1 hour (3600000 ms) with a debounce helper". */
export const CURRENT_EVENT_ONLY_TTL_MS = 3_600_000;
/** Second document §9 "Page refresh after project reload 200 ms". */
export const PROJECT_RELOAD_REFRESH_MS = 200;
/** §9 "Default storage ttl 86400 s". */
export const DEFAULT_STORAGE_TTL_MS = 86_400_000;
/** §9 "Default debounce 300 ms". */
export const DEFAULT_DEBOUNCE_MS = 300;
/** §2 "Navigation may carry a state object as an encoded query parameter 'state'". */
export const NAVIGATION_STATE_PARAM = 'state';

/** localStorage prefixes: the project cache sits under the prefix a cache clear removes; preferences do not. */
export const PROJECT_CACHE_PREFIX = `${LOCAL_CACHE_PREFIX}project:`;
export const PREFERENCE_PREFIX = 'zapisy:pref:';
