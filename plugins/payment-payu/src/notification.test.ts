import type { PaymentNotificationResult, PaymentProviderContext } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { parsePayuNotification } from './notification.js';
import { notificationSignature, type PayuAlgorithmName, signatureHeader } from './signature.js';

const SECOND_KEY = 'b6ca15b0d1020e8094d9b5f8d163db54';

function context(settings: Record<string, unknown> = { md5: SECOND_KEY }): PaymentProviderContext {
  return {
    settings,
    mode: 'sandbox',
    http: () => Promise.reject(new Error('no HTTP in parseNotification')),
    log: { info() {}, warn() {}, error() {} },
    now: () => new Date('2026-11-21T10:00:00Z'),
  };
}

function signed(body: string, algorithm: PayuAlgorithmName = 'MD5') {
  return { rawBody: body, headers: { 'openpayu-signature': signatureHeader(body, SECOND_KEY, algorithm) } };
}

function accepted(result: PaymentNotificationResult) {
  if (!result.accepted) throw new Error(`rejected: ${result.reason}`);
  return result;
}

const ORDER_BODY = JSON.stringify({
  order: {
    orderId: 'LDLW5N7MF4140324GUEST000P01',
    extOrderId: 'pay-1',
    orderCreateDate: '2026-11-21T10:00:00.000+01:00',
    notifyUrl: 'http://127.0.0.1/notify',
    customerIp: '127.0.0.1',
    merchantPosId: '300746',
    description: 'Obóz zimowy',
    currencyCode: 'PLN',
    totalAmount: '12345',
    buyer: { email: 'jan@example.pl', language: 'pl' },
    payMethod: { type: 'PBL' },
    products: [{ name: 'Obóz zimowy', unitPrice: '12345', quantity: '1' }],
    status: 'COMPLETED',
  },
  localReceiptDateTime: '2026-11-21T10:05:00.000+01:00',
  properties: [{ name: 'PAYMENT_ID', value: '5003707594' }],
});

describe('parsePayuNotification', () => {
  it('reads a signed COMPLETED order notification and answers 200 with an empty body', async () => {
    const result = accepted(await parsePayuNotification(signed(ORDER_BODY), context()));
    expect(result.reply).toEqual({ status: 200, body: '' });
    expect(result.event).toEqual({
      type: 'payment',
      paymentId: 'pay-1',
      externalId: 'LDLW5N7MF4140324GUEST000P01',
      status: 'COMPLETED',
      amount: 12345,
      currency: 'PLN',
      paidAt: new Date('2026-11-21T09:05:00.000Z'),
      providerData: { payuPaymentId: '5003707594' },
    });
  });

  it('maps every PayU order status 1:1 (WAITING_FOR_CONFIRMATION with a space)', async () => {
    const expected = {
      NEW: 'NEW',
      PENDING: 'PENDING',
      WAITING_FOR_CONFIRMATION: 'WAITING FOR CONFIRMATION',
      COMPLETED: 'COMPLETED',
      CANCELED: 'CANCELED',
    } as const;
    for (const [payu, ours] of Object.entries(expected)) {
      const body = ORDER_BODY.replace('"status":"COMPLETED"', `"status":"${payu}"`);
      const result = accepted(await parsePayuNotification(signed(body, 'SHA-256'), context()));
      expect(result.event.status).toBe(ours);
      if (payu !== 'COMPLETED') expect(result.event).not.toHaveProperty('paidAt');
    }
  });

  it('accepts the X-OpenPayU-Signature header name', async () => {
    const header = signatureHeader(ORDER_BODY, SECOND_KEY);
    const result = await parsePayuNotification(
      { rawBody: ORDER_BODY, headers: { 'x-openpayu-signature': header } },
      context(),
    );
    expect(result.accepted).toBe(true);
  });

  it('reads refund notifications: FINALIZED → completed, CANCELED → failed, our extRefundId first', async () => {
    const refund = (status: string, extRefundId?: string) =>
      JSON.stringify({
        orderId: 'LDLW5N7MF4140324GUEST000P01',
        extOrderId: 'pay-1',
        refund: {
          refundId: '912128',
          ...(extRefundId ? { extRefundId } : {}),
          amount: '1000',
          currencyCode: 'PLN',
          status,
          statusDateTime: '2026-11-21T11:00:00.000+01:00',
          reason: 'refund',
          reasonDescription: 'Zwrot',
          refundDate: '2026-11-21T11:00:00.000+01:00',
        },
      });
    const done = accepted(await parsePayuNotification(signed(refund('FINALIZED', 'ref-1')), context()));
    expect(done.event).toEqual({
      type: 'refund',
      refundId: 'ref-1',
      paymentId: 'pay-1',
      externalId: 'LDLW5N7MF4140324GUEST000P01',
      amount: 1000,
      currency: 'PLN',
      status: 'completed',
    });
    expect(done.reply.status).toBe(200);
    const failed = accepted(await parsePayuNotification(signed(refund('CANCELED')), context()));
    expect(failed.event).toMatchObject({ type: 'refund', refundId: '912128', status: 'failed' });
  });

  it('rejects forged, unsigned and wrong-key notifications with 401', async () => {
    const forged = { rawBody: ORDER_BODY.replace('12345', '99999'), headers: signed(ORDER_BODY).headers };
    expect(await parsePayuNotification(forged, context())).toMatchObject({
      accepted: false,
      httpStatus: 401,
    });
    expect(await parsePayuNotification({ rawBody: ORDER_BODY, headers: {} }, context())).toMatchObject({
      accepted: false,
      httpStatus: 401,
    });
    expect(await parsePayuNotification(signed(ORDER_BODY), context({ md5: 'another-key' }))).toMatchObject({
      accepted: false,
      httpStatus: 401,
    });
  });

  it('notifications signed with SHA-384 and SHA-512 (as PayU sends them) are accepted', async () => {
    for (const algorithm of ['SHA-384', 'SHA-512', 'SHA384', 'SHA512'] as const) {
      expect((await parsePayuNotification(signed(ORDER_BODY, algorithm), context())).accepted).toBe(true);
    }
  });

  it('a notification signed with an algorithm PayU does not document (SHA-224) is refused with 401', async () => {
    const signature = notificationSignature(ORDER_BODY, SECOND_KEY, 'SHA-256');
    const header = `sender=checkout;signature=${signature};algorithm=SHA-224;content=DOCUMENT`;
    const result = await parsePayuNotification(
      { rawBody: ORDER_BODY, headers: { 'openpayu-signature': header } },
      context(),
    );
    expect(result).toEqual({
      accepted: false,
      httpStatus: 401,
      reason: 'PayU notification: unsupported signature algorithm',
    });
  });

  it('without the second key the notification is not configured for the project: 404, never a throw', async () => {
    const result = await parsePayuNotification(signed(ORDER_BODY), context({}));
    expect(result).toEqual({
      accepted: false,
      httpStatus: 404,
      reason: 'PayU second key (md5) is not configured',
    });
  });

  it('rejects signed but unreadable bodies with 400', async () => {
    for (const body of [
      'not json',
      '[]',
      '{"something":"else"}',
      '{"order":{"orderId":"X","status":"COMPLETED","totalAmount":"1"}}',
      '{"order":{"orderId":"X","extOrderId":"p","status":"PAID","totalAmount":"1"}}',
      '{"order":{"orderId":"X","extOrderId":"p","status":"COMPLETED","totalAmount":"12.5"}}',
      '{"orderId":"X","refund":{"amount":"1","status":"FINALIZED"}}',
    ]) {
      const result = await parsePayuNotification(signed(body), context());
      expect(result, body).toMatchObject({ accepted: false, httpStatus: 400 });
    }
  });

  it('never puts the second key into a rejection reason', async () => {
    const results = await Promise.all([
      parsePayuNotification({ rawBody: ORDER_BODY, headers: { 'openpayu-signature': 'garbage' } }, context()),
      parsePayuNotification(signed('nope'), context()),
    ]);
    for (const result of results) expect(JSON.stringify(result)).not.toContain(SECOND_KEY);
  });
});
