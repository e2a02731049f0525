import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIdempotencyKey } from '../idempotency.js';
import { bodySignature, v3RequestSignature, verifyBodySignature } from '../signature.js';
import { FAKE_PAYNOW_DEFAULT_KEYS, type FakePaynowGateway, startFakePaynowGateway } from './index.js';

const { apiKey, signKey } = FAKE_PAYNOW_DEFAULT_KEYS;

interface Hit {
  body: string;
  signature: string | undefined;
}

let fake: FakePaynowGateway;
let hits: Hit[];
let receiverUrl: string;
let closeReceiver: () => Promise<void>;

beforeAll(async () => {
  hits = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers.signature;
      hits.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: Array.isArray(signature) ? signature[0] : signature,
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`;
  closeReceiver = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  fake = await startFakePaynowGateway({ notifyDelaysMs: [10] });
});

afterAll(async () => {
  await fake.close();
  await closeReceiver();
});

/** A v3 call signed like the SDK, with switches to break it. */
async function call(
  method: 'GET' | 'POST',
  path: string,
  options: {
    body?: string;
    idempotencyKey?: string | null;
    sign?: (body: string, key: string) => string;
  } = {},
) {
  const body = options.body ?? '';
  const idempotencyKey = options.idempotencyKey === undefined ? 'idem-1' : options.idempotencyKey;
  const headers: Record<string, string> = { 'Api-Key': apiKey, Accept: 'application/json' };
  if (idempotencyKey !== null) headers['Idempotency-Key'] = idempotencyKey;
  headers.Signature = options.sign
    ? options.sign(body, idempotencyKey ?? '')
    : v3RequestSignature({ apiKey, signatureKey: signKey, idempotencyKey: idempotencyKey ?? '', body });
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  const response = await fetch(`${fake.url}${path}`, {
    method,
    headers,
    ...(method === 'POST' ? { body } : {}),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const paymentBody = (externalId: string, description = 'Test transaction') =>
  JSON.stringify({ amount: 45671, externalId, description, buyer: { email: 'jan.kowalski@melements.pl' } });

async function createPayment(externalId: string): Promise<string> {
  const answer = await call('POST', '/v3/payments', {
    body: paymentBody(externalId),
    idempotencyKey: paymentIdempotencyKey(externalId),
  });
  expect(answer.status).toBe(201);
  return answer.json.paymentId as string;
}

describe('fake Paynow gateway: the v3 protocol', () => {
  it('listens on 127.0.0.1 only', async () => {
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(startFakePaynowGateway({ host: '0.0.0.0' as '127.0.0.1' })).rejects.toThrow(/127\.0\.0\.1/);
  });

  it('accepts the domain notes vector request and answers {redirectUrl, paymentId, status NEW}', async () => {
    const answer = await call('POST', '/v3/payments', {
      body: paymentBody('234567898654'),
      idempotencyKey: '7f7e0b9a-idem-0001',
    });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ status: 'NEW' });
    expect(answer.json.paymentId).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    expect(answer.json.redirectUrl).toContain(`/paywall/${answer.json.paymentId as string}`);
  });

  it('requires the Idempotency-Key', async () => {
    const answer = await call('POST', '/v3/payments', { body: paymentBody('no-key'), idempotencyKey: null });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ statusCode: 400, errors: [{ errorType: 'VALIDATION_ERROR' }] });
  });

  it('answers 401 for a wrong Signature, also on GET', async () => {
    const forged = () => bodySignature('x', 'other-key');
    expect((await call('POST', '/v3/payments', { body: paymentBody('bad-sign'), sign: forged })).status).toBe(
      401,
    );
    const paymentId = await createPayment(`get-${Date.now()}`);
    const get = await call('GET', `/v3/payments/${paymentId}/status`, { sign: forged });
    expect(get).toMatchObject({ status: 401, json: { errors: [{ errorType: 'UNAUTHORIZED' }] } });
    expect((await call('GET', `/v3/payments/${paymentId}/status`)).json).toEqual({
      paymentId,
      status: 'NEW',
    });
  });

  it('checks Polish descriptions against PHP json_encode escaping (unescaped UTF-8 signing is refused)', async () => {
    const body = paymentBody(`pl-${Date.now()}`, 'Zażółć gęślą jaźń');
    const naive = (raw: string, key: string) =>
      bodySignature(
        JSON.stringify({ headers: { 'Api-Key': apiKey, 'Idempotency-Key': key }, parameters: {}, body: raw }),
        signKey,
      );
    expect(
      (await call('POST', '/v3/payments', { body, idempotencyKey: 'pl-naive', sign: naive })).status,
    ).toBe(401);
    expect((await call('POST', '/v3/payments', { body, idempotencyKey: 'pl-php' })).status).toBe(201);
  });

  it('validates the payment like Paynow (400 VALIDATION_ERROR naming the fields)', async () => {
    const answer = await call('POST', '/v3/payments', {
      body: JSON.stringify({ amount: 10.5, externalId: 'v', description: '', buyer: {} }),
      idempotencyKey: 'invalid-1',
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toMatch(/amount, description, buyer\.email/);
  });

  it('same key + same body → the same answer; same key + another body → 422', async () => {
    const body = paymentBody('idem-x');
    const first = await call('POST', '/v3/payments', { body, idempotencyKey: 'idem-x' });
    const second = await call('POST', '/v3/payments', { body, idempotencyKey: 'idem-x' });
    expect(second).toEqual(first);
    const other = await call('POST', '/v3/payments', {
      body: paymentBody('idem-y'),
      idempotencyKey: 'idem-x',
    });
    expect(other.status).toBe(422);
  });
});

describe('fake Paynow gateway: notifications and test hooks', () => {
  it('POST /__fake/config sets the notification URL; /__fake/settle sends signed, reordered duplicates', async () => {
    const config = await fetch(`${fake.url}/__fake/config`, {
      method: 'POST',
      body: JSON.stringify({ notificationUrl: receiverUrl }),
    });
    expect(await config.json()).toEqual({ notificationUrl: receiverUrl });
    const externalId = `hook-${Date.now()}`;
    const paymentId = await createPayment(externalId);
    hits.length = 0;

    const settled = await fetch(`${fake.url}/__fake/settle`, {
      method: 'POST',
      body: JSON.stringify({ id: externalId, outcome: 'paid', reorder: true, duplicates: 1 }),
    });
    expect(settled.status).toBe(200);
    const bodies = hits.map((hit) => JSON.parse(hit.body) as Record<string, unknown>);
    expect(bodies.map((b) => b.status)).toEqual(['CONFIRMED', 'CONFIRMED', 'PENDING', 'PENDING']);
    expect(bodies[0]).toMatchObject({ paymentId, externalId });
    expect(bodies[0]?.modifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    for (const hit of hits) expect(verifyBodySignature(hit.body, signKey, hit.signature)).toBe(true);
    expect(fake.payment(paymentId)?.status).toBe('CONFIRMED');

    const again = await fetch(`${fake.url}/__fake/settle`, {
      method: 'POST',
      body: JSON.stringify({ id: paymentId, outcome: 'cancelled' }),
    });
    expect(again.status).toBe(409);
    const unknown = await fetch(`${fake.url}/__fake/settle`, {
      method: 'POST',
      body: JSON.stringify({ id: 'nope', outcome: 'paid' }),
    });
    expect(unknown.status).toBe(404);
    const invalid = await fetch(`${fake.url}/__fake/settle`, {
      method: 'POST',
      body: '{"id":"x","outcome":"maybe"}',
    });
    expect(invalid.status).toBe(400);
  });

  it('settles expiry and lists payments and notifications over HTTP', async () => {
    fake.setNotificationUrl(receiverUrl);
    const paymentId = await createPayment(`exp-${Date.now()}`);
    await fake.settle(paymentId, 'expired');
    const payments = (await (await fetch(`${fake.url}/__fake/payments`)).json()) as {
      paymentId: string;
      status: string;
    }[];
    expect(payments.find((p) => p.paymentId === paymentId)?.status).toBe('EXPIRED');
    const notifications = (await (await fetch(`${fake.url}/__fake/notifications`)).json()) as {
      paymentId: string;
    }[];
    expect(notifications.some((n) => n.paymentId === paymentId)).toBe(true);
  });

  it('redelivers one notification on request with the current status', async () => {
    const paymentId = await createPayment(`again-${Date.now()}`);
    await fake.settle(paymentId, 'pending');
    const resent = await fake.notify(paymentId);
    expect(resent).toMatchObject({ status: 'PENDING', delivered: true, attempts: [200] });
  });

  it('settles refunds by hook and validates the refund status', async () => {
    const externalId = `refund-${Date.now()}`;
    const paymentId = await createPayment(externalId);
    await fake.settle(paymentId, 'paid');
    const refund = await call('POST', `/v3/payments/${paymentId}/refunds`, {
      body: JSON.stringify({ amount: 100 }),
      idempotencyKey: `r-${externalId}`,
    });
    expect(refund).toMatchObject({ status: 201, json: { status: 'NEW' } });
    const refundId = refund.json.refundId as string;
    const bad = await fetch(`${fake.url}/__fake/settle-refund`, {
      method: 'POST',
      body: JSON.stringify({ refundId, status: 'DONE' }),
    });
    expect(bad.status).toBe(400);
    await fetch(`${fake.url}/__fake/settle-refund`, {
      method: 'POST',
      body: JSON.stringify({ refundId, status: 'PENDING' }),
    });
    expect((await call('GET', `/v3/refunds/${refundId}/status`, { idempotencyKey: 'rs' })).json).toEqual({
      refundId,
      status: 'PENDING',
    });
  });

  it('refuses refunds of unpaid payments', async () => {
    const paymentId = await createPayment(`unpaid-${Date.now()}`);
    const refund = await call('POST', `/v3/payments/${paymentId}/refunds`, {
      body: JSON.stringify({ amount: 100 }),
      idempotencyKey: `r-unpaid-${paymentId}`,
    });
    expect(refund.status).toBe(400);
  });
});
