/**
 * One statement's writes against a view: inserts, replacements and deletes, each checked against the
 * `_id` and unique indexes as the view (including this statement's earlier writes) sees them.
 */
import { DuplicateKeyError } from '../errors.js';
import { type Doc, valueKey } from './values.js';
import { LayeredView, type View } from './views.js';
import { type ChangeKind, WriteSet } from './write-set.js';

/** Called before each document write; a transaction uses it to detect write conflicts. */
export type WriteGuard = (coll: string, key: string) => void;

export class Operation {
  readonly writes = new WriteSet();
  readonly view: View;

  constructor(
    base: View,
    private readonly dbName: string,
    private readonly guard?: WriteGuard,
  ) {
    this.view = new LayeredView(base, this.writes.changes);
  }

  insert(coll: string, doc: Doc): void {
    const key = valueKey(doc._id);
    if (this.view.get(coll, key)) {
      throw new DuplicateKeyError(this.namespace(coll), '_id_', { _id: 1 }, { _id: doc._id });
    }
    assertUnique(this.view, this.namespace(coll), coll, key, doc);
    this.guard?.(coll, key);
    this.writes.set(coll, key, doc);
    this.writes.records.push({ kind: 'insert', coll, id: doc._id, after: doc });
  }

  replace(
    coll: string,
    key: string,
    before: Doc,
    after: Doc,
    kind: Extract<ChangeKind, 'update' | 'replace'>,
  ): void {
    assertUnique(this.view, this.namespace(coll), coll, key, after, before);
    this.guard?.(coll, key);
    this.writes.set(coll, key, after);
    this.writes.records.push({ kind, coll, id: after._id, before, after });
  }

  remove(coll: string, key: string, before: Doc): void {
    this.guard?.(coll, key);
    this.writes.set(coll, key, null);
    this.writes.records.push({ kind: 'delete', coll, id: before._id, before });
  }

  private namespace(coll: string): string {
    return `${this.dbName}.${coll}`;
  }
}

/**
 * Throws E11000 when another visible document holds one of `doc`'s unique index keys. `before`, the version
 * `doc` replaces in the same view, held its keys uniquely: an index whose keys the change keeps is skipped.
 */
export function assertUnique(
  view: View,
  namespace: string,
  coll: string,
  key: string,
  doc: Doc,
  before?: Doc,
): void {
  for (const index of view.indexes(coll)) {
    if (!index.definition.unique) continue;
    if (before && index.unchanged(before, doc)) continue;
    for (const indexKey of index.keysOf(doc)) {
      for (const other of view.candidates(coll, index, indexKey)) {
        if (other === key) continue;
        const otherDoc = view.get(coll, other);
        if (otherDoc && index.keysOf(otherDoc).includes(indexKey)) {
          throw new DuplicateKeyError(
            namespace,
            index.definition.name,
            index.definition.key,
            index.keyValueOf(doc),
          );
        }
      }
    }
  }
}
