import {
  assertLoopbackHost,
  deliveryOrder,
  FailureInjector,
  type FakeAnswer,
  type FakeHttpRequest,
  type FakeListenOptions,
  FakeHookError as HookError,
  htmlAnswer,
  jsonAnswer,
  parseJsonObject,
  readSettleHook,
  redirectAnswer,
  servePaywall,
  startLoopbackServer,
} from '@zapisy/payment-fake-kit';
import { PAYU_OAUTH_PATH } from '../oauth.js';
import type { PayuAlgorithmName } from '../signature.js';
import { isPayuOrderStatus, type PayuOrderStatus } from '../status-mapping.js';
import { FakePayuApi } from './fake-api.js';
import { orderNotificationBody, payuError, payuTime, refundNotificationBody } from './fake-documents.js';
import { FakeNotifier, type FakePayuNotification } from './fake-notifier.js';
import { FakeOAuth } from './fake-oauth.js';
import { paywallPage } from './fake-paywall.js';
import {
  type FakeSettleOptions,
  type FakeSettleOutcome,
  isSettleOutcome,
  settleFlow,
} from './fake-settle.js';
import { type FakePayuOrder, type FakePayuRefund, FakePayuState } from './fake-state.js';

/** PayU's public sandbox POS 300746 (domain notes §1.2; client_secret as in PayU's sandbox docs): the defaults. */
export const FAKE_PAYU_DEFAULT_KEYS = {
  posId: '300746',
  clientId: '300746',
  clientSecret: '2ee86a66e5d97e3fadc400c9f19b065d',
  secondKey: 'b6ca15b0d1020e8094d9b5f8d163db54',
} as const;

/** PayU's real redelivery schedule (1, 2, 5, 10, 30 min, 1 … 72 h), for reference; the fake's is short. */
export const PAYU_REDELIVERY_SCHEDULE_MINUTES = [
  1, 2, 5, 10, 30, 60, 120, 180, 360, 540, 720, 900, 1080, 1260, 1440, 2160, 2880, 3600, 4320,
] as const;

export interface FakePayuGatewayOptions extends FakeListenOptions {
  posId?: string;
  clientId?: string;
  clientSecret?: string;
  /** The "drugi klucz (MD5)" notifications are signed with. */
  secondKey?: string;
  /** The notification signature's `algorithm=` name, any of PayU's (default MD5). */
  signatureAlgorithm?: PayuAlgorithmName;
  /** false: a paid order waits in WAITING_FOR_CONFIRMATION for the capture PUT (default true). */
  autoReceive?: boolean;
  /** Waits before each redelivery of a notification not answered 200 (default 100, 200, 500, 1000, 2000 ms). */
  notifyDelaysMs?: readonly number[];
  /** Refunds become FINALIZED by themselves after this many ms (default 100); false: only by `settleRefund`. */
  refundFinalizeDelayMs?: number | false;
  /** OAuth token lifetime in seconds (default 43199, like PayU). */
  tokenTtlSeconds?: number;
  now?: () => Date;
}

export interface FakePayuGateway {
  /** e.g. 'http://127.0.0.1:41234': pass as `context.baseUrl`. */
  readonly url: string;
  /** Settings for the provider's context (`integrations.accounts.payu` group). */
  readonly settings: { posId: string; clientId: string; secret: string; md5: string };
  /** Settles an order (by PayU orderId or our extOrderId); resolves after the first delivery attempts. */
  settle(
    id: string,
    outcome: FakeSettleOutcome,
    options?: FakeSettleOptions,
  ): Promise<FakePayuNotification[]>;
  /** Sends one notification of the order's current (or a given, e.g. stale) status again. */
  notify(id: string, status?: PayuOrderStatus): Promise<FakePayuNotification>;
  /** Sets a refund's final status and sends the refund notification. */
  settleRefund(refundId: string, status: 'FINALIZED' | 'CANCELED'): Promise<FakePayuNotification | undefined>;
  /** Revokes every OAuth token: the next API call answers 401 invalid_token. */
  expireTokens(): void;
  /** How many OAuth tokens were granted. */
  tokensGranted(): number;
  /** The next `count` calls of the OAuth and REST API answer `httpStatus` (default 503) before any check. */
  failNext(count: number, httpStatus?: number): void;
  orders(): FakePayuOrder[];
  /** Same as `orders()` (the name the other fakes use). */
  payments(): FakePayuOrder[];
  order(id: string): FakePayuOrder | undefined;
  refunds(): FakePayuRefund[];
  notifications(): FakePayuNotification[];
  /** Resolves once no notification is in flight or waiting for redelivery. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A local PayU that speaks REST v2.1: OAuth client_credentials, orders answered 302 + JSON, a paywall at
 * `/pay/:orderId` ('Zapłać' / 'Anuluj'), capture, cancel, refunds, notifications signed with the second key
 * and redelivered until HTTP 200, and test hooks under `/__fake/`.
 */
export async function startFakePayuGateway(options: FakePayuGatewayOptions = {}): Promise<FakePayuGateway> {
  assertLoopbackHost(options.host, 'The fake PayU gateway');
  const posId = options.posId ?? FAKE_PAYU_DEFAULT_KEYS.posId;
  const clientId = options.clientId ?? FAKE_PAYU_DEFAULT_KEYS.clientId;
  const clientSecret = options.clientSecret ?? FAKE_PAYU_DEFAULT_KEYS.clientSecret;
  const secondKey = options.secondKey ?? FAKE_PAYU_DEFAULT_KEYS.secondKey;
  const autoReceive = options.autoReceive ?? true;
  const refundDelay = options.refundFinalizeDelayMs ?? 100;
  const now = options.now ?? (() => new Date());
  const failures = new FailureInjector();
  let baseUrl = '';
  const timers = new Set<NodeJS.Timeout>();

  const state = new FakePayuState();
  const oauth = new FakeOAuth({
    clientId,
    clientSecret,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 43_199,
    now,
  });
  const notifier = new FakeNotifier({
    secondKey,
    algorithm: options.signatureAlgorithm ?? 'MD5',
    redeliveryDelaysMs: options.notifyDelaysMs ?? [100, 200, 500, 1000, 2000],
  });

  function moveTo(order: FakePayuOrder, status: PayuOrderStatus): void {
    order.status = status;
    const paying = status === 'PENDING' || status === 'WAITING_FOR_CONFIRMATION' || status === 'COMPLETED';
    if (paying && order.paymentId === undefined) order.paymentId = state.newPaymentId();
    if ((status === 'COMPLETED' || status === 'WAITING_FOR_CONFIRMATION') && order.receivedAt === undefined) {
      order.receivedAt = payuTime(now());
    }
  }

  async function sendOrder(
    order: FakePayuOrder,
    status: PayuOrderStatus,
  ): Promise<FakePayuNotification | undefined> {
    if (order.notifyUrl === undefined) return undefined;
    return notifier.sendSigned({
      kind: 'order',
      orderId: order.orderId,
      extOrderId: order.extOrderId,
      status,
      url: order.notifyUrl,
      body: orderNotificationBody(order, status, now()),
    });
  }

  async function sendRefund(refund: FakePayuRefund): Promise<FakePayuNotification | undefined> {
    const order = state.orders.get(refund.orderId);
    if (order?.notifyUrl === undefined) return undefined;
    return notifier.sendSigned({
      kind: 'refund',
      orderId: order.orderId,
      extOrderId: order.extOrderId,
      status: refund.status,
      refundId: refund.refundId,
      url: order.notifyUrl,
      body: refundNotificationBody(order, refund),
    });
  }

  async function settleRefund(
    refundId: string,
    status: 'FINALIZED' | 'CANCELED',
  ): Promise<FakePayuNotification | undefined> {
    const refund = state.refunds.get(refundId);
    if (refund === undefined) throw new HookError(404, `Unknown refund ${refundId}`);
    if (refund.status !== 'PENDING')
      throw new HookError(409, `Refund ${refundId} is already ${refund.status}`);
    refund.status = status;
    refund.statusDateTime = payuTime(now());
    return sendRefund(refund);
  }

  const api = new FakePayuApi(state, oauth, {
    posId,
    baseUrl: () => baseUrl,
    now,
    notifyOrder(order, status) {
      moveTo(order, status);
      void notifier.track(sendOrder(order, status));
    },
    refundQueued(refund) {
      if (refundDelay === false) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (refund.status === 'PENDING') void notifier.track(settleRefund(refund.refundId, 'FINALIZED'));
      }, refundDelay);
      timers.add(timer);
    },
  });

  function requireOrder(id: string): FakePayuOrder {
    const order = state.findOrder(id);
    if (order === undefined) throw new HookError(404, `Unknown order ${id}`);
    return order;
  }

  async function settle(
    id: string,
    outcome: FakeSettleOutcome,
    settleOptions: FakeSettleOptions = {},
  ): Promise<FakePayuNotification[]> {
    const order = requireOrder(id);
    const flow = settleFlow(order, outcome, autoReceive);
    if (flow === undefined) throw new HookError(409, `Order ${order.orderId} is already ${order.status}`);
    for (const status of flow) moveTo(order, status);
    const sent: FakePayuNotification[] = [];
    // One after another, like PayU: the order is the one asked for.
    for (const status of deliveryOrder(flow, settleOptions)) {
      const notification = await sendOrder(order, status);
      if (notification !== undefined) sent.push(notification);
    }
    return sent;
  }

  async function handle(request: FakeHttpRequest): Promise<FakeAnswer> {
    const { method, path, rawBody } = request;
    if (path === PAYU_OAUTH_PATH || path.startsWith('/api/')) {
      const failure = failures.next();
      if (failure !== undefined) {
        return { status: failure, body: payuError('GENERAL_ERROR', 'Injected failure') };
      }
      if (path === PAYU_OAUTH_PATH) {
        return method === 'POST'
          ? oauth.authorize(request.headers, rawBody)
          : { status: 405, body: payuError('ERROR_SYNTAX', 'Method not allowed') };
      }
      return api.handle(request);
    }

    const paywall = await servePaywall(request, {
      pattern: /^\/pay\/([^/]+)$/,
      find: (id) => state.orders.get(id),
      notFound: 'Nie znaleziono zamówienia.',
      page: paywallPage,
      async choose(order, outcome) {
        if (settleFlow(order, outcome, autoReceive) === undefined) return htmlAnswer(409, paywallPage(order));
        await settle(order.orderId, outcome);
        if (order.continueUrl === undefined) return htmlAnswer(200, paywallPage(order));
        const back = new URL(order.continueUrl);
        // PayU marks a payment the payer did not finish with error=501 on the continueUrl.
        if (outcome === 'cancelled') back.searchParams.set('error', '501');
        return redirectAnswer(back.toString());
      },
    });
    if (paywall !== undefined) return paywall;

    if (path === '/__fake/settle' && method === 'POST') {
      const hook = readSettleHook(rawBody, isSettleOutcome);
      if (hook === undefined) {
        return jsonAnswer(400, {
          error: 'Expected {id, outcome: paid|cancelled|pending, reorder?, duplicates?}',
        });
      }
      const sent = await settle(hook.id, hook.outcome, hook.options);
      return jsonAnswer(200, { order: state.findOrder(hook.id), notifications: sent });
    }
    if (path === '/__fake/notify' && method === 'POST') {
      const body = parseJsonObject(rawBody);
      if (typeof body?.id !== 'string' || (body.status !== undefined && !isPayuOrderStatus(body.status))) {
        return jsonAnswer(400, { error: 'Expected {id, status?}' });
      }
      const order = requireOrder(body.id);
      return jsonAnswer(
        200,
        await sendOrder(order, isPayuOrderStatus(body.status) ? body.status : order.status),
      );
    }
    if (path === '/__fake/settle-refund' && method === 'POST') {
      const body = parseJsonObject(rawBody);
      if (typeof body?.refundId !== 'string' || (body.status !== 'FINALIZED' && body.status !== 'CANCELED')) {
        return jsonAnswer(400, { error: 'Expected {refundId, status: FINALIZED|CANCELED}' });
      }
      await settleRefund(body.refundId, body.status);
      return jsonAnswer(200, state.refunds.get(body.refundId));
    }
    if (path === '/__fake/expire-tokens' && method === 'POST') {
      oauth.expireAll();
      return jsonAnswer(200, { expired: true });
    }
    if (path === '/__fake/orders' && method === 'GET') return jsonAnswer(200, [...state.orders.values()]);
    if (path === '/__fake/refunds' && method === 'GET') return jsonAnswer(200, [...state.refunds.values()]);
    if (path === '/__fake/notifications' && method === 'GET') return jsonAnswer(200, notifier.sent);
    return jsonAnswer(404, { error: 'Not found' });
  }

  const server = await startLoopbackServer({
    name: 'The fake PayU gateway',
    port: options.port,
    host: options.host,
    jsonContentType: 'application/json;charset=UTF-8',
    failureMessage: 'Fake PayU failed',
    handle,
  });
  baseUrl = server.url;

  return {
    url: baseUrl,
    settings: { posId, clientId, secret: clientSecret, md5: secondKey },
    settle,
    async notify(id, status) {
      const order = requireOrder(id);
      const sent = await sendOrder(order, status ?? order.status);
      if (sent === undefined) throw new HookError(409, `Order ${order.orderId} has no notifyUrl`);
      return sent;
    },
    settleRefund,
    expireTokens: () => oauth.expireAll(),
    tokensGranted: () => oauth.granted,
    failNext: (count, httpStatus) => failures.failNext(count, httpStatus),
    orders: () => [...state.orders.values()],
    payments: () => [...state.orders.values()],
    order: (id) => state.findOrder(id),
    refunds: () => [...state.refunds.values()],
    notifications: () => [...notifier.sent],
    async idle() {
      while (timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
      await notifier.idle();
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      notifier.close();
      await server.close();
    },
  };
}
