import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeCall, json } from '../../testing/fake-api.js';
import { renderAdminApp, withAdminSession } from '../../testing/render-admin.js';
import { MODULE_SETTINGS } from '../settings/module-settings-fixtures.js';
import { auditActionLabel, auditPathLabel, formatAuditValue } from './audit-labels.js';
import { messageBodyText } from './outbox-labels.js';
import { formatWarsawDateTime } from './warsaw-time.js';

const summary = {
  eventId: 'p1',
  organizationId: 'o1',
  active: true,
  createdAt: '2026-01-10T09:00:00.000Z',
  event: { name: 'Obóz 2026', domainName: 'oboz', translationType: 'event', from: null, to: null },
};

withAdminSession();

const renderAdmin = (path: string, routes: Record<string, unknown>) =>
  renderAdminApp(path, {
    'GET /project/organization/o1': [summary],
    'GET /plugins/settings-schemas': { modules: MODULE_SETTINGS },
    ...routes,
  });

function queryOf(call: FakeCall): URLSearchParams {
  return new URL(call.path, 'http://x').searchParams;
}

function message(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `m${n}`,
    eventId: null,
    kind: null,
    to: `osoba${n}@example.pl`,
    subject: `Wiadomość ${n}`,
    text: `Treść wiadomości ${n}`,
    html: `<p>Treść wiadomości ${n}</p>`,
    createdAt: new Date(Date.UTC(2026, 6, 1, 10, 0) - n * 60_000).toISOString(),
    status: 'sent',
    messageId: `<m${n}@zapisy>`,
    redacted: false,
    ...extra,
  };
}

/** The fake outbox: 45 messages, newest first, paged as the API pages them. */
function outboxRoute(items: ReturnType<typeof message>[]) {
  return (call: FakeCall) => {
    const q = queryOf(call);
    const page = Number(q.get('page') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 50);
    return json({
      items: items.slice((page - 1) * pageSize, page * pageSize),
      total: items.length,
      page,
      pageSize,
    });
  };
}

describe("'Wysłane' (/admin/ustawienia/wyslane)", () => {
  it("lists the organization's outbox newest first with Polish headers, Warsaw dates and status labels", async () => {
    const items = [
      message(1),
      message(2, { status: 'failed', kind: 'invoice' }),
      ...Array.from({ length: 43 }, (_, i) => message(i + 3)),
    ];
    const { calls } = renderAdmin('/ustawienia/wyslane', {
      'GET /organization/o1/outbox': outboxRoute(items),
    });
    const table = await screen.findByRole('table', { name: 'Wysłane wiadomości' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 5)).toEqual(['Data wysłania', 'Odbiorca', 'Temat', 'Rodzaj', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    // 2026-07-01T09:59Z is 11:59 in Warsaw (CEST).
    expect(rows[0]?.textContent).toContain('01/07/2026, 11:59:00');
    expect(rows[0]?.textContent).toContain('osoba1@example.pl');
    expect(rows[0]?.textContent).toContain('Wysłana');
    expect(rows[1]?.textContent).toContain('Błąd wysyłki');
    const first = calls.find((c) => c.path.startsWith('/organization/o1/outbox'));
    expect(first && Object.fromEntries(queryOf(first))).toEqual({ page: '1', pageSize: '20' });
    expect(screen.getByText('Strona 1 z 3 · razem 45')).toBeTruthy();
  });

  it('pages through the outbox with Następna and Poprzednia', async () => {
    const items = Array.from({ length: 45 }, (_, i) => message(i + 1));
    const { calls } = renderAdmin('/ustawienia/wyslane', {
      'GET /organization/o1/outbox': outboxRoute(items),
    });
    await screen.findByText('Wiadomość 1');
    fireEvent.click(screen.getByRole('button', { name: 'Następna' }));
    await screen.findByText('Wiadomość 21');
    expect(screen.queryByText('Wiadomość 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Następna' }));
    await screen.findByText('Wiadomość 41');
    expect(screen.getByText('Strona 3 z 3 · razem 45')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Następna' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Poprzednia' }));
    await screen.findByText('Wiadomość 21');
    const pages = calls
      .filter((c) => c.path.startsWith('/organization/o1/outbox'))
      .map((c) => queryOf(c).get('page'));
    // Page 2 again comes from the query cache (fresh for 180 s), not from a fourth call.
    expect(pages).toEqual(['1', '2', '3']);
  });

  it('shows a message body as text, never as HTML', async () => {
    const html =
      '<p>Dzień dobry</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    renderAdmin('/ustawienia/wyslane', {
      'GET /organization/o1/outbox': outboxRoute([message(1, { text: '', html, subject: 'Faktura' })]),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Pokaż wiadomość: Faktura do osoba1@example.pl' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Faktura' });
    const body = within(dialog).getByTestId('message-body');
    expect(body.textContent).toBe('Dzień dobry');
    expect(body.querySelector('img, script, p')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Treść ukryta (jednorazowy link do konta)' for an account e-mail with a one-time link", async () => {
    renderAdmin('/ustawienia/wyslane', {
      'GET /organization/o1/outbox': outboxRoute([
        message(1, {
          kind: 'reset-password',
          subject: 'Reset hasła',
          redacted: true,
          text: '(treść ukryta: wiadomość zawiera jednorazowy link do konta)',
          html: '(treść ukryta: wiadomość zawiera jednorazowy link do konta)',
        }),
      ]),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Pokaż wiadomość: Reset hasła/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reset hasła' });
    expect(within(dialog).getByTestId('message-body').textContent).toBe(
      'Treść ukryta (jednorazowy link do konta)',
    );
    expect(within(dialog).getByText('Reset hasła', { selector: 'dd' })).toBeTruthy();
  });

  it('has an empty state', async () => {
    renderAdmin('/ustawienia/wyslane', { 'GET /organization/o1/outbox': outboxRoute([]) });
    expect(await screen.findByText('Nie wysłano jeszcze żadnej wiadomości.')).toBeTruthy();
  });

  it('hands a failed load to the error feedback (toast and modal) and offers to try again', async () => {
    let fail = true;
    renderAdmin('/ustawienia/wyslane', {
      'GET /organization/o1/outbox': (call: FakeCall) =>
        fail ? apiError(500, 'INTERNAL', 'Błąd serwera') : outboxRoute([message(1)])(call),
    });
    expect(await screen.findByText('Nie udało się wczytać wiadomości.')).toBeTruthy();
    expect(await screen.findByText('Wystąpił błąd podczas wykonywania operacji')).toBeTruthy();
    expect(screen.getByText('HTTP 500 - Wystąpił wewnętrzny błąd serwera!!!')).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    });
    expect(await screen.findByText('Wiadomość 1')).toBeTruthy();
  });

  it('a forbidden answer sends the user to log-in with error=accessDenied', async () => {
    const { navigateTo } = renderAdmin('/ustawienia/wyslane', {
      'GET /organization/o1/outbox': () => apiError(403, 'FORBIDDEN', 'Brak uprawnień'),
    });
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(String(navigateTo.mock.calls[0]?.[0])).toContain('accessDenied');
  });
});

function entry(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `a${n}`,
    organizationId: 'o1',
    eventId: null,
    actor: { userId: 'u1', email: 'anna@oboz.pl' },
    action: 'organization.update',
    target: { type: 'organization', id: 'o1' },
    changes: [{ path: 'invoicing.daysToPay', oldValue: 14, newValue: 21 }],
    at: new Date(Date.UTC(2026, 0, 15, 12, 0) - n * 60_000).toISOString(),
    ...extra,
  };
}

describe('Historia zmian (/admin/ustawienia/historia-zmian)', () => {
  it('lists who changed what and when, the action in Polish words and each change as old → new', async () => {
    const items = [
      entry(1),
      entry(2, {
        changes: [
          { path: 'integrations.accounts.paynow.apiKey', oldValue: null, newValue: '••••' },
          { path: 'integrations.accounts.paynow.signKey', oldValue: 'v1:aXY:dGFn:c2VrcmV0', newValue: null },
        ],
      }),
      entry(3, {
        action: 'project.deactivate',
        eventId: 'p1',
        target: { type: 'project', id: 'p1' },
        changes: [{ path: 'active', oldValue: true, newValue: false }],
      }),
      entry(4, {
        action: 'permissions.change',
        changes: [
          {
            path: 'permissions',
            oldValue: [],
            newValue: [
              {
                userId: 'u2',
                email: 'ewa@oboz.pl',
                role: 'payments',
                from: '2026-02-01T00:00:00.000Z',
                to: null,
              },
            ],
          },
        ],
      }),
      entry(5, {
        action: 'user.role',
        target: { type: 'user', id: 'u2', name: 'ewa@oboz.pl' },
        changes: [{ path: 'role', oldValue: 'employee', newValue: 'admin' }],
      }),
      entry(6, {
        action: 'participant.self-update',
        eventId: 'p1',
        actor: { userId: '', email: 'anna@example.pl' },
        target: { type: 'participant', id: 'oQHTfvJwyH', name: 'Anna Kowalska' },
        changes: [
          {
            path: 'data.workshop',
            label: 'Warsztaty',
            oldValue: 'Warsztaty fotograficzne',
            newValue: 'Bez warsztatów',
          },
        ],
      }),
      entry(7, {
        action: 'billing.manual-charge',
        eventId: 'p1',
        target: { type: 'participant', id: 'oQHTfvJwyH', name: 'Anna Kowalska' },
        changes: [
          {
            path: 'billings.b9xYz',
            oldValue: null,
            newValue: {
              category: 'Wpisowe',
              amount: 10_000,
              vatPercent: '23',
              vat: 2_300,
              grossAmount: 12_300,
              requiredDate: '2026-02-10T23:00:00.000Z',
            },
          },
        ],
      }),
      entry(8, {
        action: 'billing.payment-remove',
        eventId: 'p1',
        target: { type: 'customer', id: 'c1' },
        changes: [
          {
            path: 'billings.b9xYz.payments.0',
            oldValue: { date: '2026-02-01T10:00:00.000Z', amount: 5_000, paymentId: 'pay1' },
            newValue: null,
          },
        ],
      }),
      entry(9, {
        action: 'billing.manual-discount',
        target: { type: 'customer', id: 'c1', name: 'Jan Nowak' },
        changes: [{ path: 'manualDiscount', oldValue: 0, newValue: -2_500 }],
      }),
    ];
    const { calls } = renderAdmin('/ustawienia/historia-zmian', {
      'GET /audit/organization/o1': (call: FakeCall) =>
        json({ items, total: items.length, page: Number(queryOf(call).get('page')), pageSize: 20 }),
    });
    const table = await screen.findByRole('table', { name: 'Historia zmian' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Kiedy', 'Kto', 'Zmiana', 'Czego dotyczy', 'Zmienione wartości']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('15/01/2026, 12:59:00');
    expect(rows[0]?.textContent).toContain('anna@oboz.pl');
    expect(rows[0]?.textContent).toContain('Zmiana ustawień organizacjiOrganizacja');
    expect(rows[0]?.textContent).not.toContain('Organizacja: o1');
    expect(rows[0]?.textContent).toContain(
      'Fakturowanie: ustawienia domyślne › Termin płatności (dni): 14 → 21',
    );
    // The modules' field titles come with their declarations (GET /plugins/settings-schemas).
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[2]?.textContent).toContain(
        'Integracje › Ustawienia modułów › Paynow › Klucz API: — → ••••',
      ),
    );
    expect(rows[1]?.textContent).toContain('Klucz podpisu: •••• → —');
    expect(rows[1]?.textContent).not.toContain('v1:');
    expect(rows[2]?.textContent).toContain('Dezaktywacja projektu');
    expect(rows[2]?.textContent).toContain('Projekt: Obóz 2026');
    expect(rows[2]?.textContent).toContain('Aktywny: tak → nie');
    expect(rows[3]?.textContent).toContain('Zmiana uprawnień w organizacji');
    expect(rows[3]?.textContent).toContain('(pusta lista) → ewa@oboz.pl: Manager (od 01/02/2026, 01:00:00)');
    expect(rows[4]?.textContent).toContain('Użytkownik: ewa@oboz.pl');
    expect(rows[4]?.textContent).toContain('Rola: Pracownik → Administrator');
    // Participants and money (issue 14): names, labels and złote, never an id, a stored value or grosze.
    expect(rows[5]?.textContent).toContain('Zmiana danych przez uczestnika (link do zgłoszenia)');
    expect(rows[5]?.textContent).toContain('Uczestnik: Anna Kowalska');
    expect(rows[5]?.textContent).toContain('Warsztaty: Warsztaty fotograficzne → Bez warsztatów');
    expect(rows[6]?.textContent).toContain('Opłata dodana ręcznie');
    expect(rows[6]?.textContent).toContain(
      'Opłata: — → „Wpisowe” 123,00 zł brutto (netto 100,00 zł, VAT 23 %), termin 11/02/2026',
    );
    expect(rows[7]?.textContent).toContain('Usunięcie wpłaty');
    expect(rows[7]?.textContent).toContain('Wpłata: 50,00 zł z dnia 01/02/2026 → —');
    expect(rows[7]?.textContent).toMatch(/Klient(?!:)/);
    expect(rows[8]?.textContent).toContain('Klient: Jan Nowak');
    expect(rows[8]?.textContent).toContain('0,00 zł → -25,00 zł');
    for (const row of rows)
      expect(row.textContent).not.toMatch(/oQHTfvJwyH|b9xYz|pay1|\bu2\b|\(data\.|12300/);
    const first = calls.find((c) => c.path.startsWith('/audit/organization/o1'));
    expect(first && Object.fromEntries(queryOf(first))).toEqual({ page: '1', pageSize: '20' });
  });

  it('filters by action and project through the API query and pages', async () => {
    const items = Array.from({ length: 25 }, (_, i) =>
      entry(i + 1, { target: { type: 'organization', id: `o1-${i + 1}`, name: `Filia ${i + 1}` } }),
    );
    const { calls } = renderAdmin('/ustawienia/historia-zmian', {
      'GET /audit/organization/o1': (call: FakeCall) => {
        const q = queryOf(call);
        const page = Number(q.get('page'));
        const list = q.get('action') === 'project.update' ? [] : items;
        return json({
          items: list.slice((page - 1) * 20, page * 20),
          total: list.length,
          page,
          pageSize: 20,
        });
      },
    });
    await screen.findByText(/Filia 1$/);
    fireEvent.click(screen.getByRole('button', { name: 'Następna' }));
    await screen.findByText(/Filia 21$/);
    fireEvent.change(screen.getByLabelText('Rodzaj zmiany'), { target: { value: 'project.update' } });
    expect(await screen.findByText('Brak zmian spełniających wybrane warunki.')).toBeTruthy();
    await screen.findByRole('option', { name: 'Obóz 2026' });
    fireEvent.change(screen.getByLabelText('Dotyczy projektu'), { target: { value: 'p1' } });
    await waitFor(() =>
      expect(
        Object.fromEntries(queryOf(calls.filter((c) => c.path.startsWith('/audit')).at(-1) as FakeCall)),
      ).toEqual({
        page: '1',
        pageSize: '20',
        action: 'project.update',
        eventId: 'p1',
      }),
    );
    expect(calls.filter((c) => c.path.startsWith('/audit')).map((c) => queryOf(c).get('page'))).toContain(
      '2',
    );
  });

  it('has an empty state', async () => {
    renderAdmin('/ustawienia/historia-zmian', {
      'GET /audit/organization/o1': { items: [], total: 0, page: 1, pageSize: 20 },
    });
    expect(await screen.findByText('Brak zapisanych zmian.')).toBeTruthy();
  });

  it('hands a failed load to the error feedback', async () => {
    renderAdmin('/ustawienia/historia-zmian', {
      'GET /audit/organization/o1': () => apiError(500, 'INTERNAL', 'Błąd serwera'),
    });
    expect(await screen.findByText('Nie udało się wczytać historii zmian.')).toBeTruthy();
    expect(await screen.findByText('Wystąpił błąd podczas wykonywania operacji')).toBeTruthy();
  });
});

describe('history helpers', () => {
  it('formats log moments in the project date format (default dd/MM/yyyy) with the Warsaw time and seconds (winter and summer)', () => {
    expect(formatWarsawDateTime('2026-01-15T11:00:00.000Z')).toBe('15/01/2026, 12:00:00');
    expect(formatWarsawDateTime(new Date('2026-07-15T11:00:00.000Z'))).toBe('15/07/2026, 13:00:00');
    expect(formatWarsawDateTime(null)).toBe('—');
  });

  it('names every action code the API records and keeps secrets masked', () => {
    expect(auditActionLabel('project.newEdition')).toBe('Nowa edycja projektu');
    expect(auditActionLabel('project.duplicate')).toBe('Duplikacja projektu');
    expect(auditActionLabel('project.archive')).toBe('Projekt: archive');
    expect(auditPathLabel('payments.daysLate', 'project')).toBe('Płatności › Dni opóźnienia');
    expect(formatAuditValue('v1:aXY:dGFn:a2V5', 'integrations.accounts.paynow.apiKey')).toBe('••••');
    expect(formatAuditValue('v1:aXY:dGFn:a2V5', 'accounts.przelewy24.crcKey')).toBe('••••');
    expect(formatAuditValue(null, 'integrations.accounts.paynow.apiKey')).toBe('—');
  });

  it('reads an HTML-only body as text, without scripts or styles', () => {
    expect(
      messageBodyText({
        text: '',
        html: '<style>p{color:red}</style><p>Witaj <b>Anno</b></p><script>x()</script>',
      }),
    ).toBe('Witaj Anno');
    expect(messageBodyText({ text: '', html: '<p>Dzień dobry,</p><p>w załączniku<br>faktura.</p>' })).toBe(
      'Dzień dobry,\nw załączniku\nfaktura.',
    );
  });
});
