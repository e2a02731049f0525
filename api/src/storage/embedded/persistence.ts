/** The data directory: lock, recovery (snapshot + journal replay), appends and compaction. */
import { mkdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { type FsyncMode, type JournalRecord, JournalWriter } from './journal.js';
import { JournalDamageError } from './journal-damage.js';
import { journalFilesIn, scanJournal } from './journal-scan.js';
import { acquireLock } from './lock.js';
import { readSnapshot, SNAPSHOT_FILE, type Snapshot, syncDirectory, writeSnapshot } from './snapshot.js';

export interface StoreLogger {
  warn(message: string): void;
}

export interface PersistenceOptions {
  dir: string;
  fsync: FsyncMode;
  syncIntervalMs: number;
  /** Journal size that triggers a snapshot (or the last snapshot's size, when that is larger). */
  compactBytes: number;
  logger: StoreLogger;
}

export interface RecoveryTarget {
  loadSnapshot(snapshot: Snapshot): void;
  replay(record: JournalRecord): void;
  readonly seq: number;
}

/** Bytes of the snapshot file in `dir`, 0 without one. */
function snapshotBytes(dir: string): number {
  try {
    return statSync(join(dir, SNAPSHOT_FILE)).size;
  } catch {
    return 0;
  }
}

export class Persistence {
  private compacting: Promise<void> | undefined;
  /**
   * The last snapshot's size. A snapshot waits until the journal is at least that large, so writing
   * snapshots never costs more than writing the journal: with a fixed limit alone, a database ten times
   * the limit was written out whole after every limit's worth of journal.
   */
  private lastSnapshotBytes: number;

  private constructor(
    private readonly options: PersistenceOptions,
    private readonly writer: JournalWriter,
    private readonly releaseLock: () => void,
  ) {
    this.lastSnapshotBytes = snapshotBytes(options.dir);
  }

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
    return (
      !this.compacting && this.writer.bytes >= Math.max(this.options.compactBytes, this.lastSnapshotBytes)
    );
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
      this.lastSnapshotBytes = snapshotBytes(this.options.dir);
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
