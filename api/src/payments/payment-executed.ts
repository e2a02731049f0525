/**
 * After a payment's money is on the billings: the project's `payment-executed` webhook (first document
 * §7, recorded in the settlement's transaction as an outbox, so it fires exactly when the money was
 * applied). The participant_paid notification record is handled by the status rule itself ("Entering paid
 * clears the participant_paid notification record", core recalculateParticipantStatus).
 */
import type { ProjectRecord } from '../projects/documents.js';
import type { Store } from '../storage/index.js';
import { enqueueWebhook } from '../webhooks/index.js';
import type { SettledHook } from './settle-payment.js';

export function paymentExecutedWebhook(store: Store, project: ProjectRecord, now: Date): SettledHook {
  return async (session, payment, shares, participants) => {
    await enqueueWebhook(
      { store },
      project,
      'paymentExecuted',
      {
        eventId: payment.eventId,
        paymentId: payment.paymentId,
        extPaymentId: payment.extPaymentId ?? null,
        type: payment.type,
        method: payment.method,
        provider: payment.provider ?? null,
        amount: payment.amount,
        currency: payment.currency,
        status: payment.status,
        date: payment.date.toISOString(),
        customerId: payment.customerId,
        billings: shares.map((share) => ({ billingId: share.billingId, amount: share.amount })),
        participants: participants.map((p) => ({ _id: p.participantId, status: p.status })),
      },
      { session, now },
    );
  };
}
