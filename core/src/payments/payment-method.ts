/**
 * Payment methods (first document §3): "online ('Płatność online'), transfer ('Przelew'), cash ('Gotówka').
 * The payment form may also be none."
 */
export const PAYMENT_METHODS = ['online', 'transfer', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  online: 'Płatność online',
  transfer: 'Przelew',
  cash: 'Gotówka',
};

/** A participant's paymentForm (second document §3 Participant): a method or none. */
export type PaymentForm = PaymentMethod | 'none';

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}
