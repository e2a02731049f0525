import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const notification = {
        path: req.url ?? '/',
        rawBody: Buffer.concat(chunks).toString('utf8'),
        headers: req.headers,
      };
      received.push(notification);
      for (const waiter of waiters.filter((w) => received.length >= w.count)) {
        waiter.resolve();
      }
      void Promise.resolve(handle(notification))
        .catch((): SinkReply => ({ status: 500, body: 'error' }))
        .then((reply) => {
          res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'text/plain; charset=utf-8' });
          res.end(reply.body ?? '');
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
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
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
