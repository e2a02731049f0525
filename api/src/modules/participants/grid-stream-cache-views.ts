/**
 * The grids organizers viewed, kept across restarts (collection `gridViews`, one document per organization,
 * project, filter and order: `{ _id: key, organizationId, eventId, filter, viewedAt }`), so the server can
 * build them in the background when it starts (all-data-warm.ts) and the first list opened after a deploy
 * is answered from kept lines. Written at most once a minute per view: a list opened again and again costs
 * no write. When the server stops (a deploy), the views since their last write are written with their
 * exact times (`flushGridViews`), so the grid opened last is built first after the restart.
 */
import type { Store } from '../../storage/index.js';
import { TenantRepository } from '../../storage/index.js';
import type { ParticipantGridFilter } from './grid-query.js';

export const GRID_VIEWS = 'gridViews';

export interface GridViewRecord {
  /** JSON of [organizationId, eventId, filter]. */
  _id: string;
  organizationId: string;
  eventId: string;
  filter: ParticipantGridFilter;
  viewedAt: Date;
}

export interface GridView {
  organizationId: string;
  eventId: string;
  filter: ParticipantGridFilter;
}

const WRITE_EVERY_MS = 60_000;

interface ViewTimes {
  /** When each view was last written. */
  written: Map<string, number>;
  /** Views requested since their last write, with the time of the last request. */
  unwritten: Map<string, { view: GridView; at: number }>;
}

const times = new WeakMap<Store, ViewTimes>();

function timesOf(store: Store): ViewTimes {
  let entry = times.get(store);
  if (!entry) {
    entry = { written: new Map(), unwritten: new Map() };
    times.set(store, entry);
  }
  return entry;
}

function gridViewKey(view: GridView): string {
  return JSON.stringify([view.organizationId, view.eventId, view.filter]);
}

/** Notes a view of a grid now (tenant-scoped write; at most once a minute per view, failures ignored). */
export async function rememberGridView(store: Store, view: GridView, now = Date.now()): Promise<void> {
  const { written, unwritten } = timesOf(store);
  const key = gridViewKey(view);
  const last = written.get(key);
  if (last !== undefined && now - last < WRITE_EVERY_MS) {
    unwritten.set(key, { view, at: now });
    return;
  }
  unwritten.delete(key);
  written.set(key, now);
  await writeGridView(store, key, view, now);
}

/** Writes the views requested since their last write, with their exact times (the server stops). */
export async function flushGridViews(store: Store): Promise<void> {
  const { written, unwritten } = timesOf(store);
  const pending = [...unwritten];
  unwritten.clear();
  for (const [key, { view, at }] of pending) {
    written.set(key, at);
    await writeGridView(store, key, view, at);
  }
}

async function writeGridView(store: Store, key: string, view: GridView, now: number): Promise<void> {
  const views = new TenantRepository(store.db.collection<GridViewRecord>(GRID_VIEWS), {
    organizationId: view.organizationId,
    eventId: view.eventId,
  });
  try {
    await views.updateOne(
      { _id: key },
      { $set: { filter: view.filter, viewedAt: new Date(now) } },
      { upsert: true },
    );
  } catch {
    // A lost note only means a colder first load after the next restart.
    timesOf(store).written.delete(key);
  }
}

/**
 * The views of the last `withinMs`, most recent first, at most `limit` of them: read across organizations,
 * as the server's own start-up job (each grid is then built through the tenant-scoped reads).
 */
export async function recentGridViews(
  store: Store,
  limit: number,
  withinMs: number,
  now = Date.now(),
): Promise<(GridView & { viewedAt: Date })[]> {
  const records = await store.db
    .collection<GridViewRecord>(GRID_VIEWS)
    .find({ viewedAt: { $gte: new Date(now - withinMs) } }, { sort: { viewedAt: -1 }, limit })
    .toArray();
  return records.map(({ organizationId, eventId, filter, viewedAt }) => ({
    organizationId,
    eventId,
    filter: filter ?? {},
    viewedAt,
  }));
}
