/** The committed, in-memory state of one database: documents by `_id` key plus their secondary indexes. */
import { UUID } from 'bson';
import type { IndexState } from './indexes.js';
import type { Doc } from './values.js';

export class CollectionState {
  /** `valueKey(_id)` → document. Stored documents are never mutated in place (copy on write). */
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, IndexState>();
  readonly uuid = new UUID();

  constructor(readonly name: string) {}

  /**
   * Replaces (or removes, with `null`) one document and keeps the indexes in step; an index whose keys the
   * change leaves as they were is not touched.
   */
  set(key: string, doc: Doc | null): void {
    const old = this.docs.get(key);
    if (doc) this.docs.set(key, doc);
    else this.docs.delete(key);
    for (const index of this.indexes.values()) {
      if (old && doc && index.unchanged(old, doc)) continue;
      if (old) index.remove(key, old);
      if (doc) index.add(key, doc);
    }
  }
}

export class DatabaseState {
  readonly collections = new Map<string, CollectionState>();
  /** Sequence number of the last committed batch; the journal and snapshot are ordered by it. */
  seq = 0;

  get(name: string): CollectionState | undefined {
    return this.collections.get(name);
  }

  ensure(name: string): CollectionState {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new CollectionState(name);
      this.collections.set(name, collection);
    }
    return collection;
  }
}
