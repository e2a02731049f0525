/**
 * Read views. The committed view reads live state; a snapshot view shows a transaction the state as of
 * its start (pre-images of documents others changed since); an overlay adds uncommitted writes on top.
 */
import type { SnapshotHistory } from './history.js';
import type { IndexState } from './indexes.js';
import type { DatabaseState } from './state.js';
import type { Doc } from './values.js';

export interface View {
  get(coll: string, key: string): Doc | undefined;
  /** Keys of every document that may be visible (a superset; `get` decides). */
  keys(coll: string): Iterable<string>;
  /** Keys that may hold `indexKey` in `index` (a superset; the caller rechecks). */
  candidates(coll: string, index: IndexState, indexKey: string): Iterable<string>;
  indexes(coll: string): Iterable<IndexState>;
}

/** Per collection: document key → document, or null for "absent". */
export type DocChanges = Map<string, Map<string, Doc | null>>;

export function changesOf(changes: DocChanges, coll: string): Map<string, Doc | null> {
  let map = changes.get(coll);
  if (!map) {
    map = new Map();
    changes.set(coll, map);
  }
  return map;
}

export class CommittedView implements View {
  constructor(private readonly state: DatabaseState) {}

  get(coll: string, key: string): Doc | undefined {
    return this.state.get(coll)?.docs.get(key);
  }

  keys(coll: string): Iterable<string> {
    return this.state.get(coll)?.docs.keys() ?? [];
  }

  candidates(coll: string, index: IndexState, indexKey: string): Iterable<string> {
    return this.state.get(coll)?.indexes.get(index.definition.name)?.lookup(indexKey) ?? [];
  }

  /** How many documents the collection holds. */
  size(coll: string): number {
    return this.state.get(coll)?.docs.size ?? 0;
  }

  /** Every document of the collection, in natural order (stored documents: read-only). */
  documents(coll: string): Iterable<Doc> {
    return this.state.get(coll)?.docs.values() ?? [];
  }

  indexes(coll: string): Iterable<IndexState> {
    return this.state.get(coll)?.indexes.values() ?? [];
  }
}

/** The committed state as of sequence `since`: documents changed after it read as they were then. */
export class SnapshotView implements View {
  constructor(
    private readonly base: View,
    private readonly history: SnapshotHistory,
    private readonly since: number,
  ) {}

  get(coll: string, key: string): Doc | undefined {
    const then = this.history.versionAt(coll, key, this.since);
    if (then !== undefined) return then ?? undefined;
    return this.base.get(coll, key);
  }

  *keys(coll: string): Iterable<string> {
    if (!this.history.hasChanges(coll)) {
      yield* this.base.keys(coll);
      return;
    }
    for (const key of this.base.keys(coll)) if (!this.history.changedSince(coll, key, this.since)) yield key;
    yield* this.history.keysChangedSince(coll, this.since);
  }

  *candidates(coll: string, index: IndexState, indexKey: string): Iterable<string> {
    yield* this.base.candidates(coll, index, indexKey);
    // A document inserted after the snapshot is not in it: only changed ones that existed may match.
    for (const key of this.history.keysChangedSince(coll, this.since))
      if (this.history.versionAt(coll, key, this.since) !== null) yield key;
  }

  indexes(coll: string): Iterable<IndexState> {
    return this.base.indexes(coll);
  }
}

/** A base view with some documents replaced (a transaction's pending writes over its snapshot). */
export class LayeredView implements View {
  constructor(
    private readonly base: View,
    private readonly layer: DocChanges,
  ) {}

  get(coll: string, key: string): Doc | undefined {
    const changed = this.layer.get(coll)?.get(key);
    if (changed !== undefined) return changed ?? undefined;
    return this.base.get(coll, key);
  }

  *keys(coll: string): Iterable<string> {
    const changed = this.layer.get(coll);
    if (!changed || changed.size === 0) {
      yield* this.base.keys(coll);
      return;
    }
    for (const key of this.base.keys(coll)) if (!changed.has(key)) yield key;
    yield* changed.keys();
  }

  *candidates(coll: string, index: IndexState, indexKey: string): Iterable<string> {
    yield* this.base.candidates(coll, index, indexKey);
    const changed = this.layer.get(coll);
    if (changed) yield* changed.keys();
  }

  indexes(coll: string): Iterable<IndexState> {
    return this.base.indexes(coll);
  }
}
