/**
 * Fixed-window counters of public writes in the `publicWriteLimits` collection. One document per scope,
 * project and window holds the project's total and one counter per client address, so a request costs one
 * atomic upsert (`$inc` of both) whatever the number of API processes: no read-modify-write, no memory of
 * its own. Documents carry `expiresAt` (the window's end plus one window) and the cleanup job deletes the
 * expired ones (the store port has no TTL index; on MongoDB a TTL index on `expiresAt` would do the same).
 *
 * A fixed window lets a client make up to twice its limit across a window boundary; that is the price of
 * one operation per request (a sliding window needs the previous window's count too), and the limits are
 * set with it in mind.
 */
import type { Store } from '../storage/index.js';

export const PUBLIC_WRITE_LIMITS = 'publicWriteLimits';

export interface WindowDocument {
  _id: string;
  total: number;
  ips: Record<string, number>;
  expiresAt: Date;
}

export interface WindowHit {
  /** Requests of the project in this window, this one included. */
  total: number;
  /** Requests of this client address in this window, this one included. */
  fromClient: number;
  /** When the window ends. */
  resetAt: Date;
}

export function windowsOf(store: Store) {
  return store.db.collection<WindowDocument>(PUBLIC_WRITE_LIMITS);
}

/** Counts one request of `clientKey` to `bucket` ('registration:<eventId>') in the window holding `now`. */
export async function hitWindow(
  store: Store,
  bucket: string,
  clientKey: string,
  windowSeconds: number,
  now: Date,
): Promise<WindowHit> {
  const windowMs = windowSeconds * 1000;
  const index = Math.floor(now.getTime() / windowMs);
  const resetAt = new Date((index + 1) * windowMs);
  const field = `ips.${clientKey}`;
  const after = await windowsOf(store).findOneAndUpdate(
    { _id: `${bucket}:${index}` },
    {
      $inc: { total: 1, [field]: 1 },
      $setOnInsert: { expiresAt: new Date(resetAt.getTime() + windowMs) },
    },
    { upsert: true, returnDocument: 'after', projection: { total: 1, [field]: 1 } },
  );
  return { total: after?.total ?? 1, fromClient: after?.ips?.[clientKey] ?? 1, resetAt };
}

/** Requests of `clientKey` to `bucket` counted so far in the window holding `now` (nothing counted). */
export async function windowCount(
  store: Store,
  bucket: string,
  clientKey: string,
  windowSeconds: number,
  now: Date,
): Promise<{ fromClient: number; resetAt: Date }> {
  const windowMs = windowSeconds * 1000;
  const index = Math.floor(now.getTime() / windowMs);
  const field = `ips.${clientKey}`;
  const current = await windowsOf(store).findOne(
    { _id: `${bucket}:${index}` },
    { projection: { [field]: 1 } },
  );
  return { fromClient: current?.ips?.[clientKey] ?? 0, resetAt: new Date((index + 1) * windowMs) };
}

/** Deletes the windows that ended before `now` (idempotent). */
export async function deleteExpiredWindows(store: Store, now: Date): Promise<number> {
  return (await windowsOf(store).deleteMany({ expiresAt: { $lt: now } })).deletedCount;
}
