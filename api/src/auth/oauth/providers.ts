/**
 * The two providers' halves of the OAuth 2.0 authorization-code flow with PKCE:
 *
 * - Google: authorize `accounts.google.com/o/oauth2/v2/auth` (scope 'openid email profile'), token
 *   `oauth2.googleapis.com/token` (POST form), profile `openidconnect.googleapis.com/v1/userinfo`
 *   (Bearer) — `email_verified` must be true.
 * - Facebook: authorize `www.facebook.com/v19.0/dialog/oauth` (scope 'email'), token
 *   `graph.facebook.com/v19.0/oauth/access_token` (POST form), profile
 *   `graph.facebook.com/me?fields=id,email,first_name,last_name` (Bearer, with `appsecret_proof`).
 *   Facebook only returns e-mails it has confirmed; a profile without one is refused.
 *
 * Any failure of the provider is an OAuthFlowError('oauthFailed'); the detail goes to the log only.
 */
import { createHmac } from 'node:crypto';
import type { OAuthProviderConfig, OAuthProviderName } from './config.js';
import { OAuthFlowError } from './errors.js';

export interface ProviderProfile {
  /** The provider's id of the user (Google `sub`, Facebook `id`). */
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export const PROVIDER_LABELS: Readonly<Record<OAuthProviderName, string>> = {
  google: 'Google',
  facebook: 'Facebook',
};

const SCOPES: Readonly<Record<OAuthProviderName, string>> = {
  google: 'openid email profile',
  facebook: 'email',
};

/** Provider calls give up after this long (the user is waiting on a redirect). */
export const PROVIDER_TIMEOUT_MS = 10_000;

export function authorizeUrl(
  provider: OAuthProviderName,
  config: OAuthProviderConfig,
  input: { redirectUri: string; state: string; codeChallenge: string },
): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', SCOPES[provider]);
  url.searchParams.set('state', input.state);
  url.searchParams.set('code_challenge', input.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  if (provider === 'google') url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

async function callJson(url: string, init: RequestInit, step: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new OAuthFlowError('oauthFailed', `${step}: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (!response.ok || body === null || typeof body !== 'object') {
    throw new OAuthFlowError('oauthFailed', `${step}: HTTP ${response.status} ${text.slice(0, 300)}`);
  }
  return body as Record<string, unknown>;
}

/** Exchanges the code (with the PKCE verifier) for the provider's access token. */
export async function exchangeCode(
  config: OAuthProviderConfig,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: config.clientId,
    client_secret: config.clientSecret,
    code_verifier: input.codeVerifier,
  });
  const body = await callJson(
    config.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    },
    'token',
  );
  const token = body.access_token;
  if (typeof token !== 'string' || token === '') {
    throw new OAuthFlowError('oauthFailed', 'token: no access_token in the answer');
  }
  return token;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The signed-in user's profile; refuses a Google e-mail that is not verified and a missing e-mail. */
export async function readProfile(
  provider: OAuthProviderName,
  config: OAuthProviderConfig,
  accessToken: string,
): Promise<ProviderProfile> {
  const url = new URL(config.profileUrl);
  if (provider === 'facebook') {
    url.searchParams.set('fields', 'id,email,first_name,last_name');
    url.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', config.clientSecret).update(accessToken).digest('hex'),
    );
  }
  const body = await callJson(
    url.toString(),
    { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    'profile',
  );
  const subject = text(provider === 'google' ? body.sub : body.id);
  if (subject === '') throw new OAuthFlowError('oauthFailed', 'profile: no user id');
  const email = text(body.email);
  if (email === '' || !email.includes('@')) throw new OAuthFlowError('oauthEmailMissing');
  if (provider === 'google') {
    if (body.email_verified !== true && body.email_verified !== 'true') {
      throw new OAuthFlowError('oauthEmailUnverified', email);
    }
    const [first = '', ...rest] = text(body.name).split(/\s+/);
    return {
      subject,
      email,
      firstName: text(body.given_name) || first,
      lastName: text(body.family_name) || rest.join(' '),
    };
  }
  return { subject, email, firstName: text(body.first_name), lastName: text(body.last_name) };
}
