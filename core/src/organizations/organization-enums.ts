/**
 * The organization's enumerations (first document §3 "Organization"): the no-module choice, subscription
 * statuses and business types, with their Polish labels.
 */

/**
 * First document §3 "Payment module", "Accounting module": the installed plugins declare the modules
 * (`PluginSettings`); core knows only the choice of none.
 */
export const NO_MODULE = 'none';
export const NO_MODULE_LABEL = 'Brak';

/** First document §3: "Subscription status: free, subscription, inactive, quota"; second §3: "default Free". */
export const ORGANIZATION_SUBSCRIPTION_STATUSES = ['free', 'subscription', 'inactive', 'quota'] as const;
export type OrganizationSubscriptionStatus = (typeof ORGANIZATION_SUBSCRIPTION_STATUSES)[number];

export const ORGANIZATION_SUBSCRIPTION_STATUS_LABELS: Readonly<
  Record<OrganizationSubscriptionStatus, string>
> = {
  free: 'Bezpłatna',
  subscription: 'Subskrypcja',
  inactive: 'Nieaktywna',
  quota: 'Przekroczony limit',
};

/**
 * First document §3: "Business types 1 to 11: natural person, sole proprietorship, civil partnership,
 * general partnership, limited partnership, partnership limited by shares, joint-stock, limited liability
 * company, association/foundation/public benefit, church legal entity, cooperative."
 */
export const BUSINESS_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: 'Osoba fizyczna',
  2: 'Jednoosobowa działalność gospodarcza',
  3: 'Spółka cywilna',
  4: 'Spółka jawna',
  5: 'Spółka komandytowa',
  6: 'Spółka komandytowo-akcyjna',
  7: 'Spółka akcyjna',
  8: 'Spółka z ograniczoną odpowiedzialnością',
  9: 'Stowarzyszenie, fundacja, organizacja pożytku publicznego',
  10: 'Kościelna osoba prawna',
  11: 'Spółdzielnia',
};

export const BUSINESS_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** JSON Schema of a business type: 1–11 (labels in `BUSINESS_TYPE_LABELS` and in the description). */
export const businessTypeSchema = {
  type: 'integer',
  title: 'Forma prawna',
  enum: [...BUSINESS_TYPES],
  default: 1,
  description: BUSINESS_TYPES.map((value) => `${value}: ${BUSINESS_TYPE_LABELS[value]}`).join('; '),
} as const;
