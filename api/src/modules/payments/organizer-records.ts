/**
 * What the organizer's side adds to a stored payment (same `payments` collection): the reason a refund was
 * asked for with `markRefunded`, a refund ledger counter that serialises refunds of one payment, and the
 * organizer's decision on a flagged payment with both amounts (what was expected and what was reported).
 */
import { type Store, TenantRepository } from '../../storage/index.js';
import { PAYMENTS, type PaymentRecord } from './store.js';

export interface PaymentReview {
  decision: 'released' | 'rejected';
  by: string;
  at: Date;
  remark?: string;
  /** The amount the payment was created for. */
  expectedAmount: number;
  /** The amount the gateway reported (when a notification said so). */
  reportedAmount?: number;
  reportedCurrency?: string;
}

export interface OrganizerPaymentRecord extends PaymentRecord {
  /** On a refund: mark the participants refunded once it is settled and nothing of theirs is held. */
  markRefunded?: boolean;
  /** On a payment: bumped by every refund accepted, so concurrent refunds conflict and run one by one. */
  refundLedger?: number;
  review?: PaymentReview;
}

export function organizerPaymentsOf(
  store: Store,
  tenant: { organizationId: string; eventId: string },
): TenantRepository<OrganizerPaymentRecord> {
  return new TenantRepository(store.db.collection<OrganizerPaymentRecord>(PAYMENTS), tenant);
}
