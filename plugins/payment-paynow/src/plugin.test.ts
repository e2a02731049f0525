import { PaymentProviderError } from '@zapisy/core';
import { registeredPaymentProvider } from '@zapisy/payment-fake-kit';
import { describe, expect, it } from 'vitest';
import plugin, { createPaynowProvider, paynowPaymentRequest, readPaynowSettings } from './index.js';

describe('payment-paynow plugin', () => {
  it('describes itself per the plugin contract and registers the provider', async () => {
    expect(plugin).toMatchObject({
      id: 'payment-paynow',
      version: '0.1.0',
      kind: 'payment',
      compatibility: '^0.1.0',
    });
    const provider = await registeredPaymentProvider(plugin);
    expect(provider).toMatchObject({
      id: 'paynow',
      label: 'Paynow',
      settingsKey: 'paynow',
      capabilities: { confirmation: 'none', refunds: 'full-and-partial', notificationCarriesAmount: false },
    });
    expect(provider.confirmPayment).toBeUndefined();
  });

  it('declares exactly the organization group fields, both secret, and explains the notification URL', () => {
    const { settingsSchema } = createPaynowProvider();
    expect(Object.keys(settingsSchema.properties).sort()).toEqual(['apiKey', 'signKey']);
    expect(settingsSchema.required).toEqual(['apiKey', 'signKey']);
    expect(settingsSchema.properties.apiKey).toMatchObject({
      type: 'string',
      title: 'Klucz API',
      writeOnly: true,
    });
    expect(settingsSchema.properties.signKey).toMatchObject({
      type: 'string',
      title: 'Klucz podpisu',
      writeOnly: true,
    });
    expect(settingsSchema.properties.signKey?.description).toMatch(/Adres powiadomień/);
  });
});

describe('payment-paynow settings declaration', () => {
  it('declares the paynow module and group, both keys secret, the same for every scope', () => {
    expect(plugin.settings).toMatchObject({
      module: 'paynow',
      label: 'Paynow',
      slot: 'payment',
      group: 'paynow',
    });
    expect(plugin.settings.project).toBe(plugin.settings.organization);
    expect(plugin.settings.system?.properties).toEqual(plugin.settings.organization.properties);
  });
});

describe('readPaynowSettings', () => {
  it('names the missing field in Polish and never the other key', () => {
    for (const [settings, field] of [
      [{ signKey: 'tajny-klucz-podpisu' }, 'Klucz API'],
      [{ apiKey: 'tajny-klucz-api', signKey: '  ' }, 'Klucz podpisu'],
    ] as const) {
      let error: unknown;
      try {
        readPaynowSettings(settings);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(PaymentProviderError);
      const providerError = error as PaymentProviderError;
      expect(providerError.code).toBe('configuration');
      expect(providerError.userMessage).toContain(`„${field}”`);
      expect(JSON.stringify({ m: providerError.message, d: providerError.detail })).not.toMatch(/tajny/);
    }
  });

  it('trims the keys', () => {
    expect(readPaynowSettings({ apiKey: ' a ', signKey: 'b\n' })).toEqual({ apiKey: 'a', signKey: 'b' });
  });
});

describe('paynowPaymentRequest', () => {
  const base = {
    paymentId: 'p-1',
    amount: 100,
    currency: 'PLN',
    description: 'Kurs',
    buyer: { email: 'a@b.pl' },
    returnUrl: 'https://r',
    notifyUrl: 'https://n',
  };

  it('sends no notifyUrl (Paynow notifies the panel URL) and no validityTime unless asked', () => {
    expect(paynowPaymentRequest(base)).toEqual({
      amount: 100,
      currency: 'PLN',
      externalId: 'p-1',
      description: 'Kurs',
      buyer: { email: 'a@b.pl', locale: 'pl-PL' },
      continueUrl: 'https://r',
    });
  });

  it('turns minutes into seconds within Paynow limits and picks the locale from the language', () => {
    expect(paynowPaymentRequest({ ...base, validityMinutes: 15 }).validityTime).toBe(900);
    expect(paynowPaymentRequest({ ...base, validityMinutes: 0 }).validityTime).toBe(60);
    expect(paynowPaymentRequest({ ...base, validityMinutes: 60 * 24 * 30 }).validityTime).toBe(864_000);
    expect(paynowPaymentRequest({ ...base, buyer: { email: 'a@b.pl', language: 'en' } }).buyer.locale).toBe(
      'en-GB',
    );
    expect(paynowPaymentRequest({ ...base, buyer: { email: 'a@b.pl', language: 'fr' } }).buyer.locale).toBe(
      'pl-PL',
    );
  });

  it('leaves out a phone that is not Polish', () => {
    expect(
      paynowPaymentRequest({ ...base, buyer: { email: 'a@b.pl', phone: '+44 7700 900123' } }).buyer,
    ).toEqual({
      email: 'a@b.pl',
      locale: 'pl-PL',
    });
  });
});
