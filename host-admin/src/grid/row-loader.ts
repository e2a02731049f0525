/** One page of rows and the number of rows the whole (filtered) list has. */
export interface RowPage<Row> {
  rows: Row[];
  total: number;
}

export type FetchPage<Row> = (offset: number, limit: number, signal: AbortSignal) => Promise<RowPage<Row>>;

export interface RowLoaderOptions {
  /** Rows per request (default 5,000). */
  pageSize?: number;
  /** Pages in flight at once after the first (default 3). */
  concurrency?: number;
}

export interface RowLoaderState {
  loaded: number;
  /** Rows the server has for the current filters; null until the first page answered. */
  total: number | null;
  loading: boolean;
  error: unknown;
  /** Changes on every change of the rows, so a grid knows to redraw. */
  version: number;
}

/**
 * Loads a long list progressively: the first page tells the total, the other pages are fetched a few at a
 * time and appended in order as they arrive, so the grid shows rows at once and never waits for all of
 * them. A new `load` aborts the previous one.
 */
export class RowLoader<Row> {
  rows: Row[] = [];
  private state: RowLoaderState = { loaded: 0, total: null, loading: false, error: null, version: 0 };
  private listeners = new Set<() => void>();
  private controller: AbortController | null = null;

  constructor(private readonly options: RowLoaderOptions = {}) {}

  snapshot = (): RowLoaderState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts loading from scratch; resolves when every page is in (or the load was replaced or failed). */
  async load(fetchPage: FetchPage<Row>): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const { signal } = controller;
    const pageSize = this.options.pageSize ?? 5_000;
    const concurrency = Math.max(1, this.options.concurrency ?? 3);
    this.rows = [];
    this.set({ loaded: 0, total: null, loading: true, error: null });
    try {
      const first = await fetchPage(0, pageSize, signal);
      if (signal.aborted) return;
      this.append(first.rows, first.total);
      const offsets: number[] = [];
      for (let offset = first.rows.length; offset < first.total && first.rows.length > 0; offset += pageSize)
        offsets.push(offset);
      const done = new Map<number, Row[]>();
      let nextToAppend = 0;
      let nextToFetch = 0;
      const worker = async () => {
        while (nextToFetch < offsets.length && !signal.aborted) {
          const index = nextToFetch++;
          const page = await fetchPage(offsets[index] as number, pageSize, signal);
          if (signal.aborted) return;
          done.set(index, page.rows);
          // Pages can answer out of order; rows are appended strictly in order.
          while (done.has(nextToAppend)) {
            this.append(done.get(nextToAppend) as Row[], page.total);
            done.delete(nextToAppend++);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, offsets.length) }, worker));
      if (!signal.aborted) this.set({ loading: false });
    } catch (error) {
      if (signal.aborted) return;
      this.set({ loading: false, error });
      throw error;
    }
  }

  abort(): void {
    this.controller?.abort();
    this.controller = null;
    if (this.state.loading) this.set({ loading: false });
  }

  /** Replaces one loaded row (after an action changed it). */
  replace(index: number, row: Row): void {
    if (index < 0 || index >= this.rows.length) return;
    this.rows[index] = row;
    this.set({});
  }

  /** Drops one loaded row (after it was removed on the server). */
  remove(index: number): void {
    if (index < 0 || index >= this.rows.length) return;
    this.rows.splice(index, 1);
    const total = this.state.total === null ? null : Math.max(0, this.state.total - 1);
    this.set({ loaded: this.rows.length, total });
  }

  private append(rows: readonly Row[], total: number): void {
    for (const row of rows) this.rows.push(row);
    this.set({ loaded: this.rows.length, total });
  }

  private set(patch: Partial<RowLoaderState>): void {
    this.state = { ...this.state, ...patch, version: this.state.version + 1 };
    for (const listener of this.listeners) listener();
  }
}
