import { createHash } from 'node:crypto';
import { type PaymentProviderContext, PaymentProviderError } from '@zapisy/core';
import { payuBase } from './hosts.js';
import { parseJsonObject, textAt } from './json-object.js';
import type { PayuSettings } from './settings.js';
import { type CallSite, exchange, protocolError, redact, serverError } from './transport.js';

export const PAYU_OAUTH_PATH = '/pl/standard/user/oauth/authorize';

/** Polish message for keys PayU refuses (wrong client_id or client_secret). */
export const PAYU_BAD_CREDENTIALS_MESSAGE =
  'Płatności PayU są źle skonfigurowane: PayU odrzuciło identyfikator lub sekret klienta (client_id, client_secret). Skontaktuj się z organizatorem.';

interface CachedToken {
  token: string;
  /** Epoch ms after which the token is not used any more. */
  refreshAt: number;
}

/**
 * OAuth client_credentials tokens, one per PayU host and client (a changed secret is another entry).
 * A token is used until shortly before `expires_in` (PayU gives about 12 h); concurrent calls share one
 * token request.
 */
export class PayuTokenCache {
  private readonly tokens = new Map<string, CachedToken>();
  private readonly pending = new Map<string, Promise<string>>();

  async get(context: PaymentProviderContext, settings: PayuSettings): Promise<string> {
    const key = cacheKey(context, settings);
    const cached = this.tokens.get(key);
    if (cached !== undefined && context.now().getTime() < cached.refreshAt) return cached.token;
    const running = this.pending.get(key);
    if (running !== undefined) return running;
    const request = fetchToken(context, settings)
      .then(({ token, expiresIn }) => {
        this.tokens.set(key, { token, refreshAt: context.now().getTime() + usableSeconds(expiresIn) * 1000 });
        return token;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, request);
    return request;
  }

  /** Forgets `token` (PayU answered 401 to it); the next `get` asks for a new one. */
  invalidate(context: PaymentProviderContext, settings: PayuSettings, token: string): void {
    const key = cacheKey(context, settings);
    if (this.tokens.get(key)?.token === token) this.tokens.delete(key);
  }

  clear(): void {
    this.tokens.clear();
  }
}

/** Refresh a minute early (PayU's 12 h tokens), or at 90 % of a lifetime of ten minutes or less. */
function usableSeconds(expiresIn: number): number {
  return Math.max(0, expiresIn > 600 ? expiresIn - 60 : expiresIn * 0.9);
}

function cacheKey(context: PaymentProviderContext, settings: PayuSettings): string {
  const secretHash = createHash('sha256').update(settings.secret).digest('hex').slice(0, 16);
  return `${payuBase(context)}|${settings.clientId}|${secretHash}`;
}

/** One OAuth client_credentials token request, uncached (the token cache and 'Sprawdź połączenie'). */
export async function fetchToken(
  context: PaymentProviderContext,
  settings: PayuSettings,
): Promise<{ token: string; expiresIn: number }> {
  const where: CallSite = { provider: 'payu', method: 'POST', path: PAYU_OAUTH_PATH };
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: settings.clientId,
    client_secret: settings.secret,
  }).toString();
  const answer = await exchange(
    context,
    `${payuBase(context)}${PAYU_OAUTH_PATH}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
    },
    where,
  );
  if (answer.status >= 500) throw serverError(context, where, answer.status);
  const parsed = parseJsonObject(answer.text);
  if (answer.status >= 400) {
    const detail = {
      ...where,
      httpStatus: answer.status,
      error: textAt(parsed, 'error'),
      errorDescription: redactOptional(textAt(parsed, 'error_description'), settings),
    };
    context.log.warn('PayU: odmowa autoryzacji OAuth', detail);
    throw new PaymentProviderError('configuration', PAYU_BAD_CREDENTIALS_MESSAGE, detail);
  }
  const token = textAt(parsed, 'access_token');
  const expiresIn = Number(textAt(parsed, 'expires_in'));
  if (answer.status !== 200 || token === undefined || token === '' || !Number.isFinite(expiresIn)) {
    throw protocolError(context, where, answer.status, 'no access_token');
  }
  return { token, expiresIn };
}

function redactOptional(text: string | undefined, settings: PayuSettings): string | undefined {
  return text === undefined ? undefined : redact(text.slice(0, 300), [settings.secret, settings.md5]);
}
