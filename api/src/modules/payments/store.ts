/**
 * The payments module's collections, tenant-scoped: `payments` (first document §3 Payment, money in integer
 * grosze) and `paymentNotifications` (every notification a gateway sent, raw, verified or not).
 */
import type { PaymentAccountSource, PaymentFlagCode, PaymentMethod, PaymentStatus } from '@zapisy/core';
import { type Store, TenantRepository } from '../../storage/index.js';
import { PAYMENT_REQUESTS } from './payment-requests.js';

export const PAYMENTS = 'payments';
export const PAYMENT_NOTIFICATIONS = 'paymentNotifications';

/** One billing's part of a settled payment (a refund's parts are negative). */
export interface PaymentShare {
  billingId: string;
  sourceId?: string;
  amount: number;
}

/** Why a payment needs the organizer's eye instead of being applied blindly. */
export type PaymentFlag = PaymentFlagCode;

/** A payment as stored (spec fields plus what the money flow needs). */
export interface PaymentRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  /** The spec's paymentId: our id, the one gateways echo (P24 sessionId, PayU extOrderId, Paynow externalId). */
  paymentId: string;
  /** The gateway's id (PayU orderId, Paynow paymentId, P24 orderId). */
  extPaymentId?: string;
  /** 'payment', or 'refund' for a negative movement returning money. */
  type: 'payment' | 'refund';
  method: PaymentMethod;
  /** The provider plugin id for online payments. */
  provider?: string;
  /**
   * Whose gateway account an online payment was created on (project override, system or organization);
   * its notifications, confirmation, status checks and refunds use that account while it is stored.
   */
  accountSource?: PaymentAccountSource;
  customerId: string;
  /** The participants whose billings the money is for; absent = all the customer's billings in the project. */
  participantIds?: string[];
  /** Integer grosze; negative for a refund. */
  amount: number;
  currency: string;
  date: Date;
  status: PaymentStatus;
  statusDate: Date;
  invoiceStatus?: PaymentStatus;
  title?: string;
  description?: string;
  continueUrl?: string;
  account?: string;
  receivingAccount?: string;
  sender?: string;
  product?: string;
  categoryId?: string;
  cost?: number;
  commission?: number;
  compensation?: number;
  isArchived?: boolean;
  remarks?: string;
  providerData?: Record<string, string | number>;
  /** Set once the money was spread over billings: applied exactly once. */
  settlement?: { at: Date; shares: PaymentShare[] };
  flags?: PaymentFlag[];
  /** For a refund: the payment it returns money of. */
  refundOf?: string;
  /** For a refund: the gateway's refund status. */
  refundStatus?: 'pending' | 'completed' | 'failed';
  createdBy?: string;
  createdAt: Date;
  updatedAt: Date;
}

export function paymentsOf(
  store: Store,
  tenant: { organizationId: string; eventId?: string },
): TenantRepository<PaymentRecord> {
  return new TenantRepository(store.db.collection<PaymentRecord>(PAYMENTS), tenant);
}

export async function ensurePaymentIndexes(store: Store): Promise<void> {
  const payments = store.db.collection(PAYMENTS);
  await payments.createIndex({ organizationId: 1, eventId: 1 }, { name: 'organizationId_eventId' });
  await payments.createIndex({ customerId: 1 }, { name: 'customerId' });
  await payments.createIndex(
    { organizationId: 1, provider: 1, extPaymentId: 1 },
    { name: 'provider_extPaymentId', sparse: true },
  );
  // The payment-follow-ups job's scans (completed payments of providers with follow-ups, due first).
  await payments.createIndex(
    { provider: 1, status: 1, 'followUp.state': 1, 'followUp.nextAttemptAt': 1 },
    { name: 'provider_status_followUp' },
  );
  // The refunds of a payment (organizer routes: refund totals and the detail view).
  await payments.createIndex(
    { organizationId: 1, refundOf: 1 },
    { name: 'organizationId_refundOf', sparse: true },
  );
  await store.db
    .collection(PAYMENT_REQUESTS)
    .createIndex({ organizationId: 1, eventId: 1 }, { name: 'organizationId_eventId' });
}
