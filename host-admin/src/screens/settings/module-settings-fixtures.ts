import type { PluginSettings, PluginSettingsSchema } from '@zapisy/core';

/** Test declarations of the modules as `GET /plugins/settings-schemas` answers them (the plugins' fields). */
const P24: PluginSettingsSchema = {
  type: 'object',
  title: 'Przelewy24',
  required: ['merchantId', 'crcKey'],
  properties: {
    merchantId: { type: 'string', title: 'Identyfikator sprzedawcy (merchant ID)', pattern: '^[0-9]+$' },
    posId: { type: 'string', title: 'Identyfikator sklepu (POS ID)', pattern: '^[0-9]*$' },
    crcKey: { type: 'string', title: 'Klucz CRC', writeOnly: true },
    apiKey: { type: 'string', title: 'Klucz API (raporty)', writeOnly: true },
    orderKey: { type: 'string', title: 'Klucz zamówień', writeOnly: true },
  },
};

const MARKETPLACE: PluginSettingsSchema = {
  type: 'object',
  title: 'Przelewy24 Marketplace',
  properties: {
    ...P24.properties,
    marketplaceEnabled: { type: 'boolean', title: 'Marketplace włączony', default: false },
    marketplaceMerchantId: { type: 'string', title: 'Identyfikator sprzedawcy w marketplace' },
    cost: { type: 'number', title: 'Koszt transakcji (%)', minimum: 0, maximum: 100, default: 0 },
  },
};

const payment = (
  module: string,
  label: string,
  group: string,
  schema: PluginSettingsSchema,
): PluginSettings => ({
  module,
  label,
  slot: 'payment',
  group,
  organization: schema,
  project: schema,
  system: schema,
});

export const MODULE_SETTINGS: PluginSettings[] = [
  payment('przelewy24', 'Przelewy24', 'przelewy24', P24),
  payment('przelewy24marketplace', 'Przelewy24 Marketplace', 'przelewy24', MARKETPLACE),
  payment('paynow', 'Paynow', 'paynow', {
    type: 'object',
    title: 'Paynow',
    properties: {
      apiKey: { type: 'string', title: 'Klucz API', writeOnly: true },
      signKey: { type: 'string', title: 'Klucz podpisu', writeOnly: true },
    },
  }),
  payment('payu', 'PayU', 'payu', {
    type: 'object',
    title: 'PayU',
    properties: {
      posId: { type: 'string', title: 'Identyfikator punktu płatności (POS ID)' },
      secret: { type: 'string', title: 'Sekret klienta (client_secret)', writeOnly: true },
    },
  }),
  {
    module: 'ifirma',
    label: 'iFirma',
    slot: 'accounting',
    group: 'ifirma',
    organization: {
      type: 'object',
      title: 'iFirma',
      properties: {
        userName: { type: 'string', title: 'Nazwa użytkownika', 'x-order': 1 },
        passwordInvoice: { type: 'string', title: 'Klucz API: faktury', writeOnly: true, 'x-order': 2 },
        customersFilter: { type: 'string', title: 'Filtr klientów', 'x-widget': 'textarea', 'x-order': 3 },
      },
    },
  },
];

/** An integration as the example plugin declares it (api/src/plugins/example/example-plugin.ts). */
export const EXAMPLE_INTEGRATION: PluginSettings = {
  module: 'example-journal',
  label: 'Przykładowy dziennik',
  slot: 'integration',
  group: 'example-journal',
  organization: {
    type: 'object',
    required: ['apiToken'],
    properties: {
      apiToken: { type: 'string', title: 'Token API dziennika', writeOnly: true, 'x-order': 1 },
      recordPayments: { type: 'boolean', title: 'Zapisuj także wpłaty', default: true, 'x-order': 2 },
      entryPrefix: { type: 'string', title: 'Prefiks wpisu', maxLength: 40, 'x-order': 3 },
    },
  },
  project: {
    type: 'object',
    properties: { entryPrefix: { type: 'string', title: 'Prefiks wpisu', maxLength: 40 } },
  },
};
