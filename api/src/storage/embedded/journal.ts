/**
 * Append-only journal: one line per committed batch, with group commit. A commit encodes its line at once
 * (a value that cannot be stored fails the commit before anything is applied) and queues it; the lines
 * queued in one event-loop turn are written together with one write(2) (`setImmediate`), and every commit
 * among them is acknowledged — its operation resolves — only once that write has returned (`durable()`).
 *
 * Durability: a write that has resolved survives a crash of this process (kill -9), because the kernel
 * already holds the bytes; a crash before the group's write loses only commits nobody was told about.
 * Against power loss or a kernel crash, the default `fsync: 'interval'` issues fdatasync every
 * `syncIntervalMs` (100 ms, off the event loop), so at most that window (plus the sync's own time) can be
 * lost; `fsync: 'commit'` makes every write wait
 * for the fdatasync that follows its group's write.
 *
 * A failed group write leaves no half line behind (the file is cut back) and fails every commit of the
 * group; those commits are already visible in memory, so from then on the journal refuses every append
 * (the store stops taking writes) until the process restarts and recovers what was acknowledged.
 */
import { closeSync, fdatasync, fdatasyncSync, fstatSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexDefinition } from './indexes.js';
import { encodeLine } from './lines.js';
import type { Doc } from './values.js';

export type JournalOp =
  | { o: 'put'; c: string; d: Doc }
  /** Top-level fields set (`f`) and removed (`u`) on the document with `_id` `id` (journal-diff.ts). */
  | { o: 'set'; c: string; id: unknown; f: Doc; u?: string[] }
  | { o: 'del'; c: string; id: unknown }
  | { o: 'idx'; c: string; def: IndexDefinition }
  | { o: 'dropColl'; c: string }
  | { o: 'dropDb' };

export interface JournalRecord {
  q: number;
  ops: JournalOp[];
}

export type FsyncMode = 'interval' | 'commit';

const FILE_PATTERN = /^journal-(\d{16})\.log$/;

export const journalFileName = (firstSeq: number): string =>
  `journal-${String(firstSeq).padStart(16, '0')}.log`;

export function journalFirstSeq(name: string): number | undefined {
  const match = FILE_PATTERN.exec(name);
  return match ? Number(match[1]) : undefined;
}

interface Group {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function newGroup(): Group {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // A group nobody awaits (a schema operation's) must not become an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** The journal refuses appends after a failed group write; the process must restart. */
export class JournalFailedError extends Error {
  constructor(override readonly cause: unknown) {
    super(
      `Zapis dziennika nie powiódł się; uruchom ponownie serwer / journal write failed, restart the process: ${(cause as Error)?.message ?? String(cause)}`,
    );
    this.name = 'JournalFailedError';
  }
}

export class JournalWriter {
  private fd: number;
  private size: number;
  private dirty = false;
  private timer: NodeJS.Timeout | undefined;
  /** Lines appended and not yet written, and the group their commits wait on. */
  private queued: string[] = [];
  private group: Group | undefined;
  private failure: JournalFailedError | undefined;
  /** Group writes issued so far (tests). */
  writes = 0;
  private syncing = false;
  private closed = false;
  /** Counts the files this writer has opened: a descriptor number can be reused by the next file. */
  private generation = 0;
  file: string;

  constructor(
    private readonly dir: string,
    firstSeq: number,
    private readonly mode: FsyncMode,
    syncIntervalMs: number,
  ) {
    this.file = join(dir, journalFileName(firstSeq));
    this.fd = openSync(this.file, 'a');
    this.size = fstatSync(this.fd).size;
    if (mode === 'interval') {
      this.timer = setInterval(() => this.syncInBackground(), syncIntervalMs);
      this.timer.unref();
    }
  }

  get bytes(): number {
    return this.size;
  }

  /** Queues the record's line for this turn's group write; throws (nothing queued) when it cannot. */
  append(record: JournalRecord): void {
    if (this.failure) throw this.failure;
    this.queued.push(encodeLine(record));
    if (!this.group) {
      const group = newGroup();
      this.group = group;
      setImmediate(() => this.finish(group));
    }
  }

  /** Resolves once everything appended so far is written (and synced in 'commit' mode). */
  durable(): Promise<void> | undefined {
    return this.group?.promise;
  }

  private finish(group: Group): void {
    if (this.group !== group) return; // already written by rotate() or close()
    try {
      this.flushNow();
    } catch {} // the group's commits were rejected with the error
  }

  /** Writes the queued lines now, in one write(2) (or a few when the kernel takes less). */
  private writeQueued(): void {
    if (this.queued.length === 0) return;
    const data = Buffer.from(this.queued.length === 1 ? this.queued[0]! : this.queued.join(''), 'utf8');
    this.queued = [];
    try {
      let written = 0;
      while (written < data.length) written += writeSync(this.fd, data, written, data.length - written);
    } catch (error) {
      // Leave no half line behind: none of the group's commits was acknowledged.
      try {
        ftruncateSync(this.fd, this.size);
      } catch {}
      this.failure = new JournalFailedError(error);
      throw this.failure;
    }
    this.writes += 1;
    this.size += data.length;
    this.dirty = true;
  }

  /** Writes (and in 'commit' mode syncs) what is queued now and acknowledges its group. */
  private flushNow(): void {
    const group = this.group;
    this.group = undefined;
    try {
      this.writeQueued();
      if (this.mode === 'commit') this.syncNow();
      group?.resolve();
    } catch (error) {
      group?.reject(error);
      throw error;
    }
  }

  syncNow(): void {
    if (!this.dirty) return;
    this.dirty = false;
    fdatasyncSync(this.fd);
  }

  /**
   * The 'interval' mode's fdatasync, on libuv's thread pool: nobody waits for it, and a synchronous one
   * stopped the event loop for as long as the disk took (tens of ms on a busy machine, every 100 ms).
   * A failure makes the journal refuse further appends, as a failed write does.
   */
  private syncInBackground(): void {
    if (!this.dirty || this.syncing) return;
    this.dirty = false;
    this.syncing = true;
    const generation = this.generation;
    fdatasync(this.fd, (error) => {
      this.syncing = false;
      // After rotate() or close() the old file was synced synchronously and its descriptor closed (its
      // number may already be the new file's): only a failure on the file still written counts.
      if (error && generation === this.generation && !this.closed)
        this.failure ??= new JournalFailedError(error);
    });
  }

  /** Continues in a new file whose records start at `firstSeq`; the old file is complete and synced. */
  rotate(firstSeq: number): void {
    // The queued lines belong to the old file (the snapshot covers them, and they are acknowledged now).
    this.flushNow();
    this.syncNow();
    closeSync(this.fd);
    this.generation += 1;
    this.file = join(this.dir, journalFileName(firstSeq));
    this.fd = openSync(this.file, 'a');
    this.size = fstatSync(this.fd).size;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (!this.failure) this.flushNow();
    this.syncNow();
    closeSync(this.fd);
  }
}
