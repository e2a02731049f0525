/** store:repair: a backup, the journal cut at its last good line, what was dropped; then the start works. */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EmbeddedStore, openEmbeddedStore } from './index.js';
import { repairJournal } from './journal-repair.js';

interface Numbered {
  _id: number;
  v?: string;
}

describe('store:repair (journal cut at the last good line)', () => {
  let dataDir: string;
  const open = (): EmbeddedStore => openEmbeddedStore({ dataDir, dbName: 'db', logger: { warn: () => {} } });
  const dbDir = () => join(dataDir, 'db');
  const journals = () => readdirSync(dbDir()).filter((name) => name.startsWith('journal-'));

  /** Leaves the directory as a crash would (no close, no LOCK). */
  const crash = async (store: EmbeddedStore): Promise<void> => {
    const copy = mkdtempSync(join(tmpdir(), 'zapisy-repair-'));
    cpSync(dataDir, copy, { recursive: true });
    rmSync(join(copy, 'db', 'LOCK'));
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = copy;
  };
  const corruptLine = (file: string, index: number): void => {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[index] = lines[index]!.replace('"v":"', '"v":"X');
    writeFileSync(file, lines.join('\n'));
  };

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'zapisy-repair-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('repair keeps a backup, truncates at the last good line, and the start then keeps everything before the damage', async () => {
    const store = open();
    for (let i = 1; i <= 5; i++) await store.db.collection<Numbered>('c').insertOne({ _id: i, v: `v${i}` });
    await crash(store);
    const journal = join(dbDir(), journals()[0]!);
    const original = readFileSync(journal, 'utf8');
    corruptLine(journal, 2);
    const damaged = readFileSync(journal, 'utf8');
    expect(() => open()).toThrow('wiersz 3');

    const result = repairJournal(dbDir(), new Date('2026-12-01T21:30:05.123Z'));
    expect(result.damage).toMatchObject({ file: journal, line: 3, lastGood: { line: 2 } });
    expect(result.droppedLines).toBe(3);
    expect(result.backupDir).toBe(join(dbDir(), 'backup-20261201T213005Z'));
    expect(readFileSync(join(result.backupDir!, journals()[0]!), 'utf8')).toBe(damaged);
    expect(readFileSync(journal, 'utf8')).toBe(`${original.split('\n').slice(0, 2).join('\n')}\n`);

    const reopened = open();
    expect(await reopened.db.collection<Numbered>('c').find({}).toArray()).toEqual([
      { _id: 1, v: 'v1' },
      { _id: 2, v: 'v2' },
    ]);
    // New writes continue the journal cleanly.
    await reopened.db.collection<Numbered>('c').insertOne({ _id: 6 });
    await reopened.close();
    const again = open();
    expect(await again.db.collection('c').countDocuments()).toBe(3);
    await again.close();
    expect(repairJournal(dbDir()).damage).toBeUndefined();
  });

  it('damage in an older journal file: repair also sets aside the later files, which would replay on a hole', async () => {
    const store = open();
    const c = store.db.collection<Numbered>('c');
    await c.insertOne({ _id: 1, v: 'a' });
    await c.insertOne({ _id: 2, v: 'b' });
    await crash(store);
    let store2 = open();
    await store2.db.collection<Numbered>('c').insertOne({ _id: 3, v: 'c' });
    await crash(store2);
    // Split into two files as a rotation leaves them: records 1-2, then 3.
    const lines = readFileSync(join(dbDir(), journals()[0]!), 'utf8').split('\n');
    writeFileSync(join(dbDir(), journals()[0]!), `${lines.slice(0, 2).join('\n')}\n`);
    writeFileSync(join(dbDir(), 'journal-0000000000000003.log'), `${lines.slice(2).join('\n')}`);
    corruptLine(join(dbDir(), journals()[0]!), 1);
    expect(() => open()).toThrow(`${join(dbDir(), journals()[0]!)}, wiersz 2`);
    const result = repairJournal(dbDir());
    expect(result.droppedLines).toBe(2);
    expect(result.removedFiles).toEqual(['journal-0000000000000003.log']);
    expect(readdirSync(result.backupDir!).sort()).toEqual(journals().concat('journal-0000000000000003.log'));
    store2 = open();
    expect(await store2.db.collection<Numbered>('c').find({}).toArray()).toEqual([{ _id: 1, v: 'a' }]);
    await store2.close();
  });

  it('repair refuses while a server holds the directory', async () => {
    const store = open();
    expect(() => repairJournal(dbDir())).toThrow(/jest już używany/);
    await store.close();
  });
});
