/**
 * The organizer's sign-up as a Przelewy24 Marketplace sub-merchant (`merchant/register` with the partner
 * account): the form the admin draws, P24's rules and the call. The new sub-merchant id becomes the
 * organizer's `marketplaceMerchantId`; P24 verifies the merchant before funds are dispatched to it.
 */
import {
  BUSINESS_TYPE_LABELS,
  type OnboardingIssue,
  PaymentProviderError,
  type PaymentProviderOnboarding,
} from '@zapisy/core';
import { isP24BusinessType, P24_BUSINESS_TYPES, type P24BusinessType } from './business-types.js';
import { registerP24Merchant } from './merchant-registration.js';
import { type MerchantRegistrationInput, validateMerchantRegistration } from './merchant-validation.js';
import { P24_TRADES } from './trades.js';

/** Core's Polish labels; P24's 10 (cooperative) is core's 11 (business-types.ts). */
export const P24_BUSINESS_TYPE_LABELS: Readonly<Record<P24BusinessType, string>> = Object.fromEntries(
  P24_BUSINESS_TYPES.map((type) => [type, BUSINESS_TYPE_LABELS[type === 10 ? 11 : type] ?? String(type)]),
) as Record<P24BusinessType, string>;

/** A string enum with its Polish labels in the description ('value: Label; …'), as the admin reads them. */
function labelledEnum(title: string, labels: Readonly<Record<string, string>>) {
  const values = Object.keys(labels);
  return {
    type: 'string',
    title,
    enum: values,
    description: values.map((value) => `${value}: ${labels[value]}`).join('; '),
  };
}

const text = (title: string, maxLength: number, extra: Record<string, unknown> = {}) => ({
  type: 'string',
  title,
  maxLength,
  ...extra,
});

const person = (title: string) => ({
  type: 'object',
  title,
  required: ['name', 'email', 'phoneNumber'],
  additionalProperties: false,
  properties: {
    name: text('Imię i nazwisko', 50),
    email: text('Adres e-mail', 50),
    phoneNumber: text('Telefon (9 cyfr)', 15),
  },
});

const address = (title: string) => ({
  type: 'object',
  title,
  required: ['street', 'postCode', 'city'],
  additionalProperties: false,
  properties: {
    street: text('Ulica i numer', 100),
    postCode: text('Kod pocztowy', 6),
    city: text('Miejscowość', 50),
  },
});

export const P24_ONBOARDING_SCHEMA = {
  type: 'object',
  title: 'Dane sprzedawcy',
  required: [
    'businessType',
    'name',
    'email',
    'phoneNumber',
    'bankAccount',
    'invoiceEmail',
    'trade',
    'contactPerson',
    'technicalContact',
    'address',
  ],
  additionalProperties: false,
  properties: {
    businessType: labelledEnum(
      'Rodzaj działalności',
      Object.fromEntries(P24_BUSINESS_TYPES.map((type) => [String(type), P24_BUSINESS_TYPE_LABELS[type]])),
    ),
    name: text('Nazwa firmy lub imię i nazwisko', 255),
    email: text('Adres e-mail', 50),
    phoneNumber: text('Telefon (9 cyfr)', 15),
    pesel: text('PESEL (osoba fizyczna)', 11),
    nip: text('NIP', 13),
    regon: text('REGON', 14),
    krs: text('KRS', 10),
    bankAccount: text('Numer rachunku bankowego', 34),
    invoiceEmail: text('Adres e-mail do faktur', 50),
    shopUrl: text('Adres strony internetowej', 255),
    servicesDescription: text('Opis świadczonych usług (gdy nie ma strony)', 1000),
    trade: labelledEnum('Branża', P24_TRADES),
    representatives: {
      type: 'array',
      title: 'Reprezentanci',
      maxItems: 10,
      items: {
        type: 'object',
        title: 'Reprezentant',
        required: ['name', 'pesel'],
        additionalProperties: false,
        properties: { name: text('Imię i nazwisko', 100), pesel: text('PESEL', 11) },
      },
    },
    contactPerson: person('Osoba kontaktowa'),
    technicalContact: person('Kontakt techniczny'),
    address: address('Adres siedziby'),
    correspondenceAddress: address('Adres korespondencyjny (gdy inny niż siedziby)'),
  },
} as const;

/** The form's values (strings, as the admin sends them) as P24's registration input. */
export function merchantInputOf(
  values: Readonly<Record<string, unknown>>,
): Partial<MerchantRegistrationInput> {
  const type = Number(values.businessType);
  const correspondence = values.correspondenceAddress as Record<string, unknown> | undefined;
  const hasCorrespondence =
    correspondence !== undefined &&
    Object.values(correspondence).some((value) => typeof value === 'string' && value.trim() !== '');
  const { correspondenceAddress: _ignored, ...rest } = values;
  return {
    ...(rest as Partial<MerchantRegistrationInput>),
    ...(isP24BusinessType(type) ? { businessType: type } : {}),
    ...(hasCorrespondence
      ? { correspondenceAddress: correspondence as unknown as MerchantRegistrationInput['address'] }
      : {}),
  };
}

export const ONBOARDING_REFUSALS = {
  exists:
    'Przelewy24 ma już sprzedawcę z tym numerem NIP lub PESEL. Jeśli to Twoja firma, wpisz jej identyfikator sprzedawcy w ustawieniach płatności.',
  field: (field: string) =>
    `Przelewy24 odrzuciło rejestrację: niepoprawne pole „${field}”. Popraw dane i spróbuj ponownie.`,
  other: 'Przelewy24 odrzuciło rejestrację. Sprawdź dane sprzedawcy i spróbuj ponownie.',
} as const;

/** P24's refusal of `merchant/register` (English, or a snake_case field name) as a Polish message. */
function registrationRefusal(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError) || error.code !== 'rejected') return error;
  // Our own validation already speaks Polish and lists the issues.
  if (Array.isArray(error.detail.issues)) return error;
  const said = String(error.detail.gatewayError ?? '');
  const field = /\(([a-z_]+)\)\s*$/.exec(said)?.[1];
  const message = /already exists/i.test(said)
    ? ONBOARDING_REFUSALS.exists
    : field
      ? ONBOARDING_REFUSALS.field(field)
      : ONBOARDING_REFUSALS.other;
  return new PaymentProviderError('rejected', message, error.detail);
}

export const p24MarketplaceOnboarding: PaymentProviderOnboarding = {
  title: 'Rejestracja sprzedawcy w Przelewy24 Marketplace',
  description:
    'Zarejestruj organizację jako sprzedawcę w marketplace platformy. Przelewy24 nada identyfikator ' +
    'sprzedawcy, który zapiszemy w ustawieniach płatności; wpłaty trafią na Twój rachunek po weryfikacji ' +
    'konta przez Przelewy24 (dokończ ją na stronie, do której prowadzi link po rejestracji).',
  schema: P24_ONBOARDING_SCHEMA,
  validate(values): OnboardingIssue[] {
    return validateMerchantRegistration(merchantInputOf(values));
  },
  async register(values, context) {
    const result = await registerP24Merchant(
      merchantInputOf(values) as MerchantRegistrationInput,
      context,
    ).catch((error: unknown) => {
      throw registrationRefusal(error);
    });
    const reference = String(result.merchantId);
    return {
      reference,
      settings: { marketplaceMerchantId: reference },
      ...(result.link ? { link: result.link } : {}),
    };
  },
};
