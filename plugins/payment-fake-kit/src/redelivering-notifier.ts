/** The delivery record every fake notification carries. */
export interface RedeliveredNotification {
  id: number;
  url: string;
  body: string;
  /** HTTP statuses (0 = network error) of every attempt, first first. */
  attempts: number[];
  delivered: boolean;
  /** True once every redelivery failed. */
  gaveUp: boolean;
}

/** What a caller gives to `send`: everything but the delivery record. */
export type NotificationDraft<N extends RedeliveredNotification> = Omit<
  N,
  'id' | 'attempts' | 'delivered' | 'gaveUp'
>;

export interface RedeliveringNotifierOptions<N extends RedeliveredNotification> {
  /** Waits before each redelivery; the notification is given up after the last. */
  redeliveryDelaysMs: readonly number[];
  /** The request headers (content type, signature) of a notification. */
  headers(notification: N): Record<string, string>;
  /** Whether the receiver's HTTP status ends the redelivery (default: any 2xx). */
  acknowledged?(status: number): boolean;
}

const is2xx = (status: number) => status >= 200 && status < 300;

/**
 * POSTs signed notifications and redelivers each one on the schedule until the receiver acknowledges it,
 * as the gateways do. `idle()` waits out everything in flight or scheduled; `close()` drops the schedule.
 */
export class RedeliveringNotifier<N extends RedeliveredNotification> {
  readonly sent: N[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: RedeliveringNotifierOptions<N>) {}

  /** Sends one notification now; resolves after the first attempt (redeliveries go on in the background). */
  async send(draft: NotificationDraft<N>): Promise<N> {
    const notification = {
      id: this.nextId++,
      ...draft,
      attempts: [],
      delivered: false,
      gaveUp: false,
    } as unknown as N;
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

  /** Keeps work started elsewhere (e.g. a notification sent after a capture) visible to `idle`. */
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

  private async attempt(notification: N): Promise<void> {
    if (this.closed) return;
    let status = 0;
    try {
      const response = await fetch(notification.url, {
        method: 'POST',
        headers: this.options.headers(notification),
        body: notification.body,
        signal: AbortSignal.timeout(5_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    notification.attempts.push(status);
    if ((this.options.acknowledged ?? is2xx)(status)) {
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
