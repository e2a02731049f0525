import { BOT_REFUSAL_MESSAGES, type ProviderHttp } from '@zapisy/core';
import { createTestIntegrationContext } from '@zapisy/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRecaptcha, startFakeRecaptcha } from './fake/index.js';
import plugin, { createRecaptchaProtection } from './index.js';

let fake: FakeRecaptcha;
const recaptcha = createRecaptchaProtection();
const site = { action: 'register', hostname: 'demo.zapisy.test', remoteIp: '203.0.113.9' };

beforeAll(async () => {
  fake = await startFakeRecaptcha();
});
afterAll(() => fake.close());

const contextWith = (settings: Record<string, unknown> = {}) =>
  createTestIntegrationContext({
    http: fetch as unknown as ProviderHttp,
    baseUrl: fake.url,
    settings: { siteKey: fake.siteKey, secretKey: fake.secretKey, ...settings },
  });

describe('reCAPTCHA v3 against the fake siteverify', () => {
  it("issues a script challenge: api.js with the site key ('render=') and the action", async () => {
    expect(await recaptcha.issueChallenge(site, contextWith())).toEqual({
      type: 'script',
      siteKey: fake.siteKey,
      scriptUrl: `${fake.url}/recaptcha/api.js?render=${fake.siteKey}`,
      action: 'register',
    });
    const google = createTestIntegrationContext({ settings: { siteKey: 'abc', secretKey: 's' } });
    expect(await recaptcha.issueChallenge(site, google)).toMatchObject({
      scriptUrl: 'https://www.google.com/recaptcha/api.js?render=abc',
    });
  });

  it('"POST siteverify with secret, response, remoteip": passes a person with their score', async () => {
    const token = fake.issueToken({ action: 'register', hostname: 'demo.zapisy.test', score: 0.7 });
    expect(await recaptcha.verify({ ...site, token }, contextWith())).toEqual({
      ok: true,
      score: 0.7,
      action: 'register',
      hostname: 'demo.zapisy.test',
    });
    expect(fake.verifications().at(-1)).toMatchObject({
      secret: fake.secretKey,
      response: token,
      remoteip: '203.0.113.9',
    });
  });

  it('"timeout-or-duplicate for a reused token": a second use is refused as expired', async () => {
    const token = fake.issueToken({ action: 'register', hostname: 'demo.zapisy.test' });
    expect((await recaptcha.verify({ ...site, token }, contextWith())).ok).toBe(true);
    expect(await recaptcha.verify({ ...site, token }, contextWith())).toEqual({
      ok: false,
      reason: 'expired',
      message: BOT_REFUSAL_MESSAGES.expired,
    });
    expect(fake.verifications().at(-1)?.answer).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('"score >= the configured threshold (default 0.5)": refuses a low score, and what the organizer set', async () => {
    const low = fake.issueToken({ action: 'register', hostname: 'demo.zapisy.test', score: 0.3 });
    expect(await recaptcha.verify({ ...site, token: low }, contextWith())).toMatchObject({
      ok: false,
      reason: 'low-score',
      score: 0.3,
    });
    const mid = fake.issueToken({ action: 'register', hostname: 'demo.zapisy.test', score: 0.7 });
    expect(await recaptcha.verify({ ...site, token: mid }, contextWith({ minScore: 0.8 }))).toMatchObject({
      reason: 'low-score',
    });
  });

  it('checks the action and the hostname the token was made for', async () => {
    const login = fake.issueToken({ action: 'login', hostname: 'demo.zapisy.test' });
    expect(await recaptcha.verify({ ...site, token: login }, contextWith())).toMatchObject({
      reason: 'action-mismatch',
    });
    const foreign = fake.issueToken({ action: 'register', hostname: 'evil.example' });
    expect(await recaptcha.verify({ ...site, token: foreign }, contextWith())).toMatchObject({
      reason: 'hostname-mismatch',
    });
  });

  it("maps 'invalid-input-response' and an empty token to the contract's refusals", async () => {
    expect(await recaptcha.verify({ ...site, token: 'forged' }, contextWith())).toMatchObject({
      reason: 'invalid-token',
    });
    expect(await recaptcha.verify({ ...site, token: '' }, contextWith())).toMatchObject({
      reason: 'missing-token',
    });
  });

  it('throws a configuration error for a refused secret, unavailable for a failing siteverify', async () => {
    const token = fake.issueToken({ action: 'register', hostname: 'demo.zapisy.test' });
    await expect(
      recaptcha.verify({ ...site, token }, contextWith({ secretKey: 'wrong' })),
    ).rejects.toMatchObject({
      kind: 'captcha',
      code: 'configuration',
    });
    fake.failNext(1);
    await expect(recaptcha.verify({ ...site, token }, contextWith())).rejects.toMatchObject({
      kind: 'captcha',
      code: 'unavailable',
    });
    await expect(recaptcha.verify({ ...site, token }, contextWith({ siteKey: '' }))).rejects.toMatchObject({
      code: 'configuration',
    });
  });

  it('the fake serves api.js whose grecaptcha mints tokens for the page (for browser tests)', async () => {
    const script = await (await fetch(`${fake.url}/recaptcha/api.js?render=${fake.siteKey}`)).text();
    expect(script).toContain('window.grecaptcha');
    const minted = (await (
      await fetch(`${fake.url}/fake/execute`, {
        method: 'POST',
        body: JSON.stringify({ siteKey: fake.siteKey, action: 'register', hostname: 'demo.zapisy.test' }),
      })
    ).json()) as { token: string };
    expect((await recaptcha.verify({ ...site, token: minted.token }, contextWith())).ok).toBe(true);
  });

  it('declares its settings as an integration: site key, secret key (writeOnly), threshold 0.5', () => {
    expect(plugin.settings).toMatchObject({ module: 'recaptcha', slot: 'integration', group: 'recaptcha' });
    const fields = plugin.settings.organization.properties;
    expect(fields.secretKey?.writeOnly).toBe(true);
    expect(fields.siteKey?.writeOnly).toBeUndefined();
    expect(fields.minScore?.default).toBe(0.5);
    expect(recaptcha.selfHosted).toBe(false);
  });
});
