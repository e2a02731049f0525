import { fakeProviderContext, registeredPaymentProvider } from '@zapisy/payment-fake-kit';
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

  it("declares the organizer's marketplace fields: in the organization's group, never in the system account's", () => {
    const { settings } = plugin;
    expect(settings).toMatchObject({ module: 'przelewy24marketplace', slot: 'payment', group: 'przelewy24' });
    const organization = Object.keys(settings.organization.properties);
    expect(organization).toEqual(
      expect.arrayContaining(['marketplaceEnabled', 'marketplaceMerchantId', 'cost', 'verified']),
    );
    const system = Object.keys(settings.system?.properties ?? {});
    expect(system).not.toContain('marketplaceMerchantId');
    expect(system).not.toContain('verified');
    expect(system).toEqual(
      expect.arrayContaining(['merchantId', 'crcKey', 'apiKey', 'marketplacePosId', 'cost']),
    );
    expect(settings.organizerFields).toEqual(['marketplaceMerchantId', 'verified']);
  });
});

describe('Przelewy24 Marketplace notification without keys', () => {
  it('without a CRC key it is not configured for the project: 404, never a throw', async () => {
    const provider = await registeredPaymentProvider(plugin);
    const context = fakeProviderContext({ baseUrl: 'http://127.0.0.1:1', settings: {} });
    expect(await provider.parseNotification({ rawBody: '{"sign":"abc"}', headers: {} }, context)).toEqual({
      accepted: false,
      httpStatus: 404,
      reason: 'P24 marketplace notification: CRC key not configured',
    });
  });
});
