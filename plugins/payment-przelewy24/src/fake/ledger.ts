import { randomBytes, randomInt } from 'node:crypto';
import { notificationSign, refundNotificationSign } from '../signing.js';
import type { Notifier } from './notifier.js';
import type { FakeP24Refund, FakeP24Transaction } from './state.js';

export interface FakeP24Merchant {
  merchantId: number;
  posId: number;
  crcKey: string;
  apiKey: string;
}

/** The fake's transactions and what happens to them (payer choices, verify, refunds). */
export class FakeP24Ledger {
  readonly byToken = new Map<string, FakeP24Transaction>();
  readonly bySession = new Map<string, FakeP24Transaction>();
  readonly refunds: FakeP24Refund[] = [];
  private nextOrderId = 300_000_000 + randomInt(1_000_000);
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    readonly merchant: FakeP24Merchant,
    private readonly notifier: Notifier,
    private readonly refundDelayMs: number,
  ) {}

  add(
    tx: Omit<FakeP24Transaction, 'token' | 'status' | 'methodId' | 'registeredAt' | 'refunded'>,
  ): FakeP24Transaction {
    const token = randomBytes(16)
      .toString('hex')
      .toUpperCase()
      .replace(/^(.{10})(.{6})(.{6})/, '$1-$2-$3-');
    const record: FakeP24Transaction = {
      ...tx,
      token,
      status: 'registered',
      methodId: 25,
      registeredAt: new Date(),
      refunded: 0,
    };
    this.byToken.set(token, record);
    this.bySession.set(tx.sessionId, record);
    return record;
  }

  /** A session id or a token. */
  find(id: string): FakeP24Transaction | undefined {
    return this.bySession.get(id) ?? this.byToken.get(id);
  }

  findByOrderId(orderId: number): FakeP24Transaction | undefined {
    for (const tx of this.byToken.values()) {
      if (tx.orderId === orderId) {
        return tx;
      }
    }
    return undefined;
  }

  /** The payer paid: P24 gives an orderId and notifies urlStatus until verify. Resolves after the 1st attempt. */
  async pay(tx: FakeP24Transaction): Promise<void> {
    if (tx.status !== 'registered') {
      return;
    }
    tx.status = 'paid';
    tx.orderId = this.nextOrderId++;
    tx.paidAt = new Date();
    tx.statement = `p24-${code()}-${code()}-${code()}`;
    if (tx.urlStatus) {
      await this.notifier.start(`payment:${tx.sessionId}`, this.paymentDelivery(tx), 'stopped');
    }
  }

  /** The payer cancelled: P24 sends no notification for unsuccessful payments. */
  cancel(tx: FakeP24Transaction): void {
    if (tx.status === 'registered') {
      tx.status = 'cancelled';
    }
  }

  verified(tx: FakeP24Transaction): void {
    tx.status = 'verified';
    tx.verifiedAt ??= new Date();
    this.notifier.stop(`payment:${tx.sessionId}`);
  }

  /** The signed payment notification body, as P24 sends it. */
  notificationBody(tx: FakeP24Transaction): Record<string, string | number> {
    const body = {
      merchantId: tx.merchantId,
      posId: tx.posId,
      sessionId: tx.sessionId,
      amount: tx.amount,
      originAmount: tx.amount,
      currency: tx.currency,
      orderId: tx.orderId ?? 0,
      methodId: tx.methodId,
      statement: tx.statement ?? '',
    };
    return { ...body, sign: notificationSign({ ...body, crc: this.merchant.crcKey }) };
  }

  paymentDelivery(tx: FakeP24Transaction) {
    return {
      kind: 'payment' as const,
      sessionId: tx.sessionId,
      url: tx.urlStatus ?? '',
      body: this.notificationBody(tx),
    };
  }

  refundNotificationBody(refund: FakeP24Refund, tx: FakeP24Transaction): Record<string, string | number> {
    const body = {
      orderId: refund.orderId,
      sessionId: refund.sessionId,
      merchantId: tx.merchantId,
      requestId: refund.requestId,
      refundsUuid: refund.refundsUuid,
      amount: refund.amount,
      currency: tx.currency,
      timestamp: Math.floor(refund.createdAt.getTime() / 1000),
      status: refund.status,
    };
    return { ...body, sign: refundNotificationSign({ ...body, crc: this.merchant.crcKey }) };
  }

  /** Books a refund and notifies its urlStatus after `refundDelayMs` (redelivered until answered 2xx). */
  addRefund(refund: FakeP24Refund, tx: FakeP24Transaction): void {
    this.refunds.push(refund);
    tx.refunded += refund.amount;
    const url = refund.urlStatus;
    if (!url) {
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.notifier.start(
        `refund:${refund.refundsUuid}:${refund.orderId}`,
        { kind: 'refund', sessionId: refund.sessionId, url, body: this.refundNotificationBody(refund, tx) },
        'acknowledged',
      );
    }, this.refundDelayMs);
    timer.unref();
    this.timers.add(timer);
  }

  close(): void {
    for (const timer of this.timers) {
      clearTimeout(timer);
    }
    this.timers.clear();
  }
}

function code(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from({ length: 3 }, () => letters[randomInt(letters.length)]).join('');
}
