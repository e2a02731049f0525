/** Embedded store on disk: reopen, kill -9, torn and corrupt journal lines, snapshots, the directory lock. */
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Long, ObjectId } from 'bson';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EmbeddedStore, openEmbeddedStore } from './index.js';
import { JournalDamageError } from './journal-damage.js';

const testing = fileURLToPath(new URL('../testing/', import.meta.url));

/** The documents most tests write: numeric ids and a field or two. */
interface Numbered {
  _id: number;
  v?: string;
  payload?: string;
}
const numbered = (store: EmbeddedStore) => store.db.collection<Numbered>('c');

/** A document whose fields change shape and BSON type between updates. */
interface Shaped {
  _id: number;
  a?: string;
  n?: Long;
  nested?: { k: number[] };
  gone?: boolean;
  added?: Date;
  last?: null;
}

describe('embedded store persistence (DATA_DIR)', () => {
  let dataDir: string;
  let warnings: string[];
  const open = (extra: { compactBytes?: number; fsync?: 'interval' | 'commit' } = {}): EmbeddedStore =>
    openEmbeddedStore({
      dataDir,
      dbName: 'db',
      logger: { warn: (message) => warnings.push(message) },
      ...extra,
    });
  const dbDir = () => join(dataDir, 'db');
  const journalFile = () => {
    const name = readdirSync(dbDir()).find((file) => file.startsWith('journal-'));
    return join(dbDir(), name!);
  };

  /** The directory as a crash would leave it: a copy taken while the store is open, without its LOCK. */
  const crashCopy = async (store: EmbeddedStore): Promise<string> => {
    const copy = mkdtempSync(join(tmpdir(), 'zapisy-crash-'));
    cpSync(dataDir, copy, { recursive: true });
    rmSync(join(copy, 'db', 'LOCK'));
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = copy;
    return copy;
  };

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'zapisy-persist-'));
    warnings = [];
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('close and reopen keeps documents, BSON types and unique indexes', async () => {
    const id = new ObjectId();
    let store = open();
    const people = store.db.collection('people');
    await people.createIndex({ email: 1 }, { unique: true });
    await people.insertOne({
      _id: id,
      email: 'a@x.pl',
      at: new Date(5),
      big: Long.fromString('9007199254740993'),
    });
    await store.close();

    store = open();
    const back = await store.db.collection('people').findOne({ _id: id });
    expect(back).toEqual({
      _id: id,
      email: 'a@x.pl',
      at: new Date(5),
      big: Long.fromString('9007199254740993'),
    });
    await expect(store.db.collection('people').insertOne({ email: 'a@x.pl' })).rejects.toMatchObject({
      code: 11000,
    });
    await store.close();
  });

  it('without close (crash), the journal alone brings back every acknowledged write', async () => {
    const store = open();
    await numbered(store).insertMany([{ _id: 1 }, { _id: 2 }]);
    await numbered(store).deleteOne({ _id: 1 });
    await crashCopy(store);
    const reopened = open();
    expect(await numbered(reopened).find({}).toArray()).toEqual([{ _id: 2 }]);
    await reopened.close();
  });

  it('updates journaled as changed fields only replay to the same documents after a crash (field order and BSON types too)', async () => {
    const store = open();
    const c = store.db.collection<Shaped>('c');
    await c.insertOne({
      _id: 1,
      a: 'x'.repeat(500),
      n: Long.fromNumber(1),
      nested: { k: [1, 2] },
      gone: true,
    });
    await c.updateOne(
      { _id: 1 },
      { $set: { 'nested.k': [3] }, $inc: { n: Long.fromNumber(2) }, $unset: { gone: '' } },
    );
    await c.updateOne({ _id: 1 }, { $set: { added: new Date(5) } });
    // The replacement names _id last: the stored field order must survive the replay.
    await c.replaceOne({ _id: 1 }, { added: new Date(6), a: 'y', _id: 1 } as Shaped);
    await c.updateOne({ _id: 1 }, { $set: { last: null } });
    const before = await c.findOne({ _id: 1 });
    const lines = readFileSync(journalFile(), 'utf8').split('\n').filter(Boolean);
    const kinds = lines
      .flatMap((line) => (JSON.parse(line.slice(9)) as { ops: { o: string; c: string }[] }).ops)
      .filter((op) => op.c === 'c')
      .map((op) => op.o);
    expect(kinds).toEqual(['put', 'set', 'set', 'put', 'set']);
    // The lease-like updates wrote a few bytes, not the 500-character field again.
    expect(lines.filter((line) => line.includes('x'.repeat(500)))).toHaveLength(1);
    await crashCopy(store);
    const reopened = open();
    const after = await reopened.db.collection<Shaped>('c').findOne({ _id: 1 });
    expect(after).toEqual(before);
    expect(Object.keys(after!)).toEqual(Object.keys(before!));
    await reopened.close();
  });

  it('kill -9: every write acknowledged before the kill is back after restart', {
    timeout: 40_000,
  }, async () => {
    const child = spawn(process.execPath, ['--import', './ts-register.mjs', 'crash-writer.ts', dataDir], {
      cwd: testing,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let lastAck = -1;
    let buffer = '';
    const watchdog = setTimeout(() => child.kill('SIGKILL'), 25_000);
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) lastAck = Number(line.split(' ')[1]);
        if (lastAck >= 300 && !child.killed) child.kill('SIGKILL');
      });
      child.on('exit', () => resolve());
    }).finally(() => clearTimeout(watchdog));
    expect(child.signalCode).toBe('SIGKILL');
    expect(lastAck).toBeGreaterThanOrEqual(300);

    const store = openEmbeddedStore({ dataDir, dbName: 'crash', logger: { warn: (m) => warnings.push(m) } });
    // The documents and the counter crash-writer.ts writes.
    const docs = store.db.collection<{ _id: number; payload: string; at: Date }>('docs');
    const ids = new Set((await docs.find({}, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id));
    for (let n = 0; n <= lastAck; n++) expect(ids.has(n)).toBe(true);
    // Each acknowledged transaction inserted one document and incremented the counter, atomically.
    const counter = await store.db
      .collection<{ _id: string; value: number }>('counters')
      .findOne({ _id: 'acks' });
    expect(counter!.value).toBe(ids.size);
    expect(warnings).toEqual([]);
    await store.close();
  });

  it('group commit: a crash before the group write loses only the writes not yet acknowledged', async () => {
    const store = open();
    await numbered(store).insertOne({ _id: 1 });
    // Committed in memory, queued for this turn's journal write, not acknowledged yet.
    const pending = numbered(store).insertOne({ _id: 2 });
    const copy = mkdtempSync(join(tmpdir(), 'zapisy-crash-'));
    cpSync(dataDir, copy, { recursive: true });
    rmSync(join(copy, 'db', 'LOCK'));
    await pending;
    expect(await numbered(store).countDocuments()).toBe(2);
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = copy;
    const reopened = open();
    expect(await numbered(reopened).find({}).toArray()).toEqual([{ _id: 1 }]);
    expect(warnings).toEqual([]);
    await reopened.close();
  });

  it('a torn last journal line is dropped silently; everything committed before it is back', async () => {
    const store = open();
    await numbered(store).insertMany([{ _id: 1 }, { _id: 2 }]);
    await numbered(store).insertOne({ _id: 3 });
    await crashCopy(store);
    const journal = journalFile();
    const lines = readFileSync(journal, 'utf8');
    // The last record was half written when the machine stopped.
    const lastStart = lines.lastIndexOf('\n', lines.length - 2) + 1;
    writeFileSync(journal, lines.slice(0, lastStart + 20));
    const reopened = open();
    expect(await numbered(reopened).find({}).toArray()).toEqual([{ _id: 1 }, { _id: 2 }]);
    expect(warnings).toEqual([]);
    // The torn tail is cut off, so new writes start on a clean line.
    await numbered(reopened).insertOne({ _id: 4 });
    await reopened.close();
    const again = open();
    expect(await numbered(again).countDocuments()).toBe(3);
    await again.close();
  });

  it('a corrupt journal line before the end stops the start, naming the file, the line and the repair command', async () => {
    const store = open();
    const c = numbered(store);
    await c.insertOne({ _id: 1, v: 'a' });
    await c.insertOne({ _id: 2, v: 'b' });
    await c.insertOne({ _id: 3, v: 'c' });
    await crashCopy(store);
    const journal = journalFile();
    const lines = readFileSync(journal, 'utf8').split('\n');
    lines[1] = lines[1]!.replace('"b"', '"X"');
    writeFileSync(journal, lines.join('\n'));
    // Replaying line 3 on top of the hole would lose document 2 silently: never.
    expect(() => open()).toThrow(JournalDamageError);
    expect(() => open()).toThrow(`${journal}, wiersz 2 (checksum mismatch)`);
    expect(() => open()).toThrow(`npm run store:repair -- --data-dir ${dataDir} --db db`);
    // The refused start released the directory.
    expect(readdirSync(dbDir())).not.toContain('LOCK');
  });

  it('a missing journal record (a line cut out whole) stops the start', async () => {
    const store = open();
    for (let i = 1; i <= 3; i++) await numbered(store).insertOne({ _id: i });
    await crashCopy(store);
    const journal = journalFile();
    const lines = readFileSync(journal, 'utf8').split('\n');
    lines.splice(1, 1);
    writeFileSync(journal, lines.join('\n'));
    expect(() => open()).toThrow(/wiersz 2 \(brak wpisów/);
  });

  it('a snapshot replaces the journal; writes after it replay on top', async () => {
    const store = open();
    const c = numbered(store);
    for (let i = 0; i < 50; i++) await c.insertOne({ _id: i, payload: 'x'.repeat(100) });
    await store.compact();
    await c.updateOne({ _id: 0 }, { $set: { payload: 'after snapshot' } });
    await crashCopy(store);
    const files = readdirSync(dbDir());
    expect(files).toContain('snapshot.jsonl');
    expect(files.filter((file) => file.startsWith('journal-'))).toHaveLength(1);
    const reopened = open();
    expect(await numbered(reopened).countDocuments()).toBe(50);
    expect((await numbered(reopened).findOne({ _id: 0 }))!.payload).toBe('after snapshot');
    await reopened.close();
  });

  it('the next automatic snapshot waits until the journal is as large as the last snapshot (snapshots never cost more than the journal)', async () => {
    const store = open({ compactBytes: 1024 });
    const c = numbered(store);
    for (let i = 0; i < 200; i++) await c.insertOne({ _id: i, payload: 'x'.repeat(100) });
    await store.compact();
    const snapshotSize = () => statSync(join(dbDir(), 'snapshot.jsonl')).size;
    const firstSize = snapshotSize();
    expect(firstSize).toBeGreaterThan(20 * 1024);
    const journalSize = () => statSync(journalFile()).size;
    // Well past the fixed limit, still below the snapshot's size: no new snapshot.
    for (let i = 0; journalSize() < firstSize / 2; i++)
      await c.updateOne({ _id: i % 200 }, { $set: { v: `a${i}` } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(snapshotSize()).toBe(firstSize);
    // Once the journal reaches the snapshot's size, the next write starts one.
    for (let i = 0; journalSize() < firstSize && snapshotSize() === firstSize; i++)
      await c.updateOne({ _id: i % 200 }, { $set: { v: `b${i}` } });
    await c.updateOne({ _id: 0 }, { $set: { v: 'last' } });
    await vi.waitFor(() => expect(journalSize()).toBeLessThan(firstSize));
    await store.close();
  });

  it("fsync 'commit' mode resolves writes after fdatasync and keeps them", async () => {
    let store = open({ fsync: 'commit' });
    await Promise.all(Array.from({ length: 20 }, (_, i) => numbered(store).insertOne({ _id: i })));
    await store.close();
    store = open();
    expect(await numbered(store).countDocuments()).toBe(20);
    await store.close();
  });

  it('only one process per DATA_DIR: a live owner blocks a second open, in Polish and English', async () => {
    const store = open();
    expect(() => open()).toThrow(/Katalog danych .* jest już używany .* Data directory .* is already in use/);
    await store.close();
    // The parent of this test process is alive and is not us.
    writeFileSync(join(dbDir(), 'LOCK'), String(process.ppid));
    expect(() => open()).toThrow(`pid ${process.ppid}`);
    // A stale lock of a dead process is taken over.
    writeFileSync(join(dbDir(), 'LOCK'), '999999999');
    const reopened = open();
    await reopened.close();
  });

  it('a half-written journal line followed by more lines (crash, then restart without cleanup) stops the start', async () => {
    const store = open();
    await numbered(store).insertOne({ _id: 1 });
    await crashCopy(store);
    appendFileSync(journalFile(), '0000abcd {"q":99,"ops":[\n');
    expect(() => open()).toThrow(/wiersz 2 \(checksum mismatch\)/);
  });

  it('a damaged journal file that the snapshot covers entirely does not stop the start', async () => {
    const store = open();
    await numbered(store).insertOne({ _id: 1 });
    const older = basename(journalFile());
    const kept = readFileSync(journalFile(), 'utf8');
    await store.compact();
    await numbered(store).insertOne({ _id: 2 });
    await crashCopy(store);
    // A crash between the snapshot and the removal of the old file leaves it behind, here damaged.
    writeFileSync(join(dbDir(), older), `${kept}garbage\n`);
    const reopened = open();
    expect(await numbered(reopened).countDocuments()).toBe(2);
    await reopened.close();
  });
});
