import { bodySignature } from '../signature.js';
import type { PaynowPaymentStatus } from '../status-mapping.js';
import type { FakePaynowPayment } from './fake-state.js';
import { paynowTimestamp } from './fake-time.js';

/** One notification the fake sent (or keeps trying to send). */
export interface FakePaynowNotification {
  id: number;
  paymentId: string;
  externalId: string;
  status: PaynowPaymentStatus;
  url: string;
  body: string;
  signature: string;
  /** HTTP statuses (0 = network error) of every attempt, first first. */
  attempts: number[];
  delivered: boolean;
  /** True once every redelivery failed. */
  gaveUp: boolean;
}

export interface NotifierOptions {
  signKey: string;
  /** Waits before each redelivery; the notification is given up after the last. */
  redeliveryDelaysMs: readonly number[];
  now(): Date;
}

/**
 * Sends Paynow notifications: POST `{paymentId, externalId, status, modifiedAt}` with `Signature` =
 * base64(HMAC-SHA256(body, Signature-Key)); anything but a 2xx is redelivered on the configured schedule.
 */
export class FakeNotifier {
  readonly sent: FakePaynowNotification[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: NotifierOptions) {}

  /** Sends one notification now; resolves after the first attempt (redeliveries continue in the background). */
  async send(
    url: string,
    payment: FakePaynowPayment,
    status: PaynowPaymentStatus,
  ): Promise<FakePaynowNotification> {
    const body = JSON.stringify({
      paymentId: payment.paymentId,
      externalId: payment.externalId,
      status,
      modifiedAt: paynowTimestamp(this.options.now()),
    });
    const notification: FakePaynowNotification = {
      id: this.nextId++,
      paymentId: payment.paymentId,
      externalId: payment.externalId,
      status,
      url,
      body,
      signature: bodySignature(body, this.options.signKey),
      attempts: [],
      delivered: false,
      gaveUp: false,
    };
    this.sent.push(notification);
    await this.track(this.attempt(notification));
    return notification;
  }

  /** Resolves when nothing is being sent or waiting to be redelivered. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.timers.size > 0) {
      await Promise.all([...this.inFlight]);
      if (this.timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async attempt(notification: FakePaynowNotification): Promise<void> {
    if (this.closed) return;
    let status = 0;
    try {
      const response = await fetch(notification.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Signature: notification.signature },
        body: notification.body,
        signal: AbortSignal.timeout(5_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    notification.attempts.push(status);
    if (status >= 200 && status < 300) {
      notification.delivered = true;
      return;
    }
    const delay = this.options.redeliveryDelaysMs[notification.attempts.length - 1];
    if (delay === undefined || this.closed) {
      notification.gaveUp = true;
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.track(this.attempt(notification));
    }, delay);
    this.timers.add(timer);
  }

  private track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }
}
