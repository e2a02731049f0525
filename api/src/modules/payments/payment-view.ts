/**
 * A payment as the organizer's payments grid shows it (/admin/listy/wplaty; first document §3 Payment grid
 * columns: amount, type, method, date, status, title, product, paymentId, extPaymentId, account (IBAN),
 * description, remarks, isArchived), with Polish labels and the payer's name. A refund row shows its own
 * state in `statusLabel` ('Zwrot w toku', 'Zwrócono', 'Zwrot nieudany'; `status` stays the stored payment
 * status for filters), and a failed refund carries the 'refund-failed' flag.
 */
import {
  isOnlineAttempt,
  ONLINE_ATTEMPT_LABEL,
  PAYMENT_ACCOUNT_SOURCE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  type PaymentMethod,
  type PaymentStatus,
  paymentRowFlags,
  paymentRowStatusLabel,
  type RefundStatus,
  refundStateOf,
} from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { type CustomerRecord, customersOf } from '../projects/index.js';
import type { OrganizerPaymentRecord, PaymentReview } from './organizer-records.js';
import { customerName, fullName } from './payer-names.js';

export interface PaymentView {
  _id: string;
  paymentId: string;
  extPaymentId: string | null;
  type: 'payment' | 'refund';
  typeLabel: string;
  method: PaymentMethod;
  methodLabel: string;
  provider: string | null;
  providerLabel: string | null;
  /** Whose gateway account took an online payment ('Konto projektu', …); null for other methods. */
  accountSourceLabel: string | null;
  date: Date;
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** A payment's status label, or a refund's own state. */
  statusLabel: string;
  title: string | null;
  description: string | null;
  product: string | null;
  account: string | null;
  receivingAccount: string | null;
  remarks: string | null;
  isArchived: boolean;
  customerId: string;
  customerName: string;
  customerEmail: string | null;
  participantIds: string[];
  flags: { code: string; label: string }[];
  /** A refund's state (one not answered by the gateway yet reads 'pending'); null on a payment. */
  refundStatus: RefundStatus | null;
  refundOf: string | null;
  settledAt: Date | null;
  review: PaymentReview | null;
  createdBy: string | null;
}

export interface PayerOfPayment {
  name: string;
  email: string | null;
}

export async function payersOf(
  store: Store,
  organizationId: string,
  customerIds: readonly string[],
): Promise<Map<string, PayerOfPayment>> {
  const ids = [...new Set(customerIds)];
  const found =
    ids.length === 0
      ? []
      : await customersOf(store, organizationId)
          .find({ _id: { $in: ids } })
          .toArray();
  return new Map(
    found.map((customer: CustomerRecord) => [
      customer._id,
      {
        name: fullName(customerName(customer)),
        email: typeof customer.email === 'string' && customer.email ? customer.email : null,
      },
    ]),
  );
}

export function paymentView(
  record: OrganizerPaymentRecord,
  payer: PayerOfPayment | undefined,
  providerLabel: (id: string) => string | undefined,
): PaymentView {
  return {
    _id: record._id,
    paymentId: record.paymentId,
    extPaymentId: record.extPaymentId ?? null,
    type: record.type,
    typeLabel: isOnlineAttempt(record) ? ONLINE_ATTEMPT_LABEL : PAYMENT_TYPE_LABELS[record.type],
    method: record.method,
    methodLabel: PAYMENT_METHOD_LABELS[record.method] ?? record.method,
    provider: record.provider ?? null,
    providerLabel: record.provider ? (providerLabel(record.provider) ?? record.provider) : null,
    accountSourceLabel: record.accountSource ? PAYMENT_ACCOUNT_SOURCE_LABELS[record.accountSource] : null,
    date: record.date,
    amount: record.amount,
    currency: record.currency,
    status: record.status,
    statusLabel: paymentRowStatusLabel(record),
    title: record.title ?? null,
    description: record.description ?? null,
    product: record.product ?? null,
    account: record.account ?? null,
    receivingAccount: record.receivingAccount ?? null,
    remarks: record.remarks ?? null,
    isArchived: record.isArchived === true,
    customerId: record.customerId,
    customerName: payer?.name ?? '',
    customerEmail: payer?.email ?? null,
    participantIds: record.participantIds ?? [],
    flags: paymentRowFlags(record),
    refundStatus: refundStateOf(record),
    refundOf: record.refundOf ?? null,
    settledAt: record.settlement?.at ?? null,
    review: record.review ?? null,
    createdBy: record.createdBy ?? null,
  };
}
