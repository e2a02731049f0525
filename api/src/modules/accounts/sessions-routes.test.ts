import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, TEST_PASSWORD } from '../../auth/testing.js';
import { createTestApp, type TestApp } from '../../http/testing.js';

const API = '/services/api';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1';

let t: TestApp;
let email: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    ...(token ? { headers: { 'x-auth-token': token } } : {}),
    ...(payload ? { payload } : {}),
  });

async function logIn(userAgent: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    headers: { 'user-agent': userAgent },
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  email = (await createUserWithToken(t.app, { organizationId: 'org-a', role: 'admin' })).user.email;
});
afterAll(() => t.close());

describe("'Moje konto': the user's sessions", () => {
  it('lists every log-in with its browser and IP, newest first, the caller marked', async () => {
    const laptop = await logIn(FIREFOX);
    const phone = await logIn(PHONE);
    const res = await call('GET', '/me/sessions', phone);
    expect(res.statusCode).toBe(200);
    const sessions = res.json() as { userAgent: string; ip: string; current: boolean }[];
    expect(sessions.map((s) => [s.userAgent, s.current])).toEqual([
      [PHONE, true],
      [FIREFOX, false],
    ]);
    expect(sessions[0]?.ip).toBe('127.0.0.1');
    expect((await call('GET', '/me', laptop)).statusCode).toBe(200);
  });

  it('ends one session: its token is refused at once; the others go on', async () => {
    const laptop = await logIn(FIREFOX);
    const phone = await logIn(PHONE);
    const listed = (await call('GET', '/me/sessions', phone)).json() as {
      sessionId: string;
      userAgent: string;
    }[];
    const target = listed.find((s) => s.userAgent === FIREFOX && !('current' in s && s.current));
    const laptopSession = (await call('GET', '/me/sessions', laptop))
      .json()
      .find((s: { current: boolean }) => s.current);
    expect(target).toBeTruthy();
    expect((await call('DELETE', `/me/sessions/${laptopSession.sessionId}`, phone)).statusCode).toBe(204);
    expect((await call('GET', '/me', laptop)).statusCode).toBe(401);
    expect((await call('GET', '/me', phone)).statusCode).toBe(200);
    const after = (await call('GET', '/me/sessions', phone)).json() as { sessionId: string }[];
    expect(after.map((s) => s.sessionId)).not.toContain(laptopSession.sessionId);
  });

  it("answers 404 in Polish for an unknown session and for another user's", async () => {
    const mine = await logIn(FIREFOX);
    const other = await createUserWithToken(t.app, { organizationId: 'org-a', role: 'employee' });
    const otherLogin = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: other.user.email, password: TEST_PASSWORD },
    });
    const otherSession = (await call('GET', '/me/sessions', otherLogin.json().token)).json()[0].sessionId;
    const res = await call('DELETE', `/me/sessions/${otherSession}`, mine);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Nie znaleziono tej sesji. Mogła już wygasnąć lub zostać zakończona.');
    expect((await call('GET', '/me', otherLogin.json().token)).statusCode).toBe(200);
    expect((await call('DELETE', '/me/sessions/nie-ma', mine)).statusCode).toBe(404);
  });

  it('ends every other session, even tokens signed before the registry, and keeps this one under a new token', async () => {
    const unlisted = (
      await createUserWithToken(t.app, { email: 'stary@example.pl', organizationId: 'org-a' })
    ).token;
    const laptop = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: 'stary@example.pl', password: TEST_PASSWORD },
    });
    const phoneRes = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      headers: { 'user-agent': PHONE },
      payload: { email: 'stary@example.pl', password: TEST_PASSWORD },
    });
    const phone = phoneRes.json().token as string;
    const res = await call('POST', '/me/sessions/end-others', phone);
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBe(1);
    const fresh = res.json().token as string;
    expect((await call('GET', '/me', fresh)).statusCode).toBe(200);
    for (const old of [unlisted, laptop.json().token, phone])
      expect((await call('GET', '/me', old)).statusCode).toBe(401);
    const listed = (await call('GET', '/me/sessions', fresh)).json() as {
      current: boolean;
      userAgent: string;
    }[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ current: true });
  });

  it('a password change ends the other sessions and lists only the one that changed it', async () => {
    const user = await createUserWithToken(t.app, { email: 'haslo@example.pl', organizationId: 'org-a' });
    const login = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${API}/auth/login`,
          payload: { email: 'haslo@example.pl', password: TEST_PASSWORD },
        })
      ).json().token as string;
    const a = await login();
    const b = await login();
    const wrong = await call('PATCH', '/me', b, { password: 'nowe-haslo-12345', currentPassword: 'zle' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContain('currentPassword: obecne hasło jest nieprawidłowe');
    const changed = await call('PATCH', '/me', b, {
      password: 'nowe-haslo-12345',
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/me', a)).statusCode).toBe(401);
    expect((await call('GET', '/me', user.token)).statusCode).toBe(401);
    expect((await call('GET', '/me/sessions', changed.json().token)).json()).toHaveLength(1);
  });
});

describe("'Moje konto': the user's e-mail", () => {
  it('changes the e-mail only with the current password; a taken address is refused in Polish, nothing saved', async () => {
    const user = await createUserWithToken(t.app, { email: 'ja@example.pl', organizationId: 'org-a' });
    await createUserWithToken(t.app, { email: 'zajety@example.pl', organizationId: 'org-a' });
    const without = await call('PATCH', '/me', user.token, { email: 'nowy@example.pl' });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toContain('currentPassword: podaj obecne hasło, aby zmienić adres e-mail');
    const taken = await call('PATCH', '/me', user.token, {
      email: 'Zajety@example.pl',
      currentPassword: TEST_PASSWORD,
      firstName: 'Nowe',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toContain('email: ten adres e-mail ma już inne konto');
    expect((await call('GET', '/me', user.token)).json()).toMatchObject({ email: 'ja@example.pl' });
    const ok = await call('PATCH', '/me', user.token, {
      email: 'Nowy@Example.pl',
      currentPassword: TEST_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('nowy@example.pl');
    const relog = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: 'nowy@example.pl', password: TEST_PASSWORD },
    });
    expect(relog.statusCode).toBe(200);
  });
});
