/**
 * A transaction: snapshot isolation by pre-images. When someone else commits a change to a document
 * after this transaction started, the document's previous version is kept here, so the transaction
 * keeps reading its snapshot; writing such a document is a write conflict.
 */

import type { Doc } from './values.js';
import { changesOf, type DocChanges, LayeredView, type View } from './views.js';
import type { WriteSet } from './write-set.js';

/** MongoDB aborts transactions older than transactionLifetimeLimitSeconds (60 s by default). */
export const TRANSACTION_LIFETIME_MS = 60_000;

export class Transaction {
  readonly preimages: DocChanges = new Map();
  readonly locks: string[] = [];
  readonly view: View;
  readonly startedAt = Date.now();
  state: 'active' | 'committed' | 'aborted' = 'active';

  constructor(
    readonly number: number,
    committed: View,
    readonly writes: WriteSet,
  ) {
    this.view = new LayeredView(new LayeredView(committed, this.preimages), writes.changes);
  }

  get expired(): boolean {
    return Date.now() - this.startedAt > TRANSACTION_LIFETIME_MS;
  }

  /** Records the version this transaction must keep seeing (first change after its start wins). */
  notePreimage(coll: string, key: string, doc: Doc | undefined): void {
    const docs = changesOf(this.preimages, coll);
    if (!docs.has(key)) docs.set(key, doc ?? null);
  }

  changedSinceStart(coll: string, key: string): boolean {
    return this.preimages.get(coll)?.has(key) ?? false;
  }
}
