/**
 * What a processed registration writes in one transaction: its uploads claimed, the customer (matched by
 * e-mail, else created with type 'participant'), its participants (a group when there are several: group id,
 * groupIndex, the first one the representative) with their calculated amounts, installments and status,
 * their billings, the registration's domain events (registration.completed and billing.created, written
 * exactly when the registration commits; webhooks are one of their subscribers) and the registration's final
 * status, which hands the stock the registration holds to its participants. Nothing of it exists unless all
 * of it does.
 */
import {
  type Billing,
  billingCreatedEvent,
  findMatchingCustomer,
  generateId,
  normalizeCustomerEmail,
  type ParticipantStatus,
  type RegistrationQuote,
  ValidationError,
} from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import { type Store, type StoreSession, TenantRepository } from '../../storage/index.js';
import {
  type CustomerRecord,
  customersOf,
  type ParticipantRecord,
  type ProjectRecord,
  participantsOf,
} from '../projects/index.js';
import { claimUploads } from '../uploads/index.js';
import { LostClaim } from './claim.js';
import { crashPointForTests } from './crash-point.js';
import { registrationCompletedEvent } from './events.js';
import { initialParticipantStatus } from './initial-status.js';
import { BILLINGS, type ParticipantAmounts, participantAmounts } from './participant-amounts.js';
import { NOTHING_RESERVED, type ParticipantReservation } from './reservation.js';
import { type RegistrationOutcome, type RegistrationRecord, registrationsOf } from './store.js';

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
  amounts: ParticipantAmounts;
  id: string;
  index: number;
  group: boolean;
  waiting: boolean;
  reserved: ParticipantReservation;
  now: Date;
}): ParticipantRecord {
  const { project, waiting, now, amounts } = input;
  const { status, calculated } = initialParticipantStatus(amounts, waiting, now);
  return {
    _id: input.id,
    eventId: project.eventId,
    organizationId: project.organizationId,
    customerId: input.customerId,
    registrationId: input.registrationId,
    status,
    onWaitingList: waiting,
    statusDate: now,
    createdOn: now,
    isSurvey: false,
    data: Object.entries(input.data).map(([name, value]) => ({ name, value })),
    calculated,
    installments: amounts.installments,
    isBilled: amounts.isBilled,
    representative: input.index === 0,
    // What it took of the project's stock, given back exactly when it is removed (nothing when waiting).
    reserved: waiting ? NOTHING_RESERVED : input.reserved,
    ...(input.group ? { group: input.registrationId, groupIndex: input.index } : {}),
  };
}

/** Uploads a registration cannot claim (unknown, another project's or another registration's): a 400. */
export class UploadsNotClaimable extends Error {
  constructor(readonly errors: readonly string[]) {
    super(errors.join('; '));
    this.name = 'UploadsNotClaimable';
  }
}

async function claimRegistrationUploads(
  store: Store,
  tenant: { organizationId: string; eventId: string },
  write: RegistrationWrite,
  registration: RegistrationRecord,
  session: StoreSession,
): Promise<void> {
  try {
    await claimUploads(store, tenant, write.uploadIds, registration._id, session);
  } catch (error) {
    if (error instanceof ValidationError) throw new UploadsNotClaimable(error.errors);
    throw error;
  }
}

/** What the transaction writes besides the customer: every participant's stored data and quote. */
export interface RegistrationWrite {
  /** Validated data, the representative first. */
  forms: readonly FormData[];
  quotes: readonly RegistrationQuote[];
  waiting: boolean;
  useVat: boolean;
  /** Product pieces and limited options each participant took (same order as forms). */
  reservations: readonly ParticipantReservation[];
  /** Upload ids of the FileUpload and Signature fields: claimed by this registration or nothing is written. */
  uploadIds: readonly string[];
  /** The body of the 201 answer except registrationId, status and participants. */
  answer: (
    participants: CreatedParticipant[],
    billings: readonly ParticipantAmounts[],
  ) => Record<string, unknown>;
}

/**
 * Writes uploads' claims, customer, participants, billings, domain events and the 'processed'
 * registration together; all or nothing (the store retries a transient conflict, so everything inside is
 * recomputed on each attempt). An upload that is unknown or claimed by another registration throws the
 * uploads module's ValidationError (its Polish list) and rolls everything back.
 */
export async function writeRegistration(
  store: Store,
  project: ProjectRecord,
  registration: RegistrationRecord,
  write: RegistrationWrite,
  now: Date,
): Promise<RegistrationOutcome> {
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  return store.withTransaction(async (session) => {
    if (write.uploadIds.length > 0)
      await claimRegistrationUploads(store, tenant, write, registration, session);
    const customerId = await matchOrCreateCustomer(store, project, write.forms[0] ?? {}, now, session);
    const amounts: ParticipantAmounts[] = [];
    const records = write.forms.map((data, index) => {
      const id = generateId(12);
      const quote = write.quotes[index] as RegistrationQuote;
      const participantAmount = participantAmounts({
        participantId: id,
        eventId: project.eventId,
        customerId,
        quote,
        waiting: write.waiting,
        useVat: write.useVat,
        now,
      });
      amounts.push(participantAmount);
      return participantRecord({
        project,
        registrationId: registration._id,
        customerId,
        data,
        amounts: participantAmount,
        id,
        index,
        group: write.forms.length > 1,
        waiting: write.waiting,
        reserved: write.reservations[index] ?? NOTHING_RESERVED,
        now,
      });
    });
    await participantsOf(store, tenant).insertMany(records, { session });
    const billings = amounts.flatMap((a) => a.billings);
    if (billings.length > 0) {
      await new TenantRepository(store.db.collection<Billing & { _id: string }>(BILLINGS), tenant).insertMany(
        billings,
        { session },
      );
    }
    const participants: CreatedParticipant[] = records.map((p) => ({
      _id: p._id,
      status: p.status as ParticipantStatus,
      onWaitingList: write.waiting,
    }));
    const outcome: RegistrationOutcome = {
      statusCode: 201,
      body: {
        registrationId: registration._id,
        status: 'processed',
        participants,
        ...write.answer(participants, amounts),
      },
    };
    await emitEvents(
      store,
      [
        registrationCompletedEvent({
          tenant,
          registrationId: registration._id,
          customerId,
          participants,
          forms: write.forms,
          quotes: write.quotes,
          completedAt: now,
        }),
        ...billings.map((billing) => billingCreatedEvent(tenant, billing)),
      ],
      { session, now },
    );
    await crashPointForTests('before-final-status');
    // Conditional on this process's claim: the holding passes to the participants (their `reserved`).
    const final = await registrationsOf(store, tenant).updateOne(
      { _id: registration._id, claim: registration.claim },
      {
        $set: {
          status: 'processed',
          customerId,
          participantIds: records.map((p) => p._id),
          inventoryTaken: registration.inventoryTaken ?? [],
          optionsTaken: registration.optionsTaken ?? [],
          consents: registration.consents ?? [],
          ...(registration.affiliateReceiverId
            ? { affiliateReceiverId: registration.affiliateReceiverId }
            : {}),
          outcome,
          updatedAt: now,
        },
        $unset: { held: '', claim: '', leaseUntil: '' },
      },
      { session },
    );
    if (final.matchedCount === 0) throw new LostClaim(registration._id);
    return outcome;
  });
}
