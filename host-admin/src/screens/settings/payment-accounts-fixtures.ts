import type { AccountGroup, ProjectPaymentIntegrationView } from './payment-accounts-api.js';

/** The Przelewy24 group as the API describes it (the provider's settings schema). */
export const P24_GROUP: AccountGroup = {
  settingsKey: 'przelewy24',
  label: 'Przelewy24',
  providers: [{ id: 'przelewy24', label: 'Przelewy24', fields: ['merchantId', 'posId', 'crcKey', 'apiKey'] }],
  fields: [
    {
      name: 'merchantId',
      title: 'Identyfikator sprzedawcy (merchant ID)',
      type: 'string',
      secret: false,
      required: true,
    },
    { name: 'posId', title: 'Identyfikator sklepu (POS ID)', type: 'string', secret: false, required: false },
    { name: 'crcKey', title: 'Klucz CRC', type: 'string', secret: true, required: true },
    { name: 'apiKey', title: 'Klucz API (raporty)', type: 'string', secret: true, required: false },
  ],
};

export const PAYNOW_GROUP: AccountGroup = {
  settingsKey: 'paynow',
  label: 'Paynow',
  providers: [{ id: 'paynow', label: 'Paynow', fields: ['apiKey', 'signKey'] }],
  fields: [
    { name: 'apiKey', title: 'Klucz API', type: 'string', secret: true, required: true },
    { name: 'signKey', title: 'Klucz podpisu', type: 'string', secret: true, required: true },
  ],
};

export function projectIntegrationView(
  overrides: Partial<ProjectPaymentIntegrationView> = {},
): ProjectPaymentIntegrationView {
  return {
    eventId: 'p1',
    paymentModule: null,
    accounts: {},
    groups: [P24_GROUP, PAYNOW_GROUP],
    modules: [
      { id: 'przelewy24', label: 'Przelewy24', settingsKey: 'przelewy24' },
      { id: 'paynow', label: 'Paynow', settingsKey: 'paynow' },
    ],
    effective: {
      module: 'paynow',
      moduleSource: 'organization',
      accountSource: 'organization',
      available: true,
      reason: null,
    },
    ...overrides,
  };
}
