import type {
  PaymentNotificationEvent,
  PaymentNotificationResult,
  PaymentProvider,
  PaymentProviderContext,
  RefundNotificationEvent,
} from '@zapisy/core';
import { headerValues } from '../fake-http.js';
import { startLoopbackServer } from '../loopback-server.js';

export interface ReceivedProviderNotification {
  rawBody: string;
  /** Lower-case header names, as the API hands them to `parseNotification`. */
  headers: Record<string, string | undefined>;
  result: PaymentNotificationResult;
  /** The HTTP status the receiver answered. */
  answered: number;
}

export interface NotificationReceiverOptions {
  /** The path notifications are addressed to (default '/notify'). */
  path?: string;
  /** Runs for each accepted notification that was answered 2xx (e.g. a capture after the answer). */
  onAccepted?(event: PaymentNotificationEvent | RefundNotificationEvent): void;
}

export interface NotificationReceiver {
  /** Where the gateway should send notifications (`server url` + `path`). */
  readonly url: string;
  /** Every delivery, in order (clear it with `received.length = 0`). */
  readonly received: ReceivedProviderNotification[];
  /** The events of the accepted deliveries answered 2xx (what the API would have stored), in order. */
  events(): (PaymentNotificationEvent | RefundNotificationEvent)[];
  /** Answers 500 (a storage outage) to the next `count` verified notifications. */
  failNext(count: number): void;
  close(): Promise<void>;
}

/**
 * The API's notification endpoint in miniature: hands the raw body and lower-case headers to the provider's
 * `parseNotification` and answers its reply (or its refusal with the reason).
 */
export async function startNotificationReceiver(
  provider: PaymentProvider,
  context: () => PaymentProviderContext,
  options: NotificationReceiverOptions = {},
): Promise<NotificationReceiver> {
  const received: ReceivedProviderNotification[] = [];
  let failures = 0;
  const server = await startLoopbackServer({
    name: 'The notification receiver',
    async handle({ rawBody, headers: raw }) {
      const headers = headerValues(raw);
      const result = await provider.parseNotification({ rawBody, headers }, context());
      const reply = (answered: number, body: string) => {
        received.push({ rawBody, headers, result, answered });
        return { status: answered, body, contentType: 'text/plain' };
      };
      if (!result.accepted) return reply(result.httpStatus, result.reason);
      if (failures > 0) {
        failures -= 1;
        return reply(500, '');
      }
      const answer = reply(result.reply.status, result.reply.body);
      if (answer.status < 300) options.onAccepted?.(result.event);
      return answer;
    },
  });
  return {
    url: `${server.url}${options.path ?? '/notify'}`,
    received,
    events: () => received.flatMap((r) => (r.result.accepted && r.answered < 300 ? [r.result.event] : [])),
    failNext(count) {
      failures = count;
    },
    close: () => server.close(),
  };
}
