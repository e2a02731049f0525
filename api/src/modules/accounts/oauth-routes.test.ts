/**
 * Spec first document §1 "Users log in … through Google or Facebook sign-in (both flags off by default)",
 * §2 "/glowne/zalogowano is the authentication callback screen", §7 "Redirect {auth host}/auth/google?state
 * and /auth/facebook?state | state holds the origin domain". The whole flow runs against the local fake
 * provider, which speaks the real protocol (authorize → code → token with PKCE → userinfo / me).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OAuthProviderName, providerEndpoints } from '../../auth/oauth/config.js';
import { type FakeProvider, startFakeProvider } from '../../auth/oauth/fake-provider.js';
import { OAUTH_FLOWS } from '../../auth/oauth/flows.js';
import { createUserWithToken } from '../../auth/testing.js';
import { USERS, usersCollection } from '../../auth/users.js';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { PUBLIC_WRITE_LIMITS } from '../../limits/index.js';

const PUBLIC = 'http://zapisy.test:3000';
const HOST = 'zapisy.test:3000';
const PROJECT_ORIGIN = 'http://demo.zapisy.test:3000';

describe('flags off by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each(['google', 'facebook'])(
    '"both flags off by default": /auth/%s and its callback are a JSON 404',
    async (name) => {
      expect(t.config.oauth).toMatchObject({ google: null, facebook: null });
      for (const url of [
        `/services/api/auth/${name}?state=x`,
        `/services/api/auth/${name}/callback?code=a&state=b`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND' });
      }
      const env = await t.app.inject({ method: 'GET', url: '/services/api/env' });
      expect(env.json().features).toEqual({ googleSignIn: false, facebookSignIn: false });
    },
  );
});

describe.each<OAuthProviderName>(['google', 'facebook'])('%s sign-in', (provider) => {
  let fake: FakeProvider;
  let t: TestApp;
  const clientId = `${provider}-client-id`;
  const clientSecret = `${provider}-client-secret`;
  const defaultUser = () => ({
    id: `${provider}-123`,
    email: `Ala.Nowak@${provider}.example`,
    emailVerified: true,
    firstName: 'Ala',
    lastName: 'Nowak',
  });

  beforeAll(async () => {
    fake = await startFakeProvider({ provider, clientId, clientSecret, user: defaultUser() });
    t = await createTestApp({
      config: {
        publicUrl: PUBLIC,
        baseDomain: 'zapisy.test',
        oauth: {
          google: null,
          facebook: null,
          stateTtlSeconds: 600,
          [provider]: { clientId, clientSecret, ...providerEndpoints(provider, fake.baseUrl) },
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  afterEach(async () => {
    vi.useRealTimers();
    fake.user = defaultUser();
    fake.consent = 'allow';
    await t.store.db.collection(USERS).deleteMany({});
    await t.store.db.collection(PUBLIC_WRITE_LIMITS).deleteMany({});
  });

  interface Run {
    start: LightMyRequestResponse;
    authorize: URL;
    callbackUrl: URL;
    callback: LightMyRequestResponse;
    location: URL;
  }

  /** The browser's part: our start → the provider's consent → back to our callback with the cookie. */
  async function signIn(
    options: {
      query?: string;
      editCallback?: (url: URL) => void;
      beforeCallback?: () => Promise<void> | void;
      cookie?: boolean;
    } = {},
  ): Promise<Run> {
    const start = await t.app.inject({
      method: 'GET',
      url: `/services/api/auth/${provider}?${options.query ?? `state=${encodeURIComponent(PROJECT_ORIGIN)}`}`,
      headers: { host: HOST },
    });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    const setCookie = String(start.headers['set-cookie']);
    const consent = await fetch(authorize, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const callbackUrl = new URL(String(consent.headers.get('location')));
    options.editCallback?.(callbackUrl);
    await options.beforeCallback?.();
    const callback = await t.app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { host: HOST, ...(options.cookie === false ? {} : { cookie: setCookie.split(';')[0] ?? '' }) },
    });
    expect(callback.statusCode).toBe(302);
    return { start, authorize, callbackUrl, callback, location: new URL(String(callback.headers.location)) };
  }

  const tokenOf = (location: URL): string => {
    expect(location.hash).toMatch(/^#token=/);
    return decodeURIComponent(location.hash.slice('#token='.length));
  };

  it('/env reports the flag that is on', async () => {
    const env = await t.app.inject({ method: 'GET', url: '/services/api/env' });
    expect(env.json().features).toEqual({
      googleSignIn: provider === 'google',
      facebookSignIn: provider === 'facebook',
    });
  });

  it('redirects to the provider with scope, PKCE S256, our callback and a signed state; a new user is created and logged in at <origin>/glowne/zalogowano#token=', async () => {
    const run = await signIn();
    const expected = providerEndpoints(provider, fake.baseUrl);
    expect(`${run.authorize.origin}${run.authorize.pathname}`).toBe(expected.authorizeUrl);
    const q = run.authorize.searchParams;
    expect(q.get('client_id')).toBe(clientId);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe(provider === 'google' ? 'openid email profile' : 'email');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('redirect_uri')).toBe(`${PUBLIC}/services/api/auth/${provider}/callback`);
    expect(q.get('state')).not.toContain(PROJECT_ORIGIN); // signed, not a bare origin
    expect(String(run.start.headers['set-cookie'])).toMatch(
      new RegExp(
        `^zapisy_oauth=[^;]+; Path=/services/api/auth/${provider}; Max-Age=600; HttpOnly; SameSite=Lax$`,
      ),
    );

    expect(`${run.location.origin}${run.location.pathname}`).toBe(`${PROJECT_ORIGIN}/glowne/zalogowano`);
    const claims = await t.app.tokens.verify(tokenOf(run.location));
    expect(claims.email).toBe(`ala.nowak@${provider}.example`);
    expect(claims.role).toBe('guest');
    expect(String(run.callback.headers['set-cookie'])).toContain('Max-Age=0');

    const user = await usersCollection(t.store).findOne({ _id: claims.sub });
    expect(user).toMatchObject({
      email: `ala.nowak@${provider}.example`,
      firstName: 'Ala',
      lastName: 'Nowak',
      role: 'guest',
      status: 'active',
    });
    expect(String(user?.passwordHash)).toMatch(/^scrypt\$/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/services/api/me',
      headers: { 'x-auth-token': tokenOf(run.location) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: `ala.nowak@${provider}.example` });
  });

  it('an existing active user with that e-mail is logged in as themselves (no second account)', async () => {
    const existing = await createUserWithToken(t.app, {
      email: `ala.nowak@${provider}.example`,
      ownerOf: `org-${provider}`,
    });
    const run = await signIn();
    const claims = await t.app.tokens.verify(tokenOf(run.location));
    expect(claims.sub).toBe(existing.user.userId);
    expect(claims.role).toBe('admin');
    expect(claims.organizationId).toBe(`org-${provider}`);
    expect(await t.store.db.collection(USERS).countDocuments({})).toBe(1);
  });

  it('a blocked account with that e-mail is refused', async () => {
    const existing = await createUserWithToken(t.app, { email: `ala.nowak@${provider}.example` });
    await usersCollection(t.store).updateOne({ _id: existing.user.userId }, { $set: { status: 'blocked' } });
    const run = await signIn();
    expect(run.location.searchParams.get('error')).toBe('oauthAccountBlocked');
  });

  it('keeps a same-site referer and drops a foreign one', async () => {
    const referer = '/admin/ustawienia/projekt';
    const run = await signIn({
      query: `state=${encodeURIComponent(PROJECT_ORIGIN)}&referer=${encodeURIComponent(referer)}`,
    });
    expect(run.location.searchParams.get('referer')).toBe(referer);
    const foreign = await signIn({
      query: `state=${encodeURIComponent(PROJECT_ORIGIN)}&referer=${encodeURIComponent('//evil.example/x')}`,
    });
    expect(foreign.location.search).toBe('');
  });

  it('an origin that is not ours falls back to the public URL', async () => {
    for (const origin of [
      'https://evil.example',
      'http://zapisy.test.evil.example:3000',
      'https://demo.zapisy.test',
    ]) {
      const run = await signIn({ query: `state=${encodeURIComponent(origin)}` });
      expect(`${run.location.origin}${run.location.pathname}`).toBe(`${PUBLIC}/glowne/zalogowano`);
      await t.app.tokens.verify(tokenOf(run.location));
    }
    const bare = await signIn({ query: 'state=demo.zapisy.test:3000' });
    expect(bare.location.origin).toBe(PROJECT_ORIGIN);
  });

  it('a tampered state is refused: back to log-in with error=oauthState, nobody created', async () => {
    const run = await signIn({
      editCallback: (url) => {
        const state = url.searchParams.get('state') ?? '';
        const [body = '', signature = ''] = state.split('.');
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
        payload.o = 'https://evil.example';
        url.searchParams.set(
          'state',
          `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`,
        );
      },
    });
    expect(`${run.location.origin}${run.location.pathname}`).toBe(`${PUBLIC}/glowne/zaloguj`);
    expect(run.location.searchParams.get('error')).toBe('oauthState');
    expect(run.location.searchParams.get('provider')).toBe(provider);
    expect(run.location.hash).toBe('');
    expect(await t.store.db.collection(USERS).countDocuments({})).toBe(0);
  });

  it('an expired state is refused (error=oauthState)', async () => {
    const run = await signIn({
      beforeCallback: () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      },
    });
    expect(run.location.searchParams.get('error')).toBe('oauthState');
    expect(await t.store.db.collection(USERS).countDocuments({})).toBe(0);
  });

  it('a state is single use, and only in the browser that started it', async () => {
    const run = await signIn();
    tokenOf(run.location);
    const replay = await t.app.inject({
      method: 'GET',
      url: `${run.callbackUrl.pathname}${run.callbackUrl.search}`,
      headers: { host: HOST, cookie: String(run.start.headers['set-cookie']).split(';')[0] ?? '' },
    });
    expect(new URL(String(replay.headers.location)).searchParams.get('error')).toBe('oauthState');
    const otherBrowser = await signIn({ cookie: false });
    expect(otherBrowser.location.searchParams.get('error')).toBe('oauthState');
  });

  it('a wrong PKCE verifier makes the provider refuse the code (error=oauthFailed)', async () => {
    const run = await signIn({
      beforeCallback: async () => {
        await t.store.db.collection(OAUTH_FLOWS).updateMany({}, { $set: { codeVerifier: 'x'.repeat(43) } });
      },
    });
    expect(run.location.origin).toBe(PROJECT_ORIGIN);
    expect(run.location.pathname).toBe('/glowne/zaloguj');
    expect(run.location.searchParams.get('error')).toBe('oauthFailed');
    expect(fake.tokenRefusals.at(-1)).toBe('PKCE verification failed');
    expect(await t.store.db.collection(USERS).countDocuments({})).toBe(0);
  });

  it('refused consent goes back to log-in with error=oauthDenied on the origin', async () => {
    fake.consent = 'deny';
    const run = await signIn();
    expect(`${run.location.origin}${run.location.pathname}`).toBe(`${PROJECT_ORIGIN}/glowne/zaloguj`);
    expect(run.location.searchParams.get('error')).toBe('oauthDenied');
  });

  if (provider === 'google') {
    it('an e-mail Google has not verified is refused (error=oauthEmailUnverified)', async () => {
      fake.user = { ...defaultUser(), emailVerified: false };
      const run = await signIn();
      expect(run.location.searchParams.get('error')).toBe('oauthEmailUnverified');
      expect(await t.store.db.collection(USERS).countDocuments({})).toBe(0);
    });
  } else {
    it('a Facebook profile without an e-mail is refused (error=oauthEmailMissing)', async () => {
      const { email: _email, ...withoutEmail } = defaultUser();
      fake.user = withoutEmail;
      const run = await signIn();
      expect(run.location.searchParams.get('error')).toBe('oauthEmailMissing');
      expect(await t.store.db.collection(USERS).countDocuments({})).toBe(0);
    });
  }

  it('started on another host (a project subdomain), it first moves to the public URL where the cookie lives', async () => {
    const url = `/services/api/auth/${provider}?state=${encodeURIComponent(PROJECT_ORIGIN)}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'demo.zapisy.test:3000' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC}${url}`);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
