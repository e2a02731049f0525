import { registeredPaymentProvider } from '@zapisy/payment-fake-kit';
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
});
