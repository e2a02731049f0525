/**
 * What one participant holds of the project's limited stock (second document §4 "Product availability",
 * §3 Form "options with inventory and count"): the product pieces and the limited form options it took at
 * registration, recorded on the participant as `reserved`, so removing it gives back exactly that and editing
 * its choice moves only the difference. A participant on the waiting list holds nothing. Records are lists
 * (never objects keyed by ids or option values, which may hold '.' or '$').
 */
import { BusinessError, type FormDefinition, formProductSelection, productFieldNames } from '@zapisy/core';
import type { Store, StoreSession } from '../../storage/index.js';
import { productsOf, releaseProductInventory, takeProductInventory } from '../products/index.js';
import type { TakenPieces } from './inventory.js';
import {
  chosenLimitedOptions,
  releaseOptionStock,
  type TakenOption,
  takeOptionInTransaction,
} from './option-stock.js';
import type { FormData } from './records.js';
import { registrationsOf } from './store.js';
import { optionSoldOutMessage, productUnavailableMessage } from './strings.js';

type Tenant = { organizationId: string; eventId: string };

export interface ParticipantReservation {
  products: TakenPieces[];
  options: TakenOption[];
}

export const NOTHING_RESERVED: ParticipantReservation = { products: [], options: [] };

/** The participant's field on its record. */
export const RESERVED_FIELD = 'reserved';

/** Pieces per product of every Product field (the same selection core's quote prices) and the limited options. */
export function reservationOf(definition: FormDefinition, data: FormData): ParticipantReservation {
  const pieces = new Map<string, number>();
  for (const fieldName of productFieldNames(definition)) {
    for (const { productId, count } of formProductSelection(data[fieldName]) ?? []) {
      pieces.set(productId, (pieces.get(productId) ?? 0) + count);
    }
  }
  return {
    products: [...pieces].map(([productId, count]) => ({ productId, count })),
    options: chosenLimitedOptions(definition, [data]).map(({ field, value, count }) => ({
      field,
      value,
      count,
    })),
  };
}

/** The recorded reservation of a participant, or null when it has none (added before it was recorded). */
export function recordedReservation(participant: object): ParticipantReservation | null {
  const reserved = (participant as { reserved?: Partial<ParticipantReservation> }).reserved;
  if (!reserved || !Array.isArray(reserved.products) || !Array.isArray(reserved.options)) return null;
  return { products: reserved.products, options: reserved.options };
}

/**
 * What the participant holds: its record, else — for a participant registered before reservations were
 * recorded, alone in its registration — what its registration took (`inventoryTaken`, `optionsTaken`);
 * null when that cannot be known (a group's share), so nothing is moved.
 */
export async function heldReservation(
  store: Store,
  tenant: Tenant,
  participant: object,
  session: StoreSession,
): Promise<ParticipantReservation | null> {
  const recorded = recordedReservation(participant);
  const { registrationId } = participant as { registrationId?: unknown };
  if (recorded || typeof registrationId !== 'string') return recorded;
  const registration = await registrationsOf(store, tenant).findOne(
    { _id: registrationId },
    { projection: { participantIds: 1, inventoryTaken: 1, optionsTaken: 1 }, session },
  );
  if (registration?.participantIds?.length !== 1) return null;
  return { products: registration.inventoryTaken ?? [], options: registration.optionsTaken ?? [] };
}

/** Gives back everything of `reservation` inside the caller's transaction. */
export async function releaseReservation(
  store: Store,
  tenant: Tenant,
  reservation: ParticipantReservation,
  session: StoreSession,
): Promise<void> {
  for (const { productId, count } of reservation.products) {
    if (count > 0) await releaseProductInventory(store, tenant, productId, count, session);
  }
  await releaseOptionStock(store, tenant, reservation.options, session);
}

const optionKey = (option: TakenOption) => `${option.field}\u0000${option.value}`;

function productDeltas(from: ParticipantReservation, to: ParticipantReservation): Map<string, number> {
  const deltas = new Map<string, number>();
  for (const { productId, count } of from.products)
    deltas.set(productId, (deltas.get(productId) ?? 0) - count);
  for (const { productId, count } of to.products) deltas.set(productId, (deltas.get(productId) ?? 0) + count);
  return deltas;
}

async function productName(store: Store, tenant: Tenant, productId: string, session: StoreSession) {
  const product = await productsOf(store, tenant).findOne(
    { _id: productId },
    { projection: { name: 1 }, session },
  );
  return product?.name ?? productId;
}

/**
 * Moves the stock from the reservation `from` to what `data` chooses, inside the caller's transaction: what
 * is no longer chosen is given back, what is newly chosen is taken with the same conditional updates as
 * registration; answers the new reservation. When something new is short, a 409 BusinessError with the
 * Polish message is thrown, so the transaction rolls back and nothing is half-applied.
 */
export async function moveReservation(
  store: Store,
  tenant: Tenant,
  definition: FormDefinition,
  from: ParticipantReservation,
  data: FormData,
  session: StoreSession,
): Promise<ParticipantReservation> {
  const to = reservationOf(definition, data);
  for (const [productId, delta] of productDeltas(from, to)) {
    if (delta < 0) await releaseProductInventory(store, tenant, productId, -delta, session);
    if (delta <= 0) continue;
    if ((await takeProductInventory(store, tenant, productId, delta, session)) === 'unavailable') {
      const name = await productName(store, tenant, productId, session);
      throw new BusinessError(productUnavailableMessage(name), 'PRODUCT_UNAVAILABLE');
    }
  }
  const kept = new Set(to.options.map(optionKey));
  const held = new Set(from.options.map(optionKey));
  const dropped = from.options.filter((option) => !kept.has(optionKey(option)));
  await releaseOptionStock(store, tenant, dropped, session);
  for (const option of chosenLimitedOptions(definition, [data])) {
    if (held.has(optionKey(option))) continue;
    if (!(await takeOptionInTransaction(store, tenant, option, session))) {
      throw new BusinessError(optionSoldOutMessage(option), 'OPTION_SOLD_OUT');
    }
  }
  return to;
}
