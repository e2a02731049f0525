/**
 * The durable `registrations` record (first document §3 "Registration"): written before anything else, so
 * every submission leaves a trace and a repeated idempotency key finds the first attempt's outcome.
 */

import type { AcceptedConsent, ConsentId } from '@zapisy/core';
import { type Store, TenantRepository } from '../../storage/index.js';
import { CUSTOMERS } from '../projects/index.js';

export const REGISTRATIONS = 'registrations';

/**
 * First document §4 "Registration status: new (default), processing, processed, error, duplicate, no-quota,
 * canceled". A registration goes new → processing → processed | error (closed, no published form, invalid
 * data, a failure) | no-quota (no places, a product sold out) | canceled (left unfinished by a process that
 * died, given up by the sweeper: registrations/sweep.ts); the outcome is stored with the final status.
 */
export const REGISTRATION_STATUSES = [
  'new',
  'processing',
  'processed',
  'error',
  'duplicate',
  'no-quota',
  'canceled',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** What the first request with a key answered; a repeated key answers it again. */
export interface RegistrationOutcome {
  statusCode: number;
  body: Record<string, unknown>;
}

export interface RegistrationRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  idempotencyKey: string;
  status: RegistrationStatus;
  /** Polish reason of an 'error' status. */
  reason?: string;
  data: Record<string, unknown>;
  participants: { data: Record<string, unknown> }[];
  participantIds?: string[];
  customerId?: string;
  /** Product pieces taken by this registration. */
  inventoryTaken?: { productId: string; count: number }[];
  /** Places of limited form options taken by this registration (collection `optionStock`). */
  optionsTaken?: { field: string; value: string; count: number }[];
  outcome?: RegistrationOutcome;
  /** The consents ticked in the form, as sent (checked against the project's when processed). */
  consentsTicked?: Partial<Record<ConsentId, boolean>>;
  /** The consents accepted: the text as shown and when (the submission's time); set once processed. */
  consents?: AcceptedConsent[];
  /** The participant whose affiliate link (?affiliate_id=) brought this registration, as sent. */
  affiliateId?: string;
  /** Set once processed: the affiliate link's owner, a participant of this project (else not recorded). */
  affiliateReceiverId?: string;
  /** Added by the organizer from the admin (the public registration window does not apply). */
  byOrganizer?: boolean;
  /** The process working on it: set while new or processing, cleared with the final status. */
  claim?: string;
  /** Until when `claim` is trusted; after it the sweeper may take the registration over. */
  leaseUntil?: Date;
  /** Processing runs started (the first one and every takeover). */
  attempts?: number;
  /** What it holds of the project's stock while processing; handed to its participants or given back. */
  held?: HeldStock;
  createdAt: Date;
  updatedAt: Date;
}

/** Places, product pieces and option places a registration took and has not yet handed to participants. */
export interface HeldStock {
  /** Places of the project's participant limit (0 on the waiting list or without a limit). */
  places: number;
  /** The places were full and the project keeps a waiting list: the participants wait, holding nothing. */
  waiting: boolean;
  products: { productId: string; count: number }[];
  options: { field: string; value: string; count: number }[];
}

export function registrationsOf(
  store: Store,
  tenant: { organizationId: string; eventId: string },
): TenantRepository<RegistrationRecord> {
  return new TenantRepository(store.db.collection<RegistrationRecord>(REGISTRATIONS), tenant);
}

/** The idempotency key is unique per project: the index decides, never a check-then-insert. */
export async function ensureRegistrationIndexes(store: Store): Promise<void> {
  await store.db
    .collection(REGISTRATIONS)
    .createIndex({ eventId: 1, idempotencyKey: 1 }, { unique: true, name: 'eventId_idempotencyKey_unique' });
  // The sweeper looks for registrations left new or processing whose lease ran out: a partial index holds
  // only the unfinished ones, so it stays small and finished registrations never pay for it.
  await store.db.collection(REGISTRATIONS).createIndex(
    { status: 1, leaseUntil: 1 },
    {
      name: 'unfinished_status_leaseUntil',
      partialFilterExpression: { status: { $in: ['new', 'processing'] } },
    },
  );
  // Customers are matched by e-mail inside the organization on every registration.
  await store.db
    .collection(CUSTOMERS)
    .createIndex({ organizationId: 1, email: 1 }, { name: 'organizationId_email' });
}
