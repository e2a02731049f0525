/**
 * The two steps of a Google or Facebook sign-in (spec §7 "Redirect {auth host}/auth/google?state and
 * /auth/facebook?state | state holds the origin domain"; §2 `/glowne/zalogowano` is the callback screen):
 *
 * 1. `startSignIn`: a nonce, a PKCE verifier kept on the server, a signed expiring state holding the origin
 *    (and the page to return to), the nonce in an HttpOnly cookie → the provider's consent URL.
 * 2. `finishSignIn`: the state checked (signature, expiry, provider, the cookie's nonce, single use), the
 *    code exchanged with the verifier, the profile read, the account found or created, our token issued →
 *    `<origin>/glowne/zalogowano#token=<jwt>` (a fragment never reaches server logs), or on any failure
 *    `<origin>/glowne/zaloguj?error=<code>&provider=<name>` (codes in ./errors.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { RateLimitedError } from '../errors.js';
import { consumeAttempt } from '../rate-limit.js';
import type { OAuthProviderConfig, OAuthProviderName } from './config.js';
import { type OAuthErrorCode, OAuthFlowError } from './errors.js';
import { FLOW_COOKIE, flowCookie, readCookie, saveFlow, takeFlow } from './flows.js';
import { allowedOrigin, publicOrigin, safeReturnPath } from './origin.js';
import { codeChallenge, newCodeVerifier } from './pkce.js';
import { authorizeUrl, exchangeCode, readProfile } from './providers.js';
import { signInWithProfile } from './sign-in.js';
import { newNonce, signState, verifyState } from './state.js';

export const SIGNED_IN_PATH = '/glowne/zalogowano';
export const LOGIN_PATH = '/glowne/zaloguj';

export interface FlowContext {
  app: FastifyInstance;
  provider: OAuthProviderName;
  config: OAuthProviderConfig;
  /** The state signing key (./state.ts `stateKey`). */
  key: Uint8Array;
}

export interface Redirect {
  location: string;
  /** Set-Cookie for the flow cookie. */
  cookie?: string;
}

export function callbackUrl(app: FastifyInstance, provider: OAuthProviderName): string {
  return `${app.config.publicUrl}${app.config.apiPath}/auth/${provider}/callback`;
}

function cookieOptions(app: FastifyInstance, provider: OAuthProviderName) {
  return {
    path: `${app.config.apiPath}/auth/${provider}`,
    secure: app.config.publicUrl.startsWith('https:'),
    maxAgeSeconds: app.config.oauth.stateTtlSeconds,
  };
}

export function signedInLocation(origin: string, token: string, referer?: string): string {
  const query = referer ? `?referer=${encodeURIComponent(referer)}` : '';
  return `${origin}${SIGNED_IN_PATH}${query}#token=${encodeURIComponent(token)}`;
}

export function errorLocation(
  origin: string,
  code: OAuthErrorCode,
  provider: OAuthProviderName,
  referer?: string,
): string {
  const params = new URLSearchParams({ error: code, provider });
  if (referer) params.set('referer', referer);
  return `${origin}${LOGIN_PATH}?${params.toString()}`;
}

export async function startSignIn(
  context: FlowContext,
  input: { state?: string; referer?: string; ip: string },
  now: Date = new Date(),
): Promise<Redirect> {
  const { app, provider, config, key } = context;
  const origin = allowedOrigin(app.config, input.state);
  const referer = safeReturnPath(input.referer);
  const limits = app.config.auth.loginRateLimit;
  try {
    await consumeAttempt(
      app.store,
      `oauth:ip:${input.ip}`,
      { max: limits.perIp, windowSeconds: limits.windowSeconds },
      undefined,
      now,
    );
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return { location: errorLocation(origin, 'oauthRateLimited', provider, referer) };
    }
    throw error;
  }
  const nonce = newNonce();
  const codeVerifier = newCodeVerifier();
  const ttl = app.config.oauth.stateTtlSeconds;
  const expiresAt = Math.floor(now.getTime() / 1000) + ttl;
  await saveFlow(app.store, { nonce, provider, codeVerifier, expiresAt: new Date(expiresAt * 1000) }, now);
  const state = signState(key, { provider, origin, nonce, expiresAt, ...(referer ? { referer } : {}) });
  return {
    location: authorizeUrl(provider, config, {
      redirectUri: callbackUrl(app, provider),
      state,
      codeChallenge: codeChallenge(codeVerifier),
    }),
    cookie: flowCookie(nonce, cookieOptions(app, provider)),
  };
}

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

export async function finishSignIn(
  context: FlowContext,
  input: { query: CallbackQuery; cookieHeader: string | undefined },
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<Redirect> {
  const { app, provider, config, key } = context;
  const cookie = flowCookie(null, cookieOptions(app, provider));
  const checked = input.query.state ? verifyState(key, input.query.state, now) : null;
  const state = checked?.ok && checked.state.provider === provider ? checked.state : null;
  const origin = state ? allowedOrigin(app.config, state.origin) : publicOrigin(app.config);
  const referer = safeReturnPath(state?.referer);
  try {
    if (state) {
      const sameBrowser = readCookie(input.cookieHeader, FLOW_COOKIE) === state.nonce;
      // Taken in any case, so a state is single use even when the user refused or the cookie is missing.
      const codeVerifier = await takeFlow(app.store, state.nonce, provider, now);
      if (input.query.error !== undefined) throw new OAuthFlowError('oauthDenied', input.query.error);
      if (!sameBrowser || codeVerifier === null) {
        throw new OAuthFlowError('oauthState', sameBrowser ? 'flow used or expired' : 'cookie mismatch');
      }
      if (!input.query.code) throw new OAuthFlowError('oauthFailed', 'no code');
      const accessToken = await exchangeCode(config, {
        code: input.query.code,
        redirectUri: callbackUrl(app, provider),
        codeVerifier,
      });
      const profile = await readProfile(provider, config, accessToken);
      const { token, user, created } = await signInWithProfile(app, profile);
      log.info({ provider, userId: user._id, created }, 'signed in with provider');
      return { location: signedInLocation(origin, token, referer), cookie };
    }
    if (input.query.error !== undefined) throw new OAuthFlowError('oauthDenied', input.query.error);
    throw new OAuthFlowError(
      'oauthState',
      checked?.ok === false ? checked.problem : 'missing or other provider',
    );
  } catch (error) {
    if (!(error instanceof OAuthFlowError)) throw error;
    log.warn({ provider, code: error.code, detail: error.message }, 'provider sign-in refused');
    return { location: errorLocation(origin, error.code, provider, referer), cookie };
  }
}
