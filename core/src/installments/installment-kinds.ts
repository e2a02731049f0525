/** Installment schedule types (second document §3 "Installments definition"). */
export const INSTALLMENTS_TYPES = [
  'constantDate',
  'advance',
  'constantNumber',
  'betweenDates',
  'advanceBetweenDates',
] as const;
export type InstallmentsType = (typeof INSTALLMENTS_TYPES)[number];

/** How often scheduled installments fall due (second document §3). */
export const INSTALLMENT_FREQUENCIES = ['immediate', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type InstallmentFrequency = (typeof INSTALLMENT_FREQUENCIES)[number];

/** How the entered amount turns into the amount to pay (second document §3, §4). */
export const INSTALLMENT_CALCULATION_TYPES = [
  'constantAmountPerInstallment',
  'amountTimesMultiplier',
  'totalAmount',
] as const;
export type InstallmentCalculationType = (typeof INSTALLMENT_CALCULATION_TYPES)[number];

/** Polish name of the default definition: "Default definition is named single payment (Polish label)". */
export const SINGLE_PAYMENT_LABEL = 'Płatność jednorazowa';

/** Polish labels of the installment types (the spec names the types, the wording is ours). */
export const INSTALLMENTS_TYPE_LABELS: Readonly<Record<InstallmentsType, string>> = {
  constantDate: 'Stałe terminy',
  advance: 'Zaliczka i stałe terminy',
  constantNumber: 'Stała liczba rat',
  betweenDates: 'Raty między datami',
  advanceBetweenDates: 'Zaliczka i raty między datami',
};

/** Polish labels of the frequencies. */
export const INSTALLMENT_FREQUENCY_LABELS: Readonly<Record<InstallmentFrequency, string>> = {
  immediate: 'Jednorazowo',
  daily: 'Codziennie',
  weekly: 'Co tydzień',
  monthly: 'Co miesiąc',
  yearly: 'Co rok',
};

/** Polish labels of the calculation types. */
export const INSTALLMENT_CALCULATION_TYPE_LABELS: Readonly<Record<InstallmentCalculationType, string>> = {
  constantAmountPerInstallment: 'Stała kwota każdej raty',
  amountTimesMultiplier: 'Kwota razy mnożnik',
  totalAmount: 'Kwota całkowita podzielona na raty',
};

export function isInstallmentsType(value: unknown): value is InstallmentsType {
  return (INSTALLMENTS_TYPES as readonly unknown[]).includes(value);
}

export function isInstallmentFrequency(value: unknown): value is InstallmentFrequency {
  return (INSTALLMENT_FREQUENCIES as readonly unknown[]).includes(value);
}

export function isInstallmentCalculationType(value: unknown): value is InstallmentCalculationType {
  return (INSTALLMENT_CALCULATION_TYPES as readonly unknown[]).includes(value);
}
