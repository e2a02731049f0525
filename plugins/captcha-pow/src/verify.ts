import { type BotVerification, botRefusal, type VerifyBotTokenInput } from '@zapisy/core';
import { POW_ALGORITHM } from './defaults.js';
import { hexEqual, hmacSha256Hex, sha256Hex } from './hashes.js';
import { paramsOfSalt } from './salt.js';
import { decodePowToken } from './token.js';

/**
 * Checks a solution: its signature (issued by this server for this project), the hash (the work was done),
 * the expiry, the page and the action. The API refuses a second use through `replayKey` (the challenge)
 * until `expiresAt`.
 */
export function verifyPowToken(input: VerifyBotTokenInput, now: Date): BotVerification {
  if (input.token === '') return botRefusal('missing-token');
  const solution = decodePowToken(input.token);
  if (!solution || !input.signingKey || solution.algorithm !== POW_ALGORITHM)
    return botRefusal('invalid-token');
  if (!hexEqual(hmacSha256Hex(input.signingKey, solution.challenge), solution.signature)) {
    return botRefusal('invalid-token');
  }
  if (!hexEqual(sha256Hex(`${solution.salt}${solution.number}`), solution.challenge)) {
    return botRefusal('invalid-token');
  }
  const params = paramsOfSalt(solution.salt);
  if (!params) return botRefusal('invalid-token');
  const expiresAt = new Date(params.expires * 1000);
  if (expiresAt.getTime() <= now.getTime()) return botRefusal('expired');
  if (params.action !== input.action) return botRefusal('action-mismatch');
  if (params.host !== input.hostname) return botRefusal('hostname-mismatch');
  return { ok: true, action: params.action, hostname: params.host, replayKey: solution.challenge, expiresAt };
}
