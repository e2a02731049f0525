/**
 * Polish labels of the payments grid (first document §3 Payment: type and method columns; the flags the
 * money flow sets when a payment needs the organizer's eye instead of being applied blindly), and how a
 * refund row reads: a refund is a movement of its own (§4: payments on billings "may be negative for a
 * correction or return"), so its status column shows the refund's state, never the payment status.
 */
import type { RefundStatus } from '../plugins/payment-provider.js';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from './payment-status.js';

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
  'follow-up-failed',
] as const;
export type PaymentFlagCode = (typeof PAYMENT_FLAGS)[number];

export const PAYMENT_FLAG_LABELS: Readonly<Record<PaymentFlagCode, string>> = {
  'amount-mismatch': 'Kwota niezgodna',
  'currency-mismatch': 'Inna waluta',
  'no-billings': 'Brak należności',
  'follow-up-failed': 'Nieukończone rozliczenie u operatora',
};

/** Flags that keep a payment off the billings until the organizer releases or rejects it. */
export const HOLDING_PAYMENT_FLAGS: readonly PaymentFlagCode[] = ['amount-mismatch', 'currency-mismatch'];

/** The states a refund takes: accepted and under way at the gateway, completed, or refused by the gateway. */
export const REFUND_STATUSES = ['pending', 'completed', 'failed'] as const satisfies readonly RefundStatus[];

export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  pending: 'Zwrot w toku',
  completed: 'Zwrócono',
  failed: 'Zwrot nieudany',
};

/** Shown (never stored) on a refund the gateway refused: the money did not go back to the payer. */
export const REFUND_FAILED_FLAG = {
  code: 'refund-failed',
  label: 'Zwrot nieudany – środki nie wróciły',
} as const;

/** The label of a flag; an unknown code is shown as it is. */
export function paymentFlagLabel(flag: string): string {
  return (PAYMENT_FLAG_LABELS as Readonly<Record<string, string>>)[flag] ?? flag;
}

export interface PaymentRowState {
  type: PaymentType;
  status: PaymentStatus;
  refundStatus?: RefundStatus | null;
  flags?: readonly string[] | null;
}

/** A refund's own state; one written before the gateway answered (no state yet) is under way. */
export function refundStateOf(row: Pick<PaymentRowState, 'type' | 'refundStatus'>): RefundStatus | null {
  return row.type === 'refund' ? (row.refundStatus ?? 'pending') : null;
}

/** The status column: a payment's status label, or a refund's own state ('Zwrot w toku', 'Zwrócono'…). */
export function paymentRowStatusLabel(
  row: Pick<PaymentRowState, 'type' | 'status' | 'refundStatus'>,
): string {
  const refund = refundStateOf(row);
  if (refund) return REFUND_STATUS_LABELS[refund];
  return PAYMENT_STATUS_LABELS[row.status] ?? row.status;
}

/** The flags column: the stored flags with their labels, plus a failed refund's warning. */
export function paymentRowFlags(row: PaymentRowState): { code: string; label: string }[] {
  const flags = (row.flags ?? []).map((code) => ({ code, label: paymentFlagLabel(code) }));
  if (refundStateOf(row) === 'failed') flags.push({ ...REFUND_FAILED_FLAG });
  return flags;
}
