import { type PaymentSettingsSchema, requiredSetting } from '@zapisy/core';

/** The settings of PayU (the `integrations.accounts.payu` group): POS id, OAuth client and the second key. */
export const payuSettingsSchema: PaymentSettingsSchema = {
  type: 'object',
  title: 'PayU',
  required: ['posId', 'clientId', 'secret', 'md5'],
  properties: {
    posId: {
      type: 'string',
      title: 'Identyfikator punktu płatności (POS ID)',
      description:
        'Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.',
      pattern: '^[0-9]+$',
    },
    clientId: {
      type: 'string',
      title: 'Identyfikator klienta (client_id)',
      description: 'Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.',
    },
    secret: {
      type: 'string',
      title: 'Sekret klienta (client_secret)',
      description: 'Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.',
      writeOnly: true,
    },
    md5: {
      type: 'string',
      title: 'Drugi klucz (MD5)',
      description:
        'Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.',
      writeOnly: true,
    },
  },
};

export interface PayuSettings {
  posId: string;
  clientId: string;
  secret: string;
  md5: string;
}

const FIELD_TITLES: Readonly<Record<keyof PayuSettings, string>> = {
  posId: 'Identyfikator punktu płatności (POS ID)',
  clientId: 'Identyfikator klienta (client_id)',
  secret: 'Sekret klienta (client_secret)',
  md5: 'Drugi klucz (MD5)',
};

/** Reads the decrypted settings; a missing or empty field is a Polish `configuration` error naming it. */
export function readPayuSettings(settings: Readonly<Record<string, unknown>>): PayuSettings {
  return {
    posId: requiredField(settings, 'posId'),
    clientId: requiredField(settings, 'clientId'),
    secret: requiredField(settings, 'secret'),
    md5: requiredField(settings, 'md5'),
  };
}

/** Only the second key (all a notification check needs). */
export function readSecondKey(settings: Readonly<Record<string, unknown>>): string {
  return requiredField(settings, 'md5');
}

/** Every secret value of the settings, to redact from anything logged. */
export function settingsSecrets(settings: PayuSettings): string[] {
  return [settings.secret, settings.md5].filter((secret) => secret !== '');
}

const OWNER = { provider: 'payu', label: 'PayU' } as const;

function requiredField(settings: Readonly<Record<string, unknown>>, field: keyof PayuSettings): string {
  return requiredSetting(settings, field, FIELD_TITLES[field], OWNER);
}
