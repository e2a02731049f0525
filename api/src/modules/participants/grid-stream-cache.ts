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
 * is answered from kept lines. A request while its grid is being rebuilt (or waits to be) waits for that
 * build, which then goes first. `warm` queues the same builds when the server starts, for the grids viewed
 * before the restart (grid-stream-cache-views.ts).
 */

import type { Store, StoreChangeStream } from '../../storage/index.js';
import { PARTICIPANTS } from '../projects/index.js';
import { flushGridViews } from './grid-stream-cache-views.js';
import { type GridBuildSink, LiveGridLines } from './live-grid-lines.js';
import { BILLINGS } from './store.js';

export interface CachedGridLines {
  /** Form field names of the lines (the keys of the head). */
  fieldNames: string[];
  /** Their distinct stored values (grid-query.ts `GridFieldValues`): the head's column texts are read from them. */
  fieldValues?: Readonly<Record<string, readonly unknown[]>>;
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

/**
 * Computes one grid's lines afresh (the request that asked for it handed it in), reporting the head and
 * each chunk to `sink` as it goes when given one.
 */
export type GridLinesBuilder = (sink?: GridBuildSink) => Promise<CachedGridLines>;

interface QueuedBuild {
  key: string;
  build: GridLinesBuilder;
  settle: (lines: CachedGridLines | undefined) => void;
  /** A change came during the build: run it again. */
  again: boolean;
}

const QUIET_MS = 750;
const VIEWED_FOR_MS = 30 * 60_000;
/** About the grids MAX_BYTES holds: rebuilding more would only evict them again. */
export const MAX_REBUILDS = 4;

export class GridStreamCache {
  private readonly entries = new Map<string, CachedGridLines & { bytes: number }>();
  private readonly streams: StoreChangeStream<unknown>[] = [];
  private bytes = 0;
  /** Bumped by every change: lines computed across a change are not kept. */
  private generation = 0;
  private readonly watching: boolean;
  /** Grids requested lately, least recently requested first, with how to compute them again. */
  private readonly viewed = new Map<string, { at: number; build: GridLinesBuilder }>();
  /** Background builds queued or under way: what a request for the grid waits for. */
  private readonly building = new Map<string, Promise<CachedGridLines | undefined>>();
  /** Background builds not started yet, the next first. */
  private readonly queue: QueuedBuild[] = [];
  private quietTimer: NodeJS.Timeout | null = null;
  /** The run of the queue, one build at a time (resolved when the queue is empty). */
  private rebuilding: Promise<void> = Promise.resolve();
  private running = false;
  private current: QueuedBuild | null = null;
  /** The lines of the build under way, as far as it got. */
  private currentLines: LiveGridLines | null = null;
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
    this.viewedAt(key, build, this.now());
  }

  private viewedAt(key: string, build: GridLinesBuilder, at: number): void {
    if (!this.watching) return;
    this.viewed.delete(key);
    this.viewed.set(key, { at, build });
  }

  /**
   * A grid viewed at `viewedAt` before the server started: remembered as viewed then, and built in the
   * background now (after the builds already queued) unless it is kept or being built.
   */
  warm(key: string, build: GridLinesBuilder, viewedAt: number): void {
    if (!this.watching || this.closed || this.viewed.has(key)) return;
    this.viewedAt(key, build, viewedAt);
    // Least recently viewed first in `viewed`: a warm grid never pushes out one requested since the start.
    const later = [...this.viewed].filter(([other, view]) => other !== key && view.at > viewedAt);
    for (const [other, view] of later) {
      this.viewed.delete(other);
      this.viewed.set(other, view);
    }
    if (!this.entries.has(key)) this.schedule(key, build);
  }

  /**
   * The background build of `key`'s grid queued or under way, to wait for instead of computing it a second
   * time; one still queued is started next.
   */
  pending(key: string): Promise<CachedGridLines | undefined> | undefined {
    const build = this.building.get(key);
    const queued = this.queue.findIndex((entry) => entry.key === key);
    if (queued > 0) this.queue.unshift(...this.queue.splice(queued, 1));
    return build;
  }

  /**
   * The lines of `key`'s background build when it is under way: what it built so far and the rest as it
   * comes (a request reads them instead of waiting for the whole grid). Undefined when it is not running.
   */
  liveBuild(key: string): LiveGridLines | undefined {
    return this.current?.key === key && this.currentLines ? this.currentLines : undefined;
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
      this.rebuildViewed();
    }, this.quietMs);
    this.quietTimer.unref();
  }

  private rebuildViewed(): void {
    const oldest = this.now() - this.viewedForMs;
    for (const [key, view] of this.viewed) if (view.at < oldest) this.viewed.delete(key);
    const recent = [...this.viewed].reverse().slice(0, MAX_REBUILDS);
    for (const [key, view] of recent) if (!this.entries.has(key)) this.schedule(key, view.build);
  }

  /**
   * Queues a background build of `key`, once: a queued build is not queued again, one under way is run
   * again when it ends (a change came during it; the requests waiting for it get the second one's lines).
   */
  private schedule(key: string, build: GridLinesBuilder): void {
    if (this.closed) return;
    if (this.building.has(key)) {
      if (this.current?.key === key) this.current.again = true;
      return;
    }
    let settle: (lines: CachedGridLines | undefined) => void = () => {};
    const done = new Promise<CachedGridLines | undefined>((resolve) => (settle = resolve));
    this.building.set(key, done);
    this.queue.push({ key, build, settle, again: false });
    if (!this.running) {
      this.running = true;
      this.rebuilding = this.runQueue().finally(() => {
        this.running = false;
      });
    }
  }

  private async runQueue(): Promise<void> {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      const { key, build, settle } = next;
      let lines: CachedGridLines | undefined;
      if (!this.closed) {
        this.current = next;
        // Lines computed across a change are not kept (nor handed to the requests waiting for them).
        const version = this.generation;
        const live = new LiveGridLines();
        this.currentLines = live;
        lines = await build(live).then(
          (built) => {
            live.end();
            return built;
          },
          (error: unknown) => {
            live.end(error);
            return undefined;
          },
        );
        this.current = null;
        this.currentLines = null;
        if (lines) this.set(key, version, lines);
        if (version !== this.generation) lines = undefined;
        if (next.again && !this.closed) {
          next.again = false;
          this.queue.unshift(next);
          continue;
        }
      }
      this.building.delete(key);
      settle(lines);
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

/** Stops watching (the app closes); the views not written yet are written for the next start. */
export async function closeGridStreamCache(store: Store): Promise<void> {
  const cache = caches.get(store);
  caches.delete(store);
  await cache?.close();
  if (cache?.enabled) await flushGridViews(store).catch(() => {});
}
