import { describe, expect, it } from 'vitest';
import { BOT_REFUSAL_MESSAGES } from '../plugins/bot-protection.js';
import { BotProtectionDouble } from './bot-protection-double.js';
import { createTestIntegrationContext, TEST_NOW } from './test-integration-context.js';

const context = createTestIntegrationContext();
const site = { action: 'registration', hostname: 'demo.zapisy.test' };
const valid = BotProtectionDouble.token('registration', 'demo.zapisy.test');

describe('BotProtectionDouble', () => {
  it('issues a script challenge like reCAPTCHA v3 and passes a valid token with its score', async () => {
    const captcha = new BotProtectionDouble();
    expect(await captcha.issueChallenge(site, context)).toMatchObject({
      type: 'script',
      siteKey: 'test-site-key',
      action: 'registration',
    });
    expect(await captcha.verify({ token: valid, ...site }, context)).toEqual({
      ok: true,
      score: 0.9,
      action: 'registration',
      hostname: 'demo.zapisy.test',
    });
  });

  it('issues an expiring proof of work and passes its solution once-usable (replayKey until expiresAt)', async () => {
    const captcha = new BotProtectionDouble({ type: 'proof-of-work' });
    const challenge = await captcha.issueChallenge(site, context);
    expect(challenge).toMatchObject({ type: 'proof-of-work', algorithm: 'SHA-256', maxNumber: 1000 });
    const verified = await captcha.verify({ token: valid, ...site }, context);
    expect(verified).toEqual({
      ok: true,
      action: 'registration',
      hostname: 'demo.zapisy.test',
      replayKey: valid,
      expiresAt: new Date(TEST_NOW.getTime() + 10 * 60_000),
    });
  });

  it.each([
    ['', 'missing-token'],
    ['forged', 'invalid-token'],
    [BotProtectionDouble.token('login', 'demo.zapisy.test'), 'action-mismatch'],
    [BotProtectionDouble.token('registration', 'evil.example'), 'hostname-mismatch'],
  ] as const)('refuses %j as %s with its Polish message', async (token, reason) => {
    const captcha = new BotProtectionDouble();
    expect(await captcha.verify({ token, ...site }, context)).toEqual({
      ok: false,
      reason,
      message: BOT_REFUSAL_MESSAGES[reason],
    });
  });

  it('refuses a low score, and any token with the reason it is told', async () => {
    const captcha = new BotProtectionDouble().setScore(0.2);
    expect(await captcha.verify({ token: valid, ...site }, context)).toMatchObject({
      ok: false,
      reason: 'low-score',
      score: 0.2,
    });
    captcha.setScore(0.9).refuseWith('duplicate');
    expect(await captcha.verify({ token: valid, ...site }, context)).toMatchObject({
      ok: false,
      reason: 'duplicate',
    });
    captcha.reset();
    expect((await captcha.verify({ token: valid, ...site }, context)).ok).toBe(true);
  });

  it('fails when told to (siteverify unreachable)', async () => {
    const captcha = new BotProtectionDouble().fail('verify');
    await expect(captcha.verify({ token: valid, ...site }, context)).rejects.toMatchObject({
      kind: 'captcha',
      code: 'unavailable',
    });
    expect(captcha.inputsOf('verify')).toEqual([{ token: valid, ...site }]);
  });
});
