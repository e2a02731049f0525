import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  PaymentNotificationResult,
  PaymentProvider,
  PaymentProviderContext,
  ProviderHttp,
} from '@zapisy/core';

export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  data?: Record<string, unknown>;
}

/** A provider context pointed at the fake, with a log that remembers every line. */
export function testContext(
  baseUrl: string,
  settings: Record<string, unknown>,
  http: ProviderHttp = (url, request) => fetch(url, request as RequestInit),
): PaymentProviderContext & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const log = (level: LoggedLine['level']) => (message: string, data?: Record<string, unknown>) => {
    lines.push({ level, message, ...(data === undefined ? {} : { data }) });
  };
  return {
    settings,
    mode: 'sandbox',
    baseUrl,
    http,
    log: { info: log('info'), warn: log('warn'), error: log('error') },
    now: () => new Date(),
    lines,
  };
}

export interface ReceivedNotification {
  rawBody: string;
  headers: Record<string, string | undefined>;
  result: PaymentNotificationResult;
  answered: number;
}

/**
 * The API's notification endpoint in miniature: hands the raw body and lower-case headers to
 * `parseNotification` and answers its reply. `failNext` answers 500 to that many deliveries first.
 */
export async function startNotificationReceiver(
  provider: PaymentProvider,
  context: () => PaymentProviderContext,
) {
  const received: ReceivedNotification[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        headers[name.toLowerCase()] = Array.isArray(value) ? value[0] : value;
      }
      void provider.parseNotification({ rawBody, headers }, context()).then((result) => {
        let status = result.accepted ? result.reply.status : result.httpStatus;
        if (failures > 0) {
          failures -= 1;
          status = 500;
        }
        received.push({ rawBody, headers, result, answered: status });
        response.writeHead(status).end(result.accepted ? result.reply.body : '');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/api/payments/paynow/notify/ev-1`;
  return {
    url,
    received,
    failNext(count: number) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every logged line and error as one string, to assert that no key leaks into either. */
export function everythingSaid(lines: readonly LoggedLine[], errors: readonly unknown[]): string {
  return JSON.stringify({
    lines,
    errors: errors.map((error) =>
      error instanceof Error ? { message: error.message, stack: error.stack, ...(error as object) } : error,
    ),
  });
}
