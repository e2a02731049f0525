import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from './payment-provider.js';
import { paymentModuleSettings } from './payment-settings.js';

const provider = {
  id: 'bramka-market',
  label: 'Bramka Market',
  settingsKey: 'bramka',
  organizerFields: ['sellerId'],
  settingsSchema: {
    type: 'object',
    title: 'Bramka Market',
    required: ['key', 'sellerId'],
    properties: {
      key: { type: 'string', title: 'Klucz', writeOnly: true },
      sellerId: { type: 'string', title: 'Sprzedawca' },
    },
  },
} as unknown as PaymentProvider;

describe('paymentModuleSettings', () => {
  it("declares the provider's module in its settings group, for organizations and projects alike", () => {
    const settings = paymentModuleSettings(provider);
    expect(settings).toMatchObject({
      module: 'bramka-market',
      label: 'Bramka Market',
      slot: 'payment',
      group: 'bramka',
    });
    expect(settings.organization).toBe(provider.settingsSchema);
    expect(settings.project).toBe(provider.settingsSchema);
  });

  it("the system account (granted by the site admin) never holds the organizer's own fields", () => {
    const settings = paymentModuleSettings(provider);
    expect(Object.keys(settings.system?.properties ?? {})).toEqual(['key']);
    expect(settings.system?.required).toEqual(['key']);
    expect(settings.organizerFields).toEqual(['sellerId']);
  });
});
