/**
 * The customer card's participations (first document §3 Customer: a customer pays for participants in any
 * project of the organization): each participant the customer registered or pays for, with the project's
 * name, address and date format, newest first. Organization-scoped reads only, through the repositories.
 */
import type { Store } from '../../storage/index.js';
import { TenantRepository } from '../../storage/index.js';
import { PARTICIPANTS, projectsOf } from '../projects/index.js';
import { findCustomer } from './customer-edit.js';

/** More than any real customer has; the card lists them all. */
const MOST_PARTICIPATIONS = 500;

export interface CustomerParticipation {
  participantId: string;
  eventId: string;
  projectName: string;
  /** The project's address (`?projekt=`), to open the participant in its project. */
  projectDomain: string;
  /** The project's `event.dateFormat` (empty for the default). */
  dateFormat: string;
  firstName: string;
  lastName: string;
  status: string;
  onWaitingList: boolean;
  createdOn: string | null;
  /** Integer grosze. */
  totalSum: number;
  leftToPay: number;
}

interface StoredParticipant {
  _id: string;
  eventId: string;
  status?: string;
  onWaitingList?: boolean;
  createdOn?: Date | string;
  data?: { name: string; value: unknown }[];
  calculated?: { totalSum?: number; leftToPay?: number };
}

const answer = (participant: StoredParticipant, name: string) => {
  const value = participant.data?.find((entry) => entry.name === name)?.value;
  return typeof value === 'string' ? value : '';
};

const grosze = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);

export async function customerParticipations(
  store: Store,
  organizationId: string,
  customerId: string,
): Promise<{ participations: CustomerParticipation[] }> {
  await findCustomer(store, organizationId, customerId);
  const participants = new TenantRepository(store.db.collection<StoredParticipant>(PARTICIPANTS), {
    organizationId,
  });
  const found = (await participants
    .find(
      { customerId },
      {
        sort: { createdOn: -1, _id: 1 },
        limit: MOST_PARTICIPATIONS,
        projection: { _id: 1, eventId: 1, status: 1, onWaitingList: 1, createdOn: 1, data: 1, calculated: 1 },
      },
    )
    .toArray()) as StoredParticipant[];
  const eventIds = [...new Set(found.map((participant) => participant.eventId))];
  const projects = await projectsOf(store, organizationId)
    .find(
      { _id: { $in: eventIds } },
      { projection: { 'event.name': 1, 'event.domainName': 1, 'event.dateFormat': 1 } },
    )
    .toArray();
  const byId = new Map(projects.map((project) => [project._id, project.event]));
  return {
    participations: found.map((participant) => {
      const event = byId.get(participant.eventId) as
        | { name?: string; domainName?: string; dateFormat?: string }
        | undefined;
      const created = participant.createdOn ? new Date(participant.createdOn) : null;
      return {
        participantId: participant._id,
        eventId: participant.eventId,
        projectName: event?.name ?? 'Projekt usunięty',
        projectDomain: event?.domainName ?? '',
        dateFormat: event?.dateFormat ?? '',
        firstName: answer(participant, 'first_name'),
        lastName: answer(participant, 'last_name'),
        status: participant.status ?? '',
        onWaitingList: participant.onWaitingList === true,
        createdOn: created && !Number.isNaN(created.getTime()) ? created.toISOString() : null,
        totalSum: grosze(participant.calculated?.totalSum),
        leftToPay: grosze(participant.calculated?.leftToPay),
      };
    }),
  };
}
