import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerSign, verifySign } from '../signing.js';
import { type FakePrzelewy24Gateway, startFakePrzelewy24Gateway } from './index.js';

let fake: FakePrzelewy24Gateway;
const auth = () =>
  `Basic ${Buffer.from(`${fake.merchant.posId}:${fake.merchant.apiKey}`).toString('base64')}`;

async function call(method: string, path: string, body?: unknown, authorization = auth()) {
  const response = await fetch(`${fake.url}${path}`, {
    method,
    headers: { authorization, 'content-type': 'application/json' },
    ...(body === undefined || method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

function registration(sessionId: string, overrides: Record<string, unknown> = {}) {
  const { merchantId, posId, crcKey } = fake.merchant;
  return {
    merchantId,
    posId,
    sessionId,
    amount: 1000,
    currency: 'PLN',
    description: 'Test',
    email: 'a@b.pl',
    country: 'PL',
    language: 'pl',
    urlReturn: 'https://r.example',
    sign: registerSign({ sessionId, merchantId, amount: 1000, currency: 'PLN', crc: crcKey }),
    ...overrides,
  };
}

beforeEach(async () => {
  fake = await startFakePrzelewy24Gateway({ merchantId: 55555, posId: 66666, crcKey: 'crc', apiKey: 'key' });
});
afterEach(() => fake.close());

describe('fake Przelewy24 gateway protocol', () => {
  it('answers every API route 401 "Incorrect authentication" without the right Basic credentials', async () => {
    const wrong = `Basic ${Buffer.from('55555:key').toString('base64')}`; // user must be the posId
    for (const [method, path] of [
      ['GET', '/api/v1/testAccess'],
      ['POST', '/api/v1/transaction/register'],
      ['PUT', '/api/v1/transaction/verify'],
      ['POST', '/api/v1/transaction/refund'],
      ['GET', '/api/v1/transaction/by/sessionId/x'],
    ] as const) {
      expect(await call(method, path, {}, wrong)).toEqual({
        status: 401,
        body: { error: 'Incorrect authentication', code: 401 },
      });
    }
    expect(await call('GET', '/api/v1/testAccess')).toEqual({ status: 200, body: { data: true, error: '' } });
  });

  it('checks register: sign, merchant/POS ids, timeLimit, unique sessionId', async () => {
    expect(
      (await call('POST', '/api/v1/transaction/register', registration('s1', { sign: 'f'.repeat(96) }))).body,
    ).toEqual({
      error: 'Invalid sign',
      code: 400,
    });
    expect(
      (await call('POST', '/api/v1/transaction/register', registration('s1', { posId: 55555 }))).status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/v1/transaction/register', registration('s1', { timeLimit: 100 }))).status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/v1/transaction/register', registration('s1', { email: undefined }))).status,
    ).toBe(400);
    const ok = await call('POST', '/api/v1/transaction/register', registration('s1'));
    expect(ok).toMatchObject({ status: 200, body: { data: { token: expect.any(String) }, responseCode: 0 } });
    expect((await call('POST', '/api/v1/transaction/register', registration('s1'))).status).toBe(400);
  });

  it('checks the verify sign and answers 404 for unknown sessions', async () => {
    await call('POST', '/api/v1/transaction/register', registration('s2'));
    await fake.settle('s2', 'paid');
    const orderId = fake.payment('s2')?.orderId ?? 0;
    const base = { merchantId: 55555, posId: 66666, sessionId: 's2', amount: 1000, currency: 'PLN', orderId };
    expect((await call('PUT', '/api/v1/transaction/verify', { ...base, sign: 'x' })).body).toEqual({
      error: 'Invalid sign',
      code: 400,
    });
    const sign = verifySign({ sessionId: 's2', orderId, amount: 1000, currency: 'PLN', crc: 'crc' });
    expect((await call('PUT', '/api/v1/transaction/verify', { ...base, sign })).body).toEqual({
      data: { status: 'success' },
      responseCode: 0,
    });
    expect(fake.payment('s2')?.status).toBe('verified');
    expect(await call('GET', '/api/v1/transaction/by/sessionId/nope')).toEqual({
      status: 404,
      body: { error: 'Transaction does not exist', code: 404 },
    });
  });

  it('serves 404 for an unknown payer page and refuses non-loopback hosts', async () => {
    expect((await fetch(`${fake.url}/trnRequest/UNKNOWN`)).status).toBe(404);
    await expect(startFakePrzelewy24Gateway({ host: '0.0.0.0' as '127.0.0.1' })).rejects.toThrow(
      /127\.0\.0\.1/,
    );
  });
});
