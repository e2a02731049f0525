import { type PaymentProviderContext, PaymentProviderError, type ProviderHttpRequest } from '@zapisy/core';
import { minimalPaymentInput, registeredPaymentProvider } from '@zapisy/payment-fake-kit';
import { describe, expect, it } from 'vitest';
import plugin, {
  createPayuProvider,
  mapPayuOrderStatus,
  mapPayuRefundStatus,
  PAYU_HOSTS,
  payuBase,
  payuOrderRequest,
  payuRefundRequest,
  readPayuSettings,
} from './index.js';

const SETTINGS = { posId: '300746', clientId: '300746', secret: 'client-secret-x', md5: 'second-key-y' };

describe('payment-payu plugin', () => {
  it('describes itself per the plugin contract and registers the provider', async () => {
    expect(plugin).toMatchObject({
      id: 'payment-payu',
      version: '0.1.0',
      kind: 'payment',
      compatibility: '^0.1.0',
    });
    const provider = await registeredPaymentProvider(plugin);
    expect(provider).toMatchObject({
      id: 'payu',
      label: 'PayU',
      settingsKey: 'payu',
      capabilities: {
        confirmation: 'when-waiting',
        refunds: 'full-and-partial',
        notificationCarriesAmount: true,
      },
    });
    expect(typeof provider.confirmPayment).toBe('function');
  });

  it('declares exactly the payu group fields; the OAuth secret and the second key are its secrets', () => {
    const { settingsSchema } = createPayuProvider();
    expect(Object.keys(settingsSchema.properties).sort()).toEqual(['clientId', 'md5', 'posId', 'secret']);
    const writeOnly = Object.entries(settingsSchema.properties)
      .filter(([, field]) => field.writeOnly === true)
      .map(([name]) => name)
      .sort();
    expect(writeOnly).toEqual(['md5', 'secret']);
    for (const field of Object.values(settingsSchema.properties)) expect(field.title).not.toBe('');
  });

  it('maps PayU statuses 1:1 and refund statuses to ours', () => {
    expect(mapPayuOrderStatus('WAITING_FOR_CONFIRMATION')).toBe('WAITING FOR CONFIRMATION');
    expect(mapPayuOrderStatus('CANCELED')).toBe('CANCELED');
    expect(mapPayuOrderStatus('COMPLETED')).toBe('COMPLETED');
    expect(mapPayuRefundStatus('FINALIZED')).toBe('completed');
    expect(mapPayuRefundStatus('CANCELED')).toBe('failed');
    expect(mapPayuRefundStatus('PENDING')).toBe('pending');
  });

  it('picks the host: production, sandbox, or the override without a trailing slash', () => {
    expect(payuBase({ mode: 'production' })).toBe(PAYU_HOSTS.production);
    expect(payuBase({ mode: 'sandbox' })).toBe('https://secure.snd.payu.com');
    expect(payuBase({ mode: 'production', baseUrl: 'http://127.0.0.1:4010/' })).toBe('http://127.0.0.1:4010');
  });
});

describe('readPayuSettings', () => {
  it('reads numbers as text and trims', () => {
    expect(readPayuSettings({ ...SETTINGS, posId: 300746, clientId: ' 300746 ' })).toEqual(SETTINGS);
  });

  it('names the missing field in Polish and never a key', () => {
    let error: unknown;
    try {
      readPayuSettings({ ...SETTINGS, md5: '   ' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PaymentProviderError);
    const providerError = error as PaymentProviderError;
    expect(providerError.code).toBe('configuration');
    expect(providerError.userMessage).toContain('„Drugi klucz (MD5)”');
    expect(JSON.stringify([providerError.message, providerError.detail])).not.toContain('client-secret-x');
  });
});

describe('request bodies', () => {
  it('builds the order create body PayU expects (amounts as strings of grosze)', () => {
    const body = payuOrderRequest(
      {
        paymentId: 'pay-7',
        amount: 5_000,
        currency: 'pln',
        description: 'Rata 1',
        buyer: { email: 'a@b.pl', language: 'en' },
        returnUrl: 'https://r',
        notifyUrl: 'https://n',
      },
      SETTINGS,
    );
    expect(body).toEqual({
      notifyUrl: 'https://n',
      customerIp: '127.0.0.1',
      merchantPosId: '300746',
      description: 'Rata 1',
      currencyCode: 'PLN',
      totalAmount: '5000',
      extOrderId: 'pay-7',
      continueUrl: 'https://r',
      buyer: { email: 'a@b.pl', language: 'en' },
      products: [{ name: 'Rata 1', unitPrice: '5000', quantity: '1' }],
    });
  });

  it('builds refund bodies: partial with amount, full without, our id as extRefundId', () => {
    const base = {
      paymentId: 'p',
      refundId: 'ref-1',
      paymentAmount: 1_000,
      currency: 'PLN',
      description: 'Zwrot',
      notifyUrl: 'https://n',
    };
    expect(payuRefundRequest({ ...base, amount: 300 })).toEqual({
      refund: { description: 'Zwrot', extRefundId: 'ref-1', amount: '300' },
    });
    expect(payuRefundRequest(base)).toEqual({ refund: { description: 'Zwrot', extRefundId: 'ref-1' } });
  });
});

/** A scripted `context.http`: answers in order, records requests. */
function scripted(answers: { status: number; body: string; location?: string }[]) {
  const requests: { url: string; request: ProviderHttpRequest }[] = [];
  const context: PaymentProviderContext = {
    settings: SETTINGS,
    mode: 'production',
    http: async (url, request) => {
      requests.push({ url, request });
      const answer = answers.shift();
      if (answer === undefined) throw new Error('no scripted answer');
      return {
        status: answer.status,
        headers: {
          get: (name: string) => (name.toLowerCase() === 'location' ? (answer.location ?? null) : null),
        },
        text: async () => answer.body,
      };
    },
    log: { info() {}, warn() {}, error() {} },
    now: () => new Date(),
  };
  return { context, requests };
}

const TOKEN = {
  status: 200,
  body: '{"access_token":"t-1","token_type":"bearer","expires_in":43199,"grant_type":"client_credentials"}',
};
const INPUT = minimalPaymentInput();

describe('createPayment over a scripted http', () => {
  it('posts the form-encoded OAuth request and the order to the production host with redirect manual and a timeout', async () => {
    const { context, requests } = scripted([
      TOKEN,
      {
        status: 201,
        body: '{"status":{"statusCode":"SUCCESS"},"redirectUri":"https://pay/1","orderId":"O1"}',
      },
    ]);
    const result = await createPayuProvider().createPayment(INPUT, context);
    expect(result).toEqual({ redirectUrl: 'https://pay/1', externalId: 'O1', status: 'NEW' });
    const [oauth, order] = requests;
    expect(oauth?.url).toBe('https://secure.payu.com/pl/standard/user/oauth/authorize');
    expect(oauth?.request.headers?.['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(oauth?.request.body).toBe(
      'grant_type=client_credentials&client_id=300746&client_secret=client-secret-x',
    );
    expect(order?.url).toBe('https://secure.payu.com/api/v2_1/orders');
    expect(order?.request).toMatchObject({
      method: 'POST',
      redirect: 'manual',
      headers: { Authorization: 'Bearer t-1' },
    });
    expect(order?.request.signal).toBeDefined();
  });

  it('accepts 200 and WARNING_CONTINUE_3DS answers', async () => {
    const { context } = scripted([
      TOKEN,
      {
        status: 200,
        body: '{"status":{"statusCode":"WARNING_CONTINUE_3DS"},"redirectUri":"https://3ds","orderId":"O2"}',
      },
    ]);
    expect((await createPayuProvider().createPayment(INPUT, context)).redirectUrl).toBe('https://3ds');
  });

  it('unreadable answers are protocol errors; error answers keep PayU status without keys', async () => {
    const unreadable = scripted([TOKEN, { status: 302, body: '<html>', location: 'https://x' }]);
    await expect(createPayuProvider().createPayment(INPUT, unreadable.context)).rejects.toMatchObject({
      code: 'protocol',
    });
    const refused = scripted([
      TOKEN,
      {
        status: 400,
        body: '{"status":{"statusCode":"ERROR_VALUE_INVALID","code":"8071","codeLiteral":"INVALID","statusDesc":"bad client-secret-x"}}',
      },
    ]);
    const error = (await createPayuProvider()
      .createPayment(INPUT, refused.context)
      .catch((caught: unknown) => caught)) as PaymentProviderError;
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.code).toBe('rejected');
    expect(error.detail).toMatchObject({
      httpStatus: 400,
      statusCode: 'ERROR_VALUE_INVALID',
      code: '8071',
      codeLiteral: 'INVALID',
      statusDesc: 'bad ***',
    });
  });

  it('refuses non-integer or non-positive amounts before calling PayU', async () => {
    const { context, requests } = scripted([]);
    await expect(
      createPayuProvider().createPayment({ ...INPUT, amount: 1.5 }, context),
    ).rejects.toMatchObject({
      code: 'rejected',
    });
    expect(requests).toEqual([]);
  });
});
