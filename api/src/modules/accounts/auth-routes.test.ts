import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashAccountToken } from '../../auth/account-tokens.js';
import { createUserWithToken, TEST_PASSWORD } from '../../auth/testing.js';
import { tokenSubjectOf, usersCollection } from '../../auth/users.js';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { OUTBOX, type OutboxDocument } from '../../mail/mailer.js';

const API = '/services/api';
const PASSWORD = 'bardzo-tajne-haslo';

async function post(t: TestApp, url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    payload: payload as object,
    ...(token ? { headers: { 'x-auth-token': token } } : {}),
  });
}

async function me(t: TestApp, token: string) {
  return t.app.inject({ method: 'GET', url: `${API}/me`, headers: { 'x-auth-token': token } });
}

/** The newest outbox message to `to`, and the `token` query parameter of its link. */
async function lastMail(t: TestApp, to: string) {
  await t.app.mailer.idle();
  const [mail] = await t.store.db
    .collection<OutboxDocument>(OUTBOX)
    .find({ to })
    .sort({ createdAt: -1 })
    .limit(1)
    .toArray();
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';
  return { mail, link, token: new URL(link).searchParams.get('token') ?? '' };
}

const registration = (email: string, extra: object = {}) => ({
  email,
  password: PASSWORD,
  firstName: 'Anna',
  lastName: 'Nowak',
  ...extra,
});

describe('accounts: register → confirm → log in → log out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://zapisy.test' } });
  });
  afterAll(() => t.close());

  it("register: 'status (default pending)' and a confirmation link e-mailed; only its hash is stored", async () => {
    const res = await post(t, '/auth/register', registration('Anna@Example.pl'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', email: 'anna@example.pl' });
    const user = await usersCollection(t.store).findOne({ email: 'anna@example.pl' });
    expect(user?.status).toBe('pending');
    expect(user?.passwordHash).toMatch(/^scrypt\$/);

    const { mail, link, token } = await lastMail(t, 'anna@example.pl');
    expect(mail).toMatchObject({
      status: 'sent',
      transport: 'outbox',
      subject: 'Potwierdź rejestrację w Zapisy',
    });
    expect(mail.messageId).not.toBe('');
    expect(link.startsWith('https://zapisy.test/glowne/potwierdz-rejestracje?token=')).toBe(true);
    expect(mail.html).toContain(link);
    const stored = await t.store.db.collection('accountTokens').find({}).toArray();
    expect(stored.map((d) => d._id)).toContain(hashAccountToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("a pending account cannot log in: 403 'Konto nie zostało jeszcze potwierdzone…'", async () => {
    const res = await post(t, '/auth/login', { email: 'anna@example.pl', password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_PENDING');
    expect(res.json().message).toMatch(/^Konto nie zostało jeszcze potwierdzone/);
  });

  it('confirm activates and logs in; the link works once', async () => {
    const { token } = await lastMail(t, 'anna@example.pl');
    const res = await post(t, '/auth/confirm', { token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'anna@example.pl', status: 'active', organizationId: null });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect((await me(t, body.token)).json().email).toBe('anna@example.pl');
    const again = await post(t, '/auth/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/Odnośnik jest nieprawidłowy/);
  });

  it('log in → { token, user } without the password hash; the token carries exp', async () => {
    const res = await post(t, '/auth/login', { email: ' ANNA@example.pl ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user).toMatchObject({ email: 'anna@example.pl', firstName: 'Anna', role: 'guest' });
    expect(JSON.stringify(res.json())).not.toContain('scrypt');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(12 * 3600);
  });

  it("'a wrong password and an unknown e-mail answer the same way'", async () => {
    const wrong = await post(t, '/auth/login', { email: 'anna@example.pl', password: 'zle-haslo-123' });
    const unknown = await post(t, '/auth/login', { email: 'nikt@example.pl', password: 'zle-haslo-123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Nieprawidłowy e-mail lub hasło',
        errors: ['Nieprawidłowy e-mail lub hasło'],
      });
    }
    const { requestId: _a, ...a } = wrong.json();
    const { requestId: _b, ...b } = unknown.json();
    expect(a).toEqual(b);
  });

  it('log out: the token is denylisted until exp → 401 TOKEN_REVOKED', async () => {
    const { token } = (await post(t, '/auth/login', { email: 'anna@example.pl', password: PASSWORD })).json();
    expect((await me(t, token)).statusCode).toBe(200);
    expect((await post(t, '/auth/logout', {}, token)).json()).toEqual({ message: 'Wylogowano' });
    const res = await me(t, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_REVOKED');
    expect((await post(t, '/auth/logout', {})).statusCode).toBe(401);
  });

  it('organizationName at registration: the organization is created on confirmation, owner → admin', async () => {
    await post(t, '/auth/register', registration('firma@example.pl', { organizationName: 'Szkoła Tańca' }));
    const { token } = await lastMail(t, 'firma@example.pl');
    const res = await post(t, '/auth/confirm', { token });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user.role).toBe('admin');
    const organization = await t.store.db
      .collection<{ _id: string; ownerId: string; name: string; permissions: unknown[] }>('organizations')
      .findOne({ _id: user.organizationId });
    expect(organization).toMatchObject({ name: 'Szkoła Tańca', ownerId: user.userId });
    expect(organization?.permissions).toContainEqual(
      expect.objectContaining({ userId: user.userId, role: 'admin' }),
    );
  });

  it('no enumeration: an address with an account gets exactly the answer of a new address, and its owner an e-mail instead; the account is untouched', async () => {
    const account = await usersCollection(t.store).findOne({ email: 'anna@example.pl' });
    const fresh = await post(t, '/auth/register', registration('nowy-adres@example.pl'));
    const taken = await post(
      t,
      '/auth/register',
      registration('Anna@Example.pl', { password: 'inne-haslo-atakujacego', firstName: 'Mallory' }),
    );
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    const swap = (text: string, from: string) => text.replaceAll(from, '<adres>');
    expect(swap(taken.body, 'anna@example.pl')).toBe(swap(fresh.body, 'nowy-adres@example.pl'));
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(taken.json().message).toContain('Sprawdź skrzynkę');
    expect(await usersCollection(t.store).findOne({ email: 'anna@example.pl' })).toEqual(account);

    await t.app.mailer.idle();
    const [notice] = await t.store.db
      .collection<OutboxDocument>(OUTBOX)
      .find({ to: 'anna@example.pl' })
      .sort({ createdAt: -1 })
      .limit(1)
      .toArray();
    expect(notice?.subject).toBe('Próba rejestracji z Twoim adresem w Zapisy');
    expect(notice?.text).toContain('ktoś próbował założyć w Zapisy konto z Twoim adresem e-mail');
    expect(notice?.text).toContain('https://zapisy.test/glowne/zaloguj');
    expect(notice?.text).toContain('https://zapisy.test/glowne/resetuj-haslo');
    expect(notice?.text).not.toContain('Mallory');
    expect(notice?.text).not.toContain('token=');
  });

  it('a pending address gets a fresh link (the old one stops working)', async () => {
    await post(t, '/auth/register', registration('pending@example.pl'));
    const first = await lastMail(t, 'pending@example.pl');
    await post(t, '/auth/register', registration('pending@example.pl', { firstName: 'Ola' }));
    const second = await lastMail(t, 'pending@example.pl');
    expect(second.token).not.toBe(first.token);
    expect((await post(t, '/auth/confirm', { token: first.token })).statusCode).toBe(400);
    expect((await post(t, '/auth/confirm', { token: second.token })).json().user.firstName).toBe('Ola');
  });

  it('password policy: at least 10 characters, Polish list of errors, nothing saved', async () => {
    const res = await post(t, '/auth/register', {
      email: 'zle',
      password: 'krotkie',
      firstName: '',
      lastName: 'X',
    });
    expect(res.statusCode).toBe(400);
    const errors: string[] = res.json().errors;
    expect(errors).toContain('body.email: nieprawidłowy adres e-mail');
    expect(errors.some((e) => e.startsWith('body.password: za krótkie'))).toBe(true);
    const same = await post(
      t,
      '/auth/register',
      registration('dlugiadres@example.pl', { password: 'dlugiadres@example.pl' }),
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toContain('password: Hasło nie może być takie samo jak adres e-mail');
    expect(
      await usersCollection(t.store).countDocuments({ email: { $in: ['zle', 'dlugiadres@example.pl'] } }),
    ).toBe(0);
  });
});

describe('password reset by e-mailed link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('unknown and known e-mails get the same neutral 202; the known one gets a link', async () => {
    const { user } = await createUserWithToken(t.app, { email: 'jan@example.pl' });
    const unknown = await post(t, '/auth/reset-password', { email: 'nikt@example.pl' });
    const known = await post(t, '/auth/reset-password', { email: 'jan@example.pl' });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const { link } = await lastMail(t, 'jan@example.pl');
    expect(link).toContain('/glowne/resetuj-haslo?token=');
    expect(await t.store.db.collection(OUTBOX).countDocuments({ to: 'nikt@example.pl' })).toBe(0);
    expect(user.email).toBe('jan@example.pl');
  });

  it('confirm sets the new password once and ends earlier sessions', async () => {
    const old = await createUserWithToken(t.app, {
      email: 'ewa@example.pl',
      token: { now: new Date(Date.now() - 10_000) },
    });
    expect((await me(t, old.token)).statusCode).toBe(200);
    await post(t, '/auth/reset-password', { email: 'ewa@example.pl' });
    const { token } = await lastMail(t, 'ewa@example.pl');

    const weak = await post(t, '/auth/reset-password/confirm', { token, password: 'krotkie' });
    expect(weak.statusCode).toBe(400);
    const res = await post(t, '/auth/reset-password/confirm', { token, password: 'nowe-haslo-2024' });
    expect(res.statusCode).toBe(200);
    expect(
      (await post(t, '/auth/reset-password/confirm', { token, password: 'inne-haslo-2024' })).statusCode,
    ).toBe(400);

    expect(
      (await post(t, '/auth/login', { email: 'ewa@example.pl', password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post(t, '/auth/login', { email: 'ewa@example.pl', password: 'nowe-haslo-2024' })).statusCode,
    ).toBe(200);
    const stale = await me(t, old.token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('TOKEN_REVOKED');
  });
});

describe('password reset ends sessions of the same second', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a token signed in the same second as the reset, with the version before it, → 401 TOKEN_REVOKED', async () => {
    const { user } = await createUserWithToken(t.app, { email: 'reset-sekunda@example.pl' });
    const before = await usersCollection(t.store).findOne({ _id: user.userId });
    if (!before) throw new Error('no user');
    await post(t, '/auth/reset-password', { email: 'reset-sekunda@example.pl' });
    const { token } = await lastMail(t, 'reset-sekunda@example.pl');
    expect(
      (await post(t, '/auth/reset-password/confirm', { token, password: 'nowe-haslo-2027' })).statusCode,
    ).toBe(200);
    const cutoff = (await usersCollection(t.store).findOne({ _id: user.userId }))?.sessionsValidFrom;
    if (!(cutoff instanceof Date)) throw new Error('no cutoff');
    const sameSecond = await t.app.tokens.sign(tokenSubjectOf(before), {
      now: new Date(cutoff.getTime() + 500),
    });
    const res = await me(t, sameSecond);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_REVOKED');
    const login = await post(t, '/auth/login', {
      email: 'reset-sekunda@example.pl',
      password: 'nowe-haslo-2027',
    });
    expect((await me(t, login.json().token)).statusCode).toBe(200);
  });
});

describe('log-in throttling (in the store, per account and IP, no lockout) and rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        auth: {
          tokenTtlSeconds: 3600,
          loginRateLimit: { perIp: 6, perAccount: 3, windowSeconds: 600 },
          loginThrottle: {
            freeFailures: 3,
            baseDelaySeconds: 1,
            maxDelaySeconds: 900,
            forgetAfterSeconds: 86_400,
            ipFailures: 12,
            ipWindowSeconds: 600,
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email, password },
      remoteAddress: ip,
    });

  it("ten wrong passwords from another IP do not lock the owner (site admin) out: the owner's right password from the owner's IP → 200", async () => {
    await createUserWithToken(t.app, { email: 'szef@example.pl', role: 'site-admin' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await attempt('szef@example.pl', 'zle-haslo-123', '10.6.6.6')).statusCode);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses).toContain(429);
    const owner = await attempt('szef@example.pl', TEST_PASSWORD, '10.0.0.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.role).toBe('site-admin');
  });

  it('a pair past its free failures waits: 429 with Retry-After and a Polish message even for the right password, then the right password works', async () => {
    await createUserWithToken(t.app, { email: 'ola@example.pl' });
    for (let i = 0; i < 4; i++)
      expect((await attempt('ola@example.pl', 'zle-haslo-123', '10.0.0.2')).statusCode).toBe(401);
    const limited = await attempt('ola@example.pl', TEST_PASSWORD, '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.json().message).toBe('Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 1 s.');
    expect(limited.json().errors).toEqual([limited.json().message]);
    expect(limited.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt('ola@example.pl', TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    // The success cleared the pair: the next failure is free again.
    expect((await attempt('ola@example.pl', 'zle-haslo-123', '10.0.0.2')).statusCode).toBe(401);
    expect((await attempt('ola@example.pl', TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('per IP across accounts: a looser limit of failures, whatever the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      statuses.push((await attempt(`x${i}@example.pl`, 'cokolwiek-123', '10.0.0.9')).statusCode);
    }
    expect(statuses).toEqual([...Array(12).fill(401), 429]);
  });

  it('reset-password is limited too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/reset-password`,
        payload: { email: 'ktos@example.pl' },
        remoteAddress: '10.0.0.3',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([202, 429]);
  });
});

describe('GET and PATCH /me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const patch = (token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `${API}/me`, payload, headers: { 'x-auth-token': token } });

  it('edits names and phone; bad input → 400 and nothing saved', async () => {
    const { token } = await createUserWithToken(t.app, { organizationId: 'org-me' });
    const ok = await patch(token, { firstName: 'Marek', phoneNumber: '600 700 800' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      firstName: 'Marek',
      phoneNumber: '600 700 800',
      organizationId: 'org-me',
    });
    expect(ok.json()).not.toHaveProperty('token');

    const bad = await patch(token, { firstName: 'Jan', phoneNumber: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^phoneNumber: numer telefonu/);
    expect((await me(t, token)).json()).toMatchObject({ firstName: 'Marek', phoneNumber: '600 700 800' });
  });

  it('a new password needs the current one; it returns a new token and ends older sessions', async () => {
    const { token, user } = await createUserWithToken(t.app, {
      token: { now: new Date(Date.now() - 10_000) },
    });
    const missing = await patch(token, { password: 'nowe-haslo-2025' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContain('currentPassword: podaj obecne hasło, aby ustawić nowe');
    const wrong = await patch(token, { password: 'nowe-haslo-2025', currentPassword: 'zle-haslo-00' });
    expect(wrong.json().errors).toContain('currentPassword: obecne hasło jest nieprawidłowe');

    const res = await patch(token, { password: 'nowe-haslo-2025', currentPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh: string = res.json().token;
    expect((await me(t, fresh)).json().userId).toBe(user.userId);
    expect((await me(t, token)).statusCode).toBe(401);
    const login = await post(t, '/auth/login', { email: user.email, password: 'nowe-haslo-2025' });
    expect(login.statusCode).toBe(200);
  });

  it('a session issued in the same second as a password change (before it) is ended: token version, not whole-second iat', async () => {
    const { user } = await createUserWithToken(t.app, { email: 'sekunda@example.pl' });
    const before = await usersCollection(t.store).findOne({ _id: user.userId });
    if (!before) throw new Error('no user');
    const own = await t.app.tokens.sign(tokenSubjectOf(before));
    const changed = await patch(own, { password: 'nowe-haslo-2026', currentPassword: TEST_PASSWORD });
    expect(changed.statusCode).toBe(200);
    const after = await usersCollection(t.store).findOne({ _id: user.userId });
    const cutoff = after?.sessionsValidFrom;
    if (!(cutoff instanceof Date)) throw new Error('no cutoff');
    // Signed with the old version at the very second of the change (iat = the cutoff): it must not survive.
    const sameSecond = await t.app.tokens.sign(tokenSubjectOf(before), { now: cutoff });
    const stale = await me(t, sameSecond);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('TOKEN_REVOKED');
    expect((await me(t, changed.json().token)).statusCode).toBe(200);
  });

  it('GET /me without a token → 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/me` });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('e-mail through a real SMTP server (SMTP_HOST/SMTP_PORT)', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({
      config: {
        publicUrl: 'https://zapisy.test',
        mail: { from: 'Zapisy <no-reply@zapisy.test>', smtp: { host: '127.0.0.1', port, secure: false } },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Quoted-printable soft line breaks and escapes undone, so the link can be found in the raw message. */
  const decodeQuotedPrintable = (raw: string) =>
    Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');

  it('the confirmation e-mail arrives over SMTP with the link, and is recorded in the outbox', async () => {
    const res = await post(t, '/auth/register', registration('smtp@example.pl'));
    expect(res.statusCode).toBe(201);
    const { link, mail } = await lastMail(t, 'smtp@example.pl');
    expect(mail).toMatchObject({ transport: 'smtp', status: 'sent' });
    const message = received.find((m) => m.to.includes('smtp@example.pl'));
    expect(message).toBeDefined();
    expect(message?.raw).toMatch(/^From: Zapisy <no-reply@zapisy\.test>/m);
    expect(decodeQuotedPrintable(message?.raw ?? '')).toContain(link);
  });

  it('an SMTP failure is recorded as failed and answers 503 MAIL_FAILED', async () => {
    const broken = await createTestApp({
      config: { mail: { from: 'x@zapisy.test', smtp: { host: '127.0.0.1', port: 1, secure: false } } },
    });
    try {
      const res = await post(broken, '/auth/register', registration('fail@example.pl'));
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('MAIL_FAILED');
      const entry = await broken.store.db
        .collection<OutboxDocument>(OUTBOX)
        .findOne({ to: 'fail@example.pl' });
      expect(entry?.status).toBe('failed');
    } finally {
      await broken.close();
    }
  });
});
