/**
 * The admin's one QueryClient: server state cached per query key, reads retried only when safe, and every
 * error of a query or a mutation handed to the spec's client handling (§8: toasts, modals, the log-in
 * redirect) in one place, unless the caller shows it itself (`meta: { showsErrors: true }`, e.g. a form
 * that puts a 400 list under its fields).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { PROJECT_CACHE_FRESH_MS, PROJECT_CACHE_KEEP_MS } from '../client/constants.js';
import { shouldRetryRead } from './retry-policy.js';

export interface QueryErrorMeta extends Record<string, unknown> {
  /** The screen shows this error itself; the global handling leaves it alone. */
  showsErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryErrorMeta;
    mutationMeta: QueryErrorMeta;
  }
}

export interface QueryClientOptions {
  onError: (error: unknown) => void;
  /** Delay before a retry (default TanStack's 1 s, 2 s, 4 s…); tests pass 0. */
  retryDelayMs?: number;
}

/** Spec §9 "Project cache 180 s": what a screen read stays fresh that long unless a change invalidates it. */
export const STALE_TIME_MS = PROJECT_CACHE_FRESH_MS;
/** Spec §4 "with the previous copy kept 18000 s": an unused result stays in memory that long. */
export const GC_TIME_MS = PROJECT_CACHE_KEEP_MS;

export function createQueryClient(options: QueryClientOptions): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.showsErrors) options.onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.showsErrors) options.onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        retry: shouldRetryRead,
        ...(options.retryDelayMs !== undefined ? { retryDelay: options.retryDelayMs } : {}),
        refetchOnWindowFocus: false,
      },
      // A write is never repeated by itself: the server may have done it already.
      mutations: { retry: false },
    },
  });
}
