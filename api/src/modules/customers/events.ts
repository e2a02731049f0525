/**
 * The domain events of customers: builders only; `emitEvents` writes them in the change's transaction.
 * The customers module subscribes to nothing.
 */
import { domainEvent, type NewDomainEvent } from '@zapisy/core';

/** Customers `mergedCustomerIds` were merged into `customerId` (their participants and billings moved). */
export function customerMergedEvent(
  organizationId: string,
  facts: { customerId: string; mergedCustomerIds: string[] },
): NewDomainEvent {
  return domainEvent({
    name: 'customer.merged',
    tenant: { organizationId },
    aggregate: { type: 'customer', id: facts.customerId },
    payload: facts,
  });
}
