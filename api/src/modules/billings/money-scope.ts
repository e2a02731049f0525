/**
 * Whose billings a money action works on: a participant of a project (its billings, sourceId = participant
 * id) or a customer of the organization (its billings, optionally in one project). Resolves the records or
 * answers 404 in Polish, and reads the project's money options (VAT in left to pay, grace days).
 */
import { NotFoundError, participantGridName, ValidationError } from '@zapisy/core';
import type { Store, StoreSession } from '../../storage/index.js';
import type { AuditTarget } from '../audit/index.js';
import { type BillingRecord, billingsOf } from '../participants/index.js';
import {
  completeProject,
  customersOf,
  type ProjectMoneyOptions,
  type ProjectRecord,
  participantsOf,
  projectMoneyOptions,
  projectsOf,
} from '../projects/index.js';

export const SCOPE_MESSAGES = {
  unknownProject: 'Nie znaleziono projektu w tej organizacji',
  unknownParticipant: 'Nie znaleziono uczestnika w tym projekcie',
  unknownCustomer: 'Nie znaleziono klienta w tej organizacji',
  unknownBilling: 'Nie znaleziono należności',
  whose: 'Wskaż uczestnika (participantId) albo klienta (customerId)',
  participantNeedsProject: 'Uczestnik należy do projektu: podaj eventId',
  noCustomer: 'Uczestnik nie ma przypisanego klienta',
} as const;

/** Who the money belongs to, as the routes receive it. */
export interface ScopeInput {
  eventId?: string;
  participantId?: string;
  customerId?: string;
}

export interface MoneyScope {
  organizationId: string;
  customerId: string;
  /** Set for a participant's scope. */
  participantId?: string;
  /** Set when the scope is one project (always for a participant). */
  eventId?: string;
  target: { type: 'participant' | 'customer'; id: string };
}

function customerName(customer: Record<string, unknown>): string {
  return [customer.firstName, customer.lastName].filter((v) => typeof v === 'string' && v !== '').join(' ');
}

/** The scope's target with the name the audit log shows ('Anna Kowalska'), read inside the transaction. */
export async function namedAuditTarget(
  store: Store,
  scope: MoneyScope,
  session: StoreSession,
): Promise<AuditTarget> {
  const { organizationId } = scope;
  let name = '';
  if (scope.target.type === 'participant' && scope.eventId) {
    const participants = participantsOf(store, { organizationId, eventId: scope.eventId });
    const participant = await participants.findOne({ _id: scope.target.id }, { session });
    if (participant) name = participantGridName(participant);
  } else {
    const customer = await customersOf(store, organizationId).findOne({ _id: scope.target.id }, { session });
    if (customer) name = customerName(customer);
  }
  return { ...scope.target, ...(name ? { name } : {}) };
}

export async function loadProject(
  store: Store,
  organizationId: string,
  eventId: string,
): Promise<ProjectRecord> {
  const project = await projectsOf(store, organizationId).findOne({ _id: eventId });
  if (!project) throw new NotFoundError(SCOPE_MESSAGES.unknownProject);
  return completeProject(project);
}

export async function resolveScope(
  store: Store,
  organizationId: string,
  input: ScopeInput,
): Promise<MoneyScope> {
  if (input.participantId) {
    if (!input.eventId) throw new ValidationError(SCOPE_MESSAGES.participantNeedsProject);
    await loadProject(store, organizationId, input.eventId);
    const participant = await participantsOf(store, { organizationId, eventId: input.eventId }).findOne({
      _id: input.participantId,
    });
    if (!participant) throw new NotFoundError(SCOPE_MESSAGES.unknownParticipant);
    if (!participant.customerId) throw new ValidationError(SCOPE_MESSAGES.noCustomer);
    return {
      organizationId,
      customerId: String(participant.customerId),
      participantId: participant._id,
      eventId: input.eventId,
      target: { type: 'participant', id: participant._id },
    };
  }
  if (!input.customerId) throw new ValidationError(SCOPE_MESSAGES.whose);
  const customer = await customersOf(store, organizationId).findOne({ _id: input.customerId });
  if (!customer) throw new NotFoundError(SCOPE_MESSAGES.unknownCustomer);
  if (input.eventId) await loadProject(store, organizationId, input.eventId);
  return {
    organizationId,
    customerId: customer._id,
    ...(input.eventId ? { eventId: input.eventId } : {}),
    target: { type: 'customer', id: customer._id },
  };
}

/** The scope's billings, oldest first (a stable order, so equal statuses fill in creation order). */
export async function scopeBillings(
  store: Store,
  scope: MoneyScope,
  session?: StoreSession,
): Promise<BillingRecord[]> {
  const tenant = scope.eventId
    ? { organizationId: scope.organizationId, eventId: scope.eventId }
    : { organizationId: scope.organizationId };
  const filter: Record<string, unknown> = scope.participantId
    ? { sourceId: scope.participantId }
    : { customerId: scope.customerId };
  const found = await billingsOf(store, tenant)
    .find(filter, session ? { session } : {})
    .toArray();
  return found.sort(
    (a, b) => a.createdDate.getTime() - b.createdDate.getTime() || a._id.localeCompare(b._id),
  );
}

/** Money options of the scope's project; a customer across projects uses the first billing's project. */
export async function scopeMoneyOptions(
  store: Store,
  organizationId: string,
  eventId: string,
  now: Date,
): Promise<ProjectMoneyOptions> {
  return projectMoneyOptions(store, await loadProject(store, organizationId, eventId), now);
}

/**
 * Serialises the money writes of one customer (as settling a payment does): a write to the customer's
 * ledger counter inside the transaction, so two actions cannot both read the same billings.
 */
export async function lockCustomerLedger(
  store: Store,
  scope: MoneyScope,
  session: StoreSession,
): Promise<void> {
  await customersOf(store, scope.organizationId).updateOne(
    { _id: scope.customerId },
    { $inc: { ledgerVersion: 1 } },
    { session },
  );
}
