/**
 * The billing events, built alike by every producer of a billing change (a registration creates billings,
 * a payment or an organizer's correction changes them). Pure builders; the API writes them in the change's
 * transaction.
 */
import type { Billing } from '../billing/billing.js';
import { domainEvent, type EventTenant, type NewDomainEvent } from './domain-event.js';

type StoredBilling = Billing & { _id: string };

function billingFacts(billing: StoredBilling) {
  return {
    billingId: billing._id,
    participantId: billing.sourceId ?? null,
    customerId: billing.customerId ?? null,
    amount: billing.amount,
    leftToPay: billing.leftToPay,
  };
}

export function billingCreatedEvent(tenant: EventTenant, billing: StoredBilling): NewDomainEvent {
  return domainEvent({
    name: 'billing.created',
    tenant,
    aggregate: { type: 'billing', id: billing._id },
    payload: {
      ...billingFacts(billing),
      requiredDate: billing.requiredDate.toISOString(),
      category: billing.category ?? null,
    },
  });
}

export function billingChangedEvent(tenant: EventTenant, billing: StoredBilling): NewDomainEvent {
  return domainEvent({
    name: 'billing.changed',
    tenant,
    aggregate: { type: 'billing', id: billing._id },
    payload: { ...billingFacts(billing), status: billing.status },
  });
}
