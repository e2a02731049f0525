/**
 * Issue 13 finding 8: a notification for a gateway the project has no keys of is a 404 with a Polish
 * message, never a 5xx, for every loaded provider; so is an unknown gateway and an unknown project.
 */
import paynowPlugin from '@zapisy/plugin-payment-paynow';
import payuPlugin from '@zapisy/plugin-payment-payu';
import przelewy24Plugin from '@zapisy/plugin-payment-przelewy24';
import przelewy24MarketplacePlugin from '@zapisy/plugin-payment-przelewy24-marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { PAYMENT_NOTIFICATIONS } from './store.js';

const PROVIDERS = [
  ['paynow', 'Paynow', '{"paymentId":"NO1","externalId":"pay-1","status":"CONFIRMED"}'],
  ['payu', 'PayU', '{"order":{"orderId":"O1","extOrderId":"pay-1","status":"COMPLETED"}}'],
  ['przelewy24', 'Przelewy24', '{"merchantId":1,"posId":1,"sessionId":"pay-1","sign":"abc"}'],
  ['przelewy24marketplace', 'Przelewy24 Marketplace', '{"merchantId":1,"sessionId":"pay-1","sign":"abc"}'],
] as const;

describe('POST /payments/{provider}/notify/{eventId} for a provider the project has not configured', () => {
  let ctx: ProjectTestContext;
  let eventId: string;

  beforeAll(async () => {
    ctx = await createProjectTestContext([
      paynowPlugin,
      payuPlugin,
      przelewy24Plugin,
      przelewy24MarketplacePlugin,
    ]);
    eventId = (await ctx.create({ name: 'Bez kluczy', domainName: 'bez-kluczy' })).eventId;
  });
  afterAll(async () => ctx.t.close());

  const notify = (provider: string, id: string, body: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url: `${API}/payments/${provider}/notify/${id}`,
      headers: {
        'content-type': 'application/json',
        signature: 'c2lnbg==',
        'openpayu-signature': 'sender=checkout;signature=abc;algorithm=MD5;content=DOCUMENT',
      },
      payload: body,
    });

  for (const [provider, label, body] of PROVIDERS) {
    it(`${provider} without keys: 404 'Płatności ${label} nie są skonfigurowane…', nothing stored`, async () => {
      const res = await notify(provider, eventId, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
        message: `Płatności ${label} nie są skonfigurowane dla tego projektu: brak kluczy do sprawdzenia powiadomienia`,
      });
      expect(await ctx.docs(PAYMENT_NOTIFICATIONS).countDocuments({ eventId, provider })).toBe(0);
    });

    it(`${provider} for an unknown project: 404 'Nie znaleziono projektu…'`, async () => {
      const res = await notify(provider, 'no-such-project', body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Nie znaleziono projektu powiadomienia o płatności');
    });
  }

  it('an unknown provider: 404 naming it, for a known and an unknown project', async () => {
    for (const id of [eventId, 'no-such-project']) {
      const res = await notify('no-such-gateway', id, '{}');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Nieznana bramka płatności: no-such-gateway');
    }
  });
});
