/**
 * What a processed registration writes in one transaction: the customer (matched by e-mail, else created
 * with type 'participant') and its participants (a group when there are several: group id, groupIndex,
 * the first one the representative), plus the registration's final status.
 */
import {
  findMatchingCustomer,
  generateId,
  normalizeCustomerEmail,
  type ParticipantStatus,
} from '@zapisy/core';
import {
  type CustomerRecord,
  customersOf,
  type ParticipantRecord,
  type ProjectRecord,
  participantsOf,
} from '../projects/documents.js';
import type { Store, StoreSession } from '../storage/index.js';
import { type RegistrationOutcome, type RegistrationRecord, registrationsOf } from './documents.js';

export type FormData = Record<string, unknown>;

export interface CreatedParticipant {
  _id: string;
  status: ParticipantStatus;
  onWaitingList: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

async function matchOrCreateCustomer(
  store: Store,
  project: ProjectRecord,
  data: FormData,
  now: Date,
  session: StoreSession,
): Promise<string> {
  const customers = customersOf(store, project.organizationId);
  const raw = text(data.email_main);
  const email = normalizeCustomerEmail(raw);
  // Equality lookups (the organizationId_email index serves them; `$in` would scan every customer).
  const candidates: CustomerRecord[] = [];
  for (const address of new Set([email, raw])) {
    candidates.push(...(await customers.find({ email: address }, { session }).toArray()));
  }
  const match = findMatchingCustomer({ email }, candidates as { email?: string | null }[]);
  if (match) {
    const id = (match.customer as CustomerRecord)._id;
    await customers.updateOne({ _id: id }, { $addToSet: { eventIds: project.eventId } }, { session });
    return id;
  }
  const customer: CustomerRecord = {
    _id: generateId(12),
    organizationId: project.organizationId,
    type: 'participant',
    isPerson: true,
    active: true,
    email,
    firstName: text(data.first_name),
    lastName: text(data.last_name),
    ...(text(data.phone_number) ? { phoneNumber: text(data.phone_number) } : {}),
    eventId: project.eventId,
    eventIds: [project.eventId],
    createdAt: now,
  };
  await customers.insertOne(customer, { session });
  return customer._id;
}

function participantRecord(input: {
  project: ProjectRecord;
  registrationId: string;
  customerId: string;
  data: FormData;
  index: number;
  group: boolean;
  waiting: boolean;
  now: Date;
}): ParticipantRecord {
  const { project, waiting, now } = input;
  return {
    _id: generateId(12),
    eventId: project.eventId,
    organizationId: project.organizationId,
    customerId: input.customerId,
    registrationId: input.registrationId,
    status: waiting ? 'waiting' : 'registered',
    onWaitingList: waiting,
    statusDate: now,
    createdOn: now,
    isSurvey: false,
    data: Object.entries(input.data).map(([name, value]) => ({ name, value })),
    representative: input.index === 0,
    ...(input.group ? { group: input.registrationId, groupIndex: input.index } : {}),
  };
}

/** Writes customer, participants and the 'processed' registration together; all or nothing. */
export async function writeRegistration(
  store: Store,
  project: ProjectRecord,
  registration: RegistrationRecord,
  waiting: boolean,
  now: Date,
): Promise<RegistrationOutcome> {
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  return store.withTransaction(async (session) => {
    const customerId = await matchOrCreateCustomer(store, project, registration.data, now, session);
    const forms = [registration.data, ...registration.participants.map((p) => p.data)];
    const records = forms.map((data, index) =>
      participantRecord({
        project,
        registrationId: registration._id,
        customerId,
        data,
        index,
        group: forms.length > 1,
        waiting,
        now,
      }),
    );
    await participantsOf(store, tenant).insertMany(records, { session });
    const participants: CreatedParticipant[] = records.map((p) => ({
      _id: p._id,
      status: p.status as ParticipantStatus,
      onWaitingList: waiting,
    }));
    const outcome: RegistrationOutcome = {
      statusCode: 201,
      body: {
        registrationId: registration._id,
        status: 'processed',
        participants,
        completion: 'registration',
      },
    };
    await registrationsOf(store, tenant).updateOne(
      { _id: registration._id },
      {
        $set: {
          status: 'processed',
          customerId,
          participantIds: records.map((p) => p._id),
          outcome,
          updatedAt: now,
        },
      },
      { session },
    );
    return outcome;
  });
}
