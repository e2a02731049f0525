import type { PaymentNotificationResult, PaymentProvider, PaymentProviderContext } from '@zapisy/core';
import { headerValues, startLoopbackServer } from '@zapisy/payment-fake-kit';

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
  const server = await startLoopbackServer({
    name: 'The notification receiver',
    async handle({ rawBody, headers: raw }) {
      const headers = headerValues(raw);
      const result = await provider.parseNotification({ rawBody, headers }, context());
      let status = result.accepted ? result.reply.status : result.httpStatus;
      if (failures > 0) {
        failures -= 1;
        status = 500;
      }
      received.push({ rawBody, headers, result, answered: status });
      return { status, body: result.accepted ? result.reply.body : '', contentType: 'text/plain' };
    },
  });
  const url = `${server.url}/services/api/payments/paynow/notify/ev-1`;
  return {
    url,
    received,
    failNext(count: number) {
      failures = count;
    },
    close: () => server.close(),
  };
}
