import { PaymentProviderError, type PaymentSettingsSchema } from '@zapisy/core';

/**
 * The `przelewy24` settings group (field names as stored by earlier versions). The HTTP Basic
 * password of REST API v1 is the "klucz do raportów" / "klucz API" from the P24 panel, stored as `apiKey`.
 * `orderKey` ("klucz zamówień") is the name some older panels and migrated accounts show for the same key:
 * it is used only when `apiKey` is empty. The CRC key signs requests and notifications.
 */
export const P24_SETTINGS_SCHEMA = {
  type: 'object',
  title: 'Przelewy24',
  required: ['merchantId', 'crcKey'],
  properties: {
    merchantId: {
      type: 'string',
      title: 'Identyfikator sprzedawcy (merchant ID)',
      pattern: '^[0-9]+$',
    },
    posId: {
      type: 'string',
      title: 'Identyfikator sklepu (POS ID)',
      description: 'Puste = identyfikator sprzedawcy (tak jest na większości kont).',
      pattern: '^[0-9]*$',
    },
    crcKey: {
      type: 'string',
      title: 'Klucz CRC',
      description:
        'Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.',
      writeOnly: true,
    },
    apiKey: {
      type: 'string',
      title: 'Klucz API (raporty)',
      description:
        'Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).',
      writeOnly: true,
    },
    orderKey: {
      type: 'string',
      title: 'Klucz zamówień',
      description:
        'Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.',
      writeOnly: true,
    },
  },
} as const satisfies PaymentSettingsSchema;

/** The settings a P24 call needs, parsed. Never logged or put into errors. */
export interface P24Credentials {
  merchantId: number;
  posId: number;
  crcKey: string;
  /** The HTTP Basic password. */
  apiKey: string;
}

const FIELD_TITLES: Readonly<Record<string, string>> = {
  merchantId: 'Identyfikator sprzedawcy (merchant ID)',
  posId: 'Identyfikator sklepu (POS ID)',
  crcKey: 'Klucz CRC',
  apiKey: 'Klucz API (raporty)',
};

function configurationError(field: string, problem: 'missing' | 'invalid'): PaymentProviderError {
  const title = FIELD_TITLES[field] ?? field;
  const message =
    problem === 'missing'
      ? `Przelewy24 nie jest skonfigurowane: brak pola „${title}” w ustawieniach płatności.`
      : `Przelewy24 nie jest poprawnie skonfigurowane: pole „${title}” musi być liczbą całkowitą dodatnią.`;
  return new PaymentProviderError('configuration', message, { provider: 'przelewy24', field, problem });
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return String(value);
  }
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Parses a numeric id field ('12345' or 12345); undefined when unset. */
export function readP24Id(settings: Readonly<Record<string, unknown>>, field: string): number | undefined {
  const raw = text(settings[field]);
  if (raw === undefined) {
    return undefined;
  }
  const id = /^[0-9]{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw configurationError(field, 'invalid');
  }
  return id;
}

function readSecret(settings: Readonly<Record<string, unknown>>, field: string): string | undefined {
  const value = settings[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Reads the P24 credentials; throws PaymentProviderError('configuration') naming the first missing field. */
export function readP24Credentials(settings: Readonly<Record<string, unknown>>): P24Credentials {
  const merchantId = readP24Id(settings, 'merchantId');
  if (merchantId === undefined) {
    throw configurationError('merchantId', 'missing');
  }
  const posId = readP24Id(settings, 'posId') ?? merchantId;
  const crcKey = readSecret(settings, 'crcKey');
  if (crcKey === undefined) {
    throw configurationError('crcKey', 'missing');
  }
  const apiKey = readSecret(settings, 'apiKey') ?? readSecret(settings, 'orderKey');
  if (apiKey === undefined) {
    throw configurationError('apiKey', 'missing');
  }
  return { merchantId, posId, crcKey, apiKey };
}

/** Only what notification checks need (no API key required to read a notification). */
export function readP24NotificationKeys(settings: Readonly<Record<string, unknown>>): {
  merchantId: number | undefined;
  posId: number | undefined;
  crcKey: string;
} {
  const crcKey = readSecret(settings, 'crcKey');
  if (crcKey === undefined) {
    throw configurationError('crcKey', 'missing');
  }
  const merchantId = readP24Id(settings, 'merchantId');
  return { merchantId, posId: readP24Id(settings, 'posId') ?? merchantId, crcKey };
}
