/**
 * Product stock of one registration (second document §4 "Product availability"): the pieces of every product
 * chosen by any participant are taken with one conditional atomic update per product (products module's
 * takeProductInventory), so stock never goes below zero whatever the concurrency; when one product is short,
 * everything already taken by this registration is given back.
 */
import type { RegistrationQuote } from '@zapisy/core';
import { releaseProductInventory, takeProductInventory } from '../products/index.js';
import type { Store } from '../storage/index.js';

export interface TakenPieces {
  productId: string;
  count: number;
}

export type InventoryOutcome =
  | { ok: true; taken: TakenPieces[] }
  | { ok: false; productId: string; name: string };

type Tenant = { organizationId: string; eventId: string };

/** Pieces per product over all the quotes, in the order they first appear. */
export function piecesOf(quotes: readonly RegistrationQuote[]): (TakenPieces & { name: string })[] {
  const pieces = new Map<string, TakenPieces & { name: string }>();
  for (const quote of quotes) {
    for (const line of quote.products) {
      const entry = pieces.get(line.productId) ?? { productId: line.productId, name: line.name, count: 0 };
      entry.count += line.count;
      pieces.set(line.productId, entry);
    }
  }
  return [...pieces.values()];
}

export async function releaseInventory(store: Store, tenant: Tenant, taken: readonly TakenPieces[]) {
  for (const { productId, count } of taken) await releaseProductInventory(store, tenant, productId, count);
}

export async function takeInventory(
  store: Store,
  tenant: Tenant,
  quotes: readonly RegistrationQuote[],
): Promise<InventoryOutcome> {
  const taken: TakenPieces[] = [];
  for (const { productId, name, count } of piecesOf(quotes)) {
    let result: Awaited<ReturnType<typeof takeProductInventory>>;
    try {
      result = await takeProductInventory(store, tenant, productId, count);
    } catch (error) {
      await releaseInventory(store, tenant, taken);
      throw error;
    }
    if (result === 'unavailable') {
      await releaseInventory(store, tenant, taken);
      return { ok: false, productId, name };
    }
    taken.push({ productId, count });
  }
  return { ok: true, taken };
}
