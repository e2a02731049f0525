import type { PluginSettings, PluginSettingsSchema } from '@zapisy/core';

/**
 * The organization's Fakturownia account: the account's address and its API token. The field names are
 * those stored by earlier versions (`integrations.fakturownia`), so stored values keep working.
 */
export const FAKTUROWNIA_SETTINGS_SCHEMA = {
  type: 'object',
  title: 'Fakturownia',
  required: ['domain', 'token'],
  properties: {
    domain: {
      type: 'string',
      title: 'Domena konta (np. firma.fakturownia.pl)',
      description: 'Adres konta w Fakturowni, pod którym organizator się loguje.',
      maxLength: 253,
    },
    token: {
      type: 'string',
      title: 'Token API',
      description:
        'Kod autoryzacyjny API z ustawień konta Fakturowni (Ustawienia → Ustawienia konta → Integracja).',
      writeOnly: true,
    },
  },
} as const satisfies PluginSettingsSchema;

/** The accounting module as the organization picks it; only organizations keep a Fakturownia account. */
export const FAKTUROWNIA_SETTINGS: PluginSettings = {
  module: 'fakturownia',
  label: 'Fakturownia',
  slot: 'accounting',
  group: 'fakturownia',
  organization: FAKTUROWNIA_SETTINGS_SCHEMA,
};
