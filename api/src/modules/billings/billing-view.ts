/** A billing as the participant's and the customer's card show it, with its payments (money in grosze). */
import type { BillingStatus } from '@zapisy/core';
import type { BillingRecord } from '../participants/index.js';

export interface BillingPaymentView {
  /** Position in the billing's payments: what DELETE …/payments/{index} names. */
  index: number;
  date: string;
  amount: number;
  paymentId?: string;
  statementId?: string;
  transferId?: string;
  refundId?: string;
}

export interface ManualBillingView {
  _id: string;
  eventId: string;
  customerId?: string;
  sourceId?: string;
  category?: string;
  isManual: boolean;
  amount: number;
  vat: number;
  vatPercent?: string;
  grossAmount: number;
  manualDiscount: number;
  leftToPay: number;
  status: BillingStatus;
  createdDate: string;
  requiredDate: string;
  paidDate?: string;
  invoiceId?: string;
  payments: BillingPaymentView[];
}

export function billingView(billing: BillingRecord): ManualBillingView {
  return {
    _id: billing._id,
    eventId: billing.eventId,
    ...(billing.customerId ? { customerId: billing.customerId } : {}),
    ...(billing.sourceId ? { sourceId: billing.sourceId } : {}),
    ...(billing.category ? { category: billing.category } : {}),
    isManual: billing.isManual === true,
    amount: billing.amount,
    vat: billing.vat,
    ...(billing.vatPercent ? { vatPercent: billing.vatPercent } : {}),
    grossAmount: billing.grossAmount,
    manualDiscount: billing.manualDiscount,
    leftToPay: billing.leftToPay,
    status: billing.status,
    createdDate: billing.createdDate.toISOString(),
    requiredDate: billing.requiredDate.toISOString(),
    ...(billing.paidDate ? { paidDate: billing.paidDate.toISOString() } : {}),
    ...(billing.invoiceId ? { invoiceId: billing.invoiceId } : {}),
    payments: billing.payments.map((payment, index) => ({
      index,
      date: payment.date.toISOString(),
      amount: payment.amount,
      ...(payment.paymentId ? { paymentId: payment.paymentId } : {}),
      ...(payment.statementId ? { statementId: payment.statementId } : {}),
      ...(payment.transferId ? { transferId: payment.transferId } : {}),
      ...(payment.refundId ? { refundId: payment.refundId } : {}),
    })),
  };
}
