/**
 * Duplicate and new edition (spec second document §2, §4): one store transaction, so a failure (a taken
 * domain caught by the unique index, anything else) leaves nothing half-done.
 *
 * - Duplicate: the copy gets the new name and domain, participants and customers ARE copied (new ids,
 *   pointing at the copy); the original keeps running, renamed/moved to oldName/oldDomain when those differ.
 * - New edition: "set old project inactive with its new domain, then duplicate": the original moves to
 *   oldDomain (default current + '-stare') and is deactivated; the new edition takes newDomain (the current
 *   address for `/project/duplicate`) and its `baseEventId` names the first edition. Participant and
 *   customer data is NOT copied.
 *
 * Settings and the project's own strings are copied in both modes, and so is what other modules keep per
 * project (the payment override with its still encrypted gateway keys): each gives a copier through the
 * deps, run in the same transaction.
 */
import { generateId, type NounForms, ValidationError, type VocabularyNoun } from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import { type Store, type StoreSession, TenantRepository } from '../../storage/index.js';
import { type AuditActor, diffForAudit, recordAudit } from '../audit/index.js';
import { projectDuplicatedEvent } from './events.js';
import { domainTaken } from './messages.js';
import {
  completeProject,
  customersOf,
  isDuplicateKey,
  PROJECT_STRINGS,
  type ProjectRecord,
  type ProjectStringsDocument,
  participantsOf,
  projectsOf,
} from './store.js';

export const PROJECT_ID_LENGTH = 24;
const RECORD_ID_LENGTH = 24;

export interface CopyProjectInput {
  source: ProjectRecord;
  newName: string;
  newDomain: string;
  oldName: string;
  oldDomain: string;
  newEdition: boolean;
  actor: AuditActor;
  now: Date;
}

/** Copies what a module keeps for project `from` to its copy `to`, inside the copy's transaction. */
export type ProjectDataCopier = (
  store: Store,
  from: ProjectRecord,
  to: ProjectRecord,
  session: StoreSession,
) => Promise<void>;

export interface CopyProjectDeps {
  store: Store;
  /** The nouns of a translation type, for the "domain taken" message. */
  nounsOf: (translationType: string | undefined) => Record<VocabularyNoun, NounForms>;
  /** What other modules copy per project. */
  copiers: readonly ProjectDataCopier[];
}

export interface CopyProjectResult {
  project: ProjectRecord;
  original: ProjectRecord;
  copiedParticipants: number;
  copiedCustomers: number;
}

async function copyStrings(store: Store, from: ProjectRecord, to: ProjectRecord, session: StoreSession) {
  const collection = store.db.collection<ProjectStringsDocument>(PROJECT_STRINGS);
  const source = new TenantRepository(collection, {
    organizationId: from.organizationId,
    eventId: from.eventId,
  });
  const saved = await source.findOne({}, { session });
  if (!saved) return;
  const target = new TenantRepository(collection, { organizationId: to.organizationId, eventId: to.eventId });
  const { _id, ...rest } = saved;
  await target.insertOne({ ...rest, eventId: to.eventId, updatedAt: to.createdAt }, { session });
}

/** Copies the project's customers and participants to the copy; returns how many of each. */
async function copyPeople(store: Store, from: ProjectRecord, to: ProjectRecord, session: StoreSession) {
  const customers = customersOf(store, from.organizationId);
  const linked = await customers
    .find({ $or: [{ eventId: from.eventId }, { eventIds: from.eventId }] }, { session })
    .toArray();
  const customerIds = new Map<string, string>();
  const newCustomers = linked.map((customer) => {
    const id = generateId(RECORD_ID_LENGTH);
    customerIds.set(customer._id, id);
    const copy = { ...customer, _id: id };
    if (customer.eventId === from.eventId) copy.eventId = to.eventId;
    if (Array.isArray(customer.eventIds)) {
      copy.eventIds = customer.eventIds.map((eventId) => (eventId === from.eventId ? to.eventId : eventId));
    }
    return copy;
  });
  if (newCustomers.length > 0) await customers.insertMany(newCustomers, { session });

  const source = participantsOf(store, { organizationId: from.organizationId, eventId: from.eventId });
  const participants = await source.find({}, { session }).toArray();
  const newParticipants = participants.map((participant) => {
    const copy = { ...participant, _id: generateId(RECORD_ID_LENGTH), eventId: to.eventId };
    const customerId = participant.customerId && customerIds.get(participant.customerId);
    if (customerId) copy.customerId = customerId;
    return copy;
  });
  const target = participantsOf(store, { organizationId: to.organizationId, eventId: to.eventId });
  if (newParticipants.length > 0) await target.insertMany(newParticipants, { session });
  return { participants: newParticipants.length, customers: newCustomers.length };
}

export async function copyProject(
  deps: CopyProjectDeps,
  input: CopyProjectInput,
): Promise<CopyProjectResult> {
  const { store } = deps;
  const { source, now } = input;
  const eventId = generateId(PROJECT_ID_LENGTH);
  const complete = completeProject(source);
  const { baseEventId: _base, ...settings } = complete;
  const project: ProjectRecord = {
    ...settings,
    _id: eventId,
    eventId,
    organizationId: source.organizationId,
    active: true,
    createdAt: now,
    updatedAt: now,
    event: { ...complete.event, name: input.newName, domainName: input.newDomain, isMainDomain: false },
  };
  if (input.newEdition) project.baseEventId = source.baseEventId ?? source.eventId;

  const originalChanges: Record<string, unknown> = {
    'event.name': input.oldName,
    'event.domainName': input.oldDomain,
    updatedAt: now,
  };
  if (input.newEdition) originalChanges.active = false;

  try {
    return await store.withTransaction(async (session) => {
      const projects = projectsOf(store, source.organizationId);
      // The original moves first, so a new edition can take over its address within the same transaction.
      const original = await projects.findOneAndUpdate(
        { _id: source._id },
        { $set: originalChanges },
        { session, returnDocument: 'after' },
      );
      if (!original) throw new ValidationError('Projekt został w międzyczasie usunięty');
      await projects.insertOne(project, { session });
      await copyStrings(store, source, project, session);
      for (const copy of deps.copiers) await copy(store, source, project, session);
      const copied = input.newEdition
        ? { participants: 0, customers: 0 }
        : await copyPeople(store, source, project, session);

      await recordAudit(
        store,
        {
          organizationId: source.organizationId,
          eventId: source.eventId,
          actor: input.actor,
          action: input.newEdition ? 'project.newEdition' : 'project.duplicate',
          target: { type: 'project', id: source.eventId },
          changes: [
            ...diffForAudit(
              { name: source.event.name, domainName: source.event.domainName, active: source.active },
              { name: original.event.name, domainName: original.event.domainName, active: original.active },
            ),
            { path: 'copy.eventId', oldValue: null, newValue: eventId },
          ],
          at: now,
        },
        { session },
      );
      const duplicated = projectDuplicatedEvent(source.organizationId, {
        sourceEventId: source.eventId,
        newEventId: eventId,
        mode: input.newEdition ? 'new-edition' : 'duplicate',
      });
      await emitEvents(store, [duplicated], { session, now });
      return {
        project,
        original,
        copiedParticipants: copied.participants,
        copiedCustomers: copied.customers,
      };
    });
  } catch (error) {
    if (isDuplicateKey(error)) throw domainTaken(deps.nounsOf(source.event.translationType));
    throw error;
  }
}
