/**
 * JSON Schemas of the organization settings, with the spec's defaults and Polish titles. The API validates
 * requests with them and the admin host generates its forms from them (second document §3, §9: "Org
 * defaults: lump percent 8.5, days to pay 14, numbering 'xxxx/yyyy' yearly, logo height 30, VAT 'np'").
 */
import { vatRateSchema } from '../money/index.js';
import {
  NO_MODULE,
  ORGANIZATION_SUBSCRIPTION_STATUS_LABELS,
  ORGANIZATION_SUBSCRIPTION_STATUSES,
} from './organization-enums.js';

export type JsonSchema = Record<string, unknown>;

/** Longest accepted text of a plain setting and of a secret. */
export const ORGANIZATION_TEXT_MAX_LENGTH = 500;
export const ORGANIZATION_NAME_MAX_LENGTH = 200;
export const NUMBERING_PATTERNS_MAX = 50;

/** Domain label: lower-case letters, digits and inner hyphens, or empty (no own domain). */
export const ORGANIZATION_DOMAIN_PATTERN = '^$|^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$';
const EMAIL_PATTERN = '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** Spec §5 "Phone: 9 digits, or an international number starting with +. Spaces are removed first." */
const PHONE_PATTERN = '^$|^ *(\\+[0-9 ]{7,20}|([0-9] *){9})$';

const text = (title: string, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  title,
  maxLength: ORGANIZATION_TEXT_MAX_LENGTH,
  default: '',
  ...extra,
});
const flag = (title: string, value = false): JsonSchema => ({ type: 'boolean', title, default: value });
const group = (title: string, properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  title,
  properties,
  additionalProperties: false,
});
/**
 * An enumeration; its Polish labels go into the description (a form reads them from the exported label
 * maps; `oneOf` of consts would multiply the validation messages of one bad value).
 */
export const enumOf = (
  title: string,
  values: readonly string[],
  labels: Record<string, string>,
  value: string,
) => ({
  type: 'string',
  title,
  enum: [...values],
  default: value,
  description: values.map((v) => `${v}: ${labels[v] ?? v}`).join('; '),
});

/**
 * The `integrations` group: only the generic choices. Which modules exist and what each one stores come
 * from the plugins (`PluginSettings`); `accounts` holds each module group's values by group key, and
 * `organizationSettingsSchemaFor` (module-settings-schema.ts) fills in its properties and the module enums.
 */
export const integrationsSchema: JsonSchema = group('Integracje', {
  useSystemPaymentAccounts: flag('Używaj systemowych kont płatności'),
  paymentModule: text('Moduł płatności', { maxLength: 100, default: NO_MODULE }),
  isAccountingEnabled: flag('Integracja księgowa włączona'),
  accountingModule: text('Moduł księgowy', { maxLength: 100, default: NO_MODULE }),
  accounts: { ...group('Ustawienia modułów', {}), default: {} },
});

/**
 * The organization settings with `integrations` as given (core's generic group, or the one composed with
 * the installed modules' settings).
 */
export function organizationSettingsSchemaWith(integrations: JsonSchema = integrationsSchema): JsonSchema {
  return {
    title: 'Ustawienia organizacji',
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: {
      name: {
        type: 'string',
        title: 'Nazwa organizacji',
        minLength: 1,
        maxLength: ORGANIZATION_NAME_MAX_LENGTH,
        pattern: '\\S',
      },
      domainName: text('Domena organizacji', { maxLength: 63, pattern: ORGANIZATION_DOMAIN_PATTERN }),
      useDomain: flag('Używaj domeny organizacji'),
      emailAddress: text('Adres e-mail', { maxLength: 254, pattern: EMAIL_PATTERN }),
      phoneNumber: text('Numer telefonu', { maxLength: 30, pattern: PHONE_PATTERN }),
      url: text('Adres strony internetowej'),
      customerSettings: group('Ustawienia klientów', {
        ignoreYearMonth: flag('Ignoruj filtr roku i miesiąca'),
        hasGlobalPayments: flag('Wpłaty wspólne dla wszystkich projektów'),
        customerPerParticipant: flag('Osobny klient dla każdego uczestnika'),
        twoPeople: {
          ...flag('Dwie osoby na klienta'),
          description: 'Kolumny i pola drugiej osoby w siatce i na karcie klienta',
        },
        hasGuardian: {
          ...flag('Dane opiekuna klienta'),
          description: 'Kolumny i pola opiekuna (np. rodzica) w siatce i na karcie klienta',
        },
        billingsByPaymentDate: flag('Rozliczenia według daty wpłaty'),
      }),
      logo: group('Logo', {
        id: { type: 'string', title: 'Identyfikator pliku', maxLength: 100 },
        fileName: { type: 'string', title: 'Nazwa pliku', maxLength: 255 },
        mimeType: { type: 'string', title: 'Typ pliku', maxLength: 100 },
        height: { type: 'integer', title: 'Wysokość logo (px)', minimum: 10, maximum: 500, default: 30 },
      }),
      calendar: group('Kalendarz', {
        enabled: flag('Kalendarz włączony'),
        onParticipant: flag('Kalendarz na uczestniku', true),
      }),
      invoicing: group('Fakturowanie: ustawienia domyślne', {
        lumpPercent: {
          type: 'number',
          title: 'Stawka ryczałtu (%)',
          minimum: 0,
          maximum: 100,
          default: 8.5,
        },
        lumpSum: flag('Rozliczenie ryczałtem'),
        vatPercent: vatRateSchema('Stawka VAT', { nullable: false, value: 'np' }),
        useVat: flag('Faktury z VAT'),
        daysToPay: {
          type: 'integer',
          title: 'Termin płatności (dni)',
          minimum: 0,
          maximum: 365,
          default: 14,
        },
        patternId: text('Wzorzec numeracji faktur', { maxLength: 100 }),
        correctionPatternId: text('Wzorzec numeracji korekt', { maxLength: 100 }),
      }),
      integrations,
      numberingPatterns: {
        type: 'array',
        title: 'Wzorce numeracji',
        maxItems: NUMBERING_PATTERNS_MAX,
        default: [],
        items: {
          type: 'object',
          title: 'Wzorzec numeracji',
          required: ['patternId', 'pattern'],
          additionalProperties: false,
          properties: {
            patternId: { type: 'string', title: 'Identyfikator', minLength: 1, maxLength: 100 },
            pattern: {
              type: 'string',
              title: 'Wzorzec (x – kolejny numer, yyyy – rok, mm – miesiąc)',
              minLength: 1,
              maxLength: 100,
              pattern: 'x',
              default: 'xxxx/yyyy',
            },
            yearly: flag('Numeracja od nowa co rok', true),
          },
        },
      },
    },
  };
}

/** The organization settings core knows: no module's own fields (those come from the plugins). */
export const organizationSettingsSchema: JsonSchema = organizationSettingsSchemaWith();

/** First document §3: "Subscription status: free, subscription, inactive, quota"; default free. */
export const organizationSubscriptionStatusSchema: JsonSchema = enumOf(
  'Status subskrypcji',
  ORGANIZATION_SUBSCRIPTION_STATUSES,
  ORGANIZATION_SUBSCRIPTION_STATUS_LABELS,
  'free',
);
