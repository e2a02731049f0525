/**
 * The registration flow (first document §3 "Registration", second document §4): the durable record first,
 * then the open check, places, and customer + participants in one transaction. Every outcome (201, or a
 * 409/500 with its Polish message) is stored on the record, so a repeated idempotency key answers the same.
 */
import { generateId, isWindowOpen, type ProjectStrings } from '@zapisy/core';
import { isDuplicateKey, type ProjectRecord } from '../projects/documents.js';
import type { Store } from '../storage/index.js';
import {
  type RegistrationOutcome,
  type RegistrationRecord,
  type RegistrationStatus,
  registrationsOf,
} from './documents.js';
import { releasePlaces, takePlaces } from './places.js';
import { type FormData, writeRegistration } from './records.js';
import { noPlacesMessage, REGISTRATION_MESSAGES } from './strings.js';

export interface RegistrationInput {
  data: FormData;
  participants?: { data: FormData }[];
  idempotencyKey: string;
}

export interface RegistrationContext {
  store: Store;
  project: ProjectRecord;
  strings: () => Promise<ProjectStrings>;
  now?: () => Date;
  /** How long a repeated key waits for the first request's outcome (default 10 s). */
  duplicateWaitMs?: number;
  /** Told about a failure that turned the registration into 'error' (the route logs it). */
  onError?: (error: unknown) => void;
}

function errorOutcome(statusCode: number, code: string, message: string): RegistrationOutcome {
  return { statusCode, body: { status: statusCode, code, message, errors: [] } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first request's outcome for this key, once it is stored. */
async function outcomeOf(ctx: RegistrationContext, key: string): Promise<RegistrationOutcome> {
  const registrations = registrationsOf(ctx.store, ctx.project);
  const deadline = Date.now() + (ctx.duplicateWaitMs ?? 10_000);
  for (let delay = 5; ; delay = Math.min(delay * 2, 100)) {
    const stored = await registrations.findOne({ idempotencyKey: key });
    if (stored?.outcome) return stored.outcome;
    if (Date.now() >= deadline)
      return errorOutcome(409, 'REGISTRATION_IN_PROGRESS', REGISTRATION_MESSAGES.inProgress);
    await sleep(delay);
  }
}

async function settle(
  ctx: RegistrationContext,
  registration: RegistrationRecord,
  status: RegistrationStatus,
  outcome: RegistrationOutcome,
  reason?: string,
): Promise<RegistrationOutcome> {
  await registrationsOf(ctx.store, ctx.project).updateOne(
    { _id: registration._id },
    { $set: { status, outcome, updatedAt: new Date(), ...(reason ? { reason } : {}) } },
  );
  return outcome;
}

export async function submitRegistration(
  ctx: RegistrationContext,
  input: RegistrationInput,
): Promise<RegistrationOutcome> {
  const { store, project } = ctx;
  const now = ctx.now?.() ?? new Date();
  const registration: RegistrationRecord = {
    _id: generateId(12),
    organizationId: project.organizationId,
    eventId: project.eventId,
    idempotencyKey: input.idempotencyKey,
    status: 'new',
    data: input.data,
    participants: input.participants ?? [],
    createdAt: now,
    updatedAt: now,
  };
  try {
    await registrationsOf(store, project).insertOne(registration);
  } catch (error) {
    if (isDuplicateKey(error)) return outcomeOf(ctx, input.idempotencyKey);
    throw error;
  }

  if (!isWindowOpen(project.event.registration, now)) {
    const message = (await ctx.strings()).messages.registrationClosed;
    return settle(ctx, registration, 'closed', errorOutcome(409, 'REGISTRATION_CLOSED', message));
  }

  const count = 1 + registration.participants.length;
  const places = await takePlaces(store, project, count);
  let waiting = false;
  if (places === 'full') {
    if (project.event.registration?.enableWaitingList !== true) {
      const message = noPlacesMessage(await ctx.strings());
      return settle(ctx, registration, 'no-quota', errorOutcome(409, 'NO_PLACES', message));
    }
    waiting = true;
  }

  try {
    return await writeRegistration(store, project, registration, waiting, now);
  } catch (error) {
    if (places === 'taken') await releasePlaces(store, project, count);
    ctx.onError?.(error);
    const outcome = errorOutcome(500, 'REGISTRATION_FAILED', REGISTRATION_MESSAGES.failed);
    return settle(ctx, registration, 'error', outcome, REGISTRATION_MESSAGES.failed);
  }
}
