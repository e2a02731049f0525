/** The fake provider speaks the real protocol, so the flow tests prove something: it refuses what a real one does. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEndpoints } from './config.js';
import { type FakeProvider, startFakeProvider } from './fake-provider.js';

let fake: FakeProvider;
const verifier = 'v'.repeat(43);
const challenge = createHash('sha256').update(verifier).digest('base64url');
const redirectUri = 'http://localhost:3000/services/api/auth/google/callback';

beforeAll(async () => {
  fake = await startFakeProvider({
    provider: 'google',
    clientId: 'cid',
    clientSecret: 'secret',
    user: { id: '1', email: 'a@b.pl', firstName: 'A', lastName: 'B' },
  });
});
afterAll(() => fake?.close());

async function code(params: Record<string, string> = {}): Promise<Response> {
  const url = new URL(providerEndpoints('google', fake.baseUrl).authorizeUrl);
  const query = {
    client_id: 'cid',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: 's1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return fetch(url, { redirect: 'manual' });
}

async function exchange(form: Record<string, string>): Promise<Response> {
  return fetch(providerEndpoints('google', fake.baseUrl).tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

describe('fake Google provider', () => {
  it('authorize needs a known client and a PKCE S256 challenge', async () => {
    expect((await code({ client_id: 'other' })).status).toBe(400);
    expect((await code({ code_challenge_method: 'plain' })).status).toBe(400);
    const ok = await code();
    expect(ok.status).toBe(302);
    const back = new URL(String(ok.headers.get('location')));
    expect(back.searchParams.get('state')).toBe('s1');
    expect(back.searchParams.get('code')).toBeTruthy();
  });

  it('token checks credentials, redirect_uri and the verifier; the code works once; userinfo needs the token', async () => {
    const get = async () =>
      new URL(String((await code()).headers.get('location'))).searchParams.get('code') ?? '';
    const base = {
      grant_type: 'authorization_code',
      client_id: 'cid',
      client_secret: 'secret',
      redirect_uri: redirectUri,
    };
    expect(
      (await exchange({ ...base, client_secret: 'x', code: await get(), code_verifier: verifier })).status,
    ).toBe(401);
    expect((await exchange({ ...base, code: await get(), code_verifier: 'w'.repeat(43) })).status).toBe(400);
    expect(
      (await exchange({ ...base, redirect_uri: 'http://x/cb', code: await get(), code_verifier: verifier }))
        .status,
    ).toBe(400);
    const oneCode = await get();
    const good = await exchange({ ...base, code: oneCode, code_verifier: verifier });
    expect(good.status).toBe(200);
    expect((await exchange({ ...base, code: oneCode, code_verifier: verifier })).status).toBe(400);
    const { access_token } = (await good.json()) as { access_token: string };
    const profileUrl = providerEndpoints('google', fake.baseUrl).profileUrl;
    expect((await fetch(profileUrl, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    const me = await fetch(profileUrl, { headers: { authorization: `Bearer ${access_token}` } });
    expect(await me.json()).toEqual({
      sub: '1',
      email: 'a@b.pl',
      email_verified: true,
      name: 'A B',
      given_name: 'A',
      family_name: 'B',
    });
    expect(fake.tokenRefusals).toEqual([
      'invalid client credentials',
      'PKCE verification failed',
      'redirect_uri mismatch',
      'invalid or used code',
    ]);
  });
});
