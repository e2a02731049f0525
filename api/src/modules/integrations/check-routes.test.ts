import { Writable } from 'node:stream';
import paynowPlugin from '@zapisy/plugin-payment-paynow';
import { type FakePaynowGateway, startFakePaynowGateway } from '@zapisy/plugin-payment-paynow/fake';
import przelewy24Plugin from '@zapisy/plugin-payment-przelewy24';
import {
  type FakePrzelewy24Gateway,
  startFakePrzelewy24Gateway,
} from '@zapisy/plugin-payment-przelewy24/fake';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { useGatewaySettings } from '../payments/testing/gateway-organization.js';

const ORG = 'org-klucze';
let t: TestApp;
let p24: FakePrzelewy24Gateway;
let paynow: FakePaynowGateway;
let admin: { 'x-auth-token': string };
let payments: { 'x-auth-token': string };
const logged: string[] = [];

beforeAll(async () => {
  p24 = await startFakePrzelewy24Gateway();
  paynow = await startFakePaynowGateway();
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    }),
  );
  t = await createTestApp({
    plugins: [przelewy24Plugin, paynowPlugin],
    config: {
      payments: {
        mode: 'sandbox',
        gatewayUrls: { PRZELEWY24: p24.url, PAYNOW: paynow.url },
        notificationMaxAttempts: 5,
      },
    },
    logger,
  });
  admin = (await createUserWithToken(t.app, { organizationId: ORG, role: 'admin' })).headers;
  payments = (await createUserWithToken(t.app, { organizationId: ORG, role: 'payments' })).headers;
  await useGatewaySettings(t.app, ORG, 'przelewy24', 'przelewy24', p24.settings);
});
afterAll(async () => {
  await t.close();
  await p24.close();
  await paynow.close();
});

const check = (payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/services/api/organizations/${ORG}/integrations/check`,
    headers,
    payload,
  });

describe("POST /organizations/{organizationId}/integrations/check ('Sprawdź połączenie')", () => {
  it('stored keys: Przelewy24 answers testAccess → 200 { ok: true, message: "Połączenie działa" }', async () => {
    const res = await check({ provider: 'przelewy24' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Połączenie działa' });
  });

  it('"unsaved values typed into the form override the stored ones": a wrong API key typed → unauthorized, still 200', async () => {
    const res = await check({ provider: 'przelewy24', settings: { apiKey: 'wpisany-zly-klucz-42' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(res.json().message).toContain('odrzucił podane klucze');
  });

  it('"blank secret = the stored secret": blank and { set } secrets keep the stored keys, a typed POS ID is used', async () => {
    const blank = await check({
      provider: 'przelewy24',
      settings: { apiKey: '', crcKey: { set: true }, posId: String(p24.merchant.posId) },
    });
    expect(blank.json()).toEqual({ ok: true, message: 'Połączenie działa' });
    const wrongPos = await check({ provider: 'przelewy24', settings: { posId: '999999' } });
    expect(wrongPos.json()).toMatchObject({ ok: false, reason: 'unauthorized' });
  });

  it('nothing stored yet: the unsaved keys alone are checked (Paynow), and a missing one is misconfigured', async () => {
    const typed = await check({
      provider: 'paynow',
      settings: { apiKey: paynow.apiKey, signKey: paynow.signKey },
    });
    expect(typed.json()).toEqual({ ok: true, message: 'Połączenie działa' });
    const missing = await check({ provider: 'paynow', settings: { apiKey: paynow.apiKey } });
    expect(missing.json()).toMatchObject({ ok: false, reason: 'misconfigured' });
    expect(missing.json().message).toContain('Klucz podpisu');
  });

  it('"never echo or log a secret": neither the stored nor the typed keys are in the answer or the log', async () => {
    const typed = 'wpisany-sekret-do-sprawdzenia';
    const res = await check({ provider: 'paynow', settings: { apiKey: typed, signKey: paynow.signKey } });
    expect(res.json()).toMatchObject({ ok: false, reason: 'unauthorized' });
    const everything = `${res.body}\n${logged.join('\n')}`;
    for (const secret of [typed, paynow.signKey, p24.merchant.apiKey, p24.merchant.crcKey]) {
      expect(everything).not.toContain(secret);
    }
    expect(logged.join('\n')).toContain('payment credentials checked');
  });

  it('unknown provider → 400 with a Polish message', async () => {
    const res = await check({ provider: 'bramka-x' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Nieznany operator płatności');
  });

  it("roles: only who edits the organization's integrations (admin) — the payments role gets 403", async () => {
    const res = await check({ provider: 'przelewy24' }, payments);
    expect(res.statusCode).toBe(403);
    const stranger = (await createUserWithToken(t.app, { organizationId: 'org-inna', role: 'admin' }))
      .headers;
    expect((await check({ provider: 'przelewy24' }, stranger)).statusCode).toBe(403);
  });
});
