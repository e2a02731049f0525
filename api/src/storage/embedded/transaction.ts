/**
 * A transaction: snapshot isolation by pre-images. When someone else commits a change to a document
 * after this transaction started, the engine's history keeps the document's previous version, so the
 * transaction keeps reading its snapshot; writing such a document is a write conflict.
 */

import type { SnapshotHistory } from './history.js';
import { LayeredView, SnapshotView, type View } from './views.js';
import type { WriteSet } from './write-set.js';

/** MongoDB aborts transactions older than transactionLifetimeLimitSeconds (60 s by default). */
export const TRANSACTION_LIFETIME_MS = 60_000;

export class Transaction {
  readonly locks: string[] = [];
  readonly view: View;
  readonly startedAt = Date.now();
  state: 'active' | 'committed' | 'aborted' = 'active';

  constructor(
    readonly number: number,
    committed: View,
    readonly writes: WriteSet,
    private readonly history: SnapshotHistory,
    /** The committed sequence number when it started: its snapshot. */
    readonly startSeq: number,
  ) {
    this.view = new LayeredView(new SnapshotView(committed, history, startSeq), writes.changes);
  }

  get expired(): boolean {
    return Date.now() - this.startedAt > TRANSACTION_LIFETIME_MS;
  }

  changedSinceStart(coll: string, key: string): boolean {
    return this.history.changedSince(coll, key, this.startSeq);
  }
}
