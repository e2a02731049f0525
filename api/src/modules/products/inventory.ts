/**
 * Product inventory (second document §4 "Product availability": available when enabled and inventory is not
 * at or below zero; "can be added to cart only if the count does not exceed maxCount or inventory";
 * "decrementing inventory floors at zero"). Stock is taken with ONE conditional update — the condition
 * `inventory >= count` and the `$inc` are a single atomic operation — so concurrent registrations can never
 * take more than there is; never read-modify-write.
 */
import { ValidationError } from '@zapisy/core';
import type { Store, StoreSession } from '../../storage/index.js';
import { type ProductTenant, productsOf } from './store.js';

export type InventoryResult = 'taken' | 'unavailable';

function assertCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new ValidationError(
      `Liczba sztuk produktu musi być dodatnią liczbą całkowitą, a jest ${String(count)}`,
    );
  }
}

/** A count within the product's maxCount (a missing or null maxCount is no limit). */
const withinMaxCount = (count: number) => ({ $or: [{ maxCount: null }, { maxCount: { $gte: count } }] });

/**
 * Takes `count` pieces of an enabled product: 'taken' when the stock had that many (or is unlimited, null),
 * 'unavailable' when the product is missing, disabled, short of stock or `count` exceeds its maxCount.
 * Pass the registration's `session` to take the stock inside its transaction.
 */
export async function takeProductInventory(
  store: Store,
  tenant: ProductTenant,
  productId: string,
  count: number,
  session?: StoreSession,
): Promise<InventoryResult> {
  assertCount(count);
  const products = productsOf(store, tenant);
  const options = session ? { session } : {};
  const limited = await products.findOneAndUpdate(
    { _id: productId, enabled: true, inventory: { $gte: count }, ...withinMaxCount(count) },
    { $inc: { inventory: -count }, $set: { updatedAt: new Date() } },
    options,
  );
  if (limited) return 'taken';
  const unlimited = await products.findOne(
    { _id: productId, enabled: true, inventory: null, ...withinMaxCount(count) },
    { projection: { _id: 1 }, ...options },
  );
  return unlimited ? 'taken' : 'unavailable';
}

/** Gives back `count` pieces taken by a registration that then failed (unlimited products are untouched). */
export async function releaseProductInventory(
  store: Store,
  tenant: ProductTenant,
  productId: string,
  count: number,
  session?: StoreSession,
): Promise<void> {
  assertCount(count);
  await productsOf(store, tenant).updateOne(
    { _id: productId, inventory: { $ne: null } },
    { $inc: { inventory: count }, $set: { updatedAt: new Date() } },
    session ? { session } : {},
  );
}
