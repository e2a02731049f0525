import { fakeProviderContext } from '@zapisy/payment-fake-kit';
import { describe, expect, it } from 'vitest';
import { parsePaynowNotification } from './notification.js';
import { bodySignature } from './signature.js';

const SIGN_KEY = 's3ecret-k3y';
const context = fakeProviderContext({
  baseUrl: 'http://127.0.0.1:1',
  settings: { apiKey: 'api', signKey: SIGN_KEY },
});
// pay-now/omnipay-paynow tests/resources/notification.json, byte for byte.
const SDK_BODY =
  '{\n    "paymentId": "NOLV-8F9-08K-WGD",\n    "externalId": "9fea23c7-cd5c-4884-9842-6f8592be65df",\n' +
  '    "status": "CONFIRMED",\n    "modifiedAt": "2018-12-12T13:24:52"\n}';

function signed(body: string) {
  return { rawBody: body, headers: { signature: bodySignature(body, SIGN_KEY) } };
}

describe('parsePaynowNotification', () => {
  it('accepts the omnipay-paynow notification.json signed with s3ecret-k3y (derived vector ZHWsUQ…)', async () => {
    const result = await parsePaynowNotification(
      { rawBody: SDK_BODY, headers: { signature: 'ZHWsUQWaXegnMioqXcpecsLhtZwpn1OzgGkPj7RRMUg=' } },
      context,
    );
    expect(result).toEqual({
      accepted: true,
      event: {
        type: 'payment',
        paymentId: '9fea23c7-cd5c-4884-9842-6f8592be65df',
        externalId: 'NOLV-8F9-08K-WGD',
        status: 'COMPLETED',
        paidAt: new Date('2018-12-12T12:24:52.000Z'),
      },
      reply: { status: 202, body: '' },
    });
  });

  it('rejects the SDK test\'s wrong signature "Wq/V2N15…" with 401', async () => {
    const result = await parsePaynowNotification(
      { rawBody: SDK_BODY, headers: { signature: 'Wq/V2N15rtjVbuy9F7Yw+Ym76H+VZjVSuHGpg4dwitY=' } },
      context,
    );
    expect(result).toMatchObject({ accepted: false, httpStatus: 401 });
  });

  it('rejects a missing or empty Signature with 401', async () => {
    expect(await parsePaynowNotification({ rawBody: SDK_BODY, headers: {} }, context)).toMatchObject({
      accepted: false,
      httpStatus: 401,
    });
    expect(
      await parsePaynowNotification({ rawBody: SDK_BODY, headers: { signature: '' } }, context),
    ).toMatchObject({
      accepted: false,
      httpStatus: 401,
    });
  });

  it('rejects a body changed after signing (re-serialised JSON is not the raw body)', async () => {
    const { headers } = signed(SDK_BODY);
    const reserialised = JSON.stringify(JSON.parse(SDK_BODY));
    expect(await parsePaynowNotification({ rawBody: reserialised, headers }, context)).toMatchObject({
      accepted: false,
      httpStatus: 401,
    });
  });

  it.each([
    ['not JSON', 'nie json'],
    ['an array', '[1,2]'],
    ['no externalId', '{"paymentId":"NO1","status":"CONFIRMED"}'],
    ['no paymentId', '{"externalId":"p1","status":"CONFIRMED"}'],
    ['an unknown status', '{"paymentId":"NO1","externalId":"p1","status":"PAID"}'],
  ])('answers 400 for a signed body with %s, never throwing', async (_name, body) => {
    expect(await parsePaynowNotification(signed(body), context)).toMatchObject({
      accepted: false,
      httpStatus: 400,
    });
  });

  it('maps every status and sets paidAt only for CONFIRMED', async () => {
    const expectations = {
      NEW: 'NEW',
      PENDING: 'PENDING',
      REJECTED: 'CANCELED',
      ERROR: 'CANCELED',
      EXPIRED: 'CANCELED',
      ABANDONED: 'CANCELED',
    } as const;
    for (const [paynow, ours] of Object.entries(expectations)) {
      const body = JSON.stringify({
        paymentId: 'NO1',
        externalId: 'p1',
        status: paynow,
        modifiedAt: '2024-01-01T10:00:00',
      });
      const result = await parsePaynowNotification(signed(body), context);
      expect(result.accepted && result.event).toEqual({
        type: 'payment',
        paymentId: 'p1',
        externalId: 'NO1',
        status: ours,
      });
    }
  });

  it('accepts CONFIRMED with an unreadable modifiedAt, without paidAt', async () => {
    const body = JSON.stringify({
      paymentId: 'NO1',
      externalId: 'p1',
      status: 'CONFIRMED',
      modifiedAt: 'wczoraj',
    });
    const result = await parsePaynowNotification(signed(body), context);
    expect(result.accepted && result.event).toEqual({
      type: 'payment',
      paymentId: 'p1',
      externalId: 'NO1',
      status: 'COMPLETED',
    });
  });

  it('without a Signature-Key the notification is not configured for the project: 404, never a throw', async () => {
    for (const settings of [{ apiKey: 'api' }, {}]) {
      const unconfigured = fakeProviderContext({ baseUrl: 'http://127.0.0.1:1', settings });
      expect(await parsePaynowNotification(signed(SDK_BODY), unconfigured)).toEqual({
        accepted: false,
        httpStatus: 404,
        reason: 'Paynow Signature-Key is not configured',
      });
    }
  });
});
