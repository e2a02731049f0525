import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../api/session.js';
import { type FakeCall, json, makeToken } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';

withAdminSession();

const me = {
  userId: 'u1',
  email: 'anna@szkola.pl',
  firstName: 'Anna',
  lastName: 'Nowak',
  phoneNumber: '',
  role: 'admin',
  status: 'active',
  organizationId: 'o1',
};

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const session = (sessionId: string, userAgent: string, current: boolean, createdAt: string) => ({
  sessionId,
  createdAt,
  expiresAt: '2026-03-02T10:00:00.000Z',
  ip: current ? '127.0.0.1' : '83.12.4.7',
  userAgent,
  current,
});

function renderMyAccount(routes: Record<string, unknown> = {}) {
  let sessions = [
    session('s1', CHROME_WINDOWS, true, '2026-03-01T09:00:00.000Z'),
    session('s2', SAFARI_IPHONE, false, '2026-02-27T18:30:00.000Z'),
  ];
  const calls = renderAdmin('/glowna/ja', {
    'GET /me': me,
    'GET /me/sessions': () => json(sessions),
    'DELETE /me/sessions/s2': () => {
      sessions = sessions.filter((item) => item.sessionId !== 's2');
      return json(null, 204);
    },
    'POST /me/sessions/end-others': () => {
      const ended = sessions.filter((item) => !item.current).length;
      sessions = sessions.filter((item) => item.current);
      return json({
        token: makeToken({ sub: 'u1', role: 'admin', organizationId: 'o1', v: 2 }, 3600),
        ended,
      });
    },
    ...routes,
  });
  return calls;
}

const sessionsTable = () => screen.findByRole('table', { name: 'Zalogowane urządzenia' });

describe("/admin/glowna/ja 'Moje konto': the user's own data, password and sessions", () => {
  it('shows the e-mail and role by label, and each session by device, IP and dates, never the raw header or id', async () => {
    renderMyAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje konto' })).toBeTruthy();
    const profile = await screen.findByRole('region', { name: 'Dane i hasło' });
    expect(within(profile).getByText('anna@szkola.pl')).toBeTruthy();
    expect(within(profile).getByText('Administrator')).toBeTruthy();
    const rows = within(await sessionsTable()).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Chrome, Windows');
    expect(rows[1]?.textContent).toContain('To urządzenie');
    expect(rows[1]?.textContent).toContain('01/03/2026');
    expect(rows[2]?.textContent).toContain('Safari, iPhone');
    expect(rows[2]?.textContent).toContain('83.12.4.7');
    expect(document.body.textContent).not.toContain('Mozilla/5.0');
    expect(document.body.textContent).not.toContain('s2');
  });

  it("'Wyloguj' on another device ends that session (DELETE /me/sessions/{id}) and the list is read again", async () => {
    const calls = renderMyAccount();
    const table = await sessionsTable();
    fireEvent.click(within(table).getByRole('button', { name: /Wyloguj urządzenie: Safari, iPhone/ }));
    await waitFor(() => expect(within(table).queryByText('Safari, iPhone')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/me/sessions/s2')).toBe(true);
    expect(await screen.findByText('Wylogowano to urządzenie')).toBeTruthy();
  });

  it("'Wyloguj wszystkie inne urządzenia' keeps this session with the new token and is disabled when none is left", async () => {
    renderMyAccount();
    await screen.findByText('Safari, iPhone');
    const button = screen.getByRole('button', {
      name: 'Wyloguj wszystkie inne urządzenia',
    }) as HTMLButtonElement;
    const before = localStorage.getItem(TOKEN_STORAGE_KEY);
    fireEvent.click(button);
    expect(await screen.findByText('Wylogowano 1 urządzenie')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Safari, iPhone')).toBeNull());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBe(before);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeTruthy();
    expect(button.disabled).toBe(true);
  });

  it('saves the names with PATCH /me from the same screen, with no link back out of the admin', async () => {
    const saved: FakeCall[] = [];
    renderMyAccount({
      'PATCH /me': (call: FakeCall) => {
        saved.push(call);
        return json({ user: { ...me, firstName: 'Anna Maria' } });
      },
    });
    const first = (await screen.findByLabelText(/^Imię/)) as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'Anna Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toMatchObject({ firstName: 'Anna Maria', lastName: 'Nowak' });
    expect(screen.queryByRole('link', { name: 'Wróć do panelu' })).toBeNull();
  });
});
