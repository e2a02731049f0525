/**
 * A local stand-in for Google's or Facebook's OAuth 2.0 servers, for tests and local trials: it speaks the
 * real protocol on 127.0.0.1 at the real paths (./config.ts `providerEndpoints` with a base URL), so the
 * app is pointed at it with GOOGLE_OAUTH_BASE_URL / FACEBOOK_OAUTH_BASE_URL and nothing else changes.
 *
 * - authorize: checks client_id, response_type=code, the scope, redirect_uri, state and an S256 PKCE
 *   challenge, then "consents" for the configured user (or refuses, `consent: 'deny'`) and redirects to
 *   redirect_uri with `code` and `state` (or `error=access_denied`).
 * - token: checks the client credentials, the code (single use, 5 min), redirect_uri and the PKCE verifier.
 * - userinfo (Google) / me (Facebook): checks the Bearer token (and Facebook's appsecret_proof).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type OAuthProviderName, providerEndpoints } from './config.js';

export interface FakeUser {
  id: string;
  email?: string;
  /** Google only: `email_verified` (default true). */
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
}

export interface FakeProviderOptions {
  provider: OAuthProviderName;
  clientId: string;
  clientSecret: string;
  user: FakeUser;
  consent?: 'allow' | 'deny';
}

export interface FakeProvider {
  /** Give this as GOOGLE_OAUTH_BASE_URL / FACEBOOK_OAUTH_BASE_URL. */
  readonly baseUrl: string;
  /** Change between tests: who consents, and whether they do. */
  user: FakeUser;
  consent: 'allow' | 'deny';
  /** Every refused token request, with the reason (for assertions). */
  readonly tokenRefusals: string[];
  close(): Promise<void>;
}

interface IssuedCode {
  redirectUri: string;
  challenge: string;
  user: FakeUser;
  expiresAt: number;
}

const CODE_TTL_MS = 5 * 60 * 1000;

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type':
      typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    ...headers,
  });
  res.end(text);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function bearer(req: IncomingMessage, query: URLSearchParams): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length);
  return query.get('access_token') ?? undefined;
}

export async function startFakeProvider(options: FakeProviderOptions): Promise<FakeProvider> {
  const { provider, clientId, clientSecret } = options;
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, FakeUser>();
  const tokenRefusals: string[] = [];
  let paths = { authorize: '', token: '', profile: '' };

  const refuseToken = (res: ServerResponse, reason: string, status = 400): void => {
    tokenRefusals.push(reason);
    if (provider === 'google') {
      send(res, status, {
        error: status === 401 ? 'invalid_client' : 'invalid_grant',
        error_description: reason,
      });
    } else {
      send(res, status, { error: { message: reason, type: 'OAuthException', code: 100 } });
    }
  };

  const authorize = (res: ServerResponse, query: URLSearchParams): void => {
    const redirectUri = query.get('redirect_uri');
    const state = query.get('state');
    const challenge = query.get('code_challenge') ?? '';
    const scopes = (query.get('scope') ?? '').split(/[\s,]+/);
    const required = provider === 'google' ? ['openid', 'email', 'profile'] : ['email'];
    const problem =
      query.get('client_id') !== clientId
        ? 'unknown client_id'
        : !redirectUri
          ? 'missing redirect_uri'
          : query.get('response_type') !== 'code'
            ? 'response_type must be code'
            : !required.every((s) => scopes.includes(s))
              ? `scope must include ${required.join(' ')}`
              : !state
                ? 'missing state'
                : query.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge)
                  ? 'PKCE S256 challenge required'
                  : null;
    if (problem !== null || !redirectUri || !state) {
      send(res, 400, `Błąd autoryzacji: ${problem}`);
      return;
    }
    const back = new URL(redirectUri);
    if (service.consent === 'deny') {
      back.searchParams.set('error', 'access_denied');
      if (provider === 'facebook') {
        back.searchParams.set('error_code', '200');
        back.searchParams.set('error_description', 'Permissions error');
        back.searchParams.set('error_reason', 'user_denied');
      }
    } else {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        redirectUri,
        challenge,
        user: { ...service.user },
        expiresAt: Date.now() + CODE_TTL_MS,
      });
      back.searchParams.set('code', code);
    }
    back.searchParams.set('state', state);
    send(res, 302, '', { location: back.toString() });
  };

  const token = (res: ServerResponse, form: URLSearchParams): void => {
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      refuseToken(res, 'invalid client credentials', 401);
      return;
    }
    if (provider === 'google' && form.get('grant_type') !== 'authorization_code') {
      refuseToken(res, 'unsupported grant_type');
      return;
    }
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    if (!issued || issued.expiresAt < Date.now()) {
      refuseToken(res, 'invalid or used code');
      return;
    }
    if (form.get('redirect_uri') !== issued.redirectUri) {
      refuseToken(res, 'redirect_uri mismatch');
      return;
    }
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) {
      refuseToken(res, 'PKCE verification failed');
      return;
    }
    const accessToken = randomBytes(24).toString('base64url');
    accessTokens.set(accessToken, issued.user);
    send(
      res,
      200,
      provider === 'google'
        ? { access_token: accessToken, expires_in: 3599, token_type: 'Bearer', scope: 'openid email profile' }
        : { access_token: accessToken, token_type: 'bearer', expires_in: 5183944 },
    );
  };

  const profile = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams): void => {
    const accessToken = bearer(req, query);
    const user = accessToken === undefined ? undefined : accessTokens.get(accessToken);
    if (accessToken === undefined || user === undefined) {
      send(
        res,
        401,
        provider === 'google'
          ? { error: 'invalid_token', error_description: 'Invalid Credentials' }
          : { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
      );
      return;
    }
    if (provider === 'google') {
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
      send(res, 200, {
        sub: user.id,
        ...(user.email !== undefined
          ? { email: user.email, email_verified: user.emailVerified ?? true }
          : {}),
        ...(name ? { name } : {}),
        ...(user.firstName ? { given_name: user.firstName } : {}),
        ...(user.lastName ? { family_name: user.lastName } : {}),
      });
      return;
    }
    const proof = query.get('appsecret_proof');
    if (proof !== null && proof !== createHmac('sha256', clientSecret).update(accessToken).digest('hex')) {
      send(res, 400, { error: { message: 'Invalid appsecret_proof', type: 'OAuthException', code: 100 } });
      return;
    }
    const all: Record<string, string | undefined> = {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
    };
    const fields = (query.get('fields') ?? 'id,name').split(',');
    const body: Record<string, string> = { id: user.id };
    for (const field of fields) {
      const value = all[field];
      if (value !== undefined) body[field] = value;
    }
    send(res, 200, body);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    void (async () => {
      if (req.method === 'GET' && url.pathname === paths.authorize) return authorize(res, url.searchParams);
      if (url.pathname === paths.token && (req.method === 'POST' || provider === 'facebook')) {
        return token(res, req.method === 'POST' ? await readForm(req) : url.searchParams);
      }
      if (req.method === 'GET' && url.pathname === paths.profile) return profile(req, res, url.searchParams);
      send(res, 404, { error: 'not_found' });
    })().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const endpoints = providerEndpoints(provider, baseUrl);
  paths = {
    authorize: new URL(endpoints.authorizeUrl).pathname,
    token: new URL(endpoints.tokenUrl).pathname,
    profile: new URL(endpoints.profileUrl).pathname,
  };

  const service: FakeProvider = {
    baseUrl,
    user: options.user,
    consent: options.consent ?? 'allow',
    tokenRefusals,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return service;
}
