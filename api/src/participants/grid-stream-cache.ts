/**
 * The participants grid stream's rows, kept once computed: reading 100,000 participants and billings,
 * projecting, sorting and encoding them takes over a second, and an admin loads the same list again and
 * again. An entry holds the encoded lines of one project, filter and order; ANY committed change to
 * participants or billings drops every entry (the store's change stream), so a kept answer is never older
 * than the last write. Only on the embedded store: its change events are published at commit, before the
 * writing request answers; MongoDB's arrive later, so there every request computes the grid afresh.
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

export class GridStreamCache {
  private readonly entries = new Map<string, CachedGridLines & { bytes: number }>();
  private readonly streams: StoreChangeStream<unknown>[] = [];
  private bytes = 0;
  /** Bumped by every change: lines computed across a change are not kept. */
  private generation = 0;
  private readonly watching: boolean;

  constructor(store: Store) {
    this.watching = store.kind === 'embedded' && this.watch(store);
  }

  private watch(store: Store): boolean {
    try {
      for (const name of [PARTICIPANTS, BILLINGS]) {
        const stream = store.db.collection(name).watch();
        stream.on('change', () => this.clear());
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

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  async close(): Promise<void> {
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
