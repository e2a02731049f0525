/** The data directory: lock, recovery (snapshot + journal replay), appends and compaction. */
import { mkdirSync, rmSync, truncateSync } from 'node:fs';
import { type FsyncMode, type JournalRecord, JournalWriter } from './journal.js';
import { JournalDamageError } from './journal-damage.js';
import { journalFilesIn, scanJournal } from './journal-scan.js';
import { acquireLock } from './lock.js';
import { readSnapshot, type Snapshot, syncDirectory, writeSnapshot } from './snapshot.js';

export interface StoreLogger {
  warn(message: string): void;
}

export interface PersistenceOptions {
  dir: string;
  fsync: FsyncMode;
  syncIntervalMs: number;
  /** Journal size that triggers a snapshot. */
  compactBytes: number;
  logger: StoreLogger;
}

export interface RecoveryTarget {
  loadSnapshot(snapshot: Snapshot): void;
  replay(record: JournalRecord): void;
  readonly seq: number;
}

export class Persistence {
  private compacting: Promise<void> | undefined;

  private constructor(
    private readonly options: PersistenceOptions,
    private readonly writer: JournalWriter,
    private readonly releaseLock: () => void,
  ) {}

  static open(options: PersistenceOptions, target: RecoveryTarget): Persistence {
    const { dir } = options;
    mkdirSync(dir, { recursive: true });
    const release = acquireLock(dir);
    try {
      const snapshot = readSnapshot(dir);
      if (snapshot) target.loadSnapshot(snapshot);
      const files = journalFilesIn(dir);
      const scan = scanJournal(files, target.seq, (record) => target.replay(record));
      if (scan.damage) throw new JournalDamageError(dir, scan.damage);
      // A torn tail is the unfinished last write of a crash: drop it so new lines start clean.
      if (scan.tornTail) truncateSync(scan.tornTail.file, scan.tornTail.validLength);
      const last = files[files.length - 1];
      const writer = new JournalWriter(
        dir,
        last?.firstSeq ?? target.seq + 1,
        options.fsync,
        options.syncIntervalMs,
      );
      return new Persistence(options, writer, release);
    } catch (error) {
      release();
      throw error;
    }
  }

  append(record: JournalRecord): void {
    this.writer.append(record);
  }

  durable(): Promise<void> | undefined {
    return this.writer.durable();
  }

  get shouldCompact(): boolean {
    return !this.compacting && this.writer.bytes >= this.options.compactBytes;
  }

  /**
   * Snapshot then drop the journal files it covers. `capture` runs synchronously, so the snapshot is a
   * consistent cut at `seq`; writes after it go to a new journal file while the snapshot is written.
   */
  compact(capture: () => Snapshot): Promise<void> {
    if (this.compacting) return this.compacting.then(() => this.compact(capture));
    const snapshot = capture();
    this.writer.rotate(snapshot.seq + 1);
    const current = this.writer.file;
    this.compacting = (async () => {
      await writeSnapshot(this.options.dir, snapshot);
      for (const { path } of journalFilesIn(this.options.dir)) {
        if (path !== current) rmSync(path, { force: true });
      }
      syncDirectory(this.options.dir);
    })().finally(() => {
      this.compacting = undefined;
    });
    return this.compacting;
  }

  async close(capture: () => Snapshot): Promise<void> {
    try {
      await this.compacting;
      await this.compact(capture);
    } finally {
      this.writer.close();
      this.releaseLock();
    }
  }
}
