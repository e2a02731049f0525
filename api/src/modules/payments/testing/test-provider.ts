/**
 * A payment provider for the API's tests: notifications are JSON signed with HMAC-SHA256 (hex) of the raw
 * body under `settings.signKey` (the paynow group) in `x-test-signature`; paid reports can be made to need confirmation.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider, PaymentStatus } from '@zapisy/core';

export const TEST_SECRET = 'test-secret';

export function signTestNotification(body: string, secret = TEST_SECRET): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export interface TestProvider extends PaymentProvider {
  confirmations: string[];
  /** Makes the next confirmations throw like a gateway outage. */
  failConfirmations: number;
}

export function createTestProvider(options: { confirmation?: 'required' | 'none' } = {}): TestProvider {
  const provider: TestProvider = {
    id: 'test-gateway',
    label: 'Bramka testowa',
    settingsKey: 'paynow',
    settingsSchema: {
      type: 'object',
      properties: { signKey: { type: 'string', title: 'Klucz podpisu', writeOnly: true } },
    },
    capabilities: {
      confirmation: options.confirmation ?? 'none',
      refunds: 'full-and-partial',
      notificationCarriesAmount: true,
    },
    confirmations: [],
    failConfirmations: 0,
    async createPayment(input) {
      return {
        redirectUrl: `https://gateway.test/pay/${input.paymentId}`,
        externalId: `ext-${input.paymentId}`,
        status: 'NEW',
      };
    },
    async parseNotification(input, context) {
      const secret = String(context.settings.signKey ?? '');
      const given = Buffer.from(input.headers['x-test-signature'] ?? '', 'hex');
      const expected = Buffer.from(signTestNotification(input.rawBody, secret), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { accepted: false, httpStatus: 401, reason: 'bad signature' };
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(input.rawBody) as Record<string, unknown>;
      } catch {
        return { accepted: false, httpStatus: 400, reason: 'not JSON' };
      }
      const reply = { status: 200, body: 'OK' };
      if (body.type === 'refund') {
        return {
          accepted: true,
          reply,
          event: { type: 'refund', refundId: String(body.refundId), status: body.status as 'completed' },
        };
      }
      return {
        accepted: true,
        reply,
        event: {
          type: 'payment',
          paymentId: String(body.paymentId),
          ...(body.externalId ? { externalId: String(body.externalId) } : {}),
          status: body.status as PaymentStatus,
          ...(typeof body.amount === 'number' ? { amount: body.amount } : {}),
          ...(typeof body.currency === 'string' ? { currency: body.currency } : {}),
        },
      };
    },
    async confirmPayment(input) {
      if (provider.failConfirmations > 0) {
        provider.failConfirmations--;
        throw new Error('gateway unavailable');
      }
      provider.confirmations.push(input.paymentId);
      return { status: 'COMPLETED' };
    },
    async getPaymentStatus() {
      return { status: 'NEW' };
    },
    async refund(input) {
      return { refundId: input.refundId, status: 'pending' };
    },
  };
  return provider;
}
