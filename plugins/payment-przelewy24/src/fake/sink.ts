import type { IncomingHttpHeaders } from 'node:http';
import { startLoopbackServer } from '@zapisy/payment-fake-kit';

export interface SinkReply {
  status: number;
  body?: string;
  contentType?: string;
}

export interface ReceivedNotification {
  path: string;
  rawBody: string;
  headers: IncomingHttpHeaders;
}

export interface NotificationSink {
  /** Base URL; notifications may go to any path under it, e.g. `${url}/notify/ev1`. */
  readonly url: string;
  received(): ReceivedNotification[];
  /** Resolves when `count` notifications have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedNotification[]>;
  close(): Promise<void>;
}

/**
 * A recording receiver for the fake's notifications (tests stand it in for the API's notify endpoint).
 * `handle` decides the answer; by default 200 'OK'. Listens on 127.0.0.1 only.
 */
export async function startNotificationSink(
  handle: (notification: ReceivedNotification) => Promise<SinkReply> | SinkReply = () => ({
    status: 200,
    body: 'OK',
  }),
): Promise<NotificationSink> {
  const received: ReceivedNotification[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server = await startLoopbackServer({
    name: 'The notification sink',
    async handle(request) {
      const search = request.query.toString();
      const notification = {
        path: search === '' ? request.path : `${request.path}?${search}`,
        rawBody: request.rawBody,
        headers: request.headers,
      };
      received.push(notification);
      for (const waiter of waiters.filter((w) => received.length >= w.count)) {
        waiter.resolve();
      }
      const reply = await handle(notification);
      return {
        status: reply.status,
        body: reply.body ?? '',
        contentType: reply.contentType ?? 'text/plain; charset=utf-8',
      };
    },
    failed: () => ({ status: 500, body: 'error', contentType: 'text/plain; charset=utf-8' }),
  });
  return {
    url: server.url,
    received: () => [...received],
    waitFor: (count, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        if (received.length >= count) {
          resolve([...received]);
          return;
        }
        const timer = setTimeout(
          () => reject(new Error(`only ${received.length} of ${count} notifications`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve([...received]);
          },
        });
      }),
    close: () => server.close(),
  };
}
