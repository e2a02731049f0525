/**
 * `npm run store:repair`: cuts a damaged journal at its last good line. The damaged file and every
 * later journal file are first copied to `<store dir>/backup-<timestamp>/`; the damaged file is then
 * truncated after its last good line and the later files (which would replay on top of the hole) are
 * removed. Refuses while a server holds the directory.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { JournalDamage } from './journal-damage.js';
import { journalFilesIn, scanJournal } from './journal-scan.js';
import { acquireLock } from './lock.js';
import { readSnapshot, syncDirectory } from './snapshot.js';

export interface JournalRepair {
  /** Undefined when the journal replays cleanly and nothing was changed. */
  damage?: JournalDamage;
  backupDir?: string;
  /** Lines dropped: from the damaged one to the end of its file, plus every line of later files. */
  droppedLines: number;
  removedFiles: string[];
}

const countLines = (file: string, fromByte: number): number => {
  const buffer = readFileSync(file).subarray(fromByte);
  let lines = 0;
  for (let at = buffer.indexOf(0x0a); at !== -1; at = buffer.indexOf(0x0a, at + 1)) lines++;
  return buffer.length > 0 && buffer[buffer.length - 1] !== 0x0a ? lines + 1 : lines;
};

const stamp = (now: Date): string =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export function repairJournal(storeDir: string, now: Date = new Date()): JournalRepair {
  const release = acquireLock(storeDir);
  try {
    const files = journalFilesIn(storeDir);
    const scan = scanJournal(files, readSnapshot(storeDir)?.seq ?? 0);
    const damage = scan.damage;
    if (!damage) return { droppedLines: 0, removedFiles: [] };
    const damaged = files.findIndex((file) => file.path === damage.file);
    const affected = files.slice(damaged);
    const backupDir = join(storeDir, `backup-${stamp(now)}`);
    mkdirSync(backupDir, { recursive: true });
    for (const file of affected) copyFileSync(file.path, join(backupDir, file.name));
    syncDirectory(backupDir);
    let droppedLines = countLines(damage.file, damage.lastGood.bytes);
    truncateSync(damage.file, damage.lastGood.bytes);
    const later = affected.slice(1);
    for (const file of later) {
      droppedLines += countLines(file.path, 0);
      rmSync(file.path);
    }
    syncDirectory(storeDir);
    return { damage, backupDir, droppedLines, removedFiles: later.map((file) => basename(file.path)) };
  } finally {
    release();
  }
}
