import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { type ApiClient, createApiClient } from '../api/client.js';
import { createSessionStore, type Session, type SessionStore } from '../api/session.js';
import { type TypedApi, typedApi } from '../api/typed-api.js';
import { applyFeedbackPlan, type FeedbackEffects } from '../feedback/apply-plan.js';
import { backgroundToast, feedbackForError } from '../feedback/error-feedback.js';
import { ModalHost } from '../feedback/ModalHost.js';
import { FeedbackMessages } from '../feedback/messages.js';
import { FeedbackStore } from '../feedback/store.js';
import { Toaster } from '../feedback/Toaster.js';
import type { ModalInput, ToastInput } from '../feedback/toast-types.js';
import { clearCachesAndReload } from '../lib/chunk-error.js';
import { createQueryClient } from '../lib/query/query-client.js';

/**
 * Everything screens share: the API client, the server state cache, the session and the feedback (toasts,
 * modals, redirects).
 */
export interface AppServices {
  api: ApiClient;
  queryClient: QueryClient;
  session: SessionStore;
  feedback: FeedbackStore;
  effects: FeedbackEffects;
}

export interface CreateServicesOptions {
  fetchImpl?: typeof fetch;
  storage?: Storage;
  now?: () => Date;
  navigateTo?: (url: string) => void;
  reload?: (clearCaches: boolean) => void;
  /** Delay before a read is retried (tests pass 0). */
  retryDelayMs?: number;
}

export function createAppServices(options: CreateServicesOptions = {}): AppServices {
  const feedback = new FeedbackStore();
  const session = createSessionStore({ storage: options.storage, now: options.now });
  const api = createApiClient({
    session,
    fetchImpl: options.fetchImpl,
    onBackground: (body) => feedback.toast(backgroundToast(body)),
  });
  // Set once a full-page navigation started (log-in redirect): later redirects must not override it.
  let leaving = false;
  const effects: FeedbackEffects = {
    store: feedback,
    navigateTo: (url) => {
      leaving = true;
      (options.navigateTo ?? ((to: string) => window.location.assign(to)))(url);
    },
    leaving: () => leaving,
    reload:
      options.reload ??
      ((clearCaches) => (clearCaches ? void clearCachesAndReload() : window.location.reload())),
    currentAddress: () => `${window.location.pathname}${window.location.search}`,
  };
  const queryClient = createQueryClient({
    onError: (error) => applyFeedbackPlan(feedbackForError(error), effects),
    ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}),
  });
  // What one user read is not shown to the next one on this browser.
  session.subscribe(() => {
    if (!session.current().loggedIn) queryClient.clear();
  });
  return { api, queryClient, session, feedback, effects };
}

const ServicesContext = createContext<AppServices | null>(null);
let defaultServices: AppServices | null = null;

/** Provides the services and renders the toasts and modals. */
export function ServicesProvider({ services, children }: { services?: AppServices; children: ReactNode }) {
  const value = useMemo(() => services ?? getDefaultServices(), [services]);
  return (
    <ServicesContext.Provider value={value}>
      <QueryClientProvider client={value.queryClient}>
        {children}
        <Toaster store={value.feedback} />
        <ModalHost store={value.feedback} />
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}

function getDefaultServices(): AppServices {
  defaultServices ??= createAppServices();
  return defaultServices;
}

export function useServices(): AppServices {
  return useContext(ServicesContext) ?? getDefaultServices();
}

export function useApi(): ApiClient {
  return useServices().api;
}

/** The API calls typed by the server's OpenAPI document, over the shared client. */
export function useTypedApi(): TypedApi {
  const { api } = useServices();
  return useMemo(() => typedApi(api), [api]);
}

/** The current session; re-renders on log-in, log-out and expiry. */
export function useSession(): Session {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.current, session.current);
}

export interface Feedback {
  /** Spec §8 client handling of an error (toast, modal, log-in redirect, reload). */
  handleError(error: unknown): void;
  /** Generic success toast 'Zapisano zmiany' (3 s). */
  success(message?: string): void;
  toast(input: ToastInput): void;
  modal(input: ModalInput): void;
}

export function useFeedback(): Feedback {
  const { feedback, effects } = useServices();
  return useMemo<Feedback>(
    () => ({
      handleError: (error) => applyFeedbackPlan(feedbackForError(error), effects),
      success: (message = FeedbackMessages.success) => feedback.toast({ kind: 'success', title: message }),
      toast: (input) => feedback.toast(input),
      modal: (input) => feedback.modal(input),
    }),
    [feedback, effects],
  );
}
