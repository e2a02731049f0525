/**
 * A journal that cannot be replayed as written: a line before the end fails its checksum, is not a
 * record, or records are missing. The start stops with this error instead of replaying the rest on top
 * of a hole (which loses documents and leaves counters wrong); `npm run store:repair` cuts the journal
 * at the last good line after keeping a backup.
 */
import { basename, dirname } from 'node:path';

/** Where the last intact record of the damaged file ends. */
export interface LastGoodLine {
  /** 1-based line number of the last good line in `file` (0: none). */
  line: number;
  /** Byte length of `file` up to and including that line. */
  bytes: number;
  /** Sequence number of the last record that replays cleanly. */
  seq: number;
}

export interface JournalDamage {
  file: string;
  line: number;
  reason: string;
  lastGood: LastGoodLine;
}

/** The repair command for a store directory `<dataDir>/<dbName>`. */
export function repairCommand(storeDir: string): string {
  return `npm run store:repair -- --data-dir ${dirname(storeDir)} --db ${basename(storeDir)}`;
}

export class JournalDamageError extends Error {
  readonly damage: JournalDamage;

  constructor(storeDir: string, damage: JournalDamage) {
    super(
      `Dziennik magazynu jest uszkodzony: ${damage.file}, wiersz ${damage.line} (${damage.reason}). ` +
        'Zapisy nie startuje, żeby nie odtworzyć dalszych wpisów na danych z dziurą. ' +
        `Napraw: ${repairCommand(storeDir)} (kopia zapasowa dziennika, obcięcie po ostatnim dobrym ` +
        `wierszu ${damage.lastGood.line}).\n` +
        `/ The store journal is damaged at ${damage.file}:${damage.line} (${damage.reason}). ` +
        `The start stops; repair with: ${repairCommand(storeDir)}`,
    );
    this.name = 'JournalDamageError';
    this.damage = damage;
  }
}
