/**
 * The audit entries of the organizer's money decisions at the desk (issue 14: money by hand is audited): a
 * cash payment taken and a refund ordered, with who did it, for whom (by name) and the amount and day.
 */
import type { AuditActor, AuditInput } from '../audit/index.js';
import type { OrganizerPaymentRecord } from './organizer-records.js';

export const PAYMENT_AUDIT_ACTIONS = {
  cash: 'payment.cash',
  refund: 'payment.refund',
} as const;

export function paymentAudit(
  action: (typeof PAYMENT_AUDIT_ACTIONS)[keyof typeof PAYMENT_AUDIT_ACTIONS],
  payment: OrganizerPaymentRecord,
  actor: AuditActor,
  payer: { participantId?: string; customerId?: string; name: string },
  at: Date,
): AuditInput {
  const target = payer.participantId
    ? { type: 'participant', id: payer.participantId }
    : { type: 'customer', id: payer.customerId ?? payment.customerId ?? '' };
  return {
    organizationId: payment.organizationId,
    eventId: payment.eventId,
    actor,
    action,
    target: { ...target, ...(payer.name ? { name: payer.name } : {}) },
    changes: [
      {
        path: 'payment',
        oldValue: null,
        newValue: {
          amount: payment.amount,
          date: payment.date.toISOString(),
          ...(payment.description ? { description: payment.description } : {}),
        },
      },
    ],
    at,
  };
}
