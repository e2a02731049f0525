/**
 * The payments grid's columns (first document §3 "Payment grid columns: amount, type, method, date, status,
 * title, product, paymentId, extPaymentId, account (IBAN), description, remarks, isArchived"), plus the payer
 * and the flags the money flow raised. Labels come from the server; core's labels stand in when missing.
 */
import {
  formatIban,
  isPaymentMethod,
  isPaymentStatus,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@zapisy/core';
import type { GridColumnDef } from '../../grid/column-model.js';
import type { PaymentFlagView, PaymentView } from './payments-api.js';

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentView['type'], string>> = {
  payment: 'Wpłata',
  refund: 'Zwrot',
};

/** Polish labels of the flags the API raises, for flags sent as bare codes. */
export const PAYMENT_FLAG_LABELS: Readonly<Record<string, string>> = {
  'amount-mismatch': 'Niezgodna kwota',
  'currency-mismatch': 'Niezgodna waluta',
  'no-billings': 'Brak należności',
  'late-after-cancel': 'Wpłata po anulowaniu',
};

export function flagCode(flag: PaymentFlagView): string {
  return typeof flag === 'string' ? flag : flag.code;
}

export function flagLabel(flag: PaymentFlagView): string {
  if (typeof flag !== 'string' && flag.label) return flag.label;
  const code = flagCode(flag);
  return PAYMENT_FLAG_LABELS[code] ?? code;
}

export function isFlagged(payment: Pick<PaymentView, 'flags'>): boolean {
  return (payment.flags ?? []).length > 0;
}

export function statusLabel(payment: Pick<PaymentView, 'status' | 'statusLabel'>): string {
  if (payment.statusLabel) return payment.statusLabel;
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
