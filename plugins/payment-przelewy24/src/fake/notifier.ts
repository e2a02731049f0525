import type { FakeP24Delivery } from './state.js';

/** P24's real redelivery schedule of a payment notification until verify: 3, 5, 15, 30, 60, 150, 450 min. */
export const P24_REDELIVERY_SCHEDULE_MS: readonly number[] = [3, 5, 15, 30, 60, 150, 450].map(
  (m) => m * 60_000,
);

export type PostJson = (url: string, body: string) => Promise<number>;

export const postJsonWithFetch: PostJson = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
};

/**
 * Delivers notifications and redelivers them on a schedule. A payment notification is resent until
 * `stop(key)` (the fake calls it on a successful verify), whatever the receiver answered, as P24 does;
 * a refund notification is resent until the receiver answers 2xx.
 */
export class Notifier {
  readonly deliveries: FakeP24Delivery[] = [];
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly delaysMs: readonly number[],
    private readonly post: PostJson,
  ) {}

  /** Delivers now, then schedules redeliveries; resolves after the first attempt. */
  async start(
    key: string,
    delivery: Omit<FakeP24Delivery, 'attempt' | 'responseStatus' | 'at'>,
    until: 'stopped' | 'acknowledged',
  ): Promise<number> {
    this.stop(key);
    const status = await this.deliver(delivery, 0);
    this.schedule(key, delivery, until, 1, status);
    return status;
  }

  /** One extra delivery (a duplicate or a stale, out-of-order notification), outside the schedule. */
  deliverOnce(delivery: Omit<FakeP24Delivery, 'attempt' | 'responseStatus' | 'at'>): Promise<number> {
    return this.deliver(delivery, -1);
  }

  stop(key: string): void {
    const timer = this.timers.get(key);
    if (timer) {
      clearTimeout(timer);
      this.timers.delete(key);
    }
  }

  isScheduled(key: string): boolean {
    return this.timers.has(key);
  }

  async close(): Promise<void> {
    for (const timer of this.timers.values()) {
      clearTimeout(timer);
    }
    this.timers.clear();
    await Promise.allSettled([...this.pending]);
  }

  private schedule(
    key: string,
    delivery: Omit<FakeP24Delivery, 'attempt' | 'responseStatus' | 'at'>,
    until: 'stopped' | 'acknowledged',
    attempt: number,
    lastStatus: number,
  ): void {
    const delay = this.delaysMs[attempt - 1];
    if (delay === undefined || (until === 'acknowledged' && lastStatus >= 200 && lastStatus < 300)) {
      this.timers.delete(key);
      return;
    }
    const timer = setTimeout(() => {
      const run = this.deliver(delivery, attempt).then((status) => {
        if (this.timers.get(key) === timer) {
          this.schedule(key, delivery, until, attempt + 1, status);
        }
      });
      this.track(run);
    }, delay);
    timer.unref();
    this.timers.set(key, timer);
  }

  private async deliver(
    delivery: Omit<FakeP24Delivery, 'attempt' | 'responseStatus' | 'at'>,
    attempt: number,
  ): Promise<number> {
    let status = 0;
    const run = this.post(delivery.url, JSON.stringify(delivery.body)).then(
      (s) => {
        status = s;
      },
      () => {
        status = 0;
      },
    );
    this.track(run);
    await run;
    this.deliveries.push({ ...delivery, attempt, responseStatus: status, at: new Date() });
    return status;
  }

  private track(promise: Promise<unknown>): void {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise));
  }
}
