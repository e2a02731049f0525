/**
 * The bot check a visitor's form runs before it sends (issue 13): `GET {apiBase}/bot-protection/{eventId}/challenge`
 * says which protection the project uses; a proof of work is solved here with WebCrypto, reCAPTCHA v3 gives
 * a token from Google's script. No cookies. A server without the route (or unreachable) lets the form send
 * without a token: the server decides.
 */
import { BOT_CHECK_FAILED_MESSAGE } from '@zapisy/core';
import { type PowChallengeJson, solvePowChallenge } from '@zapisy/plugin-captcha-pow/widget';
import { type RecaptchaChallengeJson, recaptchaToken } from '@zapisy/plugin-captcha-recaptcha/widget';
import { isRecord, fetchWithTimeout as send, trimSlash } from './http.js';

/** What the registration carries: which protection made the token, and the token. */
export interface BotToken {
  readonly provider: string;
  readonly token: string;
}

export type BotCheck =
  | { readonly ok: true; readonly token: BotToken | null }
  | { readonly ok: false; readonly message: string };

async function challengeOf(apiBase: string, eventId: string): Promise<Record<string, unknown> | null> {
  try {
    const response = await send(
      `${trimSlash(apiBase)}/bot-protection/${encodeURIComponent(eventId)}/challenge`,
    );
    if (!response.ok) return null;
    const body = (await response.json()) as unknown;
    return isRecord(body) ? body : null;
  } catch {
    return null;
  }
}

export async function runBotCheck(apiBase: string, eventId: string): Promise<BotCheck> {
  const answer = await challengeOf(apiBase, eventId);
  const provider = typeof answer?.protection === 'string' ? answer.protection : 'off';
  const challenge = isRecord(answer?.challenge) ? answer.challenge : null;
  if (provider === 'off' || !challenge) return { ok: true, token: null };
  try {
    if (challenge.type === 'proof-of-work') {
      const solved = await solvePowChallenge(challenge as unknown as PowChallengeJson);
      return { ok: true, token: { provider, token: solved.token } };
    }
    if (challenge.type === 'script') {
      const token = await recaptchaToken(challenge as unknown as RecaptchaChallengeJson);
      return { ok: true, token: { provider, token } };
    }
  } catch {
    return { ok: false, message: BOT_CHECK_FAILED_MESSAGE };
  }
  return { ok: true, token: null };
}
