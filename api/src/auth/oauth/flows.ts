/**
 * Started sign-ins, kept on the server so the PKCE verifier never leaves it: `oauthFlows` documents keyed
 * by the state's nonce. The callback takes (and deletes) the flow atomically, so a state works once. The
 * browser that started the flow holds the nonce in an HttpOnly cookie, so a callback arriving in another
 * browser (a forged log-in link) is refused.
 */
import type { Store } from '../../storage/index.js';
import type { OAuthProviderName } from './config.js';

export const OAUTH_FLOWS = 'oauthFlows';
export const FLOW_COOKIE = 'zapisy_oauth';

export interface OAuthFlowDocument {
  _id: string;
  provider: OAuthProviderName;
  codeVerifier: string;
  createdAt: Date;
  expiresAt: Date;
}

export function oauthFlows(store: Store) {
  return store.db.collection<OAuthFlowDocument>(OAUTH_FLOWS);
}

export async function ensureOAuthIndexes(store: Store): Promise<void> {
  await oauthFlows(store).createIndex({ expiresAt: 1 }, { name: 'expiresAt' });
}

/** Records a started flow; expired ones are removed on the way. */
export async function saveFlow(
  store: Store,
  flow: { nonce: string; provider: OAuthProviderName; codeVerifier: string; expiresAt: Date },
  now: Date = new Date(),
): Promise<void> {
  await oauthFlows(store).deleteMany({ expiresAt: { $lte: now } });
  await oauthFlows(store).insertOne({
    _id: flow.nonce,
    provider: flow.provider,
    codeVerifier: flow.codeVerifier,
    createdAt: now,
    expiresAt: flow.expiresAt,
  });
}

/** The PKCE verifier of an unexpired flow, deleting it (single use); null when there is none. */
export async function takeFlow(
  store: Store,
  nonce: string,
  provider: OAuthProviderName,
  now: Date = new Date(),
): Promise<string | null> {
  const flow = await oauthFlows(store).findOneAndDelete({ _id: nonce, provider, expiresAt: { $gt: now } });
  return flow?.codeVerifier ?? null;
}

/** The value of cookie `name` in a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function flowCookie(
  value: string | null,
  options: { path: string; secure: boolean; maxAgeSeconds: number },
): string {
  const secure = options.secure ? '; Secure' : '';
  const body = value === null ? '' : encodeURIComponent(value);
  const maxAge = value === null ? 0 : options.maxAgeSeconds;
  return `${FLOW_COOKIE}=${body}; Path=${options.path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}
