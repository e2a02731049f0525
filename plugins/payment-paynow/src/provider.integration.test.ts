import { nextPaymentStatus, type PaymentStatus } from '@zapisy/core';
import {
  everythingSaid,
  fakeProviderContext,
  type NotificationReceiver,
  paymentInputs,
  providerFailure,
  startNotificationReceiver,
} from '@zapisy/payment-fake-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaynowGateway, startFakePaynowGateway } from './fake/index.js';
import { createPaynowProvider } from './provider.js';

const API_KEY = 'test-api-key-5f0c1d2e';
const SIGN_KEY = 'test-sign-key-9a8b7c6d';
const provider = createPaynowProvider();

let fake: FakePaynowGateway;
let receiver: NotificationReceiver;
let context: ReturnType<typeof fakeProviderContext>;

beforeAll(async () => {
  fake = await startFakePaynowGateway({ apiKey: API_KEY, signKey: SIGN_KEY, notifyDelaysMs: [20, 40, 80] });
  context = fakeProviderContext({ baseUrl: fake.url, settings: { apiKey: API_KEY, signKey: SIGN_KEY } });
  receiver = await startNotificationReceiver(provider, () => context, {
    path: '/services/api/payments/paynow/notify/ev-1',
  });
  fake.setNotificationUrl(receiver.url);
});

afterAll(async () => {
  await fake.close();
  await receiver.close();
});

afterEach(async () => {
  await fake.idle();
  receiver.received.length = 0;
});

const paymentInput = paymentInputs(() => ({
  amount: 12_345,
  currency: 'PLN',
  description: 'Opłata za obóz żeglarski – Świnoujście',
  buyer: {
    email: 'jan.kowalski@example.pl',
    firstName: 'Jan',
    lastName: 'Kowalski',
    phone: '+48 600 100 200',
  },
  returnUrl: 'https://zapisy.example.pl/platnosc/powrot?p=1',
  notifyUrl: 'https://zapisy.example.pl/services/api/payments/paynow/notify/ev-1',
  validityMinutes: 30,
}));

describe('Paynow provider against the fake gateway', () => {
  it('creates a payment with a signed v3 request (Polish description) and sends the payer to the paywall', async () => {
    const input = paymentInput();
    const created = await provider.createPayment(input, context);
    expect(created.status).toBe('NEW');
    expect(created.redirectUrl.startsWith(`${fake.url}/paywall/${created.externalId}`)).toBe(true);
    const stored = fake.payment(created.externalId ?? '');
    expect(stored).toMatchObject({
      externalId: input.paymentId,
      amount: 12_345,
      currency: 'PLN',
      description: 'Opłata za obóz żeglarski – Świnoujście',
      continueUrl: input.returnUrl,
      validityTime: 1800,
      buyer: {
        email: 'jan.kowalski@example.pl',
        firstName: 'Jan',
        lastName: 'Kowalski',
        phone: { prefix: '+48', number: '600100200' },
        locale: 'pl-PL',
      },
    });
  });

  it('answers a retried create with the same payment (Idempotency-Key from the paymentId)', async () => {
    const input = paymentInput();
    const first = await provider.createPayment(input, context);
    const again = await provider.createPayment(input, context);
    expect(again).toEqual(first);
    expect(fake.payments().filter((p) => p.externalId === input.paymentId)).toHaveLength(1);
  });

  it('is rejected like Paynow (422) when the same paymentId comes with another body', async () => {
    const input = paymentInput();
    await provider.createPayment(input, context);
    const error = await providerFailure(provider.createPayment({ ...input, amount: 99 }, context));
    expect(error.code).toBe('rejected');
    expect(error.detail).toMatchObject({ httpStatus: 422, errorType: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('is rejected with the gateway error when the Signature-Key or Api-Key is wrong, without leaking keys', async () => {
    const wrongSign = fakeProviderContext({
      baseUrl: fake.url,
      settings: { apiKey: API_KEY, signKey: 'not-the-sign-key-123' },
    });
    const signError = await providerFailure(provider.createPayment(paymentInput(), wrongSign));
    expect(signError.code).toBe('rejected');
    expect(signError.detail).toMatchObject({ httpStatus: 401, errorType: 'UNAUTHORIZED' });
    expect(signError.userMessage).toMatch(/Operator płatności odrzucił/);

    const wrongApi = fakeProviderContext({
      baseUrl: fake.url,
      settings: { apiKey: 'not-the-api-key-456', signKey: SIGN_KEY },
    });
    const apiError = await providerFailure(provider.createPayment(paymentInput(), wrongApi));
    expect(apiError.detail).toMatchObject({ httpStatus: 401, errorType: 'UNAUTHORIZED' });

    const said = everythingSaid([...wrongSign.lines, ...wrongApi.lines], [signError, apiError]);
    for (const secret of [API_KEY, SIGN_KEY, 'not-the-sign-key-123', 'not-the-api-key-456']) {
      expect(said).not.toContain(secret);
    }
  });

  it('create → settle paid → PENDING and CONFIRMED notifications parsed → status COMPLETED', async () => {
    const input = paymentInput();
    const created = await provider.createPayment(input, context);
    await fake.settle(created.externalId ?? '', 'paid');
    const events = receiver.received.map((r) => (r.result.accepted ? r.result.event : undefined));
    expect(events.map((e) => e?.status)).toEqual(['PENDING', 'COMPLETED']);
    expect(events[1]).toMatchObject({
      type: 'payment',
      paymentId: input.paymentId,
      externalId: created.externalId,
    });
    expect(events[1]?.type === 'payment' && events[1].paidAt instanceof Date).toBe(true);
    expect(events[0]?.type === 'payment' && events[0].paidAt).toBeUndefined();
    expect(receiver.received.map((r) => r.answered)).toEqual([202, 202]);

    const status = await provider.getPaymentStatus(
      { paymentId: input.paymentId, externalId: created.externalId ?? '' },
      context,
    );
    expect(status).toEqual({ status: 'COMPLETED', externalId: created.externalId });
  });

  it('follows the payer through the paywall: Anuluj → ABANDONED notification → back to the return URL', async () => {
    const input = paymentInput();
    const created = await provider.createPayment(input, context);
    const page = await fetch(created.redirectUrl);
    const html = await page.text();
    expect(html).toContain('Zapłać');
    expect(html).toContain('Anuluj');
    expect(html).toContain('123,45 PLN');

    const paywallUrl = new URL(created.redirectUrl);
    const answer = await fetch(`${paywallUrl.origin}${paywallUrl.pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=cancelled',
      redirect: 'manual',
    });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://zapisy.example.pl/platnosc/powrot');
    expect(back.searchParams.get('p')).toBe('1');
    expect(back.searchParams.get('paymentId')).toBe(created.externalId);
    expect(back.searchParams.get('paymentStatus')).toBe('ABANDONED');
    const [only] = receiver.received;
    expect(only?.result.accepted && only.result.event.status).toBe('CANCELED');
  });

  it('Zapłać on the paywall confirms the payment', async () => {
    const created = await provider.createPayment(paymentInput(), context);
    const paywallUrl = new URL(created.redirectUrl);
    const answer = await fetch(`${paywallUrl.origin}${paywallUrl.pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(new URL(answer.headers.get('location') ?? '').searchParams.get('paymentStatus')).toBe('CONFIRMED');
    expect(fake.payment(created.externalId ?? '')?.status).toBe('CONFIRMED');
  });

  it('redelivers a notification until the endpoint answers 2xx', async () => {
    const created = await provider.createPayment(paymentInput(), context);
    receiver.failNext(2);
    await fake.settle(created.externalId ?? '', 'pending');
    await fake.idle();
    const [notification] = fake.notifications().filter((n) => n.paymentId === created.externalId);
    expect(notification?.attempts).toEqual([500, 500, 202]);
    expect(notification?.delivered).toBe(true);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.rawBody)).size).toBe(1);
  });

  it('gives up after the last redelivery when the endpoint never acknowledges', async () => {
    const created = await provider.createPayment(paymentInput(), context);
    receiver.failNext(10);
    await fake.settle(created.externalId ?? '', 'pending');
    await fake.idle();
    const [notification] = fake.notifications().filter((n) => n.paymentId === created.externalId);
    expect(notification?.attempts).toEqual([500, 500, 500, 500]);
    expect(notification?.gaveUp).toBe(true);
    receiver.failNext(0);
  });

  it('survives duplicates and CONFIRMED before PENDING: the payment ends COMPLETED', async () => {
    const created = await provider.createPayment(paymentInput(), context);
    await fake.settle(created.externalId ?? '', 'paid', { reorder: true, duplicates: 1 });
    const statuses = receiver.received.map((r) => (r.result.accepted ? r.result.event.status : 'rejected'));
    expect(statuses).toEqual(['COMPLETED', 'COMPLETED', 'PENDING', 'PENDING']);
    let current: PaymentStatus = 'NEW';
    for (const status of statuses) current = nextPaymentStatus(current, status as PaymentStatus);
    expect(current).toBe('COMPLETED');
  });

  it('refunds partially, then the rest, and reads the refund status', async () => {
    const input = paymentInput();
    const created = await provider.createPayment(input, context);
    await fake.settle(created.externalId ?? '', 'paid');
    const reference = { paymentId: input.paymentId, externalId: created.externalId ?? '' };
    const common = {
      paymentAmount: 12_345,
      currency: 'PLN',
      description: 'Zwrot',
      notifyUrl: input.notifyUrl,
    };

    const partial = await provider.refund(
      { ...reference, ...common, refundId: 'ref-1', amount: 2_345 },
      context,
    );
    expect(partial).toMatchObject({ refundId: 'ref-1', status: 'pending' });
    const retried = await provider.refund(
      { ...reference, ...common, refundId: 'ref-1', amount: 2_345 },
      context,
    );
    expect(retried.externalRefundId).toBe(partial.externalRefundId);
    expect(fake.refunds().filter((r) => r.paymentId === created.externalId)).toHaveLength(1);

    const rest = await provider.refund(
      { ...reference, ...common, refundId: 'ref-2', amount: 10_000 },
      context,
    );
    expect(rest.status).toBe('pending');
    expect(
      await provider.getRefundStatus({ externalRefundId: partial.externalRefundId ?? '' }, context),
    ).toEqual({
      status: 'completed',
      externalRefundId: partial.externalRefundId,
    });

    const tooMuch = await providerFailure(
      provider.refund({ ...reference, ...common, refundId: 'ref-3', amount: 1 }, context),
    );
    expect(tooMuch.detail).toMatchObject({ httpStatus: 400, errorType: 'INSUFFICIENT_BALANCE_FUNDS' });
  });

  it('refunds the whole payment when no amount is given, and reports a failed refund', async () => {
    const input = paymentInput({ amount: 5_000 });
    const created = await provider.createPayment(input, context);
    await fake.settle(created.externalId ?? '', 'paid');
    const full = await provider.refund(
      {
        paymentId: input.paymentId,
        externalId: created.externalId ?? '',
        refundId: 'full-1',
        paymentAmount: 5_000,
        currency: 'PLN',
        description: 'Zwrot całości',
        notifyUrl: input.notifyUrl,
      },
      context,
    );
    expect(fake.refunds().find((r) => r.refundId === full.externalRefundId)?.amount).toBe(5_000);
    fake.settleRefund(full.externalRefundId ?? '', 'CANCELLED');
    const status = await provider.getRefundStatus({ externalRefundId: full.externalRefundId ?? '' }, context);
    expect(status.status).toBe('failed');
  });

  it('refuses a refund larger than the payment before calling Paynow', async () => {
    const error = await providerFailure(
      provider.refund(
        {
          paymentId: 'p',
          externalId: 'NO00-000-000-000',
          refundId: 'r',
          amount: 101,
          paymentAmount: 100,
          currency: 'PLN',
          description: 'x',
          notifyUrl: 'https://x',
        },
        context,
      ),
    );
    expect(error.code).toBe('rejected');
  });

  it('maps 5xx and network failures to unavailable and unknown payments to rejected', async () => {
    fake.failNext(1, 503);
    const down = await providerFailure(provider.createPayment(paymentInput(), context));
    expect(down.code).toBe('unavailable');
    expect(down.userMessage).toMatch(/chwilowo niedostępny/);

    const nowhere = fakeProviderContext({
      baseUrl: 'http://127.0.0.1:9',
      settings: { apiKey: API_KEY, signKey: SIGN_KEY },
    });
    const network = await providerFailure(
      provider.getPaymentStatus({ paymentId: 'p', externalId: 'NO00-AAA-BBB-CCC' }, nowhere),
    );
    expect(network.code).toBe('unavailable');

    const unknown = await providerFailure(
      provider.getPaymentStatus({ paymentId: 'p', externalId: 'NO00-AAA-BBB-CCC' }, context),
    );
    expect(unknown.code).toBe('rejected');
    expect(unknown.detail).toMatchObject({ httpStatus: 404, errorType: 'NOT_FOUND' });

    const said = everythingSaid([...context.lines, ...nowhere.lines], [down, network, unknown]);
    expect(said).not.toContain(API_KEY);
    expect(said).not.toContain(SIGN_KEY);
  });

  it('reports missing keys as a Polish configuration error before calling Paynow', async () => {
    const before = fake.payments().length;
    const error = await providerFailure(
      provider.createPayment(
        paymentInput(),
        fakeProviderContext({ baseUrl: fake.url, settings: { signKey: SIGN_KEY } }),
      ),
    );
    expect(error.code).toBe('configuration');
    expect(error.userMessage).toBe(
      'Płatności Paynow nie są skonfigurowane: brak pola „Klucz API” w ustawieniach Paynow. Skontaktuj się z organizatorem.',
    );
    expect(JSON.stringify(error.detail)).not.toContain(SIGN_KEY);
    expect(fake.payments()).toHaveLength(before);
  });

  it('reports a payment without Paynow id as a protocol error', async () => {
    const error = await providerFailure(provider.getPaymentStatus({ paymentId: 'p' }, context));
    expect(error.code).toBe('protocol');
  });
});
