/**
 * An online payment whose money never came: the payer was sent to the gateway and the attempt was
 * abandoned, cancelled, or is still open there (CREATED, NEW, PENDING, CANCELED), and nothing holds it for
 * the organizer (a payment held for a decision carries a flag). It is not money: it never sits on billings,
 * is never refunded, stays out of the default payments view (a filter shows it) and never gives a
 * participant's payment method or status. The money that came is what isMoneyReceived says.
 */
import type { PaymentMethod } from './payment-method.js';
import type { PaymentStatus } from './payment-status.js';

/** How the payments list names such a row (never 'Wpłata': no money came). */
export const ONLINE_ATTEMPT_LABEL = 'Próba płatności online';

export const ONLINE_ATTEMPT_STATUSES: readonly PaymentStatus[] = ['CREATED', 'NEW', 'PENDING', 'CANCELED'];

export function isOnlineAttempt(payment: {
  type: string;
  method: PaymentMethod | string;
  status: PaymentStatus | string;
  flags?: readonly string[];
}): boolean {
  return (
    payment.type === 'payment' &&
    payment.method === 'online' &&
    (ONLINE_ATTEMPT_STATUSES as readonly string[]).includes(payment.status) &&
    (payment.flags ?? []).length === 0
  );
}
