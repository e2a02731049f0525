/**
 * Payment statuses (first document §4, second §4): "CREATED, NEW, PENDING, CANCELED, WAITING FOR
 * CONFIRMATION, COMPLETED, IMPORTED, PAIDOUT, DUPLICATE. Polish labels in the payment grid: Utworzono, Nowe,
 * W trakcie..., Anulowano, Oczekuje na potwierdzenie, Wpłacono, Rozliczono, Rozliczono, Zduplikowano. New
 * payments start NEW."
 */
export const PAYMENT_STATUSES = [
  'CREATED',
  'NEW',
  'PENDING',
  'CANCELED',
  'WAITING FOR CONFIRMATION',
  'COMPLETED',
  'IMPORTED',
  'PAIDOUT',
  'DUPLICATE',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  CREATED: 'Utworzono',
  NEW: 'Nowe',
  PENDING: 'W trakcie...',
  CANCELED: 'Anulowano',
  'WAITING FOR CONFIRMATION': 'Oczekuje na potwierdzenie',
  COMPLETED: 'Wpłacono',
  IMPORTED: 'Rozliczono',
  PAIDOUT: 'Rozliczono',
  DUPLICATE: 'Zduplikowano',
};

/** "New payments start NEW." */
export const INITIAL_PAYMENT_STATUS: PaymentStatus = 'NEW';

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Statuses whose money reached the organizer: only these are assigned to billings. */
export const MONEY_RECEIVED_STATUSES: readonly PaymentStatus[] = ['COMPLETED', 'IMPORTED', 'PAIDOUT'];
const MONEY_RECEIVED: ReadonlySet<PaymentStatus> = new Set(MONEY_RECEIVED_STATUSES);

export function isMoneyReceived(status: PaymentStatus): boolean {
  return MONEY_RECEIVED.has(status);
}
