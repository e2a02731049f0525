/**
 * The domain events of payments, written in the transaction of their change:
 * - `payment.started` with the online payment's record, before the gateway is asked;
 * - `payment.flagged` when a notification's amount or currency holds the payment for the organizer;
 * - after a payment's money is on the billings, `payment.completed` (money received, or a cash payment
 *   booked), or `payment.refunded` for a refund's money taken back (the settlement's transaction, so the
 *   event exists exactly when the money was applied). The project's `payment-executed` webhook subscribes.
 * The participant_paid notification record is handled by the status rule itself ("Entering paid clears the
 * participant_paid notification record", core recalculateParticipantStatus).
 */
import { domainEvent, type NewDomainEvent, type PaymentFacts } from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import type { Store } from '../../storage/index.js';
import type { ProjectRecord } from '../projects/index.js';
import type { SettledHook } from './settle-payment.js';
import type { PaymentFlag, PaymentRecord } from './store.js';

export function paymentFacts(payment: PaymentRecord): PaymentFacts {
  return {
    paymentId: payment.paymentId,
    extPaymentId: payment.extPaymentId ?? null,
    customerId: payment.customerId,
    type: payment.type,
    method: payment.method,
    provider: payment.provider ?? null,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    date: payment.date.toISOString(),
  };
}

interface ProjectTenant {
  organizationId: string;
  eventId: string;
}

export function paymentStartedEvent(tenant: ProjectTenant, payment: PaymentRecord): NewDomainEvent {
  const { extPaymentId: _none, ...facts } = paymentFacts(payment);
  return domainEvent({
    name: 'payment.started',
    tenant,
    aggregate: { type: 'payment', id: payment.paymentId },
    payload: facts,
  });
}

export function paymentFlaggedEvent(
  tenant: ProjectTenant,
  payment: PaymentRecord,
  flags: readonly PaymentFlag[],
): NewDomainEvent {
  return domainEvent({
    name: 'payment.flagged',
    tenant,
    aggregate: { type: 'payment', id: payment.paymentId },
    payload: {
      paymentId: payment.paymentId,
      customerId: payment.customerId,
      flags: [...flags],
      amount: payment.amount,
    },
  });
}

export function paymentSettledEvent(store: Store, project: ProjectRecord, now: Date): SettledHook {
  return async (session, payment, shares, participants) => {
    const tenant = { organizationId: project.organizationId, eventId: payment.eventId };
    const aggregate = { type: 'payment', id: payment.paymentId } as const;
    const settled = {
      ...paymentFacts(payment),
      billings: shares.map((share) => ({ billingId: share.billingId, amount: share.amount })),
      participants: participants.map((p) => ({ participantId: p.participantId, status: p.status })),
    };
    const event: NewDomainEvent =
      payment.type === 'refund'
        ? domainEvent({
            name: 'payment.refunded',
            tenant,
            aggregate,
            payload: { ...settled, refundedPaymentId: payment.refundOf ?? null },
          })
        : domainEvent({ name: 'payment.completed', tenant, aggregate, payload: settled });
    await emitEvents(store, [event], { session, now });
  };
}
