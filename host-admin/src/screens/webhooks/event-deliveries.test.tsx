import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeCall, json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { formatWarsawDateTime } from '../history/warsaw-time.js';
import { FAILED_PAGE_SIZE } from './use-failed-deliveries.js';

withAdminSession();

const PATH = '/ustawienia/webhooki?projekt=szkola';
const SUBSCRIBERS = 'GET /event-deliveries/p1/subscribers';
const FAILED = 'GET /event-deliveries/p1/failed';
const RETRY = (domainEventId: string, subscriberId: string) =>
  `POST /event-deliveries/p1/failed/${domainEventId}/${encodeURIComponent(subscriberId)}/retry`;

const crm = {
  id: 'plugin:crm:sync',
  title: 'Synchronizacja z CRM',
  events: [
    { name: 'payment.completed', label: 'Opłacenie zgłoszenia' },
    { name: 'registration.completed', label: 'Zakończenie zapisu' },
  ],
  failed: 2,
  retrying: 1,
};
const mailer = {
  id: 'plugin:mailer:welcome',
  title: 'Powitalne maile',
  events: [{ name: 'registration.completed', label: 'Zakończenie zapisu' }],
  failed: 0,
  retrying: 0,
};

function failed(n: number, extra: Record<string, unknown> = {}) {
  return {
    domainEventId: `e${n}`,
    name: 'payment.completed',
    label: 'Opłacenie zgłoszenia',
    occurredAt: new Date(Date.UTC(2026, 6, 1, 10, 0) - n * 60_000).toISOString(),
    subscriberId: crm.id,
    subscriberTitle: crm.title,
    state: 'failed',
    attempts: 5,
    lastError: 'Serwer CRM nie odpowiada',
    failedAt: new Date(Date.UTC(2026, 6, 1, 11, 0)).toISOString(),
    nextAttemptAt: null,
    ...extra,
  };
}

/** The fake list, newest first, per subscriber and paged by the `before` cursor as the API pages it. */
function failedRoute(items: ReturnType<typeof failed>[]) {
  return (call: FakeCall) => {
    const q = new URL(call.path, 'http://x').searchParams;
    const mine = items.filter((d) => d.subscriberId === q.get('subscriberId'));
    const limit = Number(q.get('limit') ?? 50);
    const before = q.get('before');
    const start = before ? mine.findIndex((d) => d.domainEventId === before) + 1 : 0;
    const page = mine.slice(start, start + limit);
    const more = start + limit < mine.length;
    return json({ items: page, next: more ? (page[page.length - 1]?.domainEventId ?? null) : null });
  };
}

const base = { 'GET /webhooks/p1/deliveries': { items: [], next: null } };
const failedCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.path.startsWith('/event-deliveries/p1/failed?'));
const rows = () => screen.getAllByTestId('failed-event-delivery');
const cells = (row: HTMLElement) => [...row.children].map((c) => c.textContent);

describe("/admin/ustawienia/webhooki — 'Dostawy zdarzeń do subskrybentów'", () => {
  it('lists subscribers with their counts and the first one’s failed deliveries, in Polish only', async () => {
    const items = [
      failed(1, {
        state: 'retrying',
        attempts: 2,
        nextAttemptAt: new Date(Date.UTC(2026, 6, 1, 10, 32)).toISOString(),
      }),
      failed(2, { name: 'registration.completed', label: 'Zakończenie zapisu', lastError: null }),
    ];
    const calls = renderAdmin(PATH, { ...base, [SUBSCRIBERS]: [crm, mailer], [FAILED]: failedRoute(items) });
    const title = await screen.findByRole(
      'heading',
      { name: 'Dostawy zdarzeń do subskrybentów' },
      { timeout: 5_000 },
    );
    const section = title.closest('section') as HTMLElement;
    const subscribers = await within(section).findAllByTestId('event-subscriber');
    expect(subscribers.map((r) => cells(r).slice(0, 4))).toEqual([
      ['Synchronizacja z CRM', 'Opłacenie zgłoszenia, Zakończenie zapisu', '2', '1'],
      ['Powitalne maile', 'Zakończenie zapisu', '0', '0'],
    ]);
    const headers = within(section)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Nieudane', 'Ponawiane']));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    // The same date format as the webhook delivery log above it (Warsaw time).
    expect(cells(first).slice(0, 5)).toEqual([
      'Opłacenie zgłoszenia',
      formatWarsawDateTime('2026-07-01T09:59:00.000Z'),
      '2',
      'Serwer CRM nie odpowiada',
      `Kolejna próba ${formatWarsawDateTime('2026-07-01T10:32:00.000Z')}`,
    ]);
    expect(cells(second).slice(0, 5)).toEqual([
      'Zakończenie zapisu',
      formatWarsawDateTime('2026-07-01T09:58:00.000Z'),
      '5',
      '—',
      'Wstrzymane — wyczerpano próby',
    ]);
    expect(within(first).getByRole('button', { name: /^Ponów/ })).toBeTruthy();
    // No raw ids or event names reach the organizer.
    expect(section.textContent).not.toMatch(/plugin:|payment\.completed|registration\.completed|retrying|e1/);
    const query = Object.fromEntries(new URL(failedCalls(calls)[0]?.path ?? '', 'http://x').searchParams);
    expect(query).toEqual({ subscriberId: crm.id, limit: String(FAILED_PAGE_SIZE) });
  });

  it('shows the empty state when every event was handed over, also for a chosen subscriber', async () => {
    renderAdmin(PATH, { ...base, [SUBSCRIBERS]: [mailer], [FAILED]: failedRoute([]) });
    expect(
      await screen.findByText('Wszystkie zdarzenia zostały przekazane.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż dostawy: Powitalne maile' }));
    expect(await screen.findByRole('heading', { name: 'Nieudane dostawy: Powitalne maile' })).toBeTruthy();
    expect(await screen.findByText('Wszystkie zdarzenia zostały przekazane.')).toBeTruthy();
    expect(screen.queryByTestId('failed-event-delivery')).toBeNull();
  });

  it("'Ponów' posts to the delivery's retry URL, says it is scheduled (not delivered) and refreshes the list", async () => {
    let items = [failed(1), failed(2)];
    let counts = crm;
    const calls = renderAdmin(PATH, {
      ...base,
      [SUBSCRIBERS]: () => json([counts, mailer]),
      [FAILED]: (call: FakeCall) => failedRoute(items)(call),
      [RETRY('e1', crm.id)]: () => {
        items = [failed(2)];
        counts = { ...crm, failed: 1 };
        return new Response(null, { status: 202 });
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(2), { timeout: 5_000 });
    const button = within(rows()[0] as HTMLElement).getByRole('button', { name: /^Ponów/ });
    fireEvent.click(button);
    expect(button.textContent).toBe('Ponawianie…');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Ponowienie zaplanowane')).toBeTruthy();
    expect(screen.queryByText(/dostarcz/i)).toBeNull();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(cells(rows()[0] as HTMLElement)[1]).toBe(formatWarsawDateTime('2026-07-01T09:58:00.000Z'));
    await waitFor(() =>
      expect(cells(screen.getAllByTestId('event-subscriber')[0] as HTMLElement)[2]).toBe('1'),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/event-deliveries/p1/failed/e1/${encodeURIComponent(crm.id)}/retry`,
    ]);
    expect(failedCalls(calls).length).toBeGreaterThanOrEqual(2);
  });

  it("a 409 shows the server's Polish message and keeps the row", async () => {
    renderAdmin(PATH, {
      ...base,
      [SUBSCRIBERS]: [crm],
      [FAILED]: failedRoute([failed(1)]),
      [RETRY('e1', crm.id)]: () =>
        apiError(
          409,
          'BUSINESS_ERROR',
          'To zdarzenie jest właśnie przekazywane. Spróbuj ponownie za chwilę.',
        ),
    });
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5_000 });
    fireEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: /^Ponów/ }));
    expect(await screen.findByText(/To zdarzenie jest właśnie przekazywane/)).toBeTruthy();
    expect(screen.queryByText('Ponowienie zaplanowane')).toBeNull();
    expect(rows()).toHaveLength(1);
    expect(
      within(rows()[0] as HTMLElement)
        .getByRole('button', { name: /^Ponów/ })
        .hasAttribute('disabled'),
    ).toBe(false);
  });

  it("'Starsze' loads the next page with the API's cursor and appends it", async () => {
    const items = Array.from({ length: FAILED_PAGE_SIZE + 3 }, (_, i) => failed(i + 1));
    const calls = renderAdmin(PATH, { ...base, [SUBSCRIBERS]: [crm], [FAILED]: failedRoute(items) });
    await waitFor(() => expect(rows()).toHaveLength(FAILED_PAGE_SIZE), { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Starsze' }));
    await waitFor(() => expect(rows()).toHaveLength(FAILED_PAGE_SIZE + 3));
    expect(screen.queryByRole('button', { name: 'Starsze' })).toBeNull();
    const befores = failedCalls(calls).map((c) => new URL(c.path, 'http://x').searchParams.get('before'));
    expect(befores).toEqual([null, `e${FAILED_PAGE_SIZE}`]);
  });

  it('a failed list read offers to try again', async () => {
    renderAdmin(PATH, {
      ...base,
      [SUBSCRIBERS]: () => apiError(500, 'INTERNAL', 'Błąd serwera'),
    });
    expect(
      await screen.findByText('Nie udało się wczytać subskrybentów zdarzeń.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
