import type { PaymentProviderContext } from '@zapisy/core';
import { registerSign } from '@zapisy/plugin-payment-przelewy24';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchP24Funds } from '../dispatch.js';
import { type FakePrzelewy24MarketplaceGateway, startFakePrzelewy24MarketplaceGateway } from './index.js';

let fake: FakePrzelewy24MarketplaceGateway;
const auth = () =>
  `Basic ${Buffer.from(`${fake.merchant.posId}:${fake.merchant.apiKey}`).toString('base64')}`;

async function post(path: string, body: unknown, authorization = auth()) {
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

function context(): PaymentProviderContext {
  return {
    settings: {
      merchantId: String(fake.merchant.merchantId),
      crcKey: fake.merchant.crcKey,
      apiKey: fake.merchant.apiKey,
    },
    mode: 'sandbox',
    baseUrl: fake.url,
    http: (url, request) => fetch(url, request as RequestInit),
    log: { info() {}, warn() {}, error() {} },
    now: () => new Date(),
  };
}

async function registeredSession(sessionId: string): Promise<void> {
  const { merchantId, posId, crcKey } = fake.merchant;
  await post('/api/v1/transaction/register', {
    merchantId,
    posId,
    sessionId,
    amount: 1000,
    currency: 'PLN',
    description: 'x',
    email: 'a@b.pl',
    country: 'PL',
    language: 'pl',
    urlReturn: 'https://r',
    sign: registerSign({ sessionId, merchantId, amount: 1000, currency: 'PLN', crc: crcKey }),
  });
}

beforeEach(async () => {
  fake = await startFakePrzelewy24MarketplaceGateway({ sellers: [42] });
});
afterEach(() => fake.close());

describe('fake P24 marketplace routes', () => {
  it('answers merchant/register like P24: 401, then "Incorrect parameter: … | (contact_person)"', async () => {
    expect((await post('/api/v1/merchant/register', {}, 'Basic eDp5')).status).toBe(401);
    const answer = await post('/api/v1/merchant/register', {
      business_type: 1,
      name: 'Jan Kowalski',
      email: 'jan@example.pl',
      pesel: '44051401359',
      phone_number: '501234567',
      bank_account: '61109010140000071219812874',
      invoice_email: 'jan@example.pl',
      services_description: 'Korepetycje',
      trade: 'szkol',
      contact_person: { name: 'Jan', email: 'jan@example.pl', phone_number: '5012' },
    });
    expect(answer).toEqual({
      status: 400,
      body: { error: 'Incorrect parameter: phone_number | (contact_person)', code: 400, data: null },
    });
  });

  it('dispatches only verified transactions, once, to known sellers', async () => {
    await registeredSession('d1');
    await fake.settle('d1', 'paid');
    const orderId = fake.payment('d1')?.orderId ?? 0;
    const unverified = await dispatchP24Funds(
      { orderId, sessionId: 'd1', sellerId: 42, amount: 900 },
      context(),
    ).catch((error: unknown) => error);
    expect(unverified).toMatchObject({ code: 'rejected', detail: { httpStatus: 400 } });
    const tx = fake.ledger.bySession.get('d1');
    if (!tx) throw new Error('no transaction');
    fake.ledger.verified(tx);
    expect(
      (
        await post('/api/v1/multiStore/dispatchTransaction', {
          batchId: 1,
          details: [{ orderId, sessionId: 'd1', sellerId: 7, amount: 900 }],
        })
      ).body,
    ).toMatchObject({ result: [{ status: false, error: 'Incorrect sellerId' }] });
    const done = await dispatchP24Funds({ orderId, sessionId: 'd1', sellerId: 42, amount: 900 }, context());
    expect(done).toMatchObject({ orderId, sellerId: 42, amount: 900, orderIdNew: expect.any(Number) });
    const twice = await post('/api/v1/multiStore/dispatchTransaction', {
      batchId: 2,
      details: [{ orderId, sessionId: 'd1', sellerId: 42, amount: 900 }],
    });
    expect(twice.body).toMatchObject({
      result: [{ status: false, error: 'Transaction already dispatched' }],
    });
    const info = await fetch(`${fake.url}/api/v1/multiStore/dispatchInfo/${orderId}`, {
      headers: { authorization: auth() },
    });
    expect(await info.json()).toMatchObject({ data: [{ orderId, sellerId: 42, amount: 900 }] });
    expect(
      (await post('/api/v1/multiStore/dispatchTransaction', { batchId: 3, details: [] })).body,
    ).toMatchObject({
      error: { errorMessage: 'Empty dispatch list!' },
    });
  });
});
