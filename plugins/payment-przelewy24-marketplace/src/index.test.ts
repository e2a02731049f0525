import { type PaymentProvider, type PluginContainer, Tokens } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';

describe('payment-przelewy24-marketplace plugin', () => {
  it('registers the marketplace provider under Tokens.PaymentProvider', () => {
    const registered: Array<[unknown, PaymentProvider]> = [];
    plugin.register({
      register: (token: unknown, provider: { useValue: PaymentProvider }) =>
        registered.push([token, provider.useValue]),
    } as unknown as PluginContainer);
    expect(plugin).toMatchObject({ id: 'payment-przelewy24-marketplace', kind: 'payment', version: '0.1.0' });
    expect(registered[0]?.[0]).toBe(Tokens.PaymentProvider);
    expect(registered[0]?.[1]).toMatchObject({
      id: 'przelewy24marketplace',
      label: 'Przelewy24 Marketplace',
      settingsKey: 'przelewy24',
      capabilities: { confirmation: 'required' },
    });
  });
});
