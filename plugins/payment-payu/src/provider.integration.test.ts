import {
  nextPaymentStatus,
  type PaymentNotificationEvent,
  type PaymentProviderContext,
  type PaymentStatus,
  type RefundNotificationEvent,
} from '@zapisy/core';
import {
  fakeProviderContext,
  minimalPaymentInput,
  type NotificationReceiver,
  ProviderLogCollector,
  providerFailure,
  startNotificationReceiver,
} from '@zapisy/payment-fake-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakePayuGateway, type FakePayuGatewayOptions, startFakePayuGateway } from './fake/index.js';
import { createPayuProvider, type PayuProvider } from './provider.js';
import { PAYU_ALGORITHM_NAMES } from './signature.js';

const logged = new ProviderLogCollector();
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function contextFor(
  gateway: FakePayuGateway,
  settings: Record<string, unknown> = gateway.settings,
  baseUrl: string = gateway.url,
): PaymentProviderContext {
  return fakeProviderContext({ baseUrl, settings, log: logged });
}

async function startGateway(options: FakePayuGatewayOptions = {}): Promise<FakePayuGateway> {
  const gateway = await startFakePayuGateway({ notifyDelaysMs: [20, 40, 60], ...options });
  cleanups.push(() => gateway.close());
  return gateway;
}

/**
 * Our side of the notifications, the way the API does it: verify and read with the provider, answer the
 * provider's reply, then capture a WAITING FOR CONFIRMATION order (apply-notification.ts).
 */
interface Receiver extends NotificationReceiver {
  /** The captures started by WAITING FOR CONFIRMATION notifications. */
  confirmations: Promise<unknown>[];
}

async function startReceiver(
  provider: PayuProvider,
  context: () => PaymentProviderContext,
): Promise<Receiver> {
  const confirmations: Promise<unknown>[] = [];
  const receiver = await startNotificationReceiver(provider, context, {
    path: '/services/api/payments/payu/notify/ev-1',
    onAccepted(event) {
      if (event.type !== 'payment' || event.status !== 'WAITING FOR CONFIRMATION') return;
      // Captured after the answer went out, as apply-notification.ts does.
      const answered = new Promise((resolve) => setImmediate(resolve));
      confirmations.push(
        answered.then(() =>
          provider.confirmPayment(
            {
              paymentId: event.paymentId,
              ...(event.externalId ? { externalId: event.externalId } : {}),
              amount: event.amount ?? 0,
              currency: event.currency ?? 'PLN',
            },
            context(),
          ),
        ),
      );
    },
  });
  cleanups.push(() => receiver.close());
  return { ...receiver, confirmations };
}

async function setup(options: FakePayuGatewayOptions = {}) {
  const gateway = await startGateway(options);
  const provider = createPayuProvider();
  const context = () => contextFor(gateway);
  const receiver = await startReceiver(provider, context);
  return { gateway, provider, context, receiver };
}

function paymentInput(receiver: Receiver, paymentId = 'pay-1', amount = 12_345) {
  return {
    paymentId,
    amount,
    currency: 'PLN',
    description: 'Obóz zimowy – Jan Kowalski',
    buyer: { email: 'jan@example.pl', firstName: 'Jan', lastName: 'Kowalski', phone: '+48600100200' },
    returnUrl: 'https://zapisy.example.pl/platnosc/powrot?id=pay-1',
    notifyUrl: receiver.url,
    validityMinutes: 30,
  };
}

function finalStatus(events: readonly (PaymentNotificationEvent | RefundNotificationEvent)[]): PaymentStatus {
  let status: PaymentStatus = 'NEW';
  for (const event of events) if (event.type === 'payment') status = nextPaymentStatus(status, event.status);
  return status;
}

describe('PayU provider against the fake PayU over HTTP', () => {
  it('creates an order (302 + JSON), sends the payer to the paywall and keeps the orderId', async () => {
    const { gateway, provider, context, receiver } = await setup();
    const created = await provider.createPayment(paymentInput(receiver), context());
    const order = gateway.order('pay-1');
    expect(order).toBeDefined();
    expect(created).toEqual({
      redirectUrl: `${gateway.url}/pay/${order?.orderId}`,
      externalId: order?.orderId,
      status: 'NEW',
    });
    expect(order).toMatchObject({
      extOrderId: 'pay-1',
      merchantPosId: gateway.settings.posId,
      totalAmount: 12_345,
      currencyCode: 'PLN',
      customerIp: '127.0.0.1',
      validityTime: 1800,
      notifyUrl: receiver.url,
      continueUrl: 'https://zapisy.example.pl/platnosc/powrot?id=pay-1',
      buyer: {
        email: 'jan@example.pl',
        firstName: 'Jan',
        lastName: 'Kowalski',
        phone: '+48600100200',
        language: 'pl',
      },
      products: [{ name: 'Obóz zimowy – Jan Kowalski', unitPrice: '12345', quantity: '1' }],
      status: 'NEW',
    });
    const page = await fetch(created.redirectUrl);
    const html = await page.text();
    expect(html).toContain('Zapłać');
    expect(html).toContain('Anuluj');
    expect(html).toContain('123,45 PLN');
  });

  it('pays on the paywall: PENDING then COMPLETED notifications, then 302 to the return URL', async () => {
    const { gateway, provider, context, receiver } = await setup();
    const created = await provider.createPayment(
      { ...paymentInput(receiver), customerIp: '10.1.2.3' },
      context(),
    );
    const answer = await fetch(created.redirectUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://zapisy.example.pl/platnosc/powrot?id=pay-1');
    await gateway.idle();
    expect(receiver.events().map((event) => event.status)).toEqual(['PENDING', 'COMPLETED']);
    const completed = receiver.events()[1] as PaymentNotificationEvent;
    expect(completed).toMatchObject({
      type: 'payment',
      paymentId: 'pay-1',
      externalId: created.externalId,
      amount: 12_345,
      currency: 'PLN',
      providerData: { payuPaymentId: gateway.order('pay-1')?.paymentId },
    });
    expect(completed.paidAt).toBeInstanceOf(Date);
    expect(gateway.order('pay-1')?.customerIp).toBe('10.1.2.3');
    expect(gateway.notifications().every((n) => n.delivered && n.attempts.join() === '200')).toBe(true);

    const status = await provider.getPaymentStatus(
      { paymentId: 'pay-1', externalId: created.externalId },
      context(),
    );
    expect(status).toMatchObject({ status: 'COMPLETED', externalId: created.externalId, amount: 12_345 });
    // Without the PayU orderId (a lost create answer) the order is found by our extOrderId.
    expect((await provider.getPaymentStatus({ paymentId: 'pay-1' }, context())).status).toBe('COMPLETED');
  });

  it('cancels on the paywall: CANCELED notification and error=501 on the return URL', async () => {
    const { gateway, provider, context, receiver } = await setup();
    const created = await provider.createPayment(paymentInput(receiver), context());
    const answer = await fetch(created.redirectUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=cancelled',
      redirect: 'manual',
    });
    expect(answer.headers.get('location')).toBe(
      'https://zapisy.example.pl/platnosc/powrot?id=pay-1&error=501',
    );
    await gateway.idle();
    expect(receiver.events().map((event) => event.status)).toEqual(['CANCELED']);
    expect((await provider.getPaymentStatus({ paymentId: 'pay-1' }, context())).status).toBe('CANCELED');
  });

  it('captures WAITING_FOR_CONFIRMATION (auto-receive off) with PUT …/status, then PayU reports COMPLETED', async () => {
    const { gateway, provider, context, receiver } = await setup({ autoReceive: false });
    expect(provider.capabilities.confirmation).toBe('when-waiting');
    const created = await provider.createPayment(paymentInput(receiver), context());
    await gateway.settle('pay-1', 'paid');
    await Promise.all(receiver.confirmations);
    await gateway.idle();
    expect(await Promise.all(receiver.confirmations)).toEqual([
      { status: 'COMPLETED', externalId: created.externalId },
    ]);
    expect(receiver.events().map((event) => event.status)).toEqual([
      'PENDING',
      'WAITING FOR CONFIRMATION',
      'COMPLETED',
    ]);
    expect(gateway.order('pay-1')?.status).toBe('COMPLETED');
    // A second capture (a redelivered WAITING notification) answers the order's status.
    const again = await provider.confirmPayment(
      { paymentId: 'pay-1', externalId: created.externalId ?? '', amount: 12_345, currency: 'PLN' },
      context(),
    );
    expect(again.status).toBe('COMPLETED');
  });

  it('refunds partially and fully, with refund notifications carrying our refund id', async () => {
    const { gateway, provider, context, receiver } = await setup();
    const created = await provider.createPayment(paymentInput(receiver, 'pay-1', 10_000), context());
    await gateway.settle('pay-1', 'paid');
    const base = {
      paymentId: 'pay-1',
      externalId: created.externalId ?? '',
      paymentAmount: 10_000,
      currency: 'PLN',
      description: 'Zwrot za obóz',
      notifyUrl: receiver.url,
    };
    const partial = await provider.refund({ ...base, refundId: 'ref-1', amount: 2_500 }, context());
    expect(partial).toMatchObject({ refundId: 'ref-1', status: 'pending' });
    expect(partial.externalRefundId).toMatch(/^\d+$/);
    // The same refund id never refunds twice.
    const repeated = await provider.refund({ ...base, refundId: 'ref-1', amount: 2_500 }, context());
    expect(repeated.externalRefundId).toBe(partial.externalRefundId);
    const full = await provider.refund({ ...base, refundId: 'ref-2' }, context());
    expect(full.status).toBe('pending');
    await gateway.idle();
    expect(gateway.refunds().map((refund) => [refund.extRefundId, refund.amount, refund.status])).toEqual([
      ['ref-1', 2_500, 'FINALIZED'],
      ['ref-2', 7_500, 'FINALIZED'],
    ]);
    const refunds = receiver.events().filter((event) => event.type === 'refund');
    expect(refunds).toEqual([
      {
        type: 'refund',
        refundId: 'ref-1',
        paymentId: 'pay-1',
        externalId: created.externalId,
        amount: 2_500,
        currency: 'PLN',
        status: 'completed',
      },
      {
        type: 'refund',
        refundId: 'ref-2',
        paymentId: 'pay-1',
        externalId: created.externalId,
        amount: 7_500,
        currency: 'PLN',
        status: 'completed',
      },
    ]);
    const tooMuch = await providerFailure(
      provider.refund({ ...base, refundId: 'ref-3', amount: 1 }, context()),
    );
    expect(tooMuch.code).toBe('rejected');
    expect(tooMuch.detail).toMatchObject({
      httpStatus: 400,
      statusCode: 'OPENPAYU_BUSINESS_ERROR',
      codeLiteral: 'NO_BALANCE',
    });
  });

  it('reports a cancelled refund as failed', async () => {
    const { gateway, provider, context, receiver } = await setup({ refundFinalizeDelayMs: false });
    const created = await provider.createPayment(paymentInput(receiver), context());
    await gateway.settle('pay-1', 'paid');
    const refund = await provider.refund(
      {
        paymentId: 'pay-1',
        externalId: created.externalId ?? '',
        refundId: 'ref-9',
        amount: 100,
        paymentAmount: 12_345,
        currency: 'PLN',
        description: 'Zwrot',
        notifyUrl: receiver.url,
      },
      context(),
    );
    await gateway.settleRefund(refund.externalRefundId ?? '', 'CANCELED');
    expect(receiver.events().at(-1)).toMatchObject({ type: 'refund', refundId: 'ref-9', status: 'failed' });
  });

  it('refuses refunds of an unpaid order with PayU status in detail', async () => {
    const { provider, context, receiver } = await setup();
    const created = await provider.createPayment(paymentInput(receiver), context());
    const error = await providerFailure(
      provider.refund(
        {
          paymentId: 'pay-1',
          externalId: created.externalId ?? '',
          refundId: 'r',
          paymentAmount: 12_345,
          currency: 'PLN',
          description: 'Zwrot',
          notifyUrl: receiver.url,
        },
        context(),
      ),
    );
    expect(error.code).toBe('rejected');
    expect(error.detail).toMatchObject({
      statusCode: 'OPENPAYU_BUSINESS_ERROR',
      codeLiteral: 'TRANS_NOT_ENDED',
    });
  });

  it('redelivers a notification until it is answered 200', async () => {
    const { gateway, provider, context, receiver } = await setup();
    await provider.createPayment(paymentInput(receiver), context());
    receiver.failNext(2);
    await gateway.settle('pay-1', 'pending');
    await gateway.idle();
    const [notification] = gateway.notifications();
    expect(notification?.attempts).toEqual([500, 500, 200]);
    expect(notification?.delivered).toBe(true);
    expect(receiver.events().map((event) => event.status)).toEqual(['PENDING']);
  });

  it('gives duplicates and out-of-order notifications on request; the status still ends COMPLETED', async () => {
    const { gateway, provider, context, receiver } = await setup();
    await provider.createPayment(paymentInput(receiver), context());
    await gateway.settle('pay-1', 'paid', { reorder: true, duplicates: 1 });
    await gateway.notify('pay-1', 'PENDING'); // a stale one after the end
    await gateway.idle();
    expect(receiver.events().map((event) => event.status)).toEqual([
      'COMPLETED',
      'COMPLETED',
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
    expect(finalStatus(receiver.events())).toBe('COMPLETED');
  });

  it('settles through the HTTP hook POST /__fake/settle', async () => {
    const { gateway, provider, context, receiver } = await setup();
    await provider.createPayment(paymentInput(receiver), context());
    const answer = await fetch(`${gateway.url}/__fake/settle`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'pay-1', outcome: 'paid' }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { order: { status: string } }).order.status).toBe('COMPLETED');
    const again = await fetch(`${gateway.url}/__fake/settle`, {
      method: 'POST',
      body: JSON.stringify({ id: 'pay-1', outcome: 'cancelled' }),
    });
    expect(again.status).toBe(409);
    expect(receiver.events().map((event) => event.status)).toEqual(['PENDING', 'COMPLETED']);
  });

  for (const algorithm of PAYU_ALGORITHM_NAMES) {
    it(`the fake signs with algorithm=${algorithm} and the provider accepts it (every name PayU documents)`, async () => {
      const { gateway, provider, context, receiver } = await setup({ signatureAlgorithm: algorithm });
      await provider.createPayment(paymentInput(receiver), context());
      await gateway.settle('pay-1', 'paid');
      expect(gateway.notifications()[0]?.signatureHeader).toContain(`;algorithm=${algorithm};`);
      expect(receiver.events().map((event) => event.status)).toEqual(['PENDING', 'COMPLETED']);
    });
  }

  it('rejects notifications signed with another second key (401), and PayU keeps redelivering', async () => {
    const gateway = await startGateway({ secondKey: 'an-attackers-second-key' });
    const provider = createPayuProvider();
    const ours = await startGateway();
    const receiver = await startReceiver(provider, () =>
      contextFor(gateway, { ...gateway.settings, md5: ours.settings.md5 }),
    );
    await provider.createPayment(paymentInput(receiver), contextFor(gateway));
    await gateway.settle('pay-1', 'pending');
    await gateway.idle();
    expect(receiver.events()).toEqual([]);
    expect(gateway.notifications()[0]?.attempts).toEqual([401, 401, 401, 401]);
    expect(gateway.notifications()[0]?.gaveUp).toBe(true);
  });
});

describe('PayU OAuth', () => {
  it('caches the token per client and refreshes once on a 401', async () => {
    const { gateway, provider, context, receiver } = await setup();
    await provider.createPayment(paymentInput(receiver, 'a'), context());
    await provider.createPayment(paymentInput(receiver, 'b'), context());
    expect(gateway.tokensGranted()).toBe(1);
    gateway.expireTokens();
    await provider.getPaymentStatus({ paymentId: 'a' }, context());
    expect(gateway.tokensGranted()).toBe(2);
    await provider.getPaymentStatus({ paymentId: 'b' }, context());
    expect(gateway.tokensGranted()).toBe(2);
  });

  it('asks for a new token shortly before expires_in', async () => {
    const { gateway, provider, context, receiver } = await setup({ tokenTtlSeconds: 60 });
    await provider.createPayment(paymentInput(receiver, 'a'), context());
    await provider.createPayment(paymentInput(receiver, 'b'), context());
    // 60 s tokens are used for 90 % of their life at most: after 54 s a new one is asked for.
    const soon = { ...context(), now: () => new Date(Date.now() + 50_000) };
    await provider.getPaymentStatus({ paymentId: 'a' }, soon);
    expect(gateway.tokensGranted()).toBe(1);
    const later = { ...context(), now: () => new Date(Date.now() + 55_000) };
    await provider.getPaymentStatus({ paymentId: 'a' }, later);
    expect(gateway.tokensGranted()).toBe(2);
  });

  it('shares one token request between concurrent calls', async () => {
    const { gateway, provider, context, receiver } = await setup();
    await Promise.all(
      ['a', 'b', 'c'].map((id) => provider.createPayment(paymentInput(receiver, id), context())),
    );
    expect(gateway.tokensGranted()).toBe(1);
  });

  it('a wrong client secret is a Polish configuration error without the secret anywhere', async () => {
    const gateway = await startGateway();
    const provider = createPayuProvider();
    const settings = { ...gateway.settings, secret: 'wrong-secret-0123456789' };
    const error = await providerFailure(
      provider.createPayment(minimalPaymentInput({ paymentId: 'p' }), contextFor(gateway, settings)),
    );
    expect(error.code).toBe('configuration');
    expect(error.userMessage).toContain('PayU odrzuciło identyfikator lub sekret klienta');
    expect(error.detail).toMatchObject({ httpStatus: 401, error: 'invalid_client' });
    const everything = JSON.stringify([error.message, error.userMessage, error.detail, logged.lines]);
    expect(everything).not.toContain('wrong-secret-0123456789');
    expect(everything).not.toContain(gateway.settings.md5);
  });
});

describe('PayU errors', () => {
  it('names the missing setting in Polish', async () => {
    const gateway = await startGateway();
    const provider = createPayuProvider();
    for (const field of ['posId', 'clientId', 'secret', 'md5'] as const) {
      const settings: Record<string, unknown> = { ...gateway.settings, [field]: '' };
      const error = await providerFailure(
        provider.getPaymentStatus({ paymentId: 'x', externalId: 'y' }, contextFor(gateway, settings)),
      );
      expect(error.code).toBe('configuration');
      expect(error.detail).toEqual({ provider: 'payu', missingField: field });
      expect(error.userMessage).toMatch(
        /^Płatności PayU nie są skonfigurowane: brak pola „.+” w ustawieniach PayU/,
      );
    }
  });

  it('5xx and network errors are unavailable; PayU 4xx is rejected with its statusCode', async () => {
    const { gateway, provider, context, receiver } = await setup();
    gateway.failNext(1, 503);
    const down = await providerFailure(provider.createPayment(paymentInput(receiver), context()));
    expect(down.code).toBe('unavailable');
    expect(down.detail).toMatchObject({ httpStatus: 503 });

    await provider.createPayment(paymentInput(receiver), context());
    const duplicate = await providerFailure(provider.createPayment(paymentInput(receiver), context()));
    expect(duplicate.code).toBe('rejected');
    expect(duplicate.detail).toMatchObject({ httpStatus: 400, statusCode: 'ERROR_ORDER_NOT_UNIQUE' });

    const unknown = await providerFailure(
      provider.getPaymentStatus({ paymentId: 'x', externalId: 'NOPE' }, context()),
    );
    expect(unknown.detail).toMatchObject({ httpStatus: 404, statusCode: 'DATA_NOT_FOUND' });

    const closed = await startGateway();
    const url = closed.url;
    await closed.close();
    const offline = await providerFailure(
      provider.getPaymentStatus(
        { paymentId: 'x', externalId: 'y' },
        contextFor(gateway, gateway.settings, url),
      ),
    );
    expect(offline.code).toBe('unavailable');
  });

  it('a POS id other than the client’s is a configuration error', async () => {
    const gateway = await startGateway();
    const provider = createPayuProvider();
    const receiver = await startReceiver(provider, () => contextFor(gateway));
    const error = await providerFailure(
      provider.createPayment(
        paymentInput(receiver),
        contextFor(gateway, { ...gateway.settings, posId: '999' }),
      ),
    );
    expect(error.code).toBe('configuration');
    expect(error.detail).toMatchObject({ statusCode: 'UNAUTHORIZED_REQUEST' });
  });

  it('never logs or returns the client secret or the second key', () => {
    logged.assertNoSecret(['2ee86a66e5d97e3fadc400c9f19b065d', 'b6ca15b0d1020e8094d9b5f8d163db54']);
    expect(logged.lines.length).toBeGreaterThan(0);
  });
});
