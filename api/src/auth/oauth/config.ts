/**
 * Google and Facebook sign-in settings (spec first document §1: "through Google or Facebook sign-in (both
 * flags off by default)"), read by `loadConfig` into `AppConfig.oauth`.
 *
 * - GOOGLE_SIGN_IN=true with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET turns Google sign-in on.
 * - FACEBOOK_SIGN_IN=true with FACEBOOK_APP_ID and FACEBOOK_APP_SECRET turns Facebook sign-in on.
 * - GOOGLE_OAUTH_BASE_URL / FACEBOOK_OAUTH_BASE_URL replace the providers' hosts (accounts.google.com,
 *   oauth2.googleapis.com, openidconnect.googleapis.com; www.facebook.com, graph.facebook.com) with one
 *   base URL keeping the paths: tests point them at ./fake-provider.ts.
 * - OAUTH_STATE_TTL_SECONDS: how long a started sign-in may take, default 600 (10 min).
 *
 * A flag set to true without its credentials, or set to anything but true/false, fails start-up.
 */
import { type Env, envReader } from '../../env-reader.js';

export type OAuthProviderName = 'google' | 'facebook';
export const OAUTH_PROVIDERS: readonly OAuthProviderName[] = ['google', 'facebook'];

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Where the browser is sent to consent. */
  authorizeUrl: string;
  /** Where the code is exchanged for an access token. */
  tokenUrl: string;
  /** Google's OpenID userinfo; Facebook's Graph `/me`. */
  profileUrl: string;
}

export interface OAuthConfig {
  /** null: the flag is off (the default). */
  google: OAuthProviderConfig | null;
  facebook: OAuthProviderConfig | null;
  stateTtlSeconds: number;
}

export const FACEBOOK_GRAPH_VERSION = 'v19.0';

/** The providers' real endpoints, or the same paths under one base URL (a fake provider in tests). */
export function providerEndpoints(
  provider: OAuthProviderName,
  baseUrl?: string,
): Pick<OAuthProviderConfig, 'authorizeUrl' | 'tokenUrl' | 'profileUrl'> {
  const base = baseUrl?.replace(/\/+$/, '');
  if (provider === 'google') {
    return {
      authorizeUrl: `${base ?? 'https://accounts.google.com'}/o/oauth2/v2/auth`,
      tokenUrl: `${base ?? 'https://oauth2.googleapis.com'}/token`,
      profileUrl: `${base ?? 'https://openidconnect.googleapis.com'}/v1/userinfo`,
    };
  }
  return {
    authorizeUrl: `${base ?? 'https://www.facebook.com'}/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
    tokenUrl: `${base ?? 'https://graph.facebook.com'}/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
    profileUrl: `${base ?? 'https://graph.facebook.com'}/me`,
  };
}

const ENV_NAMES = {
  google: {
    flag: 'GOOGLE_SIGN_IN',
    id: 'GOOGLE_CLIENT_ID',
    secret: 'GOOGLE_CLIENT_SECRET',
    base: 'GOOGLE_OAUTH_BASE_URL',
  },
  facebook: {
    flag: 'FACEBOOK_SIGN_IN',
    id: 'FACEBOOK_APP_ID',
    secret: 'FACEBOOK_APP_SECRET',
    base: 'FACEBOOK_OAUTH_BASE_URL',
  },
} as const;

export function loadOAuthConfig(env: Env, problems: string[]): OAuthConfig {
  const { read, int } = envReader(env, problems);

  const provider = (name: OAuthProviderName): OAuthProviderConfig | null => {
    const names = ENV_NAMES[name];
    const flag = read(names.flag);
    if (flag !== undefined && flag !== 'true' && flag !== 'false') {
      problems.push(`${names.flag}="${flag}": dozwolone wartości to true, false`);
      return null;
    }
    if (flag !== 'true') return null;
    const clientId = read(names.id);
    const clientSecret = read(names.secret);
    const missing: string[] = [];
    if (clientId === undefined) missing.push(names.id);
    if (clientSecret === undefined) missing.push(names.secret);
    if (missing.length > 0) problems.push(`${names.flag}=true wymaga ustawienia ${missing.join(', ')}`);
    const base = read(names.base);
    if (base !== undefined && !/^https?:\/\/[^/]+/.test(base)) {
      problems.push(`${names.base}="${base}": oczekiwano adresu http:// lub https://`);
    }
    if (clientId === undefined || clientSecret === undefined) return null;
    return { clientId, clientSecret, ...providerEndpoints(name, base) };
  };

  return {
    google: provider('google'),
    facebook: provider('facebook'),
    stateTtlSeconds: int('OAUTH_STATE_TTL_SECONDS', 600, 60, 3600),
  };
}
