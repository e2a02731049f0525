import { afterEach, describe, expect, it } from 'vitest';
import { verifyNotificationSignature } from '../signature.js';
import { FAKE_PAYU_DEFAULT_KEYS, type FakePayuGateway, startFakePayuGateway } from './index.js';

const gateways: FakePayuGateway[] = [];
afterEach(async () => {
  for (const gateway of gateways.splice(0)) await gateway.close();
});

async function start(options: Parameters<typeof startFakePayuGateway>[0] = {}) {
  const gateway = await startFakePayuGateway({ notifyDelaysMs: [10], ...options });
  gateways.push(gateway);
  return gateway;
}

async function token(gateway: FakePayuGateway): Promise<string> {
  const answer = await fetch(`${gateway.url}/pl/standard/user/oauth/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `grant_type=client_credentials&client_id=${FAKE_PAYU_DEFAULT_KEYS.clientId}&client_secret=${FAKE_PAYU_DEFAULT_KEYS.clientSecret}`,
  });
  const body = (await answer.json()) as { access_token: string; expires_in: number; token_type: string };
  expect(answer.status).toBe(200);
  expect(body).toMatchObject({ token_type: 'bearer', expires_in: 43_199, grant_type: 'client_credentials' });
  return body.access_token;
}

function order(overrides: Record<string, unknown> = {}) {
  return {
    customerIp: '127.0.0.1',
    merchantPosId: FAKE_PAYU_DEFAULT_KEYS.posId,
    description: 'Test',
    currencyCode: 'PLN',
    totalAmount: '1000',
    extOrderId: 'ext-1',
    products: [{ name: 'Test', unitPrice: '1000', quantity: '1' }],
    ...overrides,
  };
}

interface AnswerBody {
  status: { statusCode?: string; codeLiteral?: string; statusDesc?: string };
  orderId?: string;
  extOrderId?: string;
  redirectUri?: string;
  orders: Record<string, unknown>[];
  error?: string;
}

async function api(gateway: FakePayuGateway, bearer: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${gateway.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: 'manual',
  });
  return {
    status: answer.status,
    location: answer.headers.get('location'),
    body: (await answer.json()) as AnswerBody,
  };
}

describe('fake PayU OAuth', () => {
  it('answers like PayU: form encoding required, client_credentials only, bad credentials 401', async () => {
    const gateway = await start();
    const url = `${gateway.url}/pl/standard/user/oauth/authorize`;
    const asJson = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: '300746',
        client_secret: FAKE_PAYU_DEFAULT_KEYS.clientSecret,
      }),
    });
    expect(asJson.status).toBe(401);
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const grant = await fetch(url, { method: 'POST', headers: form, body: 'grant_type=password' });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const wrong = await fetch(url, {
      method: 'POST',
      headers: form,
      body: 'grant_type=client_credentials&client_id=300746&client_secret=nope',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Bad client credentials',
    });
  });

  it('refuses API calls without a valid Bearer token', async () => {
    const gateway = await start();
    const answer = await api(gateway, 'made-up', 'POST', '/api/v2_1/orders', order());
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: 'invalid_token' });
  });
});

describe('fake PayU orders', () => {
  it('answers order create with 302 + JSON and validates like PayU', async () => {
    const gateway = await start();
    const bearer = await token(gateway);
    const created = await api(gateway, bearer, 'POST', '/api/v2_1/orders', order());
    expect(created.status).toBe(302);
    expect(created.body).toMatchObject({ status: { statusCode: 'SUCCESS' }, extOrderId: 'ext-1' });
    expect(created.body.orderId).toMatch(/^[A-Z0-9]{10}\d{6}GUEST000P01$/);
    expect(created.location).toBe(created.body.redirectUri);
    expect(created.body.redirectUri).toBe(`${gateway.url}/pay/${created.body.orderId}`);

    const missing = await api(
      gateway,
      bearer,
      'POST',
      '/api/v2_1/orders',
      order({ extOrderId: 'e2', customerIp: undefined }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.status).toMatchObject({
      statusCode: 'ERROR_VALUE_MISSING',
      statusDesc: 'Missing required field: customerIp',
    });
    const float = await api(
      gateway,
      bearer,
      'POST',
      '/api/v2_1/orders',
      order({ extOrderId: 'e3', totalAmount: '10.50' }),
    );
    expect(float.body.status.statusCode).toBe('ERROR_VALUE_INVALID');
    const duplicate = await api(gateway, bearer, 'POST', '/api/v2_1/orders', order());
    expect(duplicate.body.status.statusCode).toBe('ERROR_ORDER_NOT_UNIQUE');

    const byId = await api(gateway, bearer, 'GET', `/api/v2_1/orders/${created.body.orderId}`);
    expect(byId.body.orders[0]).toMatchObject({
      orderId: created.body.orderId,
      totalAmount: '1000',
      status: 'NEW',
    });
    const byExt = await api(gateway, bearer, 'GET', '/api/v2_1/orders/ext/ext-1');
    expect(byExt.body.orders[0]?.orderId).toBe(created.body.orderId);
    const unknown = await api(gateway, bearer, 'GET', '/api/v2_1/orders/NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.status.statusCode).toBe('DATA_NOT_FOUND');
  });

  it('cancels with DELETE, sends a signed CANCELED notification, refuses capture of a non-waiting order', async () => {
    const received: { body: string; signature: string | undefined }[] = [];
    const { createServer } = await import('node:http');
    const sink = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: request.headers['openpayu-signature'] as string,
        });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', () => resolve()));
    const address = sink.address() as { port: number };
    try {
      const gateway = await start();
      const bearer = await token(gateway);
      const created = await api(
        gateway,
        bearer,
        'POST',
        '/api/v2_1/orders',
        order({ notifyUrl: `http://127.0.0.1:${address.port}/n` }),
      );
      const orderId = created.body.orderId as string;
      const capture = await api(gateway, bearer, 'PUT', `/api/v2_1/orders/${orderId}/status`, {
        orderId,
        orderStatus: 'COMPLETED',
      });
      expect(capture.status).toBe(400);
      expect(capture.body.status.codeLiteral).toBe('ORDER_NOT_WAITING_FOR_CONFIRMATION');
      const cancelled = await api(gateway, bearer, 'DELETE', `/api/v2_1/orders/${orderId}`);
      expect(cancelled.body).toMatchObject({
        orderId,
        extOrderId: 'ext-1',
        status: { statusCode: 'SUCCESS' },
      });
      await gateway.idle();
      expect(received).toHaveLength(1);
      const [notification] = received;
      expect(JSON.parse(notification?.body ?? '{}').order).toMatchObject({ orderId, status: 'CANCELED' });
      expect(
        verifyNotificationSignature(
          notification?.body ?? '',
          notification?.signature,
          FAKE_PAYU_DEFAULT_KEYS.secondKey,
        ),
      ).toEqual({
        valid: true,
        algorithm: 'MD5',
      });
      const again = await api(gateway, bearer, 'DELETE', `/api/v2_1/orders/${orderId}`);
      expect(again.status).toBe(400);
    } finally {
      sink.closeAllConnections();
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
  });

  it('injects failures and listens on 127.0.0.1 only', async () => {
    const gateway = await start();
    gateway.failNext(1, 502);
    const failed = await fetch(`${gateway.url}/pl/standard/user/oauth/authorize`, { method: 'POST' });
    expect(failed.status).toBe(502);
    expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(startFakePayuGateway({ host: '0.0.0.0' as '127.0.0.1' })).rejects.toThrow(/127\.0\.0\.1/);
  });

  it('answers 404 for an unknown paywall and 400 for a bad settle request', async () => {
    const gateway = await start();
    expect((await fetch(`${gateway.url}/pay/NOPE`)).status).toBe(404);
    const bad = await fetch(`${gateway.url}/__fake/settle`, {
      method: 'POST',
      body: '{"id":"x","outcome":"maybe"}',
    });
    expect(bad.status).toBe(400);
    const unknown = await fetch(`${gateway.url}/__fake/settle`, {
      method: 'POST',
      body: '{"id":"x","outcome":"paid"}',
    });
    expect(unknown.status).toBe(404);
  });
});
