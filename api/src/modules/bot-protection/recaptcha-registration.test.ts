import { BOT_REFUSAL_MESSAGES } from '@zapisy/core';
import powPlugin from '@zapisy/plugin-captcha-pow';
import recaptchaPlugin from '@zapisy/plugin-captcha-recaptcha';
import { type FakeRecaptcha, startFakeRecaptcha } from '@zapisy/plugin-captcha-recaptcha/fake';
import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTS } from '../projects/index.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { publishRegistrationForm } from '../registrations/testing.js';

let c: ProjectTestContext;
let fake: FakeRecaptcha;
beforeAll(async () => {
  fake = await startFakeRecaptcha();
  c = await createProjectTestContext([translationTypes, formFieldsPlugin, recaptchaPlugin, powPlugin], {
    config: {
      botProtection: { enabled: true, powMaxNumber: 1000, serviceUrls: { RECAPTCHA: fake.url } },
    },
  });
});
afterAll(async () => {
  await c.t.close();
  await fake.close();
});

const HOST = 'zapisy.organizatora.example';
let seq = 0;

async function project(): Promise<string> {
  const p = await c.create({ domainName: `bot-rc-${++seq}` });
  await c.docs(PROJECTS).updateOne({ _id: p.eventId }, { $set: { 'event.registration.enabled': true } });
  await publishRegistrationForm(c, p.eventId);
  return p.eventId;
}

async function recaptchaKeys(values: Record<string, unknown>) {
  const res = await c.call('PATCH', '/organization/org-a', {
    token: c.admin,
    payload: { integrations: { accounts: { recaptcha: values } } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  c.t.app.inject({
    method,
    url: `/services/api${url}`,
    headers: { origin: `https://${HOST}` },
    remoteAddress: '203.0.113.20',
    ...(payload ? { payload } : {}),
  });

const register = (eventId: string, token: string) =>
  inject('POST', `/registrations/${eventId}`, {
    data: { email_main: `rc${++seq}@example.pl`, first_name: 'Ola', last_name: `Wiśniewska${seq}` },
    idempotencyKey: `rc-key-${seq}-${Math.random().toString(36).slice(2)}`,
    botProtection: { provider: 'recaptcha', token },
  });

describe('registration with reCAPTCHA v3 (against the fake siteverify)', () => {
  it('"default on" without keys: the admin says the proof of work runs instead, never silently off', async () => {
    const eventId = await project();
    expect((await inject('GET', `/bot-protection/${eventId}/challenge`)).json().protection).toBe('pow');
    const chosen = await c.call('PUT', `/projects/${eventId}/bot-protection`, {
      token: c.admin,
      payload: { choice: 'recaptcha' },
    });
    expect(chosen.json()).toMatchObject({
      choice: 'recaptcha',
      effective: { protection: 'pow', fallback: true },
    });
    expect(chosen.json().options).toContainEqual({
      value: 'recaptcha',
      label: 'Google reCAPTCHA v3 (nieskonfigurowana)',
      ready: false,
    });
    expect(chosen.json().effective.note).toContain('Integracje z innymi usługami');
  });

  it('"auto" picks reCAPTCHA once the organization switches it on with both keys: api.js with the site key', async () => {
    await recaptchaKeys({ enabled: true, siteKey: fake.siteKey, secretKey: fake.secretKey });
    const eventId = await project();
    expect((await inject('GET', `/bot-protection/${eventId}/challenge`)).json()).toEqual({
      protection: 'recaptcha',
      challenge: {
        type: 'script',
        siteKey: fake.siteKey,
        scriptUrl: `${fake.url}/recaptcha/api.js?render=${fake.siteKey}`,
        action: 'register',
      },
    });
    const view = await c.call('GET', `/projects/${eventId}/bot-protection`, { token: c.admin });
    expect(view.json().effective).toMatchObject({ protection: 'recaptcha', fallback: false });
  });

  it('passes a person (siteverify with secret, response, remoteip) and refuses the reused token', async () => {
    const eventId = await project();
    const token = fake.issueToken({ action: 'register', hostname: HOST, score: 0.9 });
    const first = await register(eventId, token);
    expect(first.statusCode, first.body).toBe(201);
    expect(fake.verifications().at(-1)).toMatchObject({
      secret: fake.secretKey,
      response: token,
      remoteip: '203.0.113.20',
    });
    const reused = await register(eventId, token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'BOT_CHECK_FAILED', message: BOT_REFUSAL_MESSAGES.expired });
  });

  it('"score >= the configured threshold": refuses 0.3 at the default 0.5, and 0.6 at the project\'s own 0.8', async () => {
    const eventId = await project();
    const low = await register(eventId, fake.issueToken({ action: 'register', hostname: HOST, score: 0.3 }));
    expect(low.json()).toMatchObject({
      code: 'BOT_CHECK_FAILED',
      message: BOT_REFUSAL_MESSAGES['low-score'],
    });
    const own = await c.call('PATCH', `/projects/${eventId}/plugin-settings`, {
      token: c.admin,
      payload: { values: { recaptcha: { minScore: 0.8 } } },
    });
    expect(own.statusCode, own.body).toBe(200);
    const mid = await register(eventId, fake.issueToken({ action: 'register', hostname: HOST, score: 0.6 }));
    expect(mid.json().message).toBe(BOT_REFUSAL_MESSAGES['low-score']);
  });

  it('refuses a token made on another site or for another action, and a proof of work sent instead', async () => {
    const eventId = await project();
    const foreign = await register(
      eventId,
      fake.issueToken({ action: 'register', hostname: 'evil.example' }),
    );
    expect(foreign.json().message).toBe(BOT_REFUSAL_MESSAGES['hostname-mismatch']);
    const login = await register(eventId, fake.issueToken({ action: 'login', hostname: HOST }));
    expect(login.json().message).toBe(BOT_REFUSAL_MESSAGES['action-mismatch']);
    const pow = await inject('POST', `/registrations/${eventId}`, {
      data: { email_main: 'x@example.pl', first_name: 'X', last_name: 'Y' },
      idempotencyKey: 'rc-pow-instead-1',
      botProtection: { provider: 'pow', token: 'abc' },
    });
    expect(pow.json().message).toBe(BOT_REFUSAL_MESSAGES['missing-token']);
  });

  it('siteverify unreachable: the registration goes through (logged), the form is not closed by an outage', async () => {
    const eventId = await project();
    fake.failNext(1);
    const res = await register(eventId, fake.issueToken({ action: 'register', hostname: HOST }));
    expect(res.statusCode, res.body).toBe(201);
  });
});
