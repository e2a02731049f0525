import { describe, expect, it } from 'vitest';
import { TenantRepository } from '../repository.js';
import { openEmbeddedStore } from './index.js';
import { readStoredDocuments } from './shared-reads.js';

function memoryStore() {
  return openEmbeddedStore({ dataDir: '', dbName: 'shared-reads', journal: false });
}

describe('read path without copies for trusted internal readers (embedded store)', () => {
  it('inside readStoredDocuments find hands out the stored documents; outside, and findOne, copy', async () => {
    const store = memoryStore();
    const items = store.db.collection<{ _id: string; organizationId: string; tags: string[] }>('items');
    await items.insertOne({ _id: 'a', organizationId: 'o1', tags: ['x'] });
    const [first] = await readStoredDocuments(() => items.find({}).toArray());
    const [again] = await readStoredDocuments(() => items.find({}).toArray());
    expect(again).toBe(first);
    const [copy] = await items.find({}).toArray();
    expect(copy).toEqual(first);
    expect(copy).not.toBe(first);
    const one = await readStoredDocuments(() => items.findOne({ _id: 'a' }));
    expect(one).not.toBe(first);
    await store.close();
  });

  it('keeps the tenant scope of a TenantRepository and is a consistent snapshot while others write', async () => {
    const store = memoryStore();
    const items = store.db.collection<{ _id: string; organizationId: string; n: number }>('items');
    await items.insertMany([
      { _id: 'a', organizationId: 'o1', n: 1 },
      { _id: 'b', organizationId: 'o2', n: 1 },
    ]);
    const read = await readStoredDocuments(() =>
      new TenantRepository(items, { organizationId: 'o1' }).find({}).toArray(),
    );
    expect(read.map((doc) => doc._id)).toEqual(['a']);
    await items.updateOne({ _id: 'a' }, { $set: { n: 2 } });
    // Stored documents are replaced on write, never changed in place: what was read stays as read.
    expect(read[0]?.n).toBe(1);
    expect((await items.findOne({ _id: 'a' }))?.n).toBe(2);
    await store.close();
  });
});

describe('readStoredDocuments scope', () => {
  it('covers the cursors made in the read call itself; one made after an await copies, and nothing leaks to other reads', async () => {
    const store = memoryStore();
    const items = store.db.collection<{ _id: string; organizationId: string }>('items');
    await items.insertOne({ _id: 'a', organizationId: 'o1' });
    const [stored] = await readStoredDocuments(() => items.find({}).toArray());
    const [late] = await readStoredDocuments(async () => {
      await Promise.resolve();
      return items.find({}).toArray();
    });
    expect(late).toEqual(stored);
    expect(late).not.toBe(stored);
    const pending = readStoredDocuments(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));
    const [meanwhile] = await items.find({}).toArray();
    expect(meanwhile).not.toBe(stored);
    await pending;
    await store.close();
  });
});
