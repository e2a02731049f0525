import {
  assertLoopbackHost,
  deliveryOrder,
  FailureInjector,
  type FakeAnswer,
  FakeHookError,
  type FakeHttpRequest,
  type FakeListenOptions,
  htmlAnswer,
  jsonAnswer,
  parseJsonObject,
  readSettleHook,
  redirectAnswer,
  servePaywall,
  startLoopbackServer,
} from '@zapisy/payment-fake-kit';
import {
  PAYNOW_REFUND_STATUSES,
  type PaynowPaymentStatus,
  type PaynowRefundStatus,
} from '../status-mapping.js';
import { FakePaynowApi } from './fake-api.js';
import { paynowError } from './fake-errors.js';
import { FakeNotifier, type FakePaynowNotification } from './fake-notifier.js';
import { paywallPage } from './fake-paywall.js';
import {
  type FakeSettleOptions,
  type FakeSettleOutcome,
  isSettleOutcome,
  settleFlow,
} from './fake-settle.js';
import { type FakePaynowPayment, type FakePaynowRefund, FakePaynowState } from './fake-state.js';

/** Paynow's public sandbox keys (domain notes §1.3), the fake's defaults. */
export const FAKE_PAYNOW_DEFAULT_KEYS = {
  apiKey: '97a55694-5478-43b5-b406-fb49ebfdd2b5',
  signKey: 'b305b996-bca5-4404-a0b7-2ccea3d2b64b',
} as const;

export interface FakePaynowGatewayOptions extends FakeListenOptions {
  apiKey?: string;
  signKey?: string;
  /** The merchant panel's "Adres powiadomień": where every notification goes. Settable later. */
  notificationUrl?: string;
  /** Waits before each redelivery of an unacknowledged notification (default 200, 500, 1000, 2000, 5000 ms). */
  notifyDelaysMs?: readonly number[];
  /** What a new refund becomes at its first status lookup (default SUCCESSFUL). */
  refundOutcome?: PaynowRefundStatus;
  now?: () => Date;
}

export interface FakePaynowGateway {
  /** e.g. 'http://127.0.0.1:41234': pass as `context.baseUrl`. */
  readonly url: string;
  readonly apiKey: string;
  readonly signKey: string;
  /** Settles a payment (by Paynow's paymentId or our externalId); resolves after the first delivery attempts. */
  settle(
    id: string,
    outcome: FakeSettleOutcome,
    options?: FakeSettleOptions,
  ): Promise<FakePaynowNotification[]>;
  /** Sends one notification of the payment's current (or a given) status again. */
  notify(id: string, status?: PaynowPaymentStatus): Promise<FakePaynowNotification>;
  settleRefund(refundId: string, status: PaynowRefundStatus): void;
  setNotificationUrl(url: string | undefined): void;
  /** The next `count` API calls answer `httpStatus` (default 503) before any check. */
  failNext(count: number, httpStatus?: number): void;
  payments(): FakePaynowPayment[];
  payment(id: string): FakePaynowPayment | undefined;
  refunds(): FakePaynowRefund[];
  notifications(): FakePaynowNotification[];
  /** Resolves once no notification is in flight or waiting for redelivery. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A local Paynow that speaks the API v3 protocol: signed and idempotent `/v3/payments`, status, refunds, a
 * paywall at `/paywall/:paymentId` ('Zapłać' / 'Anuluj'), signed notifications to the configured
 * notification URL redelivered until a 2xx, and test hooks under `/__fake/`.
 */
export async function startFakePaynowGateway(
  options: FakePaynowGatewayOptions = {},
): Promise<FakePaynowGateway> {
  assertLoopbackHost(options.host, 'The fake Paynow gateway');
  const apiKey = options.apiKey ?? FAKE_PAYNOW_DEFAULT_KEYS.apiKey;
  const signKey = options.signKey ?? FAKE_PAYNOW_DEFAULT_KEYS.signKey;
  const now = options.now ?? (() => new Date());
  let notificationUrl = options.notificationUrl;
  const failures = new FailureInjector();
  let baseUrl = '';

  const state = new FakePaynowState();
  const notifier = new FakeNotifier({
    signKey,
    redeliveryDelaysMs: options.notifyDelaysMs ?? [200, 500, 1000, 2000, 5000],
    now,
  });
  const api = new FakePaynowApi(state, {
    apiKey,
    signKey,
    baseUrl: () => baseUrl,
    refundOutcome: options.refundOutcome ?? 'SUCCESSFUL',
    now,
  });

  function requirePayment(id: string): FakePaynowPayment {
    const payment = state.findPayment(id);
    if (payment === undefined) throw new FakeHookError(404, `Unknown payment ${id}`);
    return payment;
  }

  async function send(
    payment: FakePaynowPayment,
    status: PaynowPaymentStatus,
  ): Promise<FakePaynowNotification> {
    if (notificationUrl === undefined) throw new FakeHookError(409, 'No notification URL is configured');
    return notifier.sendStatus(notificationUrl, payment, status);
  }

  async function settle(
    id: string,
    outcome: FakeSettleOutcome,
    settleOptions: FakeSettleOptions = {},
  ): Promise<FakePaynowNotification[]> {
    const payment = requirePayment(id);
    const flow = settleFlow(payment, outcome);
    if (flow === undefined)
      throw new FakeHookError(409, `Payment ${payment.paymentId} is already ${payment.status}`);
    const last = flow.at(-1);
    if (last !== undefined) {
      payment.status = last;
      payment.modifiedAt = now();
    }
    const sent: FakePaynowNotification[] = [];
    if (notificationUrl === undefined) return sent;
    // One after another, like Paynow: the order is the one asked for.
    for (const status of deliveryOrder(flow, settleOptions)) sent.push(await send(payment, status));
    return sent;
  }

  async function handle(request: FakeHttpRequest): Promise<FakeAnswer> {
    const { method, path, rawBody } = request;
    if (path.startsWith('/v3/')) {
      const failure = failures.next();
      if (failure !== undefined) {
        return { status: failure, body: paynowError(failure, 'SYSTEM_ERROR', 'Injected failure') };
      }
      return api.handle(request);
    }

    const paywall = await servePaywall(request, {
      pattern: /^\/paywall\/([^/]+)$/,
      find: (id) => state.payments.get(id),
      notFound: 'Nie znaleziono płatności.',
      page: paywallPage,
      async choose(payment, outcome) {
        await settle(payment.paymentId, outcome);
        if (payment.continueUrl === undefined) return htmlAnswer(200, paywallPage(payment));
        const back = new URL(payment.continueUrl);
        back.searchParams.set('paymentId', payment.paymentId);
        back.searchParams.set('paymentStatus', payment.status);
        return redirectAnswer(back.toString());
      },
    });
    if (paywall !== undefined) return paywall;

    if (path === '/__fake/settle' && method === 'POST') {
      const hook = readSettleHook(rawBody, isSettleOutcome);
      if (hook === undefined) {
        return jsonAnswer(400, { error: 'Expected {id, outcome: paid|cancelled|pending|expired}' });
      }
      const sent = await settle(hook.id, hook.outcome, hook.options);
      return jsonAnswer(200, { payment: state.findPayment(hook.id), notifications: sent });
    }
    if (path === '/__fake/settle-refund' && method === 'POST') {
      const body = parseJsonObject(rawBody);
      if (typeof body?.refundId !== 'string' || !isRefundStatus(body.status)) {
        return jsonAnswer(400, { error: `Expected {refundId, status: ${PAYNOW_REFUND_STATUSES.join('|')}}` });
      }
      settleRefund(body.refundId, body.status);
      return jsonAnswer(200, state.refunds.get(body.refundId));
    }
    if (path === '/__fake/config' && method === 'POST') {
      const body = parseJsonObject(rawBody);
      notificationUrl = typeof body?.notificationUrl === 'string' ? body.notificationUrl : undefined;
      return jsonAnswer(200, { notificationUrl: notificationUrl ?? null });
    }
    if (path === '/__fake/payments' && method === 'GET') return jsonAnswer(200, [...state.payments.values()]);
    if (path === '/__fake/notifications' && method === 'GET') return jsonAnswer(200, notifier.sent);
    return jsonAnswer(404, { error: 'Not found' });
  }

  function settleRefund(refundId: string, status: PaynowRefundStatus): void {
    const refund = state.refunds.get(refundId);
    if (refund === undefined) throw new FakeHookError(404, `Unknown refund ${refundId}`);
    refund.status = status;
  }

  const server = await startLoopbackServer({
    name: 'The fake Paynow gateway',
    port: options.port,
    host: options.host,
    failureMessage: 'Fake Paynow failed',
    handle,
  });
  baseUrl = server.url;

  return {
    url: baseUrl,
    apiKey,
    signKey,
    settle,
    async notify(id, status) {
      const payment = requirePayment(id);
      return send(payment, status ?? payment.status);
    },
    settleRefund,
    setNotificationUrl(url) {
      notificationUrl = url;
    },
    failNext: (count, httpStatus) => failures.failNext(count, httpStatus),
    payments: () => [...state.payments.values()],
    payment: (id) => state.findPayment(id),
    refunds: () => [...state.refunds.values()],
    notifications: () => [...notifier.sent],
    idle: () => notifier.idle(),
    async close() {
      notifier.close();
      await server.close();
    },
  };
}

function isRefundStatus(value: unknown): value is PaynowRefundStatus {
  return (PAYNOW_REFUND_STATUSES as readonly unknown[]).includes(value);
}
