/**
 * `GET /organizations/o1/payment-onboarding` answers: a small schema with the P24 form's shapes (a labelled
 * string enum, a required group, an optional group, a list of rows) keeps jsdom's label queries fast.
 */
import type {
  PaymentOnboardingAnswer,
  PaymentOnboardingProvider,
  PaymentOnboardingRegistration,
} from './payment-onboarding-api.js';

const text = (title: string, maxLength: number) => ({ type: 'string', title, maxLength });

export const SMALL_ONBOARDING_SCHEMA = {
  type: 'object',
  title: 'Dane sprzedawcy',
  required: ['businessType', 'name', 'contactPerson'],
  additionalProperties: false,
  properties: {
    businessType: {
      type: 'string',
      title: 'Rodzaj działalności',
      enum: ['1', '8'],
      description: '1: Osoba fizyczna; 8: Spółka z ograniczoną odpowiedzialnością',
    },
    name: text('Nazwa firmy lub imię i nazwisko', 255),
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
    contactPerson: {
      type: 'object',
      title: 'Osoba kontaktowa',
      required: ['name', 'phoneNumber'],
      additionalProperties: false,
      properties: { name: text('Imię i nazwisko', 50), phoneNumber: text('Telefon (9 cyfr)', 15) },
    },
    correspondenceAddress: {
      type: 'object',
      title: 'Adres korespondencyjny (gdy inny niż siedziby)',
      required: ['city'],
      additionalProperties: false,
      properties: { city: text('Miejscowość', 50) },
    },
  },
};

export const P24_TITLE = 'Rejestracja sprzedawcy w Przelewy24 Marketplace';

export function p24Onboarding(overrides: Partial<PaymentOnboardingProvider> = {}): PaymentOnboardingProvider {
  return {
    provider: 'przelewy24marketplace',
    label: 'Przelewy24 Marketplace',
    title: P24_TITLE,
    description: 'Zarejestruj organizację jako sprzedawcę w marketplace platformy.',
    schema: SMALL_ONBOARDING_SCHEMA,
    account: { source: 'system', label: 'Systemowe konto płatności' },
    available: true,
    reason: null,
    registration: null,
    ...overrides,
  };
}

export const REGISTRATION: PaymentOnboardingRegistration = {
  reference: '123456',
  link: 'https://sandbox.przelewy24.pl/rejestracja/abc',
  registeredAt: '2026-03-01T10:00:00.000Z',
  registeredBy: 'admin@szkola.pl',
};

export const REGISTERED: PaymentOnboardingAnswer = {
  registration: REGISTRATION,
  settings: { marketplaceMerchantId: '123456' },
};
