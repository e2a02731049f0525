/**
 * Append-only journal: one line per committed batch, written with write(2) before the operation resolves.
 *
 * Durability: a write that has resolved survives a crash of this process (kill -9), because the kernel
 * already holds the bytes. Against power loss or a kernel crash, the default `fsync: 'interval'` issues
 * fdatasync every `syncIntervalMs` (100 ms), so at most that window can be lost; `fsync: 'commit'` makes
 * every write wait for an fdatasync shared by all writes of the same event-loop turn (group commit).
 */
import { closeSync, fdatasyncSync, fstatSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexDefinition } from './indexes.js';
import { encodeLine } from './lines.js';
import type { Doc } from './values.js';

export type JournalOp =
  | { o: 'put'; c: string; d: Doc }
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

export class JournalWriter {
  private fd: number;
  private size: number;
  private dirty = false;
  private timer: NodeJS.Timeout | undefined;
  private pendingSync: Promise<void> | undefined;
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
      this.timer = setInterval(() => this.syncNow(), syncIntervalMs);
      this.timer.unref();
    }
  }

  get bytes(): number {
    return this.size;
  }

  append(record: JournalRecord): void {
    const data = Buffer.from(encodeLine(record), 'utf8');
    try {
      let written = 0;
      while (written < data.length) written += writeSync(this.fd, data, written, data.length - written);
    } catch (error) {
      // Leave no half line behind a failed write: the batch was not acknowledged.
      try {
        ftruncateSync(this.fd, this.size);
      } catch {}
      throw error;
    }
    this.size += data.length;
    this.dirty = true;
  }

  /** Resolves when everything appended so far is on stable storage (immediately in 'interval' mode). */
  durable(): Promise<void> | undefined {
    if (this.mode !== 'commit') return undefined;
    this.pendingSync ??= new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        this.pendingSync = undefined;
        try {
          this.syncNow();
          resolve();
        } catch (error) {
          reject(error);
        }
      });
    });
    return this.pendingSync;
  }

  syncNow(): void {
    if (!this.dirty) return;
    this.dirty = false;
    fdatasyncSync(this.fd);
  }

  /** Continues in a new file whose records start at `firstSeq`; the old file is complete and synced. */
  rotate(firstSeq: number): void {
    this.syncNow();
    closeSync(this.fd);
    this.file = join(this.dir, journalFileName(firstSeq));
    this.fd = openSync(this.file, 'a');
    this.size = fstatSync(this.fd).size;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.syncNow();
    closeSync(this.fd);
  }
}
