import { BOT_REFUSAL_MESSAGES, type ProofOfWorkBotChallenge } from '@zapisy/core';
import { createTestIntegrationContext, TEST_NOW } from '@zapisy/core/testing';
import { describe, expect, it } from 'vitest';
import { createPowChallenge } from './challenge.js';
import { hmacSha256Hex, sha256Hex } from './hashes.js';
import plugin, { createPowProtection } from './index.js';
import { paramsOfSalt } from './salt.js';
import { solvePowChallengeSync } from './solve-sync.js';
import { decodePowToken, encodePowToken } from './token.js';
import { solvePowChallenge } from './widget/index.js';

const context = createTestIntegrationContext();
const key = 'k'.repeat(64);
const site = { action: 'register', hostname: 'demo.zapisy.test', signingKey: key };
const pow = createPowProtection();

async function issued(difficulty = 500): Promise<ProofOfWorkBotChallenge> {
  const challenge = await pow.issueChallenge({ ...site, difficulty }, context);
  if (challenge.type !== 'proof-of-work') throw new Error('not a proof of work');
  return challenge;
}

describe('proof of work (ALTCHA-style)', () => {
  it('"challenge = sha256(salt + secretNumber), signature = HMAC of the challenge": issues a signed, expiring challenge', () => {
    const challenge = createPowChallenge({
      signingKey: key,
      maxNumber: 1000,
      hostname: 'demo.zapisy.test',
      action: 'register',
      now: TEST_NOW,
      secretNumber: 421,
    });
    expect(challenge).toMatchObject({ type: 'proof-of-work', algorithm: 'SHA-256', maxNumber: 1000 });
    expect(challenge.challenge).toBe(sha256Hex(`${challenge.salt}421`));
    expect(challenge.signature).toBe(hmacSha256Hex(key, challenge.challenge));
    expect(paramsOfSalt(challenge.salt)).toEqual({
      expires: (TEST_NOW.getTime() + 600_000) / 1000,
      host: 'demo.zapisy.test',
      action: 'register',
    });
    expect(challenge.expiresAt).toEqual(new Date(TEST_NOW.getTime() + 600_000));
  });

  it('passes a solved challenge with a replayKey until its expiry (the API refuses a second use)', async () => {
    const challenge = await issued();
    const token = solvePowChallengeSync(challenge) as string;
    expect(await pow.verify({ ...site, token }, context)).toEqual({
      ok: true,
      action: 'register',
      hostname: 'demo.zapisy.test',
      replayKey: challenge.challenge,
      expiresAt: challenge.expiresAt,
    });
  });

  it('the browser solver (WebCrypto) finds the same number as the server', async () => {
    const challenge = await issued(2000);
    const solved = await solvePowChallenge({ ...challenge, expiresAt: challenge.expiresAt.toISOString() });
    expect(solved.token).toBe(solvePowChallengeSync(challenge));
    expect(decodePowToken(solved.token)?.number).toBe(solved.number);
  });

  it.each([
    ['an empty token', '', 'missing-token'],
    ['garbage', 'not base64!', 'invalid-token'],
  ] as const)('refuses %s', async (_name, token, reason) => {
    expect(await pow.verify({ ...site, token }, context)).toEqual({
      ok: false,
      reason,
      message: BOT_REFUSAL_MESSAGES[reason],
    });
  });

  it('refuses a wrong number, a forged signature, another key, an expired, foreign or other-action challenge', async () => {
    const challenge = await issued();
    const solution = decodePowToken(solvePowChallengeSync(challenge) as string)!;
    const verify = (token: string, extra: Partial<typeof site> = {}, at = context) =>
      pow.verify({ ...site, ...extra, token }, at);
    expect(await verify(encodePowToken({ ...solution, number: solution.number + 1 }))).toMatchObject({
      reason: 'invalid-token',
    });
    expect(await verify(encodePowToken({ ...solution, signature: 'f'.repeat(64) }))).toMatchObject({
      reason: 'invalid-token',
    });
    const token = encodePowToken(solution);
    expect(await verify(token, { signingKey: 'another project' })).toMatchObject({ reason: 'invalid-token' });
    expect(await verify(token, { hostname: 'evil.example' })).toMatchObject({ reason: 'hostname-mismatch' });
    expect(await verify(token, { action: 'login' })).toMatchObject({ reason: 'action-mismatch' });
    const later = createTestIntegrationContext({ now: () => new Date(TEST_NOW.getTime() + 601_000) });
    expect(await verify(token, {}, later)).toMatchObject({ reason: 'expired' });
  });

  it('needs the server key: issuing without one is a configuration error of kind captcha', async () => {
    await expect(pow.issueChallenge({ action: 'register', hostname: 'x' }, context)).rejects.toMatchObject({
      kind: 'captcha',
      code: 'configuration',
    });
  });

  it('registers itself under Tokens.BotProtection as a self-hosted protection with no settings', () => {
    expect(plugin).toMatchObject({ id: 'captcha-pow', kind: 'captcha', compatibility: '^0.1.0' });
    expect(plugin).not.toHaveProperty('settings');
    expect(pow.selfHosted).toBe(true);
  });
});
