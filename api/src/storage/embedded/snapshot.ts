/**
 * Full snapshot of a database: header line (sequence number, collections, index definitions), one line
 * per document, an end line with the count. Written to a temporary file, fsynced, then renamed over the
 * previous snapshot, so a crash leaves either the old or the new one, never a mix.
 */
import { closeSync, existsSync, fsyncSync, openSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { IndexDefinition } from './indexes.js';
import { encodeLine, readLines } from './lines.js';
import type { Doc } from './values.js';

export const SNAPSHOT_FILE = 'snapshot.jsonl';
const TEMP_FILE = 'snapshot.tmp';
/**
 * Encoded text per write. The snapshot is written while the server serves (the journal grew past its
 * limit), and encoding a chunk holds the event loop: 1 MB took tens of ms on a busy machine, in the
 * middle of a registration rush; 64 KB is about a millisecond, and the write in between lets requests on.
 */
const CHUNK_BYTES = 64 * 1024;

export interface SnapshotCollection {
  name: string;
  indexes: IndexDefinition[];
  docs: Doc[];
}

export interface Snapshot {
  seq: number;
  collections: SnapshotCollection[];
}

interface Header {
  format: 1;
  seq: number;
  collections: { name: string; indexes: IndexDefinition[] }[];
}

export async function writeSnapshot(dir: string, snapshot: Snapshot): Promise<void> {
  const temp = join(dir, TEMP_FILE);
  const handle = await open(temp, 'w');
  try {
    const header: Header = {
      format: 1,
      seq: snapshot.seq,
      collections: snapshot.collections.map(({ name, indexes }) => ({ name, indexes })),
    };
    let chunk = encodeLine(header);
    let count = 0;
    for (const collection of snapshot.collections) {
      for (const doc of collection.docs) {
        chunk += encodeLine({ c: collection.name, d: doc });
        count++;
        if (chunk.length >= CHUNK_BYTES) {
          await handle.write(chunk);
          chunk = '';
        }
      }
    }
    chunk += encodeLine({ end: true, count });
    await handle.write(chunk);
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(temp, join(dir, SNAPSHOT_FILE));
  syncDirectory(dir);
}

/** Makes a rename or a new file in `dir` durable. */
export function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Loads the snapshot, or undefined when there is none. A damaged snapshot is an error, never skipped. */
export function readSnapshot(dir: string): Snapshot | undefined {
  const file = join(dir, SNAPSHOT_FILE);
  if (!existsSync(file)) return undefined;
  let header: Header | undefined;
  let ended = false;
  let count = 0;
  const byName = new Map<string, SnapshotCollection>();
  const result = readLines(file, (value, line) => {
    const record = value as { format?: number; c?: string; d?: Doc; end?: boolean; count?: number } & Header;
    if (!header) {
      if (record.format !== 1) throw new Error(`${file}:${line}: unknown snapshot format`);
      header = record;
      for (const { name, indexes } of header.collections) byName.set(name, { name, indexes, docs: [] });
    } else if (record.end) {
      ended = record.count === count;
    } else {
      const collection = byName.get(record.c ?? '');
      if (!collection || !record.d) throw new Error(`${file}:${line}: document of an unknown collection`);
      collection.docs.push(record.d);
      count++;
    }
  });
  const damaged = result.problems[0];
  if (damaged) throw new Error(`Snapshot ${file} is damaged at line ${damaged.line}: ${damaged.reason}`);
  if (!header || !ended) throw new Error(`Snapshot ${file} is incomplete`);
  return { seq: header.seq, collections: [...byName.values()] };
}
