/** Pending writes of one operation or transaction, and the change records they will publish. */
import type { Doc } from './values.js';
import { changesOf, type DocChanges } from './views.js';

export type ChangeKind = 'insert' | 'update' | 'replace' | 'delete';

export interface ChangeRecord {
  kind: ChangeKind;
  coll: string;
  id: unknown;
  before?: Doc;
  after?: Doc;
}

export class WriteSet {
  readonly changes: DocChanges = new Map();
  readonly records: ChangeRecord[] = [];

  get isEmpty(): boolean {
    return this.records.length === 0;
  }

  set(coll: string, key: string, doc: Doc | null): void {
    changesOf(this.changes, coll).set(key, doc);
  }

  /** Adds another write set's changes after this one's (statement results joining a transaction). */
  absorb(other: WriteSet): void {
    for (const [coll, docs] of other.changes) for (const [key, doc] of docs) this.set(coll, key, doc);
    this.records.push(...other.records);
  }
}
