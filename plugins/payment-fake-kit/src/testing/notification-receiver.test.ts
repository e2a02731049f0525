import type { PaymentNotificationResult, PaymentProvider } from '@zapisy/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type NotificationReceiver, startNotificationReceiver } from './notification-receiver.js';
import { fakeProviderContext } from './provider-context.js';

/** A provider that accepts a body 'ok:<status>' and refuses anything else. */
const provider = {
  async parseNotification({ rawBody, headers }): Promise<PaymentNotificationResult> {
    if (!rawBody.startsWith('ok:') || headers['x-sig'] !== 'S') {
      return { accepted: false, httpStatus: 400, reason: 'bad' };
    }
    return {
      accepted: true,
      event: { type: 'payment', paymentId: 'p-1', status: rawBody.slice(3) as 'PENDING' },
      reply: { status: 202, body: 'OK' },
    };
  },
} as Pick<PaymentProvider, 'parseNotification'> as PaymentProvider;

let receiver: NotificationReceiver | undefined;
afterEach(async () => {
  await receiver?.close();
});

async function post(url: string, body: string, sig = 'S') {
  const response = await fetch(url, { method: 'POST', body, headers: { 'X-Sig': sig } });
  return { status: response.status, body: await response.text() };
}

describe('startNotificationReceiver', () => {
  it('answers the provider’s reply or refusal, fails verified ones on request, and lists what it kept', async () => {
    const accepted: string[] = [];
    receiver = await startNotificationReceiver(provider, () => fakeProviderContext({ settings: {} }), {
      path: '/notify/ev-1',
      onAccepted: (event) => accepted.push(event.status),
    });
    expect(receiver.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/notify\/ev-1$/);
    receiver.failNext(1);
    expect(await post(receiver.url, 'nope')).toEqual({ status: 400, body: 'bad' });
    expect(await post(receiver.url, 'ok:PENDING')).toEqual({ status: 500, body: '' });
    expect(await post(receiver.url, 'ok:PENDING')).toEqual({ status: 202, body: 'OK' });
    expect(await post(receiver.url, 'ok:COMPLETED', 'wrong')).toMatchObject({ status: 400 });
    expect(receiver.received.map((r) => r.answered)).toEqual([400, 500, 202, 400]);
    expect(receiver.received[2]?.headers['x-sig']).toBe('S');
    expect(receiver.events().map((event) => event.status)).toEqual(['PENDING']);
    expect(accepted).toEqual(['PENDING']);
  });
});
