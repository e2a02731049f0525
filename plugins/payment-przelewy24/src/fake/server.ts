import { assertLoopbackHost, type FakeListenOptions, startLoopbackServer } from '@zapisy/payment-fake-kit';
import { handleP24Api } from './api-routes.js';
import { handleHooks, type SettleOutcome, settleTransaction } from './hooks.js';
import { type FakeRequest, type FakeResponse, p24Error, toFakeAnswer } from './http-util.js';
import { FakeP24Ledger, type FakeP24Merchant } from './ledger.js';
import { Notifier, P24_REDELIVERY_SCHEDULE_MS, type PostJson, postJsonWithFetch } from './notifier.js';
import { handlePayerPage } from './payer-page.js';
import type { FakeP24Delivery, FakeP24Refund, FakeP24Transaction } from './state.js';

export interface FakePrzelewy24Options extends FakeListenOptions {
  merchantId?: number;
  /** Defaults to merchantId, as on most P24 accounts. */
  posId?: number;
  crcKey?: string;
  apiKey?: string;
  /** Redelivery delays of a payment notification until verify; default P24's 3, 5, 15, 30, 60, 150, 450 min. */
  notifyDelaysMs?: readonly number[];
  /** Delay before a refund notification is sent; default 20 ms. */
  refundNotifyDelayMs?: number;
  /** How notifications are POSTed (default: global fetch). */
  postJson?: PostJson;
  /** Extra routes (the marketplace fake); tried before the REST API v1 routes. */
  extraRoutes?: (request: FakeRequest, gateway: FakePrzelewy24Gateway) => Promise<FakeResponse | undefined>;
}

export interface FakePrzelewy24Gateway {
  /** e.g. 'http://127.0.0.1:40123': the provider's `context.baseUrl`. */
  readonly url: string;
  readonly merchant: Readonly<FakeP24Merchant>;
  /** The settings group that matches this fake (`integrations.accounts.przelewy24`). */
  readonly settings: Readonly<Record<string, string>>;
  /** The payer's outcome without clicks; resolves after the first notification attempt. */
  settle(id: string, outcome: SettleOutcome): Promise<FakeP24Transaction>;
  /** Copies of the transactions. */
  payments(): FakeP24Transaction[];
  payment(id: string): FakeP24Transaction | undefined;
  /** Every delivery attempt of payment and refund notifications, in order. */
  notifications(): FakeP24Delivery[];
  refunds(): FakeP24Refund[];
  /** Sends `times` extra copies of a paid transaction's notification (duplicates, or stale after verify). */
  sendNotification(id: string, times?: number): Promise<number[]>;
  /** True while the payment notification is still being redelivered (not verified yet). */
  isRedelivering(id: string): boolean;
  /** The fake's state, for extensions (the marketplace fake). */
  readonly ledger: FakeP24Ledger;
  close(): Promise<void>;
}

export const FAKE_P24_DEFAULTS = {
  merchantId: 100_001,
  crcKey: 'fake-crc-key-0123456789',
  apiKey: 'fake-api-key-abcdefghijklmnop',
} as const;

/** Starts the local Przelewy24 fake (REST API v1, payer page, signed notifications, redelivery, refunds). */
export async function startFakePrzelewy24Gateway(
  options: FakePrzelewy24Options = {},
): Promise<FakePrzelewy24Gateway> {
  assertLoopbackHost(options.host, 'The P24 fake');
  const merchantId = options.merchantId ?? FAKE_P24_DEFAULTS.merchantId;
  const merchant: FakeP24Merchant = {
    merchantId,
    posId: options.posId ?? merchantId,
    crcKey: options.crcKey ?? FAKE_P24_DEFAULTS.crcKey,
    apiKey: options.apiKey ?? FAKE_P24_DEFAULTS.apiKey,
  };
  const notifier = new Notifier(
    options.notifyDelaysMs ?? P24_REDELIVERY_SCHEDULE_MS,
    options.postJson ?? postJsonWithFetch,
  );
  const ledger = new FakeP24Ledger(merchant, notifier, options.refundNotifyDelayMs ?? 20);

  const resend = async (tx: FakeP24Transaction, times: number): Promise<number[]> => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      statuses.push(await notifier.deliverOnce(ledger.paymentDelivery(tx)));
    }
    return statuses;
  };

  let gateway: FakePrzelewy24Gateway | undefined;
  const route = async (request: FakeRequest): Promise<FakeResponse> =>
    (gateway && options.extraRoutes ? await options.extraRoutes(request, gateway) : undefined) ??
    (await handleHooks(request, ledger, resend)) ??
    (await handlePayerPage(request, ledger)) ??
    (await handleP24Api(request, ledger)) ??
    p24Error(404, 'Not found');
  const server = await startLoopbackServer({
    name: 'The P24 fake',
    port: options.port,
    host: options.host,
    handle: async (request) => toFakeAnswer(await route(request)),
    failed: () => toFakeAnswer(p24Error(500, 'Internal error')),
  });
  const url = server.url;
  const copy = (tx: FakeP24Transaction): FakeP24Transaction => ({ ...tx });

  gateway = {
    url,
    merchant,
    settings: {
      merchantId: String(merchant.merchantId),
      posId: String(merchant.posId),
      crcKey: merchant.crcKey,
      apiKey: merchant.apiKey,
    },
    settle: async (id, outcome) => copy(await settleTransaction(ledger, id, outcome)),
    payments: () => [...ledger.byToken.values()].map(copy),
    payment: (id) => {
      const tx = ledger.find(id);
      return tx && copy(tx);
    },
    notifications: () => [...notifier.deliveries],
    refunds: () => ledger.refunds.map((r) => ({ ...r })),
    sendNotification: async (id, times = 1) => {
      const tx = ledger.find(id);
      if (!tx || tx.orderId === undefined) {
        throw new Error(`fake P24: transaction ${id} is not paid`);
      }
      return resend(tx, times);
    },
    isRedelivering: (id) => {
      const tx = ledger.find(id);
      return tx !== undefined && notifier.isScheduled(`payment:${tx.sessionId}`);
    },
    ledger,
    close: async () => {
      ledger.close();
      await notifier.close();
      await server.close();
    },
  };
  return gateway;
}
