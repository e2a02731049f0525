/**
 * The participants grid stream's rows, kept once computed: reading 100,000 participants and billings,
 * projecting, sorting and encoding them takes over a second, and an admin loads the same list again and
 * again. An entry holds the encoded lines of one project, filter and order; ANY committed change to
 * participants or billings drops every entry (the store's change stream), so a kept answer is never older
 * than the last write. Only on the embedded store: its change events are published at commit, before the
 * writing request answers; MongoDB's arrive later, and several server processes would each keep (and
 * invalidate) their own copy, so on MongoDB the cache stays off and every request computes the grid afresh.
 *
 * Kept warm: a grid requested in the last VIEWED_FOR_MS is rebuilt in the background once the changes have
 * been quiet for QUIET_MS (a burst of writes is one rebuild), one build at a time, the most recently
 * requested first and at most MAX_REBUILDS of them, so an organizer opening the list after a registration
 * is answered from kept lines. A request while its grid is being rebuilt waits for that build.
 */
import { PARTICIPANTS } from '../projects/documents.js';
import type { Store, StoreChangeStream } from '../storage/index.js';
import { BILLINGS } from './collections.js';

export interface CachedGridLines {
  /** Form field names of the lines (the keys of the head). */
  fieldNames: string[];
  total: number;
  /** The rows' lines, each chunk ending with a line break. */
  chunks: Buffer[];
}

/** At most this many bytes of lines are kept (about four lists of 100,000 participants). */
const MAX_BYTES = 128 * 1024 * 1024;

export interface GridStreamCacheOptions {
  /** Rebuild once no change came for this long. */
  quietMs?: number;
  /** Rebuild only grids requested within this long. */
  viewedForMs?: number;
  now?: () => number;
}

/** Computes one grid's lines afresh (the request that asked for it handed it in). */
export type GridLinesBuilder = () => Promise<CachedGridLines>;

const QUIET_MS = 750;
const VIEWED_FOR_MS = 30 * 60_000;
/** About the grids MAX_BYTES holds: rebuilding more would only evict them again. */
const MAX_REBUILDS = 4;

export class GridStreamCache {
  private readonly entries = new Map<string, CachedGridLines & { bytes: number }>();
  private readonly streams: StoreChangeStream<unknown>[] = [];
  private bytes = 0;
  /** Bumped by every change: lines computed across a change are not kept. */
  private generation = 0;
  private readonly watching: boolean;
  /** Grids requested lately, least recently requested first, with how to compute them again. */
  private readonly viewed = new Map<string, { at: number; build: GridLinesBuilder }>();
  private readonly building = new Map<string, Promise<CachedGridLines | undefined>>();
  private quietTimer: NodeJS.Timeout | null = null;
  private rebuilding: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly quietMs: number;
  private readonly viewedForMs: number;
  private readonly now: () => number;

  constructor(store: Store, options: GridStreamCacheOptions = {}) {
    this.quietMs = options.quietMs ?? QUIET_MS;
    this.viewedForMs = options.viewedForMs ?? VIEWED_FOR_MS;
    this.now = options.now ?? Date.now;
    this.watching = store.kind === 'embedded' && this.watch(store);
  }

  private watch(store: Store): boolean {
    try {
      for (const name of [PARTICIPANTS, BILLINGS]) {
        const stream = store.db.collection(name).watch();
        stream.on('change', () => this.changed());
        this.streams.push(stream as StoreChangeStream<unknown>);
      }
      return true;
    } catch {
      void this.close();
      return false;
    }
  }

  get enabled(): boolean {
    return this.watching;
  }

  /** The current generation, to hand back to `set` with lines computed from it. */
  get version(): number {
    return this.generation;
  }

  get(key: string): CachedGridLines | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps lines computed at generation `version`, unless something changed since. */
  set(key: string, version: number, lines: CachedGridLines): void {
    if (!this.watching || version !== this.generation) return;
    const bytes = lines.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    if (bytes > MAX_BYTES) return;
    this.drop(key);
    while (this.bytes + bytes > MAX_BYTES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    this.entries.set(key, { ...lines, bytes });
    this.bytes += bytes;
  }

  /** A request for `key`'s grid: remembered (with how to compute it) so a change rebuilds it in the background. */
  viewedNow(key: string, build: GridLinesBuilder): void {
    if (!this.watching) return;
    this.viewed.delete(key);
    this.viewed.set(key, { at: this.now(), build });
  }

  /** The background build of `key`'s grid under way, to wait for instead of computing it a second time. */
  pending(key: string): Promise<CachedGridLines | undefined> | undefined {
    return this.building.get(key);
  }

  /** Resolves once the background builds scheduled so far have finished (tests, closing). */
  async settled(): Promise<void> {
    for (;;) {
      const current = this.rebuilding;
      await current;
      if (current === this.rebuilding) return;
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** A committed change: drop every entry and rebuild the viewed grids once changes are quiet. */
  changed(): void {
    this.clear();
    if (this.closed || this.viewed.size === 0) return;
    if (this.quietTimer) clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => {
      this.quietTimer = null;
      this.rebuilding = this.rebuilding.then(() => this.rebuildViewed());
    }, this.quietMs);
    this.quietTimer.unref();
  }

  private async rebuildViewed(): Promise<void> {
    const oldest = this.now() - this.viewedForMs;
    for (const [key, view] of this.viewed) if (view.at < oldest) this.viewed.delete(key);
    const recent = [...this.viewed].reverse().slice(0, MAX_REBUILDS);
    for (const [key, view] of recent) {
      if (this.closed) return;
      if (this.entries.has(key)) continue;
      const version = this.generation;
      const build = view
        .build()
        .then((lines) => {
          this.set(key, version, lines);
          return version === this.generation ? lines : undefined;
        })
        .catch(() => undefined)
        .finally(() => this.building.delete(key));
      this.building.set(key, build);
      await build;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.quietTimer) clearTimeout(this.quietTimer);
    this.quietTimer = null;
    this.viewed.clear();
    await this.settled();
    this.clear();
    await Promise.all(this.streams.splice(0).map((stream) => stream.close().catch(() => {})));
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

const caches = new WeakMap<Store, GridStreamCache>();

export function gridStreamCacheOf(store: Store): GridStreamCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = new GridStreamCache(store);
    caches.set(store, cache);
  }
  return cache;
}

/** Stops watching (the app closes). */
export async function closeGridStreamCache(store: Store): Promise<void> {
  const cache = caches.get(store);
  caches.delete(store);
  await cache?.close();
}
