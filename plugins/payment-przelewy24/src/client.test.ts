import type { PaymentProviderContext, ProviderHttpRequest } from '@zapisy/core';
import { providerFailure } from '@zapisy/payment-fake-kit';
import { describe, expect, it } from 'vitest';
import { testP24Access } from './access.js';
import { createPrzelewy24Provider } from './provider.js';

const settings = { merchantId: '12345', posId: '123', crcKey: 'crc-secret', apiKey: 'api-secret' };
const input = {
  paymentId: 'p-1',
  amount: 1234,
  currency: 'PLN',
  description: 'Opłata',
  buyer: { email: 'a@b.pl' },
  returnUrl: 'https://r.example',
  notifyUrl: 'https://n.example',
  validityMinutes: 500,
};

function stub(
  answer: (url: string, request: ProviderHttpRequest) => { status: number; body: string } | Error,
  mode: 'production' | 'sandbox' = 'production',
  baseUrl?: string,
) {
  const calls: Array<{ url: string; request: ProviderHttpRequest }> = [];
  const context: PaymentProviderContext = {
    settings,
    mode,
    ...(baseUrl ? { baseUrl } : {}),
    http: async (url, request) => {
      calls.push({ url, request });
      const result = answer(url, request);
      if (result instanceof Error) {
        throw result;
      }
      return { status: result.status, headers: { get: () => null }, text: async () => result.body };
    },
    log: { info() {}, warn() {}, error() {} },
    now: () => new Date(),
  };
  return { calls, context };
}

const tokenAnswer = () => ({ status: 200, body: '{"data":{"token":"ABC-123"},"responseCode":0}' });
const provider = createPrzelewy24Provider();

describe('P24 HTTP calls', () => {
  it('uses the production host, Basic posId:apiKey, a timeout signal and the documented register body', async () => {
    const { calls, context } = stub(tokenAnswer);
    const created = await provider.createPayment(input, context);
    expect(created).toEqual({
      redirectUrl: 'https://secure.przelewy24.pl/trnRequest/ABC-123',
      externalId: 'ABC-123',
      status: 'NEW',
      providerData: { token: 'ABC-123' },
    });
    const call = calls[0];
    expect(call?.url).toBe('https://secure.przelewy24.pl/api/v1/transaction/register');
    expect(call?.request.method).toBe('POST');
    expect(call?.request.headers?.authorization).toBe(
      `Basic ${Buffer.from('123:api-secret').toString('base64')}`,
    );
    expect(call?.request.signal).toBeDefined();
    const body = JSON.parse(call?.request.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      merchantId: 12345,
      posId: 123,
      sessionId: 'p-1',
      amount: 1234,
      currency: 'PLN',
      country: 'PL',
      language: 'pl',
      urlReturn: 'https://r.example',
      urlStatus: 'https://n.example',
      timeLimit: 99,
    });
    expect(body.sign).toMatch(/^[0-9a-f]{96}$/);
  });

  it('uses the sandbox host in sandbox mode and baseUrl over both', async () => {
    const sandbox = stub(tokenAnswer, 'sandbox');
    expect((await provider.createPayment(input, sandbox.context)).redirectUrl).toBe(
      'https://sandbox.przelewy24.pl/trnRequest/ABC-123',
    );
    const local = stub(tokenAnswer, 'sandbox', 'http://127.0.0.1:4010/');
    await provider.createPayment(input, local.context);
    expect(local.calls[0]?.url).toBe('http://127.0.0.1:4010/api/v1/transaction/register');
  });

  it('network failures, timeouts and 5xx are unavailable; unreadable answers are protocol errors', async () => {
    const network = await providerFailure(
      provider.createPayment(input, stub(() => new TypeError('fetch failed')).context),
    );
    expect(network.code).toBe('unavailable');
    expect(network.detail.cause).toBe('network');
    const timeout = Object.assign(new Error('timeout'), { name: 'TimeoutError' });
    expect(
      (await providerFailure(provider.createPayment(input, stub(() => timeout).context))).detail.cause,
    ).toBe('timeout');
    const server = await providerFailure(
      provider.createPayment(input, stub(() => ({ status: 503, body: '' })).context),
    );
    expect(server).toMatchObject({ code: 'unavailable', detail: { httpStatus: 503 } });
    const html = await providerFailure(
      provider.createPayment(input, stub(() => ({ status: 200, body: '<html>' })).context),
    );
    expect(html.code).toBe('protocol');
    const noToken = await providerFailure(
      provider.createPayment(input, stub(() => ({ status: 200, body: '{"data":{}}' })).context),
    );
    expect(noToken.code).toBe('protocol');
  });

  it('4xx is rejected with P24’s error and code, never the keys', async () => {
    const error = await providerFailure(
      provider.createPayment(
        input,
        stub(() => ({ status: 400, body: '{"error":"Invalid sign","code":400}' })).context,
      ),
    );
    expect(error).toMatchObject({
      code: 'rejected',
      detail: { httpStatus: 400, gatewayCode: 400, gatewayError: 'Invalid sign' },
    });
    expect(JSON.stringify([error.message, error.detail])).not.toMatch(/secret/);
  });

  it('maps transaction statuses 0–3 and refuses unknown ones', async () => {
    const statuses = [];
    for (const status of [0, 1, 2, 3]) {
      const { context } = stub(() => ({
        status: 200,
        body: JSON.stringify({
          data: {
            status,
            orderId: status === 0 ? 0 : 77,
            amount: 1234,
            dateOfTransaction: '2026-07-01 12:00:00',
          },
          responseCode: 0,
        }),
      }));
      statuses.push(await provider.getPaymentStatus({ paymentId: 'p/1' }, context));
    }
    expect(statuses.map((s) => s.status)).toEqual([
      'NEW',
      'WAITING FOR CONFIRMATION',
      'COMPLETED',
      'COMPLETED',
    ]);
    expect(statuses[0]).toEqual({ status: 'NEW' });
    expect(statuses[2]).toEqual({
      status: 'COMPLETED',
      externalId: '77',
      providerData: { orderId: 77 },
      amount: 1234,
      paidAt: new Date('2026-07-01T10:00:00Z'), // Warsaw summer time
    });
    const { calls, context } = stub(() => ({ status: 200, body: '{"data":{"status":9}}' }));
    expect((await providerFailure(provider.getPaymentStatus({ paymentId: 'p/1' }, context))).code).toBe(
      'protocol',
    );
    expect(calls[0]?.url).toBe('https://secure.przelewy24.pl/api/v1/transaction/by/sessionId/p%2F1');
  });

  it('refuses non-integer and non-positive amounts before calling P24', async () => {
    const { calls, context } = stub(tokenAnswer);
    for (const amount of [0, -5, 12.5]) {
      expect((await providerFailure(provider.createPayment({ ...input, amount }, context))).code).toBe(
        'rejected',
      );
    }
    expect(calls).toHaveLength(0);
  });

  it('testAccess answers true for {"data":true}', async () => {
    const { calls, context } = stub(() => ({ status: 200, body: '{"data":true,"error":""}' }));
    expect(await testP24Access(context)).toBe(true);
    expect(calls[0]?.url).toBe('https://secure.przelewy24.pl/api/v1/testAccess');
  });
});
