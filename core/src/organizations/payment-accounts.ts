/**
 * Where a project's payment gateway account comes from (issue 6: provider settings "stored per
 * organization, overridable per project; useSystemPaymentAccounts supported"), in this order:
 * 1. the project's own override (a payment module and/or the provider group's keys),
 * 2. the platform's system account for the provider when the organization has
 *    `integrations.useSystemPaymentAccounts` (its own keys are then ignored),
 * 3. the organization's `integrations.<settingsKey>` group.
 *
 * A group is keyed by the provider's `settingsKey` (Przelewy24 and its marketplace share 'przelewy24').
 * Secret fields travel like the organization's: stored encrypted, answered as `{ set }`, and in a request
 * a blank value keeps the stored key.
 */

export const PAYMENT_ACCOUNT_SOURCES = ['project', 'organization', 'system'] as const;
export type PaymentAccountSource = (typeof PAYMENT_ACCOUNT_SOURCES)[number];

export const PAYMENT_ACCOUNT_SOURCE_LABELS: Readonly<Record<PaymentAccountSource, string>> = {
  project: 'Konto projektu',
  organization: 'Konto organizacji',
  system: 'Systemowe konto płatności',
};

/** The label of the project override's "no override" choice of payment module. */
export const PAYMENT_MODULE_AS_ORGANIZATION_LABEL = 'Jak w organizacji';

/** Why online payments cannot be taken (Polish, for organizers). */
export const PAYMENT_ACCOUNT_MESSAGES = {
  noModule: 'Nie wybrano modułu płatności online.',
  unknownModule: (module: string) => `Moduł płatności „${module}” nie jest zainstalowany.`,
  noSystemAccount: (label: string) =>
    `Brak systemowego konta płatności ${label}: organizacja używa kont systemowych, a administrator serwisu go nie skonfigurował.`,
  incomplete: (label: string, source: PaymentAccountSource) =>
    `${PAYMENT_ACCOUNT_SOURCE_LABELS[source]} ${label} nie ma wszystkich kluczy.`,
  unknownModuleInput: (module: string) => `nieznany moduł płatności „${module}”`,
  unknownAccount: (key: string) => `nieznana grupa ustawień bramki „${key}”`,
  missingField: (title: string) => `pole „${title}” jest wymagane`,
} as const;
