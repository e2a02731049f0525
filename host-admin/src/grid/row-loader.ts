/** One page of rows and the number of rows the whole (filtered) list has. */
export interface RowPage<Row> {
  rows: Row[];
  total: number;
}

export type FetchPage<Row> = (offset: number, limit: number, signal: AbortSignal) => Promise<RowPage<Row>>;

/** Where a streamed load puts what arrives: the total once known, then rows in order. */
export interface RowSink<Row> {
  total: (total: number) => void;
  append: (rows: readonly Row[]) => void;
}

/** A streamed load: one request handing rows to the sink as they arrive; resolves at the end of the stream. */
export type RowSource<Row> = (sink: RowSink<Row>, signal: AbortSignal) => Promise<void>;

export interface RowLoaderOptions {
  /** Rows per request (default 5,000). */
  pageSize?: number;
  /** Pages in flight at once after the first (default 3). */
  concurrency?: number;
  /**
   * While streaming, listeners hear of appended rows at most this often (default 100 ms; the first rows
   * and the end at once), so a grid redraws a few times a second instead of once per network chunk.
   */
  notifyEveryMs?: number;
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
 * Loads a long list progressively, so the grid shows rows at once and never waits for all of them:
 * `stream` takes rows from one streamed request as they arrive; `load` fetches pages (the first tells the
 * total, the others a few at a time, appended in order). A new load aborts the previous one.
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
    const signal = this.begin();
    const pageSize = this.options.pageSize ?? 5_000;
    const concurrency = Math.max(1, this.options.concurrency ?? 3);
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

  /** Starts a streamed load from scratch; resolves when the stream ended (or was replaced or failed). */
  async stream(source: RowSource<Row>): Promise<void> {
    const signal = this.begin();
    const every = this.options.notifyEveryMs ?? 100;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let total: number | null = null;
    const flush = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (!signal.aborted) this.set({ loaded: this.rows.length, total });
    };
    const sink: RowSink<Row> = {
      total: (value) => {
        if (signal.aborted) return;
        total = value;
        flush();
      },
      append: (rows) => {
        if (signal.aborted) return;
        const first = this.rows.length === 0;
        for (const row of rows) this.rows.push(row);
        if (first) flush();
        else if (timer === null) timer = setTimeout(flush, every);
      },
    };
    try {
      await source(sink, signal);
      if (signal.aborted) return;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      this.set({ loaded: this.rows.length, total: total ?? this.rows.length, loading: false });
    } catch (error) {
      if (timer !== null) clearTimeout(timer);
      if (signal.aborted) return;
      this.set({ loaded: this.rows.length, loading: false, error });
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

  /** Aborts the previous load and empties the rows; answers the new load's signal. */
  private begin(): AbortSignal {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.rows = [];
    this.set({ loaded: 0, total: null, loading: true, error: null });
    return controller.signal;
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
