import { useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServices, ServicesProvider, useApi } from '../../app/services.js';
import { FeedbackMessages } from '../../feedback/messages.js';
import { storeAdminSession } from '../../testing/admin-session.js';
import { apiError, fakeFetch, json } from '../../testing/fake-api.js';
import { useApiMutation } from './use-api-mutation.js';

beforeEach(storeAdminSession);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(routes: Record<string, unknown>) {
  const fake = fakeFetch(routes);
  const navigateTo = vi.fn();
  const services = createAppServices({ fetchImpl: fake.fetch, navigateTo, reload: vi.fn(), retryDelayMs: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>{children}</ServicesProvider>
  );
  const read = (path: string, meta?: { showsErrors: boolean }) =>
    renderHook(
      () => {
        const api = useApi();
        return useQuery({ queryKey: [path], queryFn: () => api.get(path), ...(meta ? { meta } : {}) });
      },
      { wrapper },
    );
  return { services, navigateTo, calls: fake.calls, wrapper, read };
}

const toasts = (s: ReturnType<typeof setup>) => s.services.feedback.getState().toasts;
const modals = (s: ReturnType<typeof setup>) => s.services.feedback.getState().modals;

describe('server state errors in one place (spec §8 "Client handling")', () => {
  it('a 400 is not retried and its list goes to the toast and the modal', async () => {
    const s = setup({
      'GET /x': () =>
        apiError(400, 'VALIDATION', 'Wystąpiły błędy walidacji', ['body.a: pole jest wymagane']),
    });
    const { result } = s.read('/x');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(s.calls).toHaveLength(1);
    expect(toasts(s)[0]).toMatchObject({
      title: FeedbackMessages.businessTitle,
      lines: ['body.a: pole jest wymagane'],
    });
    expect(modals(s)[0]).toMatchObject({ title: FeedbackMessages.validationModal });
  });

  it('a 403 sends to log-in with error=accessDenied and the current address', async () => {
    const s = setup({ 'GET /x': () => apiError(403, 'FORBIDDEN', 'Brak dostępu') });
    const { result } = s.read('/x');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(s.calls).toHaveLength(1);
    expect(s.navigateTo).toHaveBeenCalledWith(
      expect.stringMatching(/^\/glowne\/zaloguj\?error=accessDenied&referer=/),
    );
  });

  it("a 504 shows 'Przekroczenie czasu oczekiwania' and is not retried", async () => {
    const s = setup({ 'GET /x': () => apiError(504, 'TIMEOUT', 'Przekroczono czas') });
    const { result } = s.read('/x');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(s.calls).toHaveLength(1);
    expect(toasts(s)[0]).toMatchObject({ title: FeedbackMessages.timeoutTitle, durationMs: 6_000 });
  });

  it('a read that met no answer is tried twice more, then reported once', async () => {
    let calls = 0;
    const failing = vi.fn(async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    });
    const services = createAppServices({
      fetchImpl: failing as typeof fetch,
      navigateTo: vi.fn(),
      reload: vi.fn(),
      retryDelayMs: 0,
    });
    const { result } = renderHook(
      () => {
        const api = useApi();
        return useQuery({ queryKey: ['net'], queryFn: () => api.get('/x') });
      },
      { wrapper: ({ children }) => <ServicesProvider services={services}>{children}</ServicesProvider> },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toBe(3);
    expect(services.feedback.getState().modals).toHaveLength(1);
    expect(services.feedback.getState().modals[0]?.message).toMatch(/^Brak odpowiedzi serwera/);
    expect(services.feedback.getState().toasts).toHaveLength(0);
  });

  it('a screen that shows the error itself (meta.showsErrors) gets no global toast', async () => {
    const s = setup({ 'GET /x': () => apiError(409, 'BUSINESS', 'Projekt jest zamknięty') });
    const { result } = s.read('/x', { showsErrors: true });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toasts(s)).toHaveLength(0);
  });
});

describe('useApiMutation', () => {
  it('a 409 business refusal is shown with its message and never retried', async () => {
    const s = setup({ 'POST /y': () => apiError(409, 'BUSINESS', 'Miejsca się skończyły') });
    const { result } = renderHook(
      () => {
        const api = useApi();
        return useApiMutation({ mutationFn: () => api.post('/y') });
      },
      { wrapper: s.wrapper },
    );
    await act(async () => {
      await result.current.mutateAsync().catch(() => undefined);
    });
    expect(s.calls).toHaveLength(1);
    expect(toasts(s)[0]).toMatchObject({
      title: FeedbackMessages.businessTitle,
      message: 'Miejsca się skończyły',
    });
  });

  it('reads the invalidated queries again after the change', async () => {
    let version = 1;
    const s = setup({ 'GET /items': () => json({ version }), 'POST /items': () => json({ ok: true }) });
    const { result } = renderHook(
      () => {
        const api = useApi();
        const query = useQuery({
          queryKey: ['items'],
          queryFn: () => api.get<{ version: number }>('/items'),
        });
        const mutation = useApiMutation({ mutationFn: () => api.post('/items'), invalidates: [['items']] });
        return { query, mutation };
      },
      { wrapper: s.wrapper },
    );
    await waitFor(() => expect(result.current.query.data).toEqual({ version: 1 }));
    version = 2;
    await act(async () => {
      await result.current.mutation.mutateAsync();
    });
    await waitFor(() => expect(result.current.query.data).toEqual({ version: 2 }));
  });
});
