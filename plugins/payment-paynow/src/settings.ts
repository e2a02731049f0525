import { type PaymentSettingsSchema, requiredSetting } from '@zapisy/core';

/** The settings of Paynow (the `integrations.accounts.paynow` group): its Api-Key and Signature-Key. */
export const paynowSettingsSchema: PaymentSettingsSchema = {
  type: 'object',
  title: 'Paynow',
  required: ['apiKey', 'signKey'],
  properties: {
    apiKey: {
      type: 'string',
      title: 'Klucz API',
      description:
        'Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).',
      writeOnly: true,
    },
    signKey: {
      type: 'string',
      title: 'Klucz podpisu',
      description:
        'Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ' +
        'ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” ' +
        'adres powiadomień pokazany przez Zapisy w ustawieniach płatności.',
      writeOnly: true,
    },
  },
};

export interface PaynowSettings {
  apiKey: string;
  signKey: string;
}

const FIELD_TITLES: Readonly<Record<keyof PaynowSettings, string>> = {
  apiKey: 'Klucz API',
  signKey: 'Klucz podpisu',
};

/** Reads the decrypted settings; a missing or empty key is a Polish `configuration` error naming the field. */
export function readPaynowSettings(settings: Readonly<Record<string, unknown>>): PaynowSettings {
  return { apiKey: requiredField(settings, 'apiKey'), signKey: requiredField(settings, 'signKey') };
}

const OWNER = { provider: 'paynow', label: 'Paynow' } as const;

function requiredField(settings: Readonly<Record<string, unknown>>, field: keyof PaynowSettings): string {
  return requiredSetting(settings, field, FIELD_TITLES[field], OWNER);
}
