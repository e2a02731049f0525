import { describe, expect, it } from 'vitest';
import { SnapshotHistory } from './history.js';
import { openEmbeddedStore } from './index.js';

function memoryStore() {
  return openEmbeddedStore({ dataDir: '', dbName: 'snapshots', journal: false });
}

interface Item {
  _id: string;
  n: number;
}

describe('snapshot isolation of embedded transactions (one shared history of pre-images)', () => {
  it('a transaction keeps reading its snapshot of changed, inserted and deleted documents', async () => {
    const store = memoryStore();
    const items = store.db.collection<Item>('items');
    await items.insertMany([
      { _id: 'a', n: 1 },
      { _id: 'gone', n: 1 },
    ]);
    const early = store.startSession();
    early.startTransaction();
    expect(await items.findOne({ _id: 'a' }, { session: early })).toMatchObject({ n: 1 });

    await items.updateOne({ _id: 'a' }, { $set: { n: 2 } });
    const late = store.startSession();
    late.startTransaction();
    await items.updateOne({ _id: 'a' }, { $set: { n: 3 } });
    await items.insertOne({ _id: 'new', n: 1 });
    await items.deleteOne({ _id: 'gone' });

    // Each sees the state as of its own start, by key and by scan (inserted absent, deleted present).
    expect(await items.findOne({ _id: 'a' }, { session: early })).toMatchObject({ n: 1 });
    expect(await items.findOne({ _id: 'a' }, { session: late })).toMatchObject({ n: 2 });
    const scan = async (session: typeof early) =>
      (await items.find({}, { session }).sort({ _id: 1 }).toArray()).map((i) => `${i._id}:${i.n}`);
    expect(await scan(early)).toEqual(['a:1', 'gone:1']);
    expect(await scan(late)).toEqual(['a:2', 'gone:1']);
    expect(await items.findOne({ n: 3 }, { session: late })).toBeNull();
    expect(await items.countDocuments({})).toBe(2);

    // Writing a document someone changed since the start is a write conflict (112).
    await expect(items.updateOne({ _id: 'a' }, { $inc: { n: 1 } }, { session: early })).rejects.toMatchObject(
      {
        code: 112,
      },
    );
    await early.abortTransaction();
    await late.abortTransaction();
    await early.endSession();
    await late.endSession();
    await store.close();
  });

  it('a transaction started after a change reads the new version and may write it', async () => {
    const store = memoryStore();
    const items = store.db.collection<Item>('items');
    const open = store.startSession();
    open.startTransaction(); // keeps history recording
    await items.insertOne({ _id: 'a', n: 1 });
    const session = store.startSession();
    await session.withTransaction(async () => {
      expect(await items.findOne({ _id: 'a' }, { session })).toMatchObject({ n: 1 });
      await items.updateOne({ _id: 'a' }, { $inc: { n: 1 } }, { session });
    });
    expect(await items.findOne({ _id: 'a' })).toMatchObject({ n: 2 });
    expect(await items.findOne({ _id: 'a' }, { session: open })).toBeNull();
    await open.abortTransaction();
    await open.endSession();
    await session.endSession();
    await store.close();
  });
});

describe('indexed lookups inside a transaction read the snapshot too', () => {
  it('finds a document by the value it had at the start, not by its new value; an insert after is unseen', async () => {
    const store = memoryStore();
    const items = store.db.collection<Item & { email: string }>('items');
    await items.createIndex({ email: 1 }, { name: 'email' });
    await items.insertOne({ _id: 'a', n: 1, email: 'anna@example.pl' });
    const session = store.startSession();
    session.startTransaction();
    await items.updateOne({ _id: 'a' }, { $set: { email: 'ania@example.pl' } });
    await items.insertOne({ _id: 'b', n: 1, email: 'anna@example.pl' });
    const byEmail = async (email: string) =>
      (await items.find({ email }, { session }).toArray()).map((item) => item._id);
    expect(await byEmail('anna@example.pl')).toEqual(['a']);
    expect(await byEmail('ania@example.pl')).toEqual([]);
    await session.abortTransaction();
    await session.endSession();
    expect((await items.find({ email: 'anna@example.pl' }).toArray()).map((item) => item._id)).toEqual(['b']);
    await store.close();
  });
});

describe('SnapshotHistory', () => {
  it('reads the version before the oldest change after a start; trim keeps what open starts need', () => {
    const history = new SnapshotHistory();
    history.record('c', 'k', undefined, 5); // inserted at 5
    history.record('c', 'k', { _id: 'k', v: 5 }, 8);
    history.record('c', 'k', { _id: 'k', v: 8 }, 12);
    expect(history.versionAt('c', 'k', 4)).toBeNull();
    expect(history.versionAt('c', 'k', 5)).toEqual({ _id: 'k', v: 5 });
    expect(history.versionAt('c', 'k', 9)).toEqual({ _id: 'k', v: 8 });
    expect(history.versionAt('c', 'k', 12)).toBeUndefined();
    expect([...history.keysChangedSince('c', 11)]).toEqual(['k']);
    expect([...history.keysChangedSince('c', 12)]).toEqual([]);

    history.trim(8);
    expect(history.versionAt('c', 'k', 8)).toEqual({ _id: 'k', v: 8 });
    expect(history.versionAt('c', 'k', 10)).toEqual({ _id: 'k', v: 8 });
    history.trim(12);
    expect(history.isEmpty).toBe(true);
  });
});
