import type { PluginSettings, PluginSettingsSchema } from '@zapisy/core';

/**
 * The organization's iFirma account: the login and the API keys iFirma generates per scope (invoices,
 * bills, the subscriber's account), used to sign each request. The field names are those stored by earlier
 * versions (`integrations.ifirma`), so stored values keep working.
 */
export const IFIRMA_SETTINGS_SCHEMA = {
  type: 'object',
  title: 'iFirma',
  required: ['userName', 'passwordInvoice'],
  properties: {
    userName: {
      type: 'string',
      title: 'Nazwa użytkownika',
      description: 'Login do iFirma (adres e-mail), którym podpisywane są zapytania do API.',
      'x-order': 1,
    },
    passwordInvoice: {
      type: 'string',
      title: 'Klucz API: faktury',
      description: 'Klucz „faktura” z iFirma (Narzędzia → API); wystawia i pobiera faktury.',
      writeOnly: true,
      'x-order': 2,
    },
    passwordReceipt: {
      type: 'string',
      title: 'Klucz API: rachunki',
      description: 'Klucz „rachunek”; potrzebny tylko przy wystawianiu rachunków.',
      writeOnly: true,
      'x-order': 3,
    },
    passwordAccount: {
      type: 'string',
      title: 'Klucz API: abonent',
      description: 'Klucz „abonent”; odczyt danych konta.',
      writeOnly: true,
      'x-order': 4,
    },
    numberingScheme: {
      type: 'string',
      title: 'Schemat numeracji',
      description: 'Nazwa serii numeracji w iFirma; puste = domyślna seria konta.',
      'x-order': 5,
    },
    customersFilter: {
      type: 'string',
      title: 'Filtr klientów',
      description: 'Które należności przekazywać do iFirma; puste = wszystkie.',
      'x-widget': 'textarea',
      'x-order': 6,
    },
  },
} as const satisfies PluginSettingsSchema;

/** The accounting module as the organization picks it; only organizations keep an iFirma account. */
export const IFIRMA_SETTINGS: PluginSettings = {
  module: 'ifirma',
  label: 'iFirma',
  slot: 'accounting',
  group: 'ifirma',
  organization: IFIRMA_SETTINGS_SCHEMA,
};
