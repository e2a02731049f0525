/**
 * Reads the journal files of a store directory in order and hands every record after `fromSeq` (the
 * snapshot's sequence number) to `onRecord`. Records must follow each other without gaps. The only
 * damage tolerated is a torn last line of the last file: the unfinished write of a crash, which never
 * ends with a newline. Any other damage (a line that fails its checksum or is not a record, a torn line
 * in an older file, a missing record) is returned with the position of the last good line, and nothing
 * after it is handed on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type JournalRecord, journalFirstSeq } from './journal.js';
import type { JournalDamage } from './journal-damage.js';
import { decodeLine } from './lines.js';

export interface JournalFile {
  name: string;
  path: string;
  firstSeq: number;
}

export interface JournalScan {
  /** The sequence number of the last record read (or `fromSeq`). */
  seq: number;
  /** The torn last line of the last file: the length to truncate it to. */
  tornTail?: { file: string; validLength: number };
  damage?: JournalDamage;
}

export function journalFilesIn(dir: string): JournalFile[] {
  return readdirSync(dir)
    .map((name) => ({ name, path: join(dir, name), firstSeq: journalFirstSeq(name) }))
    .filter((file): file is JournalFile => file.firstSeq !== undefined)
    .sort((a, b) => a.firstSeq - b.firstSeq);
}

function asRecord(value: unknown): JournalRecord {
  const record = value as JournalRecord;
  if (typeof record?.q !== 'number' || !Array.isArray(record.ops)) throw new Error('not a journal record');
  return record;
}

export function scanJournal(
  files: JournalFile[],
  fromSeq: number,
  onRecord: (record: JournalRecord) => void = () => {},
): JournalScan {
  let seq = fromSeq;
  for (const [i, file] of files.entries()) {
    const next = files[i + 1];
    // Every record of this file is older than the next file's first one, and the snapshot covers those.
    if (next && next.firstSeq - 1 <= fromSeq) continue;
    const buffer = readFileSync(file.path);
    const complete = buffer.lastIndexOf(0x0a) + 1;
    let start = 0;
    let line = 0;
    let lastGood = { line: 0, bytes: 0, seq };
    const damage = (reason: string): JournalScan => ({
      seq,
      damage: { file: file.path, line, reason, lastGood },
    });
    while (start < complete) {
      const end = buffer.indexOf(0x0a, start);
      line++;
      let record: JournalRecord;
      try {
        record = asRecord(decodeLine(buffer.toString('utf8', start, end)));
      } catch (error) {
        return damage((error as Error).message);
      }
      if (record.q > seq + 1) return damage(`brak wpisów ${seq + 1}–${record.q - 1} / missing records`);
      if (record.q > fromSeq) {
        if (record.q <= seq) return damage(`wpis ${record.q} powtórzony / record out of order`);
        onRecord(record);
        seq = record.q;
      }
      start = end + 1;
      lastGood = { line, bytes: start, seq };
    }
    if (complete < buffer.length) {
      line++;
      if (next) return damage('niedokończony wiersz w starszym pliku / unfinished line in an older file');
      return { seq, tornTail: { file: file.path, validLength: complete } };
    }
  }
  return { seq };
}
