/**
 * The payments grid's columns (first document §3 "Payment grid columns: amount, type, method, date, status,
 * title, product, paymentId, extPaymentId, account (IBAN), description, remarks, isArchived"), plus the payer
 * and the flags the money flow raised. Labels come from the server; core's labels stand in when missing. A
 * refund row's status is the refund's own state, and a failed refund carries a flag.
 */
import {
  formatIban,
  HOLDING_PAYMENT_FLAGS,
  isPaymentMethod,
  isPaymentStatus,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  paymentFlagLabel,
  REFUND_STATUS_LABELS,
} from '@zapisy/core';
import type { GridColumnDef } from '../../grid/column-model.js';
import type { PaymentFlagView, PaymentView } from './payments-api.js';

export function flagCode(flag: PaymentFlagView): string {
  return typeof flag === 'string' ? flag : flag.code;
}

export function flagLabel(flag: PaymentFlagView): string {
  if (typeof flag !== 'string' && flag.label) return flag.label;
  return paymentFlagLabel(flagCode(flag));
}

/**
 * A payment the money flow holds for the organizer's decision (release or reject): an amount or currency
 * mismatch not decided and not settled yet. Other flags (no billings, an unfinished gateway follow-up) are
 * shown but ask for no decision.
 */
export function needsDecision(
  payment: Pick<PaymentView, 'type' | 'flags' | 'settledAt' | 'review'>,
): boolean {
  const holding = (payment.flags ?? []).some((flag) =>
    (HOLDING_PAYMENT_FLAGS as readonly string[]).includes(flagCode(flag)),
  );
  return payment.type === 'payment' && holding && !payment.settledAt && !payment.review;
}

/** A refund the gateway refused: its money did not go back to the payer. */
export function isFailedRefund(payment: Pick<PaymentView, 'type' | 'refundStatus'>): boolean {
  return payment.type === 'refund' && payment.refundStatus === 'failed';
}

/** The refund's state in Polish ('' on a payment). */
export function refundStatusLabel(payment: Pick<PaymentView, 'type' | 'refundStatus'>): string {
  if (payment.type !== 'refund') return '';
  const state = payment.refundStatus ?? 'pending';
  return (REFUND_STATUS_LABELS as Readonly<Record<string, string>>)[state] ?? state;
}

/** The status column: the server's label; else a payment's status or a refund's own state in Polish. */
export function statusLabel(
  payment: Pick<PaymentView, 'type' | 'status' | 'statusLabel' | 'refundStatus'>,
): string {
  if (payment.statusLabel) return payment.statusLabel;
  if (payment.type === 'refund') return refundStatusLabel(payment);
  return isPaymentStatus(payment.status) ? PAYMENT_STATUS_LABELS[payment.status] : payment.status;
}

/** The method, with the gateway for online payments ('Płatność online (Przelewy24)'). */
export function methodLabel(payment: Pick<PaymentView, 'method' | 'methodLabel' | 'providerLabel'>): string {
  const method =
    payment.methodLabel ?? (isPaymentMethod(payment.method) ? PAYMENT_METHOD_LABELS[payment.method] : '');
  return payment.providerLabel ? `${method} (${payment.providerLabel})` : method;
}

export function typeLabel(payment: Pick<PaymentView, 'type' | 'typeLabel'>): string {
  return payment.typeLabel ?? PAYMENT_TYPE_LABELS[payment.type] ?? payment.type;
}

/** An account number in groups of four (spec §5); anything that is not an account is shown as given. */
export function accountText(account: string | null | undefined): string {
  if (!account) return '';
  try {
    return formatIban(account);
  } catch {
    return account;
  }
}

export const PAYMENT_COLUMNS: readonly GridColumnDef<PaymentView>[] = [
  { id: 'amount', title: 'Kwota', kind: 'money', value: (p) => p.amount },
  { id: 'type', title: 'Typ', kind: 'text', width: 90, value: typeLabel },
  { id: 'method', title: 'Metoda', kind: 'text', width: 190, value: methodLabel },
  { id: 'date', title: 'Data', kind: 'date', value: (p) => p.date },
  { id: 'status', title: 'Status', kind: 'text', value: statusLabel },
  { id: 'customerName', title: 'Płatnik', kind: 'text', value: (p) => p.customerName ?? '' },
  { id: 'title', title: 'Tytuł', kind: 'text', width: 220, value: (p) => p.title ?? '' },
  { id: 'product', title: 'Produkt', kind: 'text', value: (p) => p.product ?? '' },
  { id: 'paymentId', title: 'Nr wpłaty', kind: 'text', value: (p) => p.paymentId },
  { id: 'extPaymentId', title: 'Nr w operatorze', kind: 'text', value: (p) => p.extPaymentId ?? '' },
  { id: 'account', title: 'Rachunek', kind: 'text', width: 280, value: (p) => accountText(p.account) },
  { id: 'description', title: 'Opis', kind: 'text', width: 200, value: (p) => p.description ?? '' },
  { id: 'remarks', title: 'Uwagi', kind: 'text', width: 200, value: (p) => p.remarks ?? '' },
  { id: 'isArchived', title: 'Archiwalna', kind: 'boolean', value: (p) => p.isArchived === true },
  {
    id: 'flags',
    title: 'Oznaczenia',
    kind: 'text',
    sortable: false,
    value: (p) => (p.flags ?? []).map(flagLabel).join(', '),
  },
];
