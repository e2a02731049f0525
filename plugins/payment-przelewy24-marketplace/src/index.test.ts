import { registeredPaymentProvider } from '@zapisy/payment-fake-kit';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';

describe('payment-przelewy24-marketplace plugin', () => {
  it('registers the marketplace provider under Tokens.PaymentProvider', async () => {
    const provider = await registeredPaymentProvider(plugin);
    expect(plugin).toMatchObject({ id: 'payment-przelewy24-marketplace', kind: 'payment', version: '0.1.0' });
    expect(provider).toMatchObject({
      id: 'przelewy24marketplace',
      label: 'Przelewy24 Marketplace',
      settingsKey: 'przelewy24',
      capabilities: { confirmation: 'required' },
    });
  });
});
