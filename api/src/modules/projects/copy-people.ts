/**
 * Participants and customers of a copy (second document §2): "Duplicate modal: participant and customer data
 * IS copied"; a new edition warns that it is NOT. Each copied customer and participant gets a new id; a
 * participant's customer, its chosen products and installments plan and what it holds of the stock point at
 * the copy's own documents through the copy's id map. A customer of other projects too keeps them and gains
 * the copy.
 */
import { generateId } from '@zapisy/core';
import type { ProjectCopyContext, ProjectCopyContributor } from '../../project-copy/index.js';
import { type CustomerRecord, customersOf, type ParticipantRecord, participantsOf } from './store.js';

const RECORD_ID_LENGTH = 24;

const linkedTo = (eventId: string) => ({ $or: [{ eventId }, { eventIds: eventId }] });

function sourceCustomers(context: ProjectCopyContext) {
  const { store, from, session } = context;
  return customersOf(store, from.organizationId).find(linkedTo(from.eventId), { session }).toArray();
}

function sourceParticipants(context: ProjectCopyContext) {
  const { store, from, session } = context;
  const tenant = { organizationId: from.organizationId, eventId: from.eventId };
  return participantsOf(store, tenant).find({}, { session }).toArray();
}

/** How many participants and customers a copy carried (0 and 0 for a new edition). */
export async function countCopiedPeople(context: Pick<ProjectCopyContext, 'store' | 'session' | 'to'>) {
  const { store, to, session } = context;
  const tenant = { organizationId: to.organizationId, eventId: to.eventId };
  const [participants, customers] = await Promise.all([
    participantsOf(store, tenant).countDocuments({}, { session }),
    customersOf(store, to.organizationId).countDocuments(linkedTo(to.eventId), { session }),
  ]);
  return { participants, customers };
}

export const peopleCopyContributor: ProjectCopyContributor = {
  name: 'uczestnicy i klienci',
  async mapIds(context) {
    if (!context.copiesPeople) return;
    for (const record of [...(await sourceCustomers(context)), ...(await sourceParticipants(context))]) {
      context.ids.add(record._id, generateId(RECORD_ID_LENGTH));
    }
  },
  async copy(context) {
    if (!context.copiesPeople) return;
    const { store, to, ids, session } = context;
    // The whole record goes through the map: its _id, eventId(s), customerId, data and `reserved`.
    const customers = (await sourceCustomers(context)).map((customer) => ids.remap<CustomerRecord>(customer));
    if (customers.length > 0) await customersOf(store, to.organizationId).insertMany(customers, { session });
    const participants = (await sourceParticipants(context)).map((participant) =>
      ids.remap<ParticipantRecord>(participant),
    );
    const target = participantsOf(store, { organizationId: to.organizationId, eventId: to.eventId });
    if (participants.length > 0) await target.insertMany(participants, { session });
  },
};
