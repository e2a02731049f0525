import { type PayuSignatureAlgorithm, signatureHeader } from '../signature.js';

/** One notification the fake sent (or keeps trying to send). */
export interface FakePayuNotification {
  id: number;
  kind: 'order' | 'refund';
  orderId: string;
  extOrderId: string;
  /** The order status, or the refund status for refund notifications. */
  status: string;
  refundId?: string;
  url: string;
  body: string;
  signatureHeader: string;
  /** HTTP statuses (0 = network error) of every attempt, first first. */
  attempts: number[];
  delivered: boolean;
  /** True once every redelivery failed. */
  gaveUp: boolean;
}

export type FakeNotificationDraft = Pick<
  FakePayuNotification,
  'kind' | 'orderId' | 'extOrderId' | 'status' | 'refundId' | 'url' | 'body'
>;

export interface NotifierOptions {
  secondKey: string;
  algorithm: PayuSignatureAlgorithm;
  /** Waits before each redelivery; the notification is given up after the last. */
  redeliveryDelaysMs: readonly number[];
}

/**
 * Sends PayU notifications: POST JSON with `OpenPayu-Signature: sender=checkout;signature=HASH(body +
 * second key);algorithm=…;content=DOCUMENT`. PayU wants exactly HTTP 200; anything else is redelivered
 * on the (shortened) schedule.
 */
export class FakeNotifier {
  readonly sent: FakePayuNotification[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: NotifierOptions) {}

  /** Sends one notification; resolves after the first attempt (redeliveries go on in the background). */
  async send(draft: FakeNotificationDraft): Promise<FakePayuNotification> {
    const notification: FakePayuNotification = {
      id: this.nextId++,
      ...draft,
      signatureHeader: signatureHeader(draft.body, this.options.secondKey, this.options.algorithm),
      attempts: [],
      delivered: false,
      gaveUp: false,
    };
    this.sent.push(notification);
    await this.track(this.attempt(notification));
    return notification;
  }

  /** Resolves when nothing is being sent or waiting for redelivery. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.timers.size > 0) {
      await Promise.all([...this.inFlight]);
      if (this.timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Keeps work started outside `send` (capture, cancel, refund notifications) visible to `idle`. */
  track(work: Promise<unknown>): Promise<void> {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(done);
    return done.finally(() => this.inFlight.delete(done));
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async attempt(notification: FakePayuNotification): Promise<void> {
    if (this.closed) return;
    let status = 0;
    try {
      const response = await fetch(notification.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json;charset=UTF-8',
          'OpenPayu-Signature': notification.signatureHeader,
          'X-OpenPayU-Signature': notification.signatureHeader,
        },
        body: notification.body,
        signal: AbortSignal.timeout(5_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    notification.attempts.push(status);
    if (status === 200) {
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
}
