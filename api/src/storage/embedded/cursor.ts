/** Lazy cursors: the query runs (synchronously, on one view) at the first read, then results stream out. */
import type { Document, Sort } from 'mongodb';
import type { StoreCursor, StoreResultCursor } from '../port.js';

export interface FindSpec {
  sort?: Sort;
  skip?: number;
  limit?: number;
  projection?: Document;
}

export class ResultCursor<T> implements StoreResultCursor<T> {
  protected results: unknown[] | undefined;
  protected position = 0;
  protected readonly transforms: ((doc: never) => unknown)[] = [];

  constructor(private readonly load: () => unknown[]) {}

  protected get started(): boolean {
    return this.results !== undefined;
  }

  private all(): unknown[] {
    if (!this.results) {
      let docs = this.load();
      for (const transform of this.transforms) docs = docs.map((doc) => transform(doc as never));
      this.results = docs;
    }
    return this.results;
  }

  async toArray(): Promise<T[]> {
    const rest = this.all().slice(this.position) as T[];
    this.position = this.all().length;
    return rest;
  }

  async next(): Promise<T | null> {
    const all = this.all();
    return this.position < all.length ? (all[this.position++] as T) : null;
  }

  async close(): Promise<void> {
    this.results = [];
    this.position = 0;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, void> {
    for (;;) {
      const doc = await this.next();
      if (doc === null) return;
      yield doc;
    }
  }
}

export class FindCursor<T> extends ResultCursor<T> implements StoreCursor<T> {
  constructor(
    load: (spec: FindSpec) => unknown[],
    private readonly spec: FindSpec,
  ) {
    super(() => load(this.spec));
  }

  private modify(change: (spec: FindSpec) => void): this {
    if (this.started) throw new Error('Cursor is already initialized');
    change(this.spec);
    return this;
  }

  sort(sort: Sort): StoreCursor<T> {
    return this.modify((spec) => {
      spec.sort = sort;
    });
  }

  skip(value: number): StoreCursor<T> {
    return this.modify((spec) => {
      spec.skip = value;
    });
  }

  limit(value: number): StoreCursor<T> {
    return this.modify((spec) => {
      spec.limit = value;
    });
  }

  project<U extends Document = Document>(projection: Document): StoreCursor<U> {
    return this.modify((spec) => {
      spec.projection = projection;
    }) as unknown as StoreCursor<U>;
  }

  map<U>(transform: (doc: T) => U): StoreCursor<U> {
    if (this.started) throw new Error('Cursor is already initialized');
    this.transforms.push(transform as (doc: never) => unknown);
    return this as unknown as StoreCursor<U>;
  }
}
