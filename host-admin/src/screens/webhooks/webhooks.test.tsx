import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeCall, json } from '../../testing/fake-api.js';
import { projectJson, renderAdmin, withAdminSession } from '../../testing/render-admin.js';
import { DELIVERIES_PAGE_SIZE } from './use-delivery-log.js';

withAdminSession();

const PATH = '/ustawienia/webhooki?projekt=szkola';
const failedAttempt = (minute: number) => ({
  at: new Date(Date.UTC(2026, 6, 1, 10, minute)).toISOString(),
  status: 500,
  error: 'Odpowiedź HTTP 500',
  durationMs: 120,
});

function delivery(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `d${n}`,
    webhook: 'formSubmit',
    event: 'form-submit',
    target: 'https://crm.example.pl/hook',
    payload: { eventId: 'p1' },
    attempts: [
      { at: new Date(Date.UTC(2026, 6, 1, 10, 0)).toISOString(), status: 200, error: null, durationMs: 35 },
    ],
    status: 'delivered',
    nextAttemptAt: null,
    createdAt: new Date(Date.UTC(2026, 6, 1, 10, 0) - n * 60_000).toISOString(),
    ...extra,
  };
}

/** The fake log, newest first, paged by the `before` cursor as the API pages it. */
function deliveriesRoute(items: ReturnType<typeof delivery>[]) {
  return (call: FakeCall) => {
    const q = new URL(call.path, 'http://x').searchParams;
    const limit = Number(q.get('limit') ?? 50);
    const before = q.get('before');
    const start = before ? items.findIndex((d) => d.id === before) + 1 : 0;
    const page = items.slice(start, start + limit);
    const more = start + limit < items.length;
    return json({ items: page, next: more ? (page[page.length - 1]?.id ?? null) : null });
  };
}

const withWebhooks = {
  ...projectJson,
  webhooks: {
    ...projectJson.webhooks,
    formSubmit: { enabled: true, target: 'https://crm.example.pl/hook' },
    registrationCompleted: { enabled: false, target: 'https://crm.example.pl/done' },
  },
};

const deliveryCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.path.startsWith('/webhooks/p1/deliveries'));

describe('/admin/ustawienia/webhooki — issue 5: "delivery log visible in the admin"', () => {
  it("shows which of the project's webhooks are enabled and their targets, with a link to the project settings", async () => {
    renderAdmin(PATH, {
      'GET /project/p1': withWebhooks,
      'GET /webhooks/p1/deliveries': deliveriesRoute([]),
    });
    // The first test also waits for the settings area's chunk to load.
    const submit = await screen.findByTestId('webhook-setting-formSubmit', {}, { timeout: 5_000 });
    expect(submit.textContent).toContain('Wysłanie formularza');
    expect(submit.textContent).toContain('Włączony');
    expect(submit.textContent).toContain('https://crm.example.pl/hook');
    const done = screen.getByTestId('webhook-setting-registrationCompleted');
    expect(done.textContent).toContain('Zakończenie zapisu');
    expect(done.textContent).toContain('Wyłączony');
    expect(screen.getByTestId('webhook-setting-formEnter').textContent).toContain('Wejście na formularz');
    expect(screen.getByRole('link', { name: 'ustawieniach projektu' }).getAttribute('href')).toBe(
      '/ustawienia/projekt',
    );
    expect(await screen.findByText('Nie wysłano jeszcze żadnego webhooka.')).toBeTruthy();
  });

  it('lists deliveries newest first with Polish webhook names, status, attempts, last error and next attempt', async () => {
    const items = [
      delivery(1, {
        status: 'pending',
        attempts: [failedAttempt(1), failedAttempt(2)],
        nextAttemptAt: new Date(Date.UTC(2026, 6, 1, 10, 32)).toISOString(),
      }),
      delivery(2, { webhook: 'registrationCompleted', event: 'registration-completed' }),
      delivery(3, {
        status: 'failed',
        attempts: [{ ...failedAttempt(3), status: null, error: 'Przekroczono czas' }],
      }),
    ];
    const calls = renderAdmin(PATH, { 'GET /webhooks/p1/deliveries': deliveriesRoute(items) });
    const table = await screen.findByRole('table', { name: 'Dziennik dostaw webhooków' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 7)).toEqual([
      'Czas',
      'Webhook',
      'Adres docelowy',
      'Status',
      'Próby',
      'Ostatni błąd',
      'Następna próba',
    ]);
    const rows = screen.getAllByTestId('webhook-delivery');
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) => [...row.children].map((c) => c.textContent);
    // 2026-07-01T09:59Z is 11:59 in Warsaw (CEST); the next attempt at 10:32Z is 12:32.
    expect(cells(rows[0] as HTMLElement).slice(0, 7)).toEqual([
      '01/07/2026, 11:59:00',
      'Wysłanie formularza',
      'https://crm.example.pl/hook',
      'Oczekuje',
      '2',
      'Odpowiedź HTTP 500',
      '01/07/2026, 12:32:00',
    ]);
    expect(cells(rows[1] as HTMLElement).slice(1, 7)).toEqual([
      'Zakończenie zapisu',
      'https://crm.example.pl/hook',
      'Dostarczony',
      '1',
      '—',
      '—',
    ]);
    expect(cells(rows[2] as HTMLElement).slice(3, 6)).toEqual(['Nieudany', '1', 'Przekroczono czas']);
    // 'Ponów' only for deliveries not delivered.
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /^Ponów/ })).not.toBeNull();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /^Ponów/ })).toBeNull();
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /^Ponów/ })).not.toBeNull();
    const first = deliveryCalls(calls)[0];
    expect(first && Object.fromEntries(new URL(first.path, 'http://x').searchParams)).toEqual({
      limit: String(DELIVERIES_PAGE_SIZE),
    });
  });

  it('the details expander shows each attempt with its time, outcome and duration', async () => {
    renderAdmin(PATH, {
      'GET /webhooks/p1/deliveries': deliveriesRoute([
        delivery(1, {
          status: 'pending',
          attempts: [failedAttempt(1), { ...failedAttempt(2), status: 200, error: null, durationMs: 40 }],
        }),
      ]),
    });
    const toggle = await screen.findByRole('button', { name: /^Szczegóły: Wysłanie formularza/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('webhook-attempts')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const attempts = within(screen.getByTestId('webhook-attempts'));
    const rows = attempts.getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['1', '01/07/2026, 12:01:00', 'HTTP 500 · Odpowiedź HTTP 500', '120 ms'],
      ['2', '01/07/2026, 12:02:00', 'HTTP 200', '40 ms'],
    ]);
    expect(attempts.getByText('form-submit')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.queryByTestId('webhook-attempts')).toBeNull();
  });

  it("'Ponów' sends a failed delivery again and shows the server's answer in its row", async () => {
    const failed = delivery(1, { status: 'failed', attempts: [failedAttempt(1)] });
    const calls = renderAdmin(PATH, {
      'GET /webhooks/p1/deliveries': deliveriesRoute([failed]),
      'POST /webhooks/p1/deliveries/d1/retry': () =>
        json({
          ...failed,
          status: 'delivered',
          attempts: [
            ...failed.attempts,
            { at: failedAttempt(5).at, status: 204, error: null, durationMs: 20 },
          ],
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Ponów: Wysłanie formularza/ }));
    await waitFor(() => expect(screen.getByTestId('webhook-delivery').textContent).toContain('Dostarczony'));
    const row = screen.getByTestId('webhook-delivery');
    expect([...row.children].map((c) => c.textContent)[4]).toBe('2');
    expect(within(row).queryByRole('button', { name: /^Ponów/ })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/webhooks/p1/deliveries/d1/retry',
    ]);
    expect(await screen.findByText('Webhook dostarczony')).toBeTruthy();
  });

  it("'Ponów' on a delivery being sent right now shows the server's Polish 409 message", async () => {
    renderAdmin(PATH, {
      'GET /webhooks/p1/deliveries': deliveriesRoute([delivery(1, { status: 'pending', attempts: [] })]),
      'POST /webhooks/p1/deliveries/d1/retry': () =>
        apiError(409, 'BUSINESS_ERROR', 'Ten webhook jest właśnie wysyłany. Spróbuj ponownie za chwilę.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Ponów/ }));
    expect(await screen.findByText(/Ten webhook jest właśnie wysyłany/)).toBeTruthy();
    expect(screen.getByTestId('webhook-delivery').textContent).toContain('Oczekuje');
  });

  it("'Starsze' loads the next page with the API's cursor and appends it; it disappears on the last page", async () => {
    const items = Array.from({ length: DELIVERIES_PAGE_SIZE + 5 }, (_, i) => delivery(i + 1));
    const calls = renderAdmin(PATH, { 'GET /webhooks/p1/deliveries': deliveriesRoute(items) });
    await waitFor(() => expect(screen.getAllByTestId('webhook-delivery')).toHaveLength(DELIVERIES_PAGE_SIZE));
    fireEvent.click(screen.getByRole('button', { name: 'Starsze' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('webhook-delivery')).toHaveLength(DELIVERIES_PAGE_SIZE + 5),
    );
    expect(screen.queryByRole('button', { name: 'Starsze' })).toBeNull();
    const befores = deliveryCalls(calls).map((c) => new URL(c.path, 'http://x').searchParams.get('before'));
    expect(befores).toEqual([null, `d${DELIVERIES_PAGE_SIZE}`]);
  });
});

describe('/admin/ustawienia/webhooki — the signing secret (X-Zapisy-Signature: v1=HMAC-SHA256)', () => {
  it("is hidden until 'Pokaż' asks for it, and the note explains how to verify a signature", async () => {
    const calls = renderAdmin(PATH, {
      'GET /webhooks/p1/deliveries': deliveriesRoute([]),
      'GET /webhooks/p1/secret': { secret: 'whsec_abc123', createdAt: '2026-03-01T10:00:00.000Z' },
    });
    const shown = await screen.findByTestId('webhook-secret');
    expect(shown.textContent).not.toContain('whsec_');
    expect(calls.some((c) => c.path.includes('/secret'))).toBe(false);
    expect(screen.getByTestId('signature-how-to').textContent).toContain(
      'X-Zapisy-Signature: v1=HMAC-SHA256("<timestamp>.<body>")',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż' }));
    await waitFor(() => expect(screen.getByTestId('webhook-secret').textContent).toBe('whsec_abc123'));
    expect(screen.getByText('Utworzony 01/03/2026, 11:00:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ukryj' }));
    expect(screen.getByTestId('webhook-secret').textContent).not.toContain('whsec_');
  });

  it("'Wygeneruj nowy' asks first (old signatures stop verifying); cancelling keeps the key, confirming rotates it", async () => {
    const calls = renderAdmin(PATH, {
      'GET /webhooks/p1/deliveries': deliveriesRoute([]),
      'POST /webhooks/p1/secret': { secret: 'whsec_new456', createdAt: '2026-03-02T10:00:00.000Z' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Wygeneruj nowy' }));
    const dialog = screen.getByRole('dialog', { name: 'Wygenerować nowy klucz podpisu?' });
    expect(dialog.textContent).toContain('podpisy webhooków sprawdzane starym kluczem przestaną się zgadzać');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Wygeneruj nowy' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Wygeneruj nowy klucz' }));
    await waitFor(() => expect(screen.getByTestId('webhook-secret').textContent).toBe('whsec_new456'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/webhooks/p1/secret']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
