/**
 * The embedded database engine. Every operation runs synchronously against in-memory state between
 * two awaits, so a single-document read-check-write (a conditional findOneAndUpdate) is atomic. A batch's
 * journal line is encoded and queued before the batch is applied (nothing is applied when it cannot be);
 * the operation resolves after its group's journal write (group commit, journal.ts).
 */
import { DuplicateKeyError, StoreServerError, writeConflict } from '../errors.js';
import { ChangeHub } from './change-stream.js';
import { SnapshotHistory } from './history.js';
import { type IndexDefinition, IndexState, sameDefinition } from './indexes.js';
import type { JournalOp, JournalRecord } from './journal.js';
import { applySet, journalOpFor } from './journal-diff.js';
import { assertUnique, Operation } from './operation.js';
import { Persistence, type PersistenceOptions, type StoreLogger } from './persistence.js';
import type { Snapshot } from './snapshot.js';
import { DatabaseState } from './state.js';
import { Transaction } from './transaction.js';
import { type Doc, valueKey } from './values.js';
import { CommittedView, LayeredView, type View } from './views.js';
import { WriteSet } from './write-set.js';

export interface EngineOptions {
  dbName: string;
  /** Omit for a memory-only engine. */
  persistence?: PersistenceOptions;
  logger?: StoreLogger;
}

/** What an operation needs to know about the caller's session. */
export interface SessionLike {
  readonly transaction: Transaction | undefined;
}

/** Releases between two trims of the snapshot history while transactions stay open. */
const HISTORY_TRIM_EVERY = 64;

export class Engine {
  readonly state = new DatabaseState();
  readonly committed: View = new CommittedView(this.state);
  readonly hub: ChangeHub;
  private persistence: Persistence | undefined;
  private readonly activeTxns = new Set<Transaction>();
  /** Pre-images the open transactions still read (history.ts). */
  private readonly history = new SnapshotHistory();
  private releasesSinceTrim = 0;
  private readonly locks = new Map<string, Transaction>();
  private txnCounter = 0;
  private closed = false;

  private constructor(
    readonly dbName: string,
    private readonly logger: StoreLogger,
  ) {
    this.hub = new ChangeHub(dbName);
  }

  static open(options: EngineOptions): Engine {
    const engine = new Engine(options.dbName, options.logger ?? console);
    if (options.persistence) {
      engine.persistence = Persistence.open(options.persistence, {
        loadSnapshot: (snapshot) => engine.loadSnapshot(snapshot),
        replay: (record) => engine.replay(record),
        get seq() {
          return engine.state.seq;
        },
      });
    }
    return engine;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('Baza jest zamknięta / store is closed');
  }

  view(session?: SessionLike): View {
    this.assertOpen();
    const txn = session?.transaction;
    if (txn) this.assertUsable(txn);
    return txn ? txn.view : this.committed;
  }

  /** Runs one statement; outside a transaction its writes commit as one journaled batch. */
  run<T>(session: SessionLike | undefined, fn: (op: Operation) => T): T {
    this.assertOpen();
    const txn = session?.transaction;
    if (txn) {
      this.assertUsable(txn);
      const op = new Operation(txn.view, this.dbName, (coll, key) => this.guard(txn, coll, key));
      const result = fn(op);
      txn.writes.absorb(op.writes);
      return result;
    }
    const op = new Operation(this.committed, this.dbName);
    const result = fn(op);
    if (!op.writes.isEmpty) this.commit(op.writes);
    return result;
  }

  /** Resolves once the journal lines queued so far are written (in 'commit' fsync mode: and synced). */
  durable(): Promise<void> | undefined {
    return this.persistence?.durable();
  }

  // Transactions

  beginTransaction(): Transaction {
    this.assertOpen();
    const txn = new Transaction(
      ++this.txnCounter,
      this.committed,
      new WriteSet(),
      this.history,
      this.state.seq,
    );
    this.activeTxns.add(txn);
    return txn;
  }

  commitTransaction(txn: Transaction): void {
    this.assertUsable(txn);
    try {
      const check = new LayeredView(this.committed, txn.writes.changes);
      for (const [coll, docs] of txn.writes.changes) {
        for (const [key, doc] of docs) {
          if (txn.changedSinceStart(coll, key)) throw writeConflict();
          if (!doc) continue;
          try {
            // Unchanged since the transaction started, the committed version is the one `doc` replaces.
            const before = this.committed.get(coll, key);
            assertUnique(check, `${this.dbName}.${coll}`, coll, key, doc, before);
          } catch (error) {
            // Keys were unique in the snapshot; a clash now comes from a concurrent commit.
            throw error instanceof DuplicateKeyError ? writeConflict() : error;
          }
        }
      }
      if (!txn.writes.isEmpty) this.commit(txn.writes, txn);
      txn.state = 'committed';
    } finally {
      if (txn.state !== 'committed') txn.state = 'aborted';
      this.release(txn);
    }
  }

  abortTransaction(txn: Transaction): void {
    if (txn.state === 'active') txn.state = 'aborted';
    this.release(txn);
  }

  private assertUsable(txn: Transaction): void {
    if (txn.state === 'active' && txn.expired) this.abortTransaction(txn);
    if (txn.state !== 'active') {
      throw new StoreServerError('Transaction has been aborted', 251, 'NoSuchTransaction', [
        'TransientTransactionError',
      ]);
    }
  }

  private guard(txn: Transaction, coll: string, key: string): void {
    if (txn.changedSinceStart(coll, key)) throw writeConflict();
    const lock = `${coll}\u0000${key}`;
    const owner = this.locks.get(lock);
    if (owner && owner !== txn) throw writeConflict();
    if (!owner) {
      this.locks.set(lock, txn);
      txn.locks.push(lock);
    }
  }

  private release(txn: Transaction): void {
    this.activeTxns.delete(txn);
    for (const lock of txn.locks) if (this.locks.get(lock) === txn) this.locks.delete(lock);
    txn.locks.length = 0;
    this.trimHistory();
  }

  /** Forgets pre-images no open transaction can read: all at once when none is open, else now and then. */
  private trimHistory(): void {
    if (this.history.isEmpty) return;
    if (this.activeTxns.size === 0) {
      this.history.clear();
      this.releasesSinceTrim = 0;
      return;
    }
    if (++this.releasesSinceTrim < HISTORY_TRIM_EVERY) return;
    this.releasesSinceTrim = 0;
    let oldest = Number.POSITIVE_INFINITY;
    for (const open of this.activeTxns) oldest = Math.min(oldest, open.startSeq);
    this.history.trim(oldest);
  }

  // Committing

  private commit(writes: WriteSet, txn?: Transaction): void {
    const seq = this.state.seq + 1;
    const ops: JournalOp[] = [];
    for (const [coll, docs] of writes.changes) {
      const stored = this.state.get(coll)?.docs;
      for (const [key, doc] of docs) {
        const old = stored?.get(key);
        if (doc) {
          const op = journalOpFor(coll, old, doc);
          if (op) ops.push(op);
        } else if (old) ops.push({ o: 'del', c: coll, id: old._id });
      }
    }
    this.persistence?.append({ q: seq, ops });
    this.state.seq = seq;
    for (const [coll, docs] of writes.changes) {
      const collection = this.state.ensure(coll);
      for (const [key, doc] of docs) {
        this.notePreimage(coll, key, collection.docs.get(key), seq, txn);
        collection.set(key, doc);
      }
    }
    const info: { seq: number; txnNumber?: number; uuidOf(coll: string): ReturnType<Engine['uuidOf']> } = {
      seq,
      uuidOf: (coll) => this.uuidOf(coll),
    };
    if (txn) info.txnNumber = txn.number;
    this.hub.publish(writes.records, info);
    this.maybeCompact();
  }

  private uuidOf(coll: string) {
    return this.state.ensure(coll).uuid;
  }

  /** Keeps `old` for the open transactions (other than the committing one) that started before `seq`. */
  private notePreimage(
    coll: string,
    key: string,
    old: Doc | undefined,
    seq: number,
    except?: Transaction,
  ): void {
    const others = this.activeTxns.size - (except && this.activeTxns.has(except) ? 1 : 0);
    if (others > 0) this.history.record(coll, key, old, seq);
  }

  private journalAndBump(ops: JournalOp[]): void {
    const seq = this.state.seq + 1;
    this.persistence?.append({ q: seq, ops });
    this.state.seq = seq;
  }

  // Schema operations (not transactional, like MongoDB)

  createIndex(coll: string, definition: IndexDefinition): string {
    this.assertOpen();
    const collection = this.state.ensure(coll);
    const existing = collection.indexes.get(definition.name);
    if (existing) {
      if (sameDefinition(existing.definition, definition)) return definition.name;
      throw new StoreServerError(
        `An existing index has the same name as the requested index: ${definition.name}`,
        86,
        'IndexKeySpecsConflict',
      );
    }
    for (const other of collection.indexes.values()) {
      if (
        valueKey(other.definition.key) === valueKey(definition.key) &&
        sameDefinition(other.definition, definition)
      )
        return other.definition.name;
    }
    const index = new IndexState(definition);
    for (const [key, doc] of collection.docs) {
      if (definition.unique) {
        for (const indexKey of index.keysOf(doc)) {
          const holders = index.entries.get(indexKey);
          if (holders && holders.size > 0 && !holders.has(key)) {
            throw new DuplicateKeyError(
              `${this.dbName}.${coll}`,
              definition.name,
              definition.key,
              index.keyValueOf(doc),
            );
          }
        }
      }
      index.add(key, doc);
    }
    this.journalAndBump([{ o: 'idx', c: coll, def: definition }]);
    collection.indexes.set(definition.name, index);
    return definition.name;
  }

  dropCollection(coll: string): boolean {
    this.assertOpen();
    const collection = this.state.get(coll);
    if (!collection) return false;
    this.journalAndBump([{ o: 'dropColl', c: coll }]);
    for (const [key, doc] of collection.docs) this.notePreimage(coll, key, doc, this.state.seq);
    this.state.collections.delete(coll);
    return true;
  }

  dropDatabase(): void {
    this.assertOpen();
    this.journalAndBump([{ o: 'dropDb' }]);
    for (const collection of this.state.collections.values())
      for (const [key, doc] of collection.docs) this.notePreimage(collection.name, key, doc, this.state.seq);
    this.state.collections.clear();
  }

  // Persistence

  private loadSnapshot(snapshot: Snapshot): void {
    for (const { name, indexes, docs } of snapshot.collections) {
      const collection = this.state.ensure(name);
      for (const definition of indexes) collection.indexes.set(definition.name, new IndexState(definition));
      for (const doc of docs) collection.set(valueKey(doc._id), doc);
    }
    this.state.seq = snapshot.seq;
  }

  private replay(record: JournalRecord): void {
    for (const op of record.ops) {
      switch (op.o) {
        case 'put':
          this.state.ensure(op.c).set(valueKey(op.d._id), op.d);
          break;
        case 'set': {
          const collection = this.state.ensure(op.c);
          const key = valueKey(op.id);
          const old = collection.docs.get(key);
          if (!old) throw new Error(`journal record ${record.q}: no document ${key} in ${op.c} to update`);
          collection.set(key, applySet(old, op.f, op.u));
          break;
        }
        case 'del':
          this.state.get(op.c)?.set(valueKey(op.id), null);
          break;
        case 'idx': {
          const collection = this.state.ensure(op.c);
          const index = new IndexState(op.def);
          for (const [key, doc] of collection.docs) index.add(key, doc);
          collection.indexes.set(op.def.name, index);
          break;
        }
        case 'dropColl':
          this.state.collections.delete(op.c);
          break;
        case 'dropDb':
          this.state.collections.clear();
          break;
      }
    }
    this.state.seq = record.q;
  }

  private capture(): Snapshot {
    return {
      seq: this.state.seq,
      collections: [...this.state.collections.values()].map((collection) => ({
        name: collection.name,
        indexes: [...collection.indexes.values()].map((index) => index.definition),
        docs: [...collection.docs.values()],
      })),
    };
  }

  private maybeCompact(): void {
    if (!this.persistence?.shouldCompact) return;
    this.persistence
      .compact(() => this.capture())
      .catch((error: unknown) => {
        this.logger.warn(`Nie udało się zapisać migawki / snapshot failed: ${(error as Error).message}`);
      });
  }

  /** Writes a snapshot now (also done automatically when the journal grows past its limit). */
  async compact(): Promise<void> {
    this.assertOpen();
    await this.persistence?.compact(() => this.capture());
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.hub.closeAll();
    for (const txn of [...this.activeTxns]) this.abortTransaction(txn);
    await this.persistence?.close(() => this.capture());
  }
}
