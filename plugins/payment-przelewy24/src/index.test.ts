import { fakeProviderContext, registeredPaymentProvider } from '@zapisy/payment-fake-kit';
import { describe, expect, it } from 'vitest';
import przelewy24Plugin, { createPrzelewy24Provider } from './index.js';

describe('payment-przelewy24 plugin', () => {
  it('registers the provider under Tokens.PaymentProvider', async () => {
    const provider = await registeredPaymentProvider(przelewy24Plugin);
    expect(przelewy24Plugin).toMatchObject({
      id: 'payment-przelewy24',
      version: '0.1.0',
      kind: 'payment',
      compatibility: '^0.1.0',
    });
    expect(provider).toMatchObject({
      id: 'przelewy24',
      label: 'Przelewy24',
      settingsKey: 'przelewy24',
      capabilities: {
        confirmation: 'required',
        refunds: 'full-and-partial',
        notificationCarriesAmount: true,
      },
    });
    expect(typeof createPrzelewy24Provider().confirmPayment).toBe('function');
  });

  it('declares its settings: the przelewy24 group for organizations, projects and the system account', () => {
    const settings = przelewy24Plugin.settings;
    expect(settings).toMatchObject({
      module: 'przelewy24',
      label: 'Przelewy24',
      slot: 'payment',
      group: 'przelewy24',
    });
    expect(Object.keys(settings.organization.properties)).toEqual([
      'merchantId',
      'posId',
      'crcKey',
      'apiKey',
      'orderKey',
    ]);
    expect(settings.system?.properties).toEqual(settings.organization.properties);
    expect(settings.project).toBe(settings.organization);
    const secrets = Object.entries(settings.organization.properties).filter(([, field]) => field.writeOnly);
    expect(secrets.map(([name]) => name)).toEqual(['crcKey', 'apiKey', 'orderKey']);
  });
});

describe('Przelewy24 notification without keys', () => {
  it('without a CRC key (or with a broken merchant id) it is not configured for the project: 404, never a throw', async () => {
    const provider = createPrzelewy24Provider();
    const input = { rawBody: '{"sign":"abc"}', headers: {} };
    for (const settings of [{}, { crcKey: 'bar', merchantId: 'abc' }]) {
      const context = fakeProviderContext({ baseUrl: 'http://127.0.0.1:1', settings });
      expect(await provider.parseNotification(input, context)).toMatchObject({
        accepted: false,
        httpStatus: 404,
      });
    }
  });
});
