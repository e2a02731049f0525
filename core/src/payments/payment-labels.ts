/**
 * Polish labels of the payments grid (first document §3 Payment: type and method columns; the flags the
 * money flow sets when a payment needs the organizer's eye instead of being applied blindly).
 */
export const PAYMENT_TYPES = ['payment', 'refund'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  payment: 'Wpłata',
  refund: 'Zwrot',
};

export const PAYMENT_FLAGS = [
  'amount-mismatch',
  'currency-mismatch',
  'no-billings',
  'late-after-cancel',
] as const;
export type PaymentFlagCode = (typeof PAYMENT_FLAGS)[number];

export const PAYMENT_FLAG_LABELS: Readonly<Record<PaymentFlagCode, string>> = {
  'amount-mismatch': 'Kwota niezgodna',
  'currency-mismatch': 'Inna waluta',
  'no-billings': 'Brak należności',
  'late-after-cancel': 'Wpłata po anulowaniu',
};

/** Flags that keep a payment off the billings until the organizer releases or rejects it. */
export const HOLDING_PAYMENT_FLAGS: readonly PaymentFlagCode[] = ['amount-mismatch', 'currency-mismatch'];

export const REFUND_STATUS_LABELS = {
  pending: 'Zwrot w toku',
  completed: 'Zwrócono',
  failed: 'Zwrot nieudany',
} as const;

/** The label of a flag; an unknown code is shown as it is. */
export function paymentFlagLabel(flag: string): string {
  return (PAYMENT_FLAG_LABELS as Readonly<Record<string, string>>)[flag] ?? flag;
}
