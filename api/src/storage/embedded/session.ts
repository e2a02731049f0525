/** ClientSession for the embedded engine: transactions and the driver's withTransaction retry loop. */
import { hasErrorLabel } from '../errors.js';
import type { StoreSession } from '../port.js';
import type { Engine, SessionLike } from './engine.js';
import type { Transaction } from './transaction.js';

/** The driver gives up retrying a transaction after 120 s. */
const RETRY_LIMIT_MS = 120_000;

const backoff = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));

export class EmbeddedSession implements StoreSession, SessionLike {
  private txn: Transaction | undefined;
  hasEnded = false;

  constructor(private readonly engine: Engine) {}

  get transaction(): Transaction | undefined {
    return this.txn?.state === 'active' ? this.txn : undefined;
  }

  /** Whether `engine` issued this session (operations refuse sessions of another store). */
  belongsTo(engine: Engine): boolean {
    return this.engine === engine;
  }

  inTransaction(): boolean {
    return this.txn?.state === 'active';
  }

  startTransaction(): void {
    if (this.hasEnded) throw new Error('Cannot use a session that has ended');
    if (this.inTransaction()) throw new Error('Transaction already in progress');
    this.txn = this.engine.beginTransaction();
  }

  async commitTransaction(): Promise<void> {
    const txn = this.txn;
    if (!txn) throw new Error('No transaction started');
    if (txn.state === 'committed') return;
    if (txn.state === 'aborted')
      throw new Error('Cannot call commitTransaction after calling abortTransaction');
    this.engine.commitTransaction(txn);
    await this.engine.durable();
  }

  async abortTransaction(): Promise<void> {
    const txn = this.txn;
    if (!txn) throw new Error('No transaction started');
    if (txn.state === 'committed')
      throw new Error('Cannot call abortTransaction after calling commitTransaction');
    this.engine.abortTransaction(txn);
  }

  async withTransaction<T>(fn: (session: StoreSession) => Promise<T>): Promise<T> {
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      this.startTransaction();
      try {
        const result = await fn(this);
        if (this.inTransaction()) await this.commitTransaction();
        return result;
      } catch (error) {
        if (this.inTransaction()) await this.abortTransaction();
        if (!hasErrorLabel(error, 'TransientTransactionError') || Date.now() - started > RETRY_LIMIT_MS)
          throw error;
        await backoff(attempt);
      }
    }
  }

  async endSession(): Promise<void> {
    if (this.inTransaction()) await this.abortTransaction();
    this.hasEnded = true;
  }
}
