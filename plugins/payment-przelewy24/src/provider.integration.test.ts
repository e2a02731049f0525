import type { PaymentNotificationEvent, PaymentProviderContext, RefundNotificationEvent } from '@zapisy/core';
import {
  fakeProviderContext,
  ProviderLogCollector,
  paymentInputs,
  providerFailure,
} from '@zapisy/payment-fake-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakePrzelewy24Gateway,
  type NotificationSink,
  startFakePrzelewy24Gateway,
  startNotificationSink,
} from './fake/index.js';
import { createPrzelewy24Provider } from './provider.js';

const provider = createPrzelewy24Provider();
let fake: FakePrzelewy24Gateway;
let sink: NotificationSink;
const logged = new ProviderLogCollector();

function context(settings: Record<string, unknown> = fake.settings): PaymentProviderContext {
  return fakeProviderContext({ baseUrl: fake.url, settings, log: logged });
}

const paymentInput = paymentInputs(() => ({
  amount: 1500,
  currency: 'PLN',
  description: 'Opłata za obóz — Łódź',
  buyer: { email: 'jan@example.pl', firstName: 'Jan', lastName: 'Kowalski' },
  returnUrl: 'https://zapisy.example/platnosc/powrot',
  notifyUrl: `${sink.url}/services/api/payments/przelewy24/notify/ev1`,
  validityMinutes: 30,
}));

async function parseLast(): Promise<PaymentNotificationEvent | RefundNotificationEvent> {
  const last = sink.received().at(-1);
  if (!last) {
    throw new Error('no notification');
  }
  const result = await provider.parseNotification(
    { rawBody: last.rawBody, headers: last.headers as Record<string, string> },
    context(),
  );
  if (!result.accepted) {
    throw new Error(result.reason);
  }
  return result.event;
}

/** The refund notification among those received (a late payment redelivery may arrive after it). */
async function parseRefund(): Promise<RefundNotificationEvent | undefined> {
  for (const received of sink.received()) {
    const result = await provider.parseNotification(
      { rawBody: received.rawBody, headers: received.headers as Record<string, string> },
      context(),
    );
    if (result.accepted && result.event.type === 'refund') return result.event;
  }
  return undefined;
}

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeEach(async () => {
  logged.clear();
  sink = await startNotificationSink();
  fake = await startFakePrzelewy24Gateway({ notifyDelaysMs: [50, 100, 200], refundNotifyDelayMs: 10 });
});

afterEach(async () => {
  await fake.close();
  await sink.close();
  logged.assertNoSecret([fake.merchant.crcKey, fake.merchant.apiKey]);
});

describe('Przelewy24 provider against the fake gateway', () => {
  it('registers, sends the payer to trnRequest, and the fake stores the signed registration', async () => {
    const input = paymentInput();
    const created = await provider.createPayment(input, context());
    expect(created.status).toBe('NEW');
    expect(created.redirectUrl).toBe(`${fake.url}/trnRequest/${created.externalId}`);
    expect(fake.payment(input.paymentId)).toMatchObject({
      sessionId: input.paymentId,
      amount: 1500,
      currency: 'PLN',
      urlStatus: input.notifyUrl,
      urlReturn: input.returnUrl,
      timeLimit: 30,
      client: 'Jan Kowalski',
      status: 'registered',
    });
    const page = await fetch(created.redirectUrl);
    const html = await page.text();
    expect(html).toContain('Zapłać');
    expect(html).toContain('Anuluj');
    expect(html).toContain('15,00 PLN');
  });

  it('create → payer pays → notification → verify → COMPLETED; redelivery stops after verify', async () => {
    const input = paymentInput();
    const created = await provider.createPayment(input, context());
    expect((await provider.getPaymentStatus({ paymentId: input.paymentId }, context())).status).toBe('NEW');

    const paid = await fetch(created.redirectUrl, {
      method: 'POST',
      body: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(input.returnUrl);
    await sink.waitFor(1);
    expect(sink.received()[0]?.path).toBe('/services/api/payments/przelewy24/notify/ev1');

    const event = (await parseLast()) as PaymentNotificationEvent;
    const orderId = fake.payment(input.paymentId)?.orderId;
    expect(event).toEqual({
      type: 'payment',
      paymentId: input.paymentId,
      externalId: String(orderId),
      status: 'WAITING FOR CONFIRMATION',
      amount: 1500,
      currency: 'PLN',
      providerData: { orderId, methodId: 25, statement: expect.stringMatching(/^p24-/) },
    });
    const waiting = await provider.getPaymentStatus({ paymentId: input.paymentId }, context());
    expect(waiting).toMatchObject({
      status: 'WAITING FOR CONFIRMATION',
      externalId: String(orderId),
      amount: 1500,
    });
    expect(waiting.paidAt).toBeInstanceOf(Date);
    expect(Math.abs((waiting.paidAt?.getTime() ?? 0) - Date.now())).toBeLessThan(5000);

    const confirmed = await provider.confirmPayment?.(
      {
        paymentId: input.paymentId,
        ...(event.providerData ? { providerData: event.providerData } : {}),
        amount: 1500,
        currency: 'PLN',
      },
      context(),
    );
    expect(confirmed).toEqual({
      status: 'COMPLETED',
      externalId: String(orderId),
      amount: 1500,
      providerData: { orderId },
    });
    expect(fake.isRedelivering(input.paymentId)).toBe(false);
    expect((await provider.getPaymentStatus({ paymentId: input.paymentId }, context())).status).toBe(
      'COMPLETED',
    );
    await until(() => fake.notifications().length === sink.received().length);
    const before = sink.received().length;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(sink.received().length).toBe(before);
  });

  it('redelivers the notification on the schedule until verify, even when answered 200', async () => {
    const input = paymentInput();
    await provider.createPayment(input, context());
    await fake.settle(input.paymentId, 'paid');
    await sink.waitFor(4, 3000);
    await until(() => fake.notifications().length === 4);
    expect(fake.isRedelivering(input.paymentId)).toBe(false); // schedule [50, 100, 200] exhausted
    const attempts = fake.notifications().map((d) => d.attempt);
    expect(attempts).toEqual([0, 1, 2, 3]);
    const bodies = new Set(sink.received().map((n) => n.rawBody));
    expect(bodies.size).toBe(1); // identical copies: the API must apply them idempotently
  });

  it('verify stops redelivery midway', async () => {
    const input = paymentInput();
    await provider.createPayment(input, context());
    await fake.settle(input.paymentId, 'paid');
    expect(fake.isRedelivering(input.paymentId)).toBe(true);
    const event = (await parseLast()) as PaymentNotificationEvent;
    await provider.confirmPayment?.(
      { paymentId: input.paymentId, externalId: event.externalId ?? '', amount: 1500, currency: 'PLN' },
      context(),
    );
    await until(() => fake.notifications().length === sink.received().length);
    const afterVerify = sink.received().length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sink.received().length).toBe(afterVerify);
    expect(afterVerify).toBeLessThan(4);
  });

  it('duplicate and stale (after verify) notifications parse to the same event', async () => {
    const input = paymentInput();
    await provider.createPayment(input, context());
    await fake.settle(input.paymentId, 'paid');
    const first = await parseLast();
    await fake.sendNotification(input.paymentId, 2);
    expect(await parseLast()).toEqual(first);
    await provider.confirmPayment?.({ paymentId: input.paymentId, amount: 1500, currency: 'PLN' }, context());
    await until(() => fake.notifications().length === sink.received().length);
    const afterVerify = sink.received().length;
    const hook = await fetch(`${fake.url}/__fake/notify`, {
      method: 'POST',
      body: JSON.stringify({ id: input.paymentId, times: 1 }),
    });
    expect(hook.status).toBe(200);
    expect(sink.received()).toHaveLength(afterVerify + 1);
    expect(await parseLast()).toEqual(first);
  });

  it('verify with a wrong amount is rejected by the gateway and the payment stays unverified', async () => {
    const input = paymentInput();
    await provider.createPayment(input, context());
    await fake.settle(input.paymentId, 'paid');
    const error = await providerFailure(
      provider.confirmPayment?.({ paymentId: input.paymentId, amount: 1400, currency: 'PLN' }, context()) ??
        Promise.resolve(),
    );
    expect(error.code).toBe('rejected');
    expect(error.detail).toMatchObject({
      httpStatus: 400,
      gatewayCode: 400,
      gatewayError: 'Incorrect amount or currency',
    });
    expect(fake.payment(input.paymentId)?.status).toBe('paid');
  });

  it('verify before payment is rejected', async () => {
    const input = paymentInput();
    await provider.createPayment(input, context());
    const error = await providerFailure(
      provider.confirmPayment?.({ paymentId: input.paymentId, amount: 1500, currency: 'PLN' }, context()) ??
        Promise.resolve(),
    );
    expect(error.code).toBe('rejected');
  });

  it('the payer cancels: no notification, the payment stays NEW and the payer returns', async () => {
    const input = paymentInput();
    const created = await provider.createPayment(input, context());
    const cancelled = await fetch(created.redirectUrl, {
      method: 'POST',
      body: 'action=cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(cancelled.headers.get('location')).toBe(input.returnUrl);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.received()).toHaveLength(0);
    expect((await provider.getPaymentStatus({ paymentId: input.paymentId }, context())).status).toBe('NEW');
  });

  it('refunds partially, then the rest; each refund notification names our refund id', async () => {
    const input = paymentInput();
    await provider.createPayment(input, context());
    await fake.settle(input.paymentId, 'paid');
    const paid = (await parseLast()) as PaymentNotificationEvent;
    await provider.confirmPayment?.(
      {
        paymentId: input.paymentId,
        ...(paid.providerData ? { providerData: paid.providerData } : {}),
        amount: 1500,
        currency: 'PLN',
      },
      context(),
    );
    const base = {
      paymentId: input.paymentId,
      paymentAmount: 1500,
      currency: 'PLN',
      description: 'Zwrot',
      notifyUrl: `${sink.url}/refund`,
    };
    const partial = await provider.refund(
      {
        ...base,
        refundId: 'ref-1',
        amount: 500,
        ...(paid.providerData ? { providerData: paid.providerData } : {}),
      },
      context(),
    );
    expect(partial).toEqual({ refundId: 'ref-1', externalRefundId: 'ref-1', status: 'pending' });
    await sink.waitFor(2);
    expect(await parseLast()).toEqual({
      type: 'refund',
      paymentId: input.paymentId,
      externalId: paid.externalId,
      refundId: 'ref-1',
      amount: 500,
      currency: 'PLN',
      status: 'completed',
    });
    expect((await provider.getPaymentStatus({ paymentId: input.paymentId }, context())).status).toBe(
      'COMPLETED',
    );

    // The same refund again is the same request: nothing more is refunded.
    await provider.refund(
      { ...base, refundId: 'ref-1', amount: 500, externalId: paid.externalId ?? '' },
      context(),
    );
    expect(fake.refunds()).toHaveLength(1);

    const tooMuch = await providerFailure(
      provider.refund({ ...base, refundId: 'ref-2', amount: 1001 }, context()),
    );
    expect(tooMuch.code).toBe('rejected');
    expect(tooMuch.detail).toMatchObject({ httpStatus: 409, gatewayCode: 409 });

    // Without providerData the orderId is looked up by sessionId.
    await provider.refund({ ...base, refundId: 'ref-3', amount: 1000 }, context());
    await sink.waitFor(3);
    expect(await parseLast()).toMatchObject({
      type: 'refund',
      refundId: 'ref-3',
      amount: 1000,
      status: 'completed',
    });
    expect(fake.payment(input.paymentId)?.refunded).toBe(1500);
  });

  it('refunds the whole payment when no amount is given', async () => {
    const input = paymentInput({ amount: 12345 });
    await provider.createPayment(input, context());
    await fake.settle(input.paymentId, 'paid');
    await provider.confirmPayment?.(
      { paymentId: input.paymentId, amount: 12345, currency: 'PLN' },
      context(),
    );
    const result = await provider.refund(
      {
        paymentId: input.paymentId,
        refundId: 'full-1',
        paymentAmount: 12345,
        currency: 'PLN',
        description: 'Rezygnacja',
        notifyUrl: `${sink.url}/r`,
      },
      context(),
    );
    expect(result.status).toBe('pending');
    expect(fake.refunds()).toEqual([
      expect.objectContaining({ refundsUuid: 'full-1', requestId: 'full-1', amount: 12345 }),
    ]);
    await sink.waitFor(2);
    expect(await parseRefund()).toMatchObject({ type: 'refund', refundId: 'full-1', amount: 12345 });
  });

  it('a refund of an unverified payment is rejected', async () => {
    const input = paymentInput();
    await provider.createPayment(input, context());
    await fake.settle(input.paymentId, 'paid');
    const error = await providerFailure(
      provider.refund(
        {
          paymentId: input.paymentId,
          refundId: 'r',
          paymentAmount: 1500,
          currency: 'PLN',
          description: 'x',
          notifyUrl: `${sink.url}/r`,
        },
        context(),
      ),
    );
    expect(error.code).toBe('rejected');
  });

  it('forged notifications are refused with 401', async () => {
    const input = paymentInput();
    await provider.createPayment(input, context());
    await fake.settle(input.paymentId, 'paid');
    const genuine = JSON.parse(sink.received()[0]?.rawBody ?? '{}') as Record<string, unknown>;
    const forged = JSON.stringify({ ...genuine, amount: 150000, originAmount: 150000 });
    expect(await provider.parseNotification({ rawBody: forged, headers: {} }, context())).toMatchObject({
      accepted: false,
      httpStatus: 401,
    });
    expect(
      await provider.parseNotification(
        { rawBody: sink.received()[0]?.rawBody ?? '', headers: {} },
        context({ ...fake.settings, crcKey: 'another-crc' }),
      ),
    ).toMatchObject({ accepted: false, httpStatus: 401 });
    expect(
      await provider.parseNotification(
        { rawBody: sink.received()[0]?.rawBody ?? '', headers: {} },
        context({}),
      ),
      // Without keys it is not a forgery: the provider is not configured for the project.
    ).toMatchObject({ accepted: false, httpStatus: 404 });
  });

  it('a wrong API key is rejected with the gateway’s 401 and no secret in the error', async () => {
    const error = await providerFailure(
      provider.createPayment(paymentInput(), context({ ...fake.settings, apiKey: 'wrong-api-key-secret' })),
    );
    expect(error.code).toBe('rejected');
    expect(error.detail).toMatchObject({
      httpStatus: 401,
      gatewayCode: 401,
      gatewayError: 'Incorrect authentication',
    });
    const visible = JSON.stringify({
      message: error.message,
      user: error.userMessage,
      detail: error.detail,
      stack: error.stack,
    });
    for (const secret of ['wrong-api-key-secret', fake.merchant.crcKey, fake.merchant.apiKey]) {
      expect(visible).not.toContain(secret);
    }
  });

  it('a wrong CRC key gives the gateway’s "Invalid sign"', async () => {
    const error = await providerFailure(
      provider.createPayment(paymentInput(), context({ ...fake.settings, crcKey: 'bad-crc' })),
    );
    expect(error.detail).toMatchObject({ httpStatus: 400, gatewayError: 'Invalid sign' });
    expect(JSON.stringify(error.detail)).not.toContain('bad-crc');
  });

  it('the legacy orderKey works as the Basic password when apiKey is empty', async () => {
    const { apiKey, ...rest } = fake.settings;
    const created = await provider.createPayment(
      paymentInput(),
      context({ ...rest, apiKey: '', orderKey: apiKey }),
    );
    expect(created.status).toBe('NEW');
  });

  it('configuration errors are Polish and name the field, before any request', async () => {
    const { crcKey: _crc, ...noCrc } = fake.settings;
    const error = await providerFailure(provider.createPayment(paymentInput(), context(noCrc)));
    expect(error.code).toBe('configuration');
    expect(error.userMessage).toBe(
      'Przelewy24 nie jest skonfigurowane: brak pola „Klucz CRC” w ustawieniach płatności.',
    );
    expect(fake.payments()).toHaveLength(0);
  });

  it('settle hook over HTTP: paid sends the notification, unknown ids answer 404', async () => {
    const input = paymentInput();
    await provider.createPayment(input, context());
    const response = await fetch(`${fake.url}/__fake/settle`, {
      method: 'POST',
      body: JSON.stringify({ id: input.paymentId, outcome: 'paid' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sessionId: input.paymentId, status: 'paid' });
    expect(sink.received()).toHaveLength(1);
    const unknown = await fetch(`${fake.url}/__fake/settle`, {
      method: 'POST',
      body: JSON.stringify({ id: 'nope', outcome: 'paid' }),
    });
    expect(unknown.status).toBe(404);
  });
});
