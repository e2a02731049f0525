/**
 * The registration flow (first document §3 "Registration", second document §4): the durable record first
 * (new), then processing: the open check, the published form, every participant's data validated, every
 * amount recomputed by core `quoteRegistration` (client totals never count), places, product stock, limited
 * form options (taken together in one transaction that records them on the registration), and uploads +
 * customer + participants + billings + webhooks in one transaction. Every outcome (201, or a 400/409/500 with
 * its Polish message) is stored on the record, so a repeated idempotency key answers the same; whatever was
 * taken (places, stock) is given back when a later step fails, in the transaction that stores the outcome.
 * The record is claimed by the process that writes it; after a crash the sweeper takes it over (sweep.ts).
 */
import {
  acceptConsents,
  type ConsentId,
  FORM_FIELD_NAMES,
  type FormFieldKindRegistry,
  generateId,
  isWindowOpen,
  type ProjectStrings,
  quoteRegistration,
  type RegistrationQuote,
  ValidationError,
} from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import type { Store } from '../../storage/index.js';
import { isDuplicateKey, type ProjectRecord, projectConsentsOf } from '../projects/index.js';
import { affiliateOf } from './affiliate.js';
import { registrationAnswer } from './answer.js';
import { DEFAULT_REGISTRATION_LEASE_MS, LostClaim, leaseEnd, newClaim } from './claim.js';
import { crashPointForTests } from './crash-point.js';
import { registrationAcceptedEvent } from './events.js';
import { endWithoutParticipants, reserveStock, type ShortStock, type StockPlan } from './held-stock.js';
import { piecesOf } from './inventory.js';
import { chosenLimitedOptions } from './option-stock.js';
import { loadRegistrationPricing, type RegistrationPricing } from './pricing-context.js';
import { type FormData, UploadsNotClaimable, writeRegistration } from './records.js';
import { reservationOf } from './reservation.js';
import {
  type RegistrationOutcome,
  type RegistrationRecord,
  type RegistrationStatus,
  registrationsOf,
} from './store.js';
import {
  noPlacesMessage,
  optionSoldOutMessage,
  productUnavailableMessage,
  REGISTRATION_MESSAGES,
} from './strings.js';
import { decideStuckRegistration } from './stuck.js';
import { canceledOutcome, isAbandoned, takeOverAbandoned } from './take-over.js';
import { registrationUploadIds } from './upload-ids.js';
import { validateParticipants } from './validate-participants.js';

export interface RegistrationInput {
  data: FormData;
  participants?: { data: FormData }[];
  idempotencyKey: string;
  /** The form's consents as ticked (terms, privacy). */
  consents?: Partial<Record<ConsentId, boolean>>;
  /** `?affiliate_id=` of the page: the participant whose link brought this registration. */
  affiliateId?: string;
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
  /** How long this process's claim on a registration is trusted (default 60 s). */
  leaseMs?: number;
}

/** A new record to process, or the stored outcome of an earlier request with the same key. */
export type StartedRegistration =
  | { registration: RegistrationRecord; outcome?: undefined }
  | { registration?: undefined; outcome: RegistrationOutcome };

function errorOutcome(statusCode: number, code: string, message: string, errors: string[] = []) {
  return { statusCode, body: { status: statusCode, code, message, errors } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first request's outcome for this key, once it is stored. A registration nobody works on any longer
 * (its process died: issue 13, "a retry with its key waits 10 s and gets 409") is taken over and finished
 * or cancelled right here, so the retry gets the real outcome at once; a live one is waited for.
 */
async function outcomeOf(ctx: RegistrationContext, key: string): Promise<RegistrationOutcome> {
  const registrations = registrationsOf(ctx.store, ctx.project);
  const deadline = Date.now() + (ctx.duplicateWaitMs ?? 10_000);
  for (let delay = 5; ; delay = Math.min(delay * 2, 100)) {
    const stored = await registrations.findOne({ idempotencyKey: key });
    if (stored?.outcome) return stored.outcome;
    const now = ctx.now?.() ?? new Date();
    if (stored && isAbandoned(ctx.store, stored, now)) {
      const leaseMs = ctx.leaseMs ?? DEFAULT_REGISTRATION_LEASE_MS;
      const taken = await takeOverAbandoned(ctx.store, ctx.project, stored, now, leaseMs);
      if (taken) return finishTakenOver(ctx, taken, now);
    }
    if (Date.now() >= deadline)
      return errorOutcome(409, 'REGISTRATION_IN_PROGRESS', REGISTRATION_MESSAGES.inProgress);
    await sleep(delay);
  }
}

/** A registration taken over from a dead process: finished from its stored data, or cancelled (stuck.ts). */
async function finishTakenOver(
  ctx: RegistrationContext,
  registration: RegistrationRecord,
  now: Date,
): Promise<RegistrationOutcome> {
  const decision = decideStuckRegistration(registration, { now, projectExists: true });
  if (decision.action === 'cancel') return settle(ctx, registration, 'canceled', canceledOutcome());
  return processRegistration(ctx, registration);
}

/** Stores a final status without participants; whatever the registration still holds is given back. */
async function settle(
  ctx: RegistrationContext,
  registration: RegistrationRecord,
  status: RegistrationStatus,
  outcome: RegistrationOutcome,
): Promise<RegistrationOutcome> {
  const message = typeof outcome.body.message === 'string' ? outcome.body.message : undefined;
  await endWithoutParticipants(ctx.store, ctx.project, claimed(registration), {
    status,
    outcome,
    updatedAt: new Date(),
    ...(message ? { reason: message } : {}),
  });
  return outcome;
}

function claimed(registration: RegistrationRecord): { _id: string; claim: string } {
  if (!registration.claim) throw new LostClaim(registration._id);
  return { _id: registration._id, claim: registration.claim };
}

/**
 * Records this process wrote as 'processing' and processes next (`processNow`): their first step need not
 * write 'processing' again. Keyed by the record object startRegistration returns, so a record read back
 * from the store (a take-over, the sweeper) always takes the claim check of that step.
 */
const startedProcessing = new WeakSet<RegistrationRecord>();

/**
 * Writes the durable record with its registration.accepted event; a repeated key gets the first request's
 * outcome instead. Status 'new', or 'processing' when the caller processes it at once (`processNow`): one
 * write of the record fewer per registration (both are unfinished to the sweeper, take-over.ts).
 */
export async function startRegistration(
  ctx: RegistrationContext,
  input: RegistrationInput,
  options: { processNow?: boolean } = {},
): Promise<StartedRegistration> {
  const now = ctx.now?.() ?? new Date();
  const registration: RegistrationRecord = {
    // Unguessable: the public status route reads a registration by this id alone.
    _id: generateId(24),
    organizationId: ctx.project.organizationId,
    eventId: ctx.project.eventId,
    idempotencyKey: input.idempotencyKey,
    status: options.processNow ? 'processing' : 'new',
    data: input.data,
    participants: input.participants ?? [],
    ...(input.consents ? { consentsTicked: input.consents } : {}),
    ...(input.affiliateId ? { affiliateId: input.affiliateId } : {}),
    ...(ctx.organizer ? { byOrganizer: true } : {}),
    claim: newClaim(),
    leaseUntil: leaseEnd(now, ctx.leaseMs ?? DEFAULT_REGISTRATION_LEASE_MS),
    attempts: 1,
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
  if (options.processNow) startedProcessing.add(registration);
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

async function shortOutcome(ctx: RegistrationContext, short: ShortStock): Promise<RegistrationOutcome> {
  if (short.kind === 'places') return errorOutcome(409, 'NO_PLACES', noPlacesMessage(await ctx.strings()));
  if (short.kind === 'product') {
    return errorOutcome(409, 'PRODUCT_UNAVAILABLE', productUnavailableMessage(short.name));
  }
  return errorOutcome(409, 'OPTION_SOLD_OUT', optionSoldOutMessage(short.option));
}

function stockPlan(
  project: ProjectRecord,
  pricing: RegistrationPricing,
  forms: readonly FormData[],
  quotes: readonly RegistrationQuote[],
): StockPlan {
  return {
    places: forms.length,
    products: piecesOf(quotes),
    options: chosenLimitedOptions(pricing.form.definition, forms),
    waitingList: project.event.registration?.enableWaitingList === true,
  };
}

async function processSteps(
  ctx: RegistrationContext,
  registration: RegistrationRecord,
): Promise<RegistrationOutcome> {
  const { store, project } = ctx;
  const now = ctx.now?.() ?? new Date();
  // Just written as 'processing' under this process's claim, whose lease still runs: nobody can have
  // taken it over (every later write is conditional on the claim as well).
  const fresh =
    startedProcessing.delete(registration) &&
    registration.leaseUntil instanceof Date &&
    registration.leaseUntil > now;
  if (!fresh) {
    const started = await registrationsOf(store, project).updateOne(claimed(registration), {
      $set: { status: 'processing', updatedAt: now },
    });
    if (started.matchedCount === 0) throw new LostClaim(registration._id);
  }

  // The window is judged at the submission: a registration the sweeper finishes later was sent while open.
  const organizer = ctx.organizer === true || registration.byOrganizer === true;
  if (!organizer && !isWindowOpen(project.event.registration, registration.createdAt)) {
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
  // The form widget always sends the consents it shows, and then every one must be ticked. The organizer
  // adding someone from the admin is not the person ticking them; an API client that renders no consents
  // (no `consents` in the body) records none.
  const consents =
    organizer || registration.consentsTicked === undefined
      ? { accepted: [], errors: [] }
      : acceptConsents(
          await projectConsentsOf(store, project),
          registration.consentsTicked,
          registration.createdAt,
        );
  const errors = [...validated.errors, ...consents.errors];
  if (errors.length > 0) return settle(ctx, registration, 'error', validationOutcome(errors));
  const affiliateReceiverId = await affiliateOf(store, project, registration.affiliateId);
  if (affiliateReceiverId && validated.data[0]) {
    validated.data[0] = { ...validated.data[0], [FORM_FIELD_NAMES.affiliateId]: affiliateReceiverId };
  }
  let quotes: RegistrationQuote[];
  try {
    quotes = quotesOf(pricing, validated.data, now);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return settle(ctx, registration, 'error', validationOutcome(error.errors));
  }

  const plan = stockPlan(project, pricing, validated.data, quotes);
  const reserved = await reserveStock(
    store,
    project,
    { ...claimed(registration), holding: registration.held !== undefined },
    plan,
  );
  if ('short' in reserved)
    return settle(ctx, registration, 'no-quota', await shortOutcome(ctx, reserved.short));
  const { held } = reserved;
  await crashPointForTests('after-reservation');
  try {
    return await writeRegistration(
      store,
      project,
      {
        ...registration,
        inventoryTaken: held.products,
        optionsTaken: held.options,
        consents: consents.accepted,
        ...(affiliateReceiverId ? { affiliateReceiverId } : {}),
      },
      {
        forms: validated.data,
        quotes,
        waiting: held.waiting,
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
    // The sweeper took the registration over: its outcome is the one to answer.
    if (error instanceof LostClaim) return outcomeOf(ctx, registration.idempotencyKey);
    ctx.onError?.(error);
    const outcome = errorOutcome(500, 'REGISTRATION_FAILED', REGISTRATION_MESSAGES.failed);
    try {
      return await settle(ctx, registration, 'error', outcome);
    } catch (settleError) {
      if (settleError instanceof LostClaim) return outcomeOf(ctx, registration.idempotencyKey);
      throw settleError;
    }
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
