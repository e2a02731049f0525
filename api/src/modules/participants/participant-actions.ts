/**
 * Row actions of the participants grid that need no payments (first document §2): remove, mark present,
 * change customer, links. Each is one atomic conditional update (or one transaction), never
 * read-modify-write.
 */
import {
  BusinessError,
  isParticipantStatus,
  NotFoundError,
  PARTICIPANT_STATUS_LABELS,
  PARTICIPANT_STATUSES_WITHOUT_DUES,
  type ParticipantStatus,
  participantMeeting,
  setTicketStatus,
  type TicketStatus,
} from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import type { Store } from '../../storage/index.js';
import {
  customersOf,
  type ParticipantRecord,
  type ProjectRecord,
  participantsOf,
} from '../projects/index.js';
import {
  heldReservation,
  RESERVED_FIELD,
  releasePlaces,
  releaseReservation,
} from '../registrations/index.js';
import { participantStatusChangedEvent, ticketValidatedEvent } from './events.js';
import { billingsOf } from './store.js';

export const PARTICIPANT_MESSAGES = {
  notFound: (id: string) => `Nie znaleziono uczestnika „${id}”`,
  customerNotFound: (id: string) => `Nie znaleziono klienta „${id}”`,
  alreadyRemoved: 'Uczestnik został już usunięty.',
  cannotBePresent: (status: string) =>
    `Nie można oznaczyć obecności uczestnika o statusie „${PARTICIPANT_STATUS_LABELS[status as ParticipantStatus] ?? status}”.`,
} as const;

/** Statuses that cannot be marked present: removed, refunded or still on the waiting list. */
const NOT_PRESENTABLE: readonly string[] = ['cancelled', 'refunded', 'waiting'];

function tenantOf(project: ProjectRecord) {
  return { organizationId: project.organizationId, eventId: project.eventId };
}

export async function findParticipant(
  store: Store,
  project: ProjectRecord,
  id: string,
): Promise<ParticipantRecord> {
  const participant = await participantsOf(store, tenantOf(project)).findOne({ _id: id });
  if (!participant) throw new NotFoundError(PARTICIPANT_MESSAGES.notFound(id));
  return participant;
}

function holdsPlace(status: unknown): boolean {
  return !PARTICIPANT_STATUSES_WITHOUT_DUES.includes(status as ParticipantStatus);
}

/**
 * Removal = status cancelled + removedOn (the row stays for the history). In ONE transaction with that
 * transition, a participant that held a place gives it back to the project's places counter, and everything
 * it took of the stock (`reserved`: product pieces, limited options) goes back with `$inc`, so a full project
 * or a sold-out product takes the next registration. The transition is the guard: removing twice, or
 * concurrently, gives the stock back once (a concurrent transaction conflicts, retries and finds it
 * cancelled). A participant on the waiting list took nothing.
 */
export async function removeParticipant(
  store: Store,
  project: ProjectRecord,
  id: string,
  now = new Date(),
): Promise<ParticipantRecord> {
  const tenant = tenantOf(project);
  const counters = (project as { registrationCounters?: { participants?: unknown } }).registrationCounters;
  const removed = await store.withTransaction(async (session) => {
    const before = await participantsOf(store, tenant).findOneAndUpdate(
      { _id: id, status: { $ne: 'cancelled' } },
      {
        $set: { status: 'cancelled', statusDate: now, removedOn: now, onWaitingList: false, isDirty: true },
        $unset: { [RESERVED_FIELD]: '' },
      },
      { returnDocument: 'before', session },
    );
    if (!before) return false;
    const cancelled = participantStatusChangedEvent(tenant, {
      participantId: id,
      customerId: typeof before.customerId === 'string' ? before.customerId : null,
      from: isParticipantStatus(before.status) ? before.status : null,
      to: 'cancelled',
    });
    await emitEvents(store, [cancelled], { session, now });
    if (holdsPlace(before.status) && typeof counters?.participants === 'number') {
      await releasePlaces(store, project, 1, session);
    }
    const reserved = await heldReservation(store, tenant, before, session);
    if (reserved) await releaseReservation(store, tenant, reserved, session);
    return true;
  });
  if (!removed) {
    await findParticipant(store, project, id);
    throw new BusinessError(PARTICIPANT_MESSAGES.alreadyRemoved, 'PARTICIPANT_REMOVED');
  }
  return findParticipant(store, project, id);
}

/**
 * Mark present: status present and the meeting's ticket validated ("A participant counts as present for
 * the ticket only if status is Present and the ticket is Validated"); present is then kept by recalculation
 * ("Automatic update is skipped when the status is present…"). Cancelled, refunded and waiting → 409.
 */
export async function markPresent(
  store: Store,
  project: ProjectRecord,
  id: string,
  meeting: number | undefined,
  now = new Date(),
): Promise<ParticipantRecord> {
  const participant = await findParticipant(store, project, id);
  if (NOT_PRESENTABLE.includes(participant.status ?? '')) {
    throw new BusinessError(
      PARTICIPANT_MESSAGES.cannotBePresent(participant.status ?? ''),
      'PARTICIPANT_NOT_PRESENTABLE',
    );
  }
  const index = participantMeeting(participant as { currentMeeting?: number | null }, meeting);
  const tickets = setTicketStatus(participant.ticketStatus as TicketStatus[] | undefined, index, 'validated');
  const changed = participant.status !== 'present';
  const tenant = tenantOf(project);
  const updated = await store.withTransaction(async (session) => {
    // The condition on status keeps a concurrent removal from being overwritten.
    const after = await participantsOf(store, tenant).findOneAndUpdate(
      { _id: id, status: { $nin: NOT_PRESENTABLE } },
      {
        $set: {
          status: 'present',
          ticketStatus: tickets,
          ...(changed ? { statusDate: now, isDirty: true } : {}),
        },
      },
      { returnDocument: 'after', session },
    );
    if (!after) return null;
    const customerId = typeof participant.customerId === 'string' ? participant.customerId : null;
    const events = [ticketValidatedEvent(tenant, { participantId: id, meeting: index, validatedBy: null })];
    if (changed) {
      const from = isParticipantStatus(participant.status) ? participant.status : null;
      events.push(
        participantStatusChangedEvent(tenant, { participantId: id, customerId, from, to: 'present' }),
      );
    }
    await emitEvents(store, events, { session, now });
    return after;
  });
  if (!updated) return markPresent(store, project, id, meeting, now);
  return updated;
}

/** Moves the participant, and its billings, to another customer of the organization (one transaction). */
export async function changeCustomer(
  store: Store,
  project: ProjectRecord,
  id: string,
  customerId: string,
): Promise<ParticipantRecord> {
  const customers = customersOf(store, project.organizationId);
  if (!(await customers.findOne({ _id: customerId }, { projection: { _id: 1 } }))) {
    throw new NotFoundError(PARTICIPANT_MESSAGES.customerNotFound(customerId));
  }
  await findParticipant(store, project, id);
  await store.withTransaction(async (session) => {
    await participantsOf(store, tenantOf(project)).updateOne(
      { _id: id },
      { $set: { customerId } },
      { session },
    );
    await billingsOf(store, tenantOf(project)).updateMany(
      { sourceId: id },
      { $set: { customerId } },
      { session },
    );
    await customers.updateOne({ _id: customerId }, { $addToSet: { eventIds: project.eventId } }, { session });
  });
  return findParticipant(store, project, id);
}

/** Form, payment and survey links of a participant on the project's domain (`<domain>.<baseDomain>`). */
export function participantLinks(
  project: ProjectRecord,
  participantId: string,
  config: { publicUrl: string; baseDomain: string },
): { form: string; payment: string; survey: string } {
  const base = new URL(config.publicUrl);
  const origin = `${base.protocol}//${project.event.domainName}.${config.baseDomain}${base.port ? `:${base.port}` : ''}`;
  const p = encodeURIComponent(participantId);
  return {
    form: `${origin}/formularz?p=${p}`,
    payment: `${origin}/platnosc?p=${p}`,
    survey: `${origin}/ankieta?p=${p}`,
  };
}
