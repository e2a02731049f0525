import { type PaymentProvider, type PluginContainer, Tokens } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import przelewy24Plugin, { createPrzelewy24Provider } from './index.js';

describe('payment-przelewy24 plugin', () => {
  it('registers the provider under Tokens.PaymentProvider', () => {
    const registered: unknown[] = [];
    const container = {
      register: (token: unknown, provider: { useValue: unknown }) =>
        registered.push([token, provider.useValue]),
    } as unknown as PluginContainer;
    przelewy24Plugin.register(container);
    expect(przelewy24Plugin).toMatchObject({
      id: 'payment-przelewy24',
      version: '0.1.0',
      kind: 'payment',
      compatibility: '^0.1.0',
    });
    const [token, provider] = registered[0] as [unknown, PaymentProvider];
    expect(token).toBe(Tokens.PaymentProvider);
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
