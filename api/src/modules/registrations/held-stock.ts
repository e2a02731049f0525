/**
 * What a registration holds of the project's stock while it is processed (second document §4 places and
 * product availability, §3 options with inventory). Every counter is moved with a conditional atomic update
 * in ONE transaction that also records the holding on the registration (`held`), so whoever ends the
 * registration — the process that took the stock, or the sweeper after that process died — knows exactly
 * what to hand to the participants or give back, and gives it back once: the give-back clears `held` in the
 * same transaction as the counters it moves.
 */

import { emitEvents } from '../../events/index.js';
import type { Store, StoreSession } from '../../storage/index.js';
import { releaseProductInventory, takeProductInventory } from '../products/index.js';
import type { ProjectRecord } from '../projects/index.js';
import { LostClaim } from './claim.js';
import { registrationCancelledEvent } from './events.js';
import { type ChosenOption, releaseOptionStock, takeOptionInTransaction } from './option-stock.js';
import { ensurePlacesCounter, placeLimitOf, placesSeenLeft, releasePlaces, takePlaces } from './places.js';
import {
  type HeldStock,
  type RegistrationOutcome,
  type RegistrationStatus,
  registrationsOf,
} from './store.js';
import { REGISTRATION_MESSAGES } from './strings.js';

/** What a registration needs: its participants' places, the product pieces and the limited options chosen. */
export interface StockPlan {
  places: number;
  products: { productId: string; name: string; count: number }[];
  options: ChosenOption[];
  /** When the places are full, the participants go on the waiting list (holding nothing) instead. */
  waitingList: boolean;
}

export type ShortStock =
  | { kind: 'places' }
  | { kind: 'product'; name: string }
  | { kind: 'option'; option: ChosenOption };

class StockIsShort extends Error {
  constructor(readonly short: ShortStock) {
    super(short.kind);
  }
}

/** The registration this process works on: its id and the claim every write is conditional on. */
export interface ClaimedRegistration {
  _id: string;
  claim: string;
}

/** Gives back a holding inside the caller's transaction. */
async function giveBack(store: Store, project: ProjectRecord, held: HeldStock, session: StoreSession) {
  if (held.places > 0) await releasePlaces(store, project, held.places, session);
  for (const { productId, count } of held.products) {
    if (count > 0) await releaseProductInventory(store, project, productId, count, session);
  }
  await releaseOptionStock(store, project, held.options, session);
}

async function take(store: Store, project: ProjectRecord, plan: StockPlan, session: StoreSession) {
  const places = await takePlaces(store, project, plan.places, session);
  const waiting = places === 'full';
  if (waiting && !plan.waitingList) throw new StockIsShort({ kind: 'places' });
  const held: HeldStock = {
    places: places === 'taken' ? plan.places : 0,
    waiting,
    products: [],
    options: [],
  };
  // The waiting list holds no stock: pieces and options are taken when a participant gets a place.
  if (waiting) return held;
  for (const { productId, name, count } of plan.products) {
    if ((await takeProductInventory(store, project, productId, count, session)) === 'unavailable') {
      throw new StockIsShort({ kind: 'product', name });
    }
    held.products.push({ productId, count });
  }
  for (const option of plan.options) {
    if (!(await takeOptionInTransaction(store, project, option, session))) {
      throw new StockIsShort({ kind: 'option', option });
    }
    held.options.push({ field: option.field, value: option.value, count: option.count });
  }
  return held;
}

/**
 * Takes what the plan needs and records it as the registration's holding, all or nothing. A holding left by
 * an earlier run (the sweeper finishing a registration) is given back in the same transaction, so nothing is
 * ever held twice. Answers what is short instead when something is (nothing is then taken). A plan that
 * takes nothing (no participant limit, no product, no limited option) needs no transaction.
 */
export async function reserveStock(
  store: Store,
  project: ProjectRecord,
  registration: ClaimedRegistration & { holding: boolean },
  plan: StockPlan,
): Promise<{ held: HeldStock } | { short: ShortStock }> {
  const registrations = registrationsOf(store, project);
  const owned = { _id: registration._id, claim: registration.claim };
  const takesNothing =
    plan.products.length === 0 && plan.options.length === 0 && placeLimitOf(project) === null;
  if (takesNothing && !registration.holding) {
    return { held: { places: 0, waiting: false, products: [], options: [] } };
  }
  await ensurePlacesCounter(store, project);
  // In a rush most requests come after the places are gone: they are refused without a transaction.
  if (!registration.holding && !plan.waitingList && !(await placesSeenLeft(store, project, plan.places))) {
    return { short: { kind: 'places' } };
  }
  try {
    const held = await store.withTransaction(async (session) => {
      const current = await registrations.findOne(owned, { projection: { held: 1 }, session });
      if (!current) throw new LostClaim(registration._id);
      if (current.held) await giveBack(store, project, current.held, session);
      const taken = await take(store, project, plan, session);
      await registrations.updateOne(owned, { $set: { held: taken } }, { session });
      return taken;
    });
    return { held };
  } catch (error) {
    if (error instanceof StockIsShort) return { short: error.short };
    throw error;
  }
}

export interface FinalStatus {
  status: RegistrationStatus;
  outcome: RegistrationOutcome;
  reason?: string;
  updatedAt: Date;
}

/**
 * Ends a registration that will have no participants (an error, no quota, cancelled): its final status and
 * outcome, whatever it still holds given back and its registration.cancelled event, in one transaction
 * conditional on the claim. Throws LostClaim when another process owns the registration now.
 */
export async function endWithoutParticipants(
  store: Store,
  project: ProjectRecord,
  registration: ClaimedRegistration,
  final: FinalStatus,
): Promise<void> {
  const registrations = registrationsOf(store, project);
  const owned = { _id: registration._id, claim: registration.claim };
  const released = { $set: final, $unset: { held: '', claim: '', leaseUntil: '' } } as const;
  // Every accepted registration ends completed or cancelled: subscribers never wait for one forever.
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const reason = final.reason ?? REGISTRATION_MESSAGES.failed;
  const cancelled = registrationCancelledEvent(tenant, registration._id, reason);
  await store.withTransaction(async (session) => {
    const before = await registrations.findOneAndUpdate(owned, released, {
      session,
      returnDocument: 'before',
    });
    if (!before) throw new LostClaim(registration._id);
    if (before.held) await giveBack(store, project, before.held, session);
    await emitEvents(store, [cancelled], { session, now: final.updatedAt });
  });
}
