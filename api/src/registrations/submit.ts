/**
 * The registration flow (first document §3 "Registration", second document §4): the durable record first
 * (new), then processing: the open check, the published form, every participant's data validated, every
 * amount recomputed by core `quoteRegistration` (client totals never count), places, product stock, limited
 * form options, and uploads + customer + participants + billings + webhooks in one transaction. Every outcome (201, or a 400/409/500 with its
 * Polish message) is stored on the record, so a repeated idempotency key answers the same; whatever was
 * taken (places, stock) is given back when a later step fails.
 */
import {
  type FormFieldKindRegistry,
  generateId,
  isWindowOpen,
  type ProjectStrings,
  quoteRegistration,
  type RegistrationQuote,
  ValidationError,
} from '@zapisy/core';
import { emitEvents } from '../events/index.js';
import { isDuplicateKey, type ProjectRecord } from '../projects/documents.js';
import type { Store } from '../storage/index.js';
import { registrationAnswer } from './answer.js';
import {
  type RegistrationOutcome,
  type RegistrationRecord,
  type RegistrationStatus,
  registrationsOf,
} from './documents.js';
import { registrationAcceptedEvent, registrationCancelledEvent } from './events.js';
import { releaseInventory, type TakenPieces, takeInventory } from './inventory.js';
import {
  chosenLimitedOptions,
  releaseOptionStock,
  type TakenOption,
  takeOptionStock,
} from './option-stock.js';
import { releasePlaces, takePlaces } from './places.js';
import { loadRegistrationPricing, type RegistrationPricing } from './pricing-context.js';
import { type FormData, UploadsNotClaimable, writeRegistration } from './records.js';
import { reservationOf } from './reservation.js';
import {
  noPlacesMessage,
  optionSoldOutMessage,
  productUnavailableMessage,
  REGISTRATION_MESSAGES,
} from './strings.js';
import { registrationUploadIds } from './upload-ids.js';
import { validateParticipants } from './validate-participants.js';

export interface RegistrationInput {
  data: FormData;
  participants?: { data: FormData }[];
  idempotencyKey: string;
}

export interface RegistrationContext {
  store: Store;
  project: ProjectRecord;
  /** The registered form-field kinds (validation of every field). */
  registry: FormFieldKindRegistry;
  strings: () => Promise<ProjectStrings>;
  now?: () => Date;
  /** How long a repeated key waits for the first request's outcome (default 10 s). */
  duplicateWaitMs?: number;
  /** Told about a failure that turned the registration into 'error' (the route logs it). */
  onError?: (error: unknown) => void;
  /**
   * Added by the organizer from the admin: the public registration window does not apply (places, stock
   * and validation still do).
   */
  organizer?: boolean;
  /** Whether online payments can really be taken (the completion page offers them only then). */
  onlineAvailable?: boolean;
}

/** A new record to process, or the stored outcome of an earlier request with the same key. */
export type StartedRegistration =
  | { registration: RegistrationRecord; outcome?: undefined }
  | { registration?: undefined; outcome: RegistrationOutcome };

function errorOutcome(statusCode: number, code: string, message: string, errors: string[] = []) {
  return { statusCode, body: { status: statusCode, code, message, errors } };
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
): Promise<RegistrationOutcome> {
  const message = typeof outcome.body.message === 'string' ? outcome.body.message : undefined;
  const now = new Date();
  const { organizationId, eventId } = ctx.project;
  await ctx.store.withTransaction(async (session) => {
    await registrationsOf(ctx.store, ctx.project).updateOne(
      { _id: registration._id },
      { $set: { status, outcome, updatedAt: now, ...(message ? { reason: message } : {}) } },
      { session },
    );
    // Every accepted registration ends completed or cancelled: subscribers never wait for one forever.
    const reason = message ?? REGISTRATION_MESSAGES.failed;
    const cancelled = registrationCancelledEvent({ organizationId, eventId }, registration._id, reason);
    await emitEvents(ctx.store, [cancelled], { session, now });
  });
  return outcome;
}

/**
 * Writes the durable record (status new) with its registration.accepted event; a repeated key gets the
 * first request's outcome instead.
 */
export async function startRegistration(
  ctx: RegistrationContext,
  input: RegistrationInput,
): Promise<StartedRegistration> {
  const now = ctx.now?.() ?? new Date();
  const registration: RegistrationRecord = {
    // Unguessable: the public status route reads a registration by this id alone.
    _id: generateId(24),
    organizationId: ctx.project.organizationId,
    eventId: ctx.project.eventId,
    idempotencyKey: input.idempotencyKey,
    status: 'new',
    data: input.data,
    participants: input.participants ?? [],
    createdAt: now,
    updatedAt: now,
  };
  const { organizationId, eventId } = ctx.project;
  try {
    await ctx.store.withTransaction(async (session) => {
      await registrationsOf(ctx.store, ctx.project).insertOne(registration, { session });
      const accepted = registrationAcceptedEvent({ organizationId, eventId }, registration._id);
      await emitEvents(ctx.store, [accepted], { session, now });
    });
  } catch (error) {
    if (isDuplicateKey(error)) return { outcome: await outcomeOf(ctx, input.idempotencyKey) };
    throw error;
  }
  return { registration };
}

function validationOutcome(errors: readonly string[]): RegistrationOutcome {
  return errorOutcome(400, 'VALIDATION', errors.join('; '), [...errors]);
}

function quotesOf(pricing: RegistrationPricing, forms: readonly FormData[], now: Date): RegistrationQuote[] {
  return forms.map((data) =>
    quoteRegistration({
      definition: pricing.form.definition,
      products: pricing.products,
      paymentRules: pricing.paymentRules,
      data,
      now,
      installments: pricing.installments,
      vatRate: pricing.vatRate,
    }),
  );
}

async function processSteps(
  ctx: RegistrationContext,
  registration: RegistrationRecord,
): Promise<RegistrationOutcome> {
  const { store, project } = ctx;
  const now = ctx.now?.() ?? new Date();
  await registrationsOf(store, project).updateOne(
    { _id: registration._id },
    { $set: { status: 'processing', updatedAt: now } },
  );

  if (!ctx.organizer && !isWindowOpen(project.event.registration, now)) {
    const message = (await ctx.strings()).messages.registrationClosed;
    return settle(ctx, registration, 'error', errorOutcome(409, 'REGISTRATION_CLOSED', message));
  }
  const pricing = await loadRegistrationPricing(store, project);
  if (pricing === null) {
    const outcome = errorOutcome(409, 'FORM_NOT_PUBLISHED', REGISTRATION_MESSAGES.formNotPublished);
    return settle(ctx, registration, 'error', outcome);
  }
  const submitted = [registration.data, ...registration.participants.map((p) => p.data)];
  const validated = validateParticipants({ registry: ctx.registry, pricing, forms: submitted, now });
  if (validated.errors.length > 0) {
    return settle(ctx, registration, 'error', validationOutcome(validated.errors));
  }
  let quotes: RegistrationQuote[];
  try {
    quotes = quotesOf(pricing, validated.data, now);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return settle(ctx, registration, 'error', validationOutcome(error.errors));
  }

  const count = submitted.length;
  const places = await takePlaces(store, project, count);
  const waiting = places === 'full';
  if (waiting && project.event.registration?.enableWaitingList !== true) {
    const message = noPlacesMessage(await ctx.strings());
    return settle(ctx, registration, 'no-quota', errorOutcome(409, 'NO_PLACES', message));
  }
  const giveBackPlaces = () => (places === 'taken' ? releasePlaces(store, project, count) : undefined);

  let taken: TakenPieces[] = [];
  let optionsTaken: TakenOption[] = [];
  const giveBackStock = async () => {
    await giveBackPlaces();
    await releaseInventory(store, project, taken);
    await releaseOptionStock(store, project, optionsTaken);
  };
  try {
    // The waiting list holds no stock: pieces and options are taken when a participant gets a place.
    const inventory = waiting ? { ok: true as const, taken } : await takeInventory(store, project, quotes);
    if (!inventory.ok) {
      await giveBackPlaces();
      const outcome = errorOutcome(409, 'PRODUCT_UNAVAILABLE', productUnavailableMessage(inventory.name));
      return settle(ctx, registration, 'no-quota', outcome);
    }
    taken = inventory.taken;
    const options = waiting
      ? { ok: true as const, taken: optionsTaken }
      : await takeOptionStock(store, project, chosenLimitedOptions(pricing.form.definition, validated.data));
    if (!options.ok) {
      await giveBackStock();
      const outcome = errorOutcome(409, 'OPTION_SOLD_OUT', optionSoldOutMessage(options.option));
      return settle(ctx, registration, 'no-quota', outcome);
    }
    optionsTaken = options.taken;
    return await writeRegistration(
      store,
      project,
      { ...registration, inventoryTaken: taken, optionsTaken },
      {
        forms: validated.data,
        quotes,
        waiting,
        useVat: pricing.useVat,
        reservations: validated.data.map((data) => reservationOf(pricing.form.definition, data)),
        uploadIds: registrationUploadIds(pricing.form.definition, validated.data),
        answer: (participants, amounts) =>
          registrationAnswer({
            project,
            pricing,
            quotes,
            participants,
            amounts,
            ...(ctx.onlineAvailable === undefined ? {} : { onlineAvailable: ctx.onlineAvailable }),
          }),
      },
      now,
    );
  } catch (error) {
    await giveBackStock();
    // An upload that is unknown or another registration's (uploads module's Polish list): nothing was written.
    if (error instanceof UploadsNotClaimable) {
      return settle(ctx, registration, 'error', validationOutcome(error.errors));
    }
    throw error;
  }
}

/** Processes a started registration to its final status; an unexpected failure ends as 'error' (500). */
export async function processRegistration(
  ctx: RegistrationContext,
  registration: RegistrationRecord,
): Promise<RegistrationOutcome> {
  try {
    return await processSteps(ctx, registration);
  } catch (error) {
    ctx.onError?.(error);
    const outcome = errorOutcome(500, 'REGISTRATION_FAILED', REGISTRATION_MESSAGES.failed);
    return settle(ctx, registration, 'error', outcome);
  }
}

/** The whole flow in one call: the record, then processing. */
export async function submitRegistration(
  ctx: RegistrationContext,
  input: RegistrationInput,
): Promise<RegistrationOutcome> {
  const started = await startRegistration(ctx, input);
  if (started.outcome) return started.outcome;
  return processRegistration(ctx, started.registration);
}
