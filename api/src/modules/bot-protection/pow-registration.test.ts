import { BOT_REFUSAL_MESSAGES } from '@zapisy/core';
import powPlugin, { decodePowToken, solvePowChallengeSync } from '@zapisy/plugin-captcha-pow';
import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTS } from '../projects/index.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { publishRegistrationForm } from '../registrations/testing.js';
import { USED_BOT_TOKENS } from './store.js';

let c: ProjectTestContext;
beforeAll(async () => {
  c = await createProjectTestContext([translationTypes, formFieldsPlugin, powPlugin], {
    config: {
      botProtection: { enabled: true, powMaxNumber: 2000, serviceUrls: {} },
    },
  });
});
afterAll(() => c.t.close());

const ORIGIN = 'https://organizator.example';
let seq = 0;

async function project(): Promise<string> {
  const p = await c.create({ domainName: `bot-pow-${++seq}` });
  await c.docs(PROJECTS).updateOne({ _id: p.eventId }, { $set: { 'event.registration.enabled': true } });
  await publishRegistrationForm(c, p.eventId);
  return p.eventId;
}

const inject = (method: 'GET' | 'POST', url: string, payload?: object, origin = ORIGIN) =>
  c.t.app.inject({
    method,
    url: `/services/api${url}`,
    headers: { origin },
    ...(payload ? { payload } : {}),
  });

const challengeOf = async (eventId: string, origin = ORIGIN) =>
  (await inject('GET', `/bot-protection/${eventId}/challenge`, undefined, origin)).json();

const registration = (i: number, extra: Record<string, unknown> = {}) => ({
  data: { email_main: `pow${i}@example.pl`, first_name: 'Ala', last_name: `Nowak${i}` },
  idempotencyKey: `pow-key-${i}-${Math.random().toString(36).slice(2)}`,
  ...extra,
});

async function solvedToken(eventId: string, origin = ORIGIN): Promise<string> {
  const answer = await challengeOf(eventId, origin);
  expect(answer.protection).toBe('pow');
  return solvePowChallengeSync(answer.challenge) as string;
}

describe('registration with the proof of work on (the default "auto" without reCAPTCHA keys)', () => {
  it('"default on": a new project gets a signed SHA-256 challenge with an expiry, no cookie', async () => {
    const eventId = await project();
    const res = await inject('GET', `/bot-protection/${eventId}/challenge`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      protection: 'pow',
      challenge: {
        type: 'proof-of-work',
        algorithm: 'SHA-256',
        maxNumber: 2000,
        expiresAt: expect.any(String),
      },
    });
    expect(res.json().challenge.salt).toContain('host=organizator.example');
  });

  it('"the server refuses a missing token": 400 BOT_CHECK_FAILED in Polish, nothing registered', async () => {
    const eventId = await project();
    const res = await inject('POST', `/registrations/${eventId}`, registration(1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BOT_CHECK_FAILED',
      message: BOT_REFUSAL_MESSAGES['missing-token'],
      errors: [BOT_REFUSAL_MESSAGES['missing-token']],
    });
    expect(await c.docs('registrations').countDocuments({ eventId })).toBe(0);
  });

  it('takes a registration with a solved challenge, and refuses the same solution a second time', async () => {
    const eventId = await project();
    const token = await solvedToken(eventId);
    const first = await inject(
      'POST',
      `/registrations/${eventId}`,
      registration(2, { botProtection: { provider: 'pow', token } }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const again = await inject(
      'POST',
      `/registrations/${eventId}`,
      registration(3, { botProtection: { provider: 'pow', token } }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'BOT_CHECK_FAILED', message: BOT_REFUSAL_MESSAGES.duplicate });
    const challenge = decodePowToken(token)?.challenge;
    expect(await c.docs(USED_BOT_TOKENS).findOne({ _id: `pow:${challenge}` })).toMatchObject({ eventId });
  });

  it('a retry of the same registration (same idempotencyKey) may send its solution again', async () => {
    const eventId = await project();
    const token = await solvedToken(eventId);
    const body = registration(4, { botProtection: { provider: 'pow', token } });
    const first = await inject('POST', `/registrations/${eventId}`, body);
    const retry = await inject('POST', `/registrations/${eventId}`, body);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().registrationId).toBe(first.json().registrationId);
  });

  it('refuses a forged number, a solution from another page and one of another project', async () => {
    const eventId = await project();
    const other = await project();
    const token = await solvedToken(eventId);
    const solution = decodePowToken(token)!;
    const forged = Buffer.from(JSON.stringify({ ...solution, number: solution.number + 1 })).toString(
      'base64',
    );
    const post = (id: string, t: string, origin = ORIGIN) =>
      inject(
        'POST',
        `/registrations/${id}`,
        registration(++seq, { botProtection: { provider: 'pow', token: t } }),
        origin,
      );
    expect((await post(eventId, forged)).json().message).toBe(BOT_REFUSAL_MESSAGES['invalid-token']);
    expect((await post(eventId, token, 'https://evil.example')).json().message).toBe(
      BOT_REFUSAL_MESSAGES['hostname-mismatch'],
    );
    expect((await post(other, token)).json().message).toBe(BOT_REFUSAL_MESSAGES['invalid-token']);
    expect((await post(eventId, token)).statusCode).toBe(201);
  });

  it('"the organizer\'s own path (x-auth-token) skips the challenge": POST /participants needs no token', async () => {
    const eventId = await project();
    const res = await c.call('POST', `/participants/${eventId}`, {
      token: c.admin,
      payload: { data: { first_name: 'Jan', last_name: 'Organizatorski', email_main: 'jan.org@example.pl' } },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("the organizer switches it off per project ('off'): no challenge, registrations without a token pass", async () => {
    const eventId = await project();
    const saved = await c.call('PUT', `/projects/${eventId}/bot-protection`, {
      token: c.admin,
      payload: { choice: 'off' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ choice: 'off', effective: { protection: 'off', fallback: false } });
    expect(await challengeOf(eventId)).toEqual({ protection: 'off' });
    expect((await inject('POST', `/registrations/${eventId}`, registration(5))).statusCode).toBe(201);
    const audit = await c.docs('auditLog').findOne({ eventId, action: 'project.bot-protection' });
    expect(audit).toMatchObject({
      changes: [{ path: 'event.registration.botProtection', oldValue: 'auto', newValue: 'off' }],
    });
  });

  it('the admin view says what runs and why; an unknown choice is a 400 naming the values', async () => {
    const eventId = await project();
    const view = await c.call('GET', `/projects/${eventId}/bot-protection`, { token: c.admin });
    expect(view.json()).toMatchObject({
      choice: 'auto',
      options: [
        { value: 'auto', ready: true },
        { value: 'pow', ready: true },
        { value: 'off', ready: true },
      ],
      effective: { protection: 'pow', fallback: false },
    });
    expect(view.json().effective.note).toContain('działa dowód pracy');
    const bad = await c.call('PUT', `/projects/${eventId}/bot-protection`, {
      token: c.admin,
      payload: { choice: 'hcaptcha' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toContain('auto, pow, off');
    const stranger = await c.call('GET', `/projects/${eventId}/bot-protection`, { token: c.stranger });
    expect(stranger.statusCode).toBe(403);
  });
});
