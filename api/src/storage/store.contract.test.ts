/**
 * The storage contract: the same behaviour from the embedded store and from MongoDB (when MONGODB_URI is
 * set). Test names quote the rule they check.
 */
import { Binary, Decimal128, Long, ObjectId } from 'bson';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasErrorLabel, isDuplicateKeyError } from './index.js';
import type { Document, Store, StoreCollection } from './port.js';
import { adapters } from './testing/adapters.js';

/** Most tests give their items numeric `_id`s. */
interface Item {
  _id: number;
  sku: string;
  qty: number;
  tags?: string[];
  lines?: { code: string; amount: number }[];
  note?: string;
}

/** The same fields with the driver's default `_id: ObjectId`: for items whose `_id` the store assigns. */
type NewItem = Omit<Item, '_id'>;

async function rejection(promise: Promise<unknown>): Promise<Document> {
  try {
    await promise;
  } catch (error) {
    return error as Document;
  }
  throw new Error('expected the operation to fail');
}

for (const adapter of adapters) {
  describe.skipIf(!adapter.enabled)(`storage contract: ${adapter.name}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    let items: StoreCollection<Item>;
    /** The same `items` collection, typed for documents inserted without an `_id`. */
    let newItems: StoreCollection<NewItem>;

    beforeEach(async () => {
      ({ store, cleanup } = await adapter.open());
      items = store.db.collection<Item>('items');
      newItems = store.db.collection<NewItem>('items');
    });
    afterEach(async () => cleanup());

    describe('CRUD and operators', () => {
      it('insertOne assigns an ObjectId _id when none is given; findOne returns the document', async () => {
        const result = await newItems.insertOne({ sku: 'A', qty: 1 });
        expect(result.insertedId).toBeInstanceOf(ObjectId);
        expect(await newItems.findOne({ _id: result.insertedId })).toEqual({
          _id: result.insertedId,
          sku: 'A',
          qty: 1,
        });
      });

      it('documents handed out are copies: changing them does not change the store', async () => {
        await items.insertOne({ _id: 1, sku: 'A', qty: 1, tags: ['x'] });
        const doc = await items.findOne({ _id: 1 });
        doc!.tags!.push('y');
        doc!.qty = 99;
        expect(await items.findOne({ _id: 1 })).toMatchObject({ qty: 1, tags: ['x'] });
      });

      it('$set, $inc, $unset, $push, $addToSet and $pull update fields and report matched/modified', async () => {
        await items.insertOne({ _id: 1, sku: 'A', qty: 1, tags: ['a'], note: 'n' });
        const result = await items.updateOne(
          { _id: 1 },
          { $set: { sku: 'B' }, $inc: { qty: 4 }, $unset: { note: '' }, $push: { tags: 'b' } },
        );
        expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
        await items.updateOne({ _id: 1 }, { $addToSet: { tags: 'a' } });
        await items.updateOne({ _id: 1 }, { $pull: { tags: 'a' } });
        expect(await items.findOne({ _id: 1 })).toEqual({ _id: 1, sku: 'B', qty: 5, tags: ['b'] });
        const none = await items.updateOne({ _id: 2 }, { $set: { qty: 1 } });
        expect(none).toMatchObject({ matchedCount: 0, modifiedCount: 0 });
      });

      it('an update that changes nothing matches but does not modify', async () => {
        await items.insertOne({ _id: 1, sku: 'A', qty: 1 });
        expect(await items.updateOne({ _id: 1 }, { $set: { qty: 1 } })).toMatchObject({
          matchedCount: 1,
          modifiedCount: 0,
        });
      });

      it('arrayFilters update only the array elements they select', async () => {
        await items.insertOne({
          _id: 1,
          sku: 'A',
          qty: 1,
          lines: [
            { code: 'x', amount: 100 },
            { code: 'y', amount: 200 },
            { code: 'x', amount: 300 },
          ],
        });
        await items.updateOne(
          { _id: 1 },
          { $inc: { 'lines.$[l].amount': 5 } },
          { arrayFilters: [{ 'l.code': 'x' }] },
        );
        const doc = await items.findOne({ _id: 1 });
        expect(doc!.lines!.map((line) => line.amount)).toEqual([105, 200, 305]);
      });

      it('the positional $ updates the first element the filter matched', async () => {
        await items.insertOne({
          _id: 1,
          sku: 'A',
          qty: 1,
          lines: [
            { code: 'x', amount: 1 },
            { code: 'y', amount: 2 },
          ],
        });
        await items.updateOne({ _id: 1, 'lines.code': 'y' }, { $set: { 'lines.$.amount': 20 } });
        expect((await items.findOne({ _id: 1 }))!.lines).toEqual([
          { code: 'x', amount: 1 },
          { code: 'y', amount: 20 },
        ]);
      });

      it('upsert inserts from the filter equalities plus $setOnInsert, only when nothing matches', async () => {
        const first = await newItems.updateOne(
          { sku: 'U' },
          { $inc: { qty: 1 }, $setOnInsert: { note: 'created' } },
          { upsert: true },
        );
        expect(first.upsertedCount).toBe(1);
        expect(first.upsertedId).toBeInstanceOf(ObjectId);
        const second = await newItems.updateOne(
          { sku: 'U' },
          { $inc: { qty: 1 }, $setOnInsert: { note: 'again' } },
          { upsert: true },
        );
        expect(second).toMatchObject({ matchedCount: 1, upsertedCount: 0, upsertedId: null });
        expect(await items.findOne({ sku: 'U' }, { projection: { _id: 0 } })).toEqual({
          sku: 'U',
          qty: 2,
          note: 'created',
        });
      });

      it('replaceOne keeps the _id; an update that changes _id is refused', async () => {
        await items.insertOne({ _id: 1, sku: 'A', qty: 1, note: 'x' });
        await items.replaceOne({ _id: 1 }, { sku: 'R', qty: 2 });
        expect(await items.findOne({ _id: 1 })).toEqual({ _id: 1, sku: 'R', qty: 2 });
        const error = await rejection(items.updateOne({ _id: 1 }, { $set: { _id: 2 } }));
        expect(error.code).toBe(66);
      });

      it('setting _id to its current value is allowed and modifies nothing; changing or removing it fails with 66', async () => {
        await items.insertOne({ _id: 1, sku: 'A', qty: 1 });
        expect(await items.updateOne({ sku: 'A' }, { $set: { _id: 1 } })).toMatchObject({
          matchedCount: 1,
          modifiedCount: 0,
        });
        expect(await items.updateOne({ _id: 1 }, { $set: { _id: 1, qty: 2 } })).toMatchObject({
          matchedCount: 1,
          modifiedCount: 1,
        });
        expect(
          await items.findOneAndUpdate(
            { sku: 'A' },
            { $set: { _id: 1, qty: 3 } },
            { returnDocument: 'after' },
          ),
        ).toEqual({ _id: 1, sku: 'A', qty: 3 });
        expect((await rejection(items.updateOne({ sku: 'A' }, { $set: { _id: 2, qty: 9 } }))).code).toBe(66);
        expect((await rejection(items.findOneAndUpdate({ _id: 1 }, { $inc: { _id: 1 } }))).code).toBe(66);
        expect((await rejection(items.updateOne({ _id: 1 }, { $unset: { _id: '' } }))).code).toBe(66);
        expect(await items.find({}).toArray()).toEqual([{ _id: 1, sku: 'A', qty: 3 }]);
      });

      it('an upsert takes _id from $setOnInsert (or $set) when the filter does not fix it; a match ignores $setOnInsert', async () => {
        const inserted = await items.updateOne(
          { sku: 'J' },
          { $set: { qty: 1 }, $setOnInsert: { _id: 7, note: 'new' } },
          { upsert: true },
        );
        expect(inserted).toMatchObject({ matchedCount: 0, upsertedCount: 1, upsertedId: 7 });
        const matched = await items.updateOne(
          { sku: 'J' },
          { $set: { qty: 2 }, $setOnInsert: { _id: 8, note: 'again' } },
          { upsert: true },
        );
        expect(matched).toMatchObject({
          matchedCount: 1,
          modifiedCount: 1,
          upsertedCount: 0,
          upsertedId: null,
        });
        const doc = await items.findOne({ sku: 'J' });
        expect(doc).toEqual({ _id: 7, sku: 'J', qty: 2, note: 'new' });
        expect(Object.keys(doc!)[0]).toBe('_id');

        expect(
          await items.findOneAndUpdate(
            { sku: 'K' },
            { $inc: { qty: 1 }, $setOnInsert: { _id: 9 } },
            { upsert: true, returnDocument: 'after' },
          ),
        ).toEqual({ _id: 9, sku: 'K', qty: 1 });
        const viaSet = await items.bulkWrite([
          { updateOne: { filter: { sku: 'L' }, update: { $set: { _id: 10, qty: 5 } }, upsert: true } },
        ]);
        expect(viaSet).toMatchObject({ upsertedCount: 1, upsertedIds: { 0: 10 } });
        expect(await items.findOne({ _id: 10 })).toEqual({ _id: 10, sku: 'L', qty: 5 });
      });

      it('an upsert whose filter fixes _id keeps it: $setOnInsert of the same _id works, another one fails with 66', async () => {
        expect(
          await items.updateOne(
            { _id: 1 },
            { $set: { sku: 'A', qty: 1 }, $setOnInsert: { _id: 1 } },
            { upsert: true },
          ),
        ).toMatchObject({ upsertedCount: 1, upsertedId: 1 });
        const error = await rejection(
          items.updateOne(
            { _id: 2 },
            { $set: { sku: 'B', qty: 1 }, $setOnInsert: { _id: 3 } },
            { upsert: true },
          ),
        );
        expect(error.code).toBe(66);
        expect(await items.find({}).toArray()).toEqual([{ _id: 1, sku: 'A', qty: 1 }]);
      });

      it('updateMany and deleteMany touch every match; deleteOne removes one', async () => {
        await items.insertMany([1, 2, 3, 4].map((n) => ({ _id: n, sku: n % 2 ? 'odd' : 'even', qty: n })));
        expect(await items.updateMany({ sku: 'odd' }, { $inc: { qty: 10 } })).toMatchObject({
          matchedCount: 2,
          modifiedCount: 2,
        });
        expect((await items.deleteOne({ sku: 'even' })).deletedCount).toBe(1);
        expect((await items.deleteMany({ sku: 'odd' })).deletedCount).toBe(2);
        expect(await items.countDocuments()).toBe(1);
      });

      it('findOneAndUpdate returns the document before by default, after on request, null when none matches', async () => {
        await items.insertOne({ _id: 1, sku: 'A', qty: 1 });
        expect(await items.findOneAndUpdate({ _id: 1 }, { $inc: { qty: 1 } })).toMatchObject({ qty: 1 });
        expect(
          await items.findOneAndUpdate({ _id: 1 }, { $inc: { qty: 1 } }, { returnDocument: 'after' }),
        ).toMatchObject({ qty: 3 });
        expect(await items.findOneAndUpdate({ _id: 9 }, { $inc: { qty: 1 } })).toBeNull();
        const upserted = await newItems.findOneAndUpdate(
          { sku: 'N' },
          { $set: { qty: 7 } },
          { upsert: true, returnDocument: 'after' },
        );
        expect(upserted).toMatchObject({ sku: 'N', qty: 7 });
        expect(await items.findOneAndDelete({ _id: 1 })).toMatchObject({ _id: 1, qty: 3 });
        expect(await items.findOne({ _id: 1 })).toBeNull();
      });

      it('find supports sort, skip, limit and projection as options and as cursor methods', async () => {
        await items.insertMany([3, 1, 4, 1.5, 5, 9, 2].map((qty, i) => ({ _id: i, sku: `s${i}`, qty })));
        const viaOptions = await items
          .find(
            { qty: { $gte: 1.5 } },
            { sort: { qty: -1 }, skip: 1, limit: 3, projection: { _id: 0, qty: 1 } },
          )
          .toArray();
        expect(viaOptions).toEqual([{ qty: 5 }, { qty: 4 }, { qty: 3 }]);
        const viaCursor = await items
          .find({})
          .sort({ qty: 1 })
          .skip(2)
          .limit(2)
          .project({ sku: 1 })
          .toArray();
        expect(viaCursor).toEqual([
          { _id: 6, sku: 's6' },
          { _id: 0, sku: 's0' },
        ]);
        const seen: number[] = [];
        for await (const doc of items.find({ qty: { $lt: 3 } }, { sort: { qty: 1 } })) seen.push(doc.qty);
        expect(seen).toEqual([1, 1.5, 2]);
      });

      it('countDocuments counts matches; distinct returns each value once', async () => {
        await newItems.insertMany([
          { sku: 'A', qty: 1, tags: ['x', 'y'] },
          { sku: 'B', qty: 2, tags: ['y'] },
          { sku: 'A', qty: 3 },
        ]);
        expect(await items.countDocuments({ sku: 'A' })).toBe(2);
        expect(await items.countDocuments({ qty: { $gt: 1 } })).toBe(2);
        expect(((await items.distinct('sku')) as string[]).sort()).toEqual(['A', 'B']);
        expect(((await items.distinct('tags')) as string[]).sort()).toEqual(['x', 'y']);
      });

      it('aggregate supports $match, $group, $sort and $lookup', async () => {
        await newItems.insertMany([
          { sku: 'A', qty: 1 },
          { sku: 'A', qty: 2 },
          { sku: 'B', qty: 5 },
          { sku: 'C', qty: 0 },
        ]);
        await store.db.collection<{ _id: string; name: string }>('products').insertMany([
          { _id: 'A', name: 'Apple' },
          { _id: 'B', name: 'Banana' },
        ]);
        const result = await items
          .aggregate([
            { $match: { qty: { $gt: 0 } } },
            { $group: { _id: '$sku', total: { $sum: '$qty' } } },
            { $sort: { total: -1 } },
            { $lookup: { from: 'products', localField: '_id', foreignField: '_id', as: 'product' } },
            { $project: { total: 1, name: { $first: '$product.name' } } },
          ])
          .toArray();
        expect(result).toEqual([
          { _id: 'B', total: 5, name: 'Banana' },
          { _id: 'A', total: 3, name: 'Apple' },
        ]);
      });

      it('bulkWrite applies mixed operations in order and reports the counts', async () => {
        await items.insertOne({ _id: 1, sku: 'A', qty: 1 });
        const result = await items.bulkWrite([
          { insertOne: { document: { _id: 2, sku: 'B', qty: 2 } } },
          { updateOne: { filter: { _id: 1 }, update: { $inc: { qty: 1 } } } },
          { updateMany: { filter: { qty: { $gte: 2 } }, update: { $set: { note: 'big' } } } },
          { replaceOne: { filter: { _id: 3 }, replacement: { sku: 'C', qty: 3 }, upsert: true } },
          { deleteOne: { filter: { _id: 2 } } },
        ]);
        expect(result).toMatchObject({
          insertedCount: 1,
          matchedCount: 3,
          modifiedCount: 3,
          deletedCount: 1,
          upsertedCount: 1,
        });
        expect(await items.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
          { _id: 1, sku: 'A', qty: 2, note: 'big' },
          { _id: 3, sku: 'C', qty: 3 },
        ]);
      });

      it('BSON types come back exactly: Date, ObjectId, Long, Binary, Decimal128, integers and doubles', async () => {
        const values = {
          _id: new ObjectId(),
          at: new Date('2026-03-01T10:00:00.123Z'),
          big: Long.fromString('9007199254740993'),
          bin: new Binary(Buffer.from([1, 2, 3])),
          dec: Decimal128.fromString('1234.56'),
          grosze: 123456,
          ratio: 0.25,
          large: 2 ** 40,
        };
        const docs = store.db.collection('types');
        await docs.insertOne({ ...values });
        const back = await docs.findOne({ _id: values._id });
        expect(back!.at).toEqual(values.at);
        expect(back!.big).toBeInstanceOf(Long);
        expect(String(back!.big)).toBe('9007199254740993');
        expect(Buffer.from((back!.bin as Binary).buffer)).toEqual(Buffer.from([1, 2, 3]));
        expect(String(back!.dec)).toBe('1234.56');
        expect([back!.grosze, back!.ratio, back!.large]).toEqual([123456, 0.25, 2 ** 40]);
        expect(await docs.countDocuments({ at: { $gte: new Date('2026-01-01') } })).toBe(1);
      });
    });

    describe('unique indexes', () => {
      beforeEach(async () => {
        await items.createIndex({ sku: 1 }, { unique: true, name: 'sku_unique' });
      });

      it('a duplicate insert fails with code 11000, keyPattern and keyValue', async () => {
        await newItems.insertOne({ sku: 'A', qty: 1 });
        const error = await rejection(newItems.insertOne({ sku: 'A', qty: 2 }));
        expect(isDuplicateKeyError(error)).toBe(true);
        expect(error).toMatchObject({ code: 11000, keyPattern: { sku: 1 }, keyValue: { sku: 'A' } });
        expect(String(error.message)).toMatch(
          /^E11000 duplicate key error collection: .*items index: sku_unique/,
        );
        expect(await items.countDocuments()).toBe(1);
      });

      it('a duplicate _id fails with code 11000', async () => {
        await items.insertOne({ _id: 7, sku: 'A', qty: 1 });
        expect(isDuplicateKeyError(await rejection(items.insertOne({ _id: 7, sku: 'B', qty: 1 })))).toBe(
          true,
        );
      });

      it('an update that would create a duplicate fails with 11000 and changes nothing', async () => {
        await items.insertMany([
          { _id: 1, sku: 'A', qty: 1 },
          { _id: 2, sku: 'B', qty: 1 },
        ]);
        const error = await rejection(items.updateOne({ _id: 2 }, { $set: { sku: 'A', qty: 9 } }));
        expect(error.code).toBe(11000);
        expect(await items.findOne({ _id: 2 })).toEqual({ _id: 2, sku: 'B', qty: 1 });
      });

      it('insertMany (ordered) stops at the duplicate; the documents before it stay', async () => {
        const error = await rejection(
          items.insertMany([
            { _id: 1, sku: 'A', qty: 1 },
            { _id: 2, sku: 'A', qty: 1 },
            { _id: 3, sku: 'C', qty: 1 },
          ]),
        );
        expect(error.code).toBe(11000);
        expect(await items.distinct('_id')).toEqual([1]);
      });

      it('insertMany (unordered) inserts every document that does not clash', async () => {
        const error = await rejection(
          items.insertMany(
            [
              { _id: 1, sku: 'A', qty: 1 },
              { _id: 2, sku: 'A', qty: 1 },
              { _id: 3, sku: 'C', qty: 1 },
            ],
            { ordered: false },
          ),
        );
        expect(error.code).toBe(11000);
        expect(((await items.distinct('_id')) as number[]).sort()).toEqual([1, 3]);
      });

      it('creating a unique index over existing duplicates fails with 11000', async () => {
        const other = store.db.collection('other');
        await other.insertMany([{ email: 'a@x.pl' }, { email: 'a@x.pl' }]);
        expect((await rejection(other.createIndex({ email: 1 }, { unique: true }))).code).toBe(11000);
      });

      it('a partial unique index only constrains the documents it covers', async () => {
        const people = store.db.collection('people');
        await people.createIndex(
          { pesel: 1 },
          { unique: true, partialFilterExpression: { pesel: { $type: 'string' } } },
        );
        await people.insertMany([{ name: 'a' }, { name: 'b' }, { pesel: '1' }]);
        expect((await rejection(people.insertOne({ pesel: '1' }))).code).toBe(11000);
      });

      it('a compound unique index clashes only on the whole key', async () => {
        const seats = store.db.collection('seats');
        await seats.createIndex({ eventId: 1, number: 1 }, { unique: true });
        await seats.insertMany([
          { eventId: 'e1', number: 1 },
          { eventId: 'e2', number: 1 },
        ]);
        expect((await rejection(seats.insertOne({ eventId: 'e1', number: 1 }))).code).toBe(11000);
      });
    });

    it('200 concurrent conditional decrements on stock 100: exactly 100 succeed, stock ends at 0, never below', async () => {
      const stock = store.db.collection<{ _id: string; stock: number }>('stock');
      await stock.insertOne({ _id: 'ticket', stock: 100 });
      const seenStock: number[] = [];
      const results = await Promise.all(
        Array.from({ length: 200 }, () =>
          stock
            .findOneAndUpdate(
              { _id: 'ticket', stock: { $gt: 0 } },
              { $inc: { stock: -1 } },
              { returnDocument: 'after' },
            )
            .then((doc) => {
              if (doc) seenStock.push(doc.stock);
              return doc;
            }),
        ),
      );
      expect(results.filter((doc) => doc !== null)).toHaveLength(100);
      expect(Math.min(...seenStock)).toBe(0);
      expect(new Set(seenStock).size).toBe(100);
      expect((await stock.findOne({ _id: 'ticket' }))!.stock).toBe(0);
    });

    describe('transactions', () => {
      beforeEach(async () => {
        await items.insertOne({ _id: 1, sku: 'A', qty: 10 });
      });

      it('commit makes every write of the transaction visible', async () => {
        await store.withTransaction(async (session) => {
          await items.updateOne({ _id: 1 }, { $inc: { qty: -1 } }, { session });
          await items.insertOne({ _id: 2, sku: 'B', qty: 1 }, { session });
        });
        expect(await items.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
          { _id: 1, sku: 'A', qty: 9 },
          { _id: 2, sku: 'B', qty: 1 },
        ]);
      });

      it('abort rolls back every write of the transaction', async () => {
        const session = store.startSession();
        session.startTransaction();
        await items.updateOne({ _id: 1 }, { $inc: { qty: -5 } }, { session });
        await items.insertOne({ _id: 2, sku: 'B', qty: 1 }, { session });
        await items.deleteOne({ _id: 1 }, { session });
        await session.abortTransaction();
        await session.endSession();
        expect(await items.find({}).toArray()).toEqual([{ _id: 1, sku: 'A', qty: 10 }]);
      });

      it('a failing callback in withTransaction rolls back and rethrows', async () => {
        await expect(
          store.withTransaction(async (session) => {
            await items.updateOne({ _id: 1 }, { $set: { qty: 0 } }, { session });
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect((await items.findOne({ _id: 1 }))!.qty).toBe(10);
      });

      it('isolation: others do not see uncommitted writes; the transaction reads its own', async () => {
        const session = store.startSession();
        session.startTransaction();
        await items.updateOne({ _id: 1 }, { $set: { qty: 3 } }, { session });
        await items.insertOne({ _id: 2, sku: 'B', qty: 1 }, { session });
        expect((await items.findOne({ _id: 1 }, { session }))!.qty).toBe(3);
        expect(await items.countDocuments({}, { session })).toBe(2);
        expect((await items.findOne({ _id: 1 }))!.qty).toBe(10);
        expect(await items.countDocuments({})).toBe(1);
        await session.commitTransaction();
        await session.endSession();
        expect((await items.findOne({ _id: 1 }))!.qty).toBe(3);
      });

      it('a write conflict fails with code 112 and the TransientTransactionError label', async () => {
        const first = store.startSession();
        const second = store.startSession();
        first.startTransaction();
        second.startTransaction();
        await items.updateOne({ _id: 1 }, { $inc: { qty: 1 } }, { session: first });
        const error = await rejection(items.updateOne({ _id: 1 }, { $inc: { qty: 1 } }, { session: second }));
        expect(error.code).toBe(112);
        expect(hasErrorLabel(error, 'TransientTransactionError')).toBe(true);
        await second.abortTransaction().catch(() => undefined);
        await first.commitTransaction();
        await Promise.all([first.endSession(), second.endSession()]);
        expect((await items.findOne({ _id: 1 }))!.qty).toBe(11);
      });

      it('withTransaction retries a conflicting transaction until it commits; no update is lost', async () => {
        await Promise.all(
          Array.from({ length: 10 }, () =>
            store.withTransaction(async (session) => {
              const doc = await items.findOne({ _id: 1 }, { session });
              await new Promise((resolve) => setTimeout(resolve, 1));
              await items.updateOne({ _id: 1 }, { $set: { qty: doc!.qty + 1 } }, { session });
            }),
          ),
        );
        expect((await items.findOne({ _id: 1 }))!.qty).toBe(20);
      });

      it('a duplicate key inside a transaction fails with 11000', async () => {
        await items.createIndex({ sku: 1 }, { unique: true });
        const error = await rejection(
          store.withTransaction(async (session) => {
            await items.insertOne({ _id: 2, sku: 'A', qty: 1 }, { session });
          }),
        );
        expect(error.code).toBe(11000);
        expect(await items.countDocuments()).toBe(1);
      });
    });

    describe('change events', () => {
      it('watch delivers insert, update (with updateLookup), replace and delete events in order', async () => {
        const stream = items.watch([], { fullDocument: 'updateLookup' });
        const events: Document[] = [];
        const done = (async () => {
          for await (const event of stream) {
            events.push(event);
            if (events.length === 4) break;
          }
        })();
        await new Promise((resolve) => setTimeout(resolve, adapter.name === 'mongodb' ? 500 : 0));
        await items.insertOne({ _id: 5, sku: 'W', qty: 1 });
        await items.updateOne({ _id: 5 }, { $set: { qty: 2 } });
        await items.replaceOne({ _id: 5 }, { sku: 'W', qty: 3 });
        await items.deleteOne({ _id: 5 });
        await done;
        await stream.close();
        expect(events.map((event) => event.operationType)).toEqual(['insert', 'update', 'replace', 'delete']);
        expect(events[0]).toMatchObject({
          fullDocument: { _id: 5, sku: 'W', qty: 1 },
          documentKey: { _id: 5 },
        });
        expect(events[1]).toMatchObject({
          updateDescription: { updatedFields: { qty: 2 } },
          fullDocument: { _id: 5, qty: 2 },
        });
        expect(events[2]).toMatchObject({ fullDocument: { _id: 5, qty: 3 } });
        expect(events[3]).toMatchObject({ documentKey: { _id: 5 }, ns: { coll: 'items' } });
      });

      it('on("change") receives events matching the pipeline until the stream is closed', async () => {
        const stream = items.watch([{ $match: { operationType: 'insert' } }]);
        const seen: unknown[] = [];
        stream.on('change', (event) => seen.push((event as Document).documentKey._id));
        await new Promise((resolve) => setTimeout(resolve, adapter.name === 'mongodb' ? 500 : 0));
        await items.insertOne({ _id: 1, sku: 'A', qty: 1 });
        await items.updateOne({ _id: 1 }, { $set: { qty: 2 } });
        await items.insertOne({ _id: 2, sku: 'B', qty: 1 });
        await expect.poll(() => seen.length).toBe(2);
        await stream.close();
        expect(stream.closed).toBe(true);
        await items.insertOne({ _id: 3, sku: 'C', qty: 1 });
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(seen).toEqual([1, 2]);
      });

      it('a pipeline of operation types ($in) and one that matches on other fields both filter the events', async () => {
        const kinds = items.watch([{ $match: { operationType: { $in: ['update', 'delete'] } } }]);
        const skus = items.watch([{ $match: { operationType: 'insert', 'fullDocument.sku': 'B' } }]);
        const seenKinds: string[] = [];
        const seenSkus: unknown[] = [];
        kinds.on('change', (event) => seenKinds.push((event as Document).operationType));
        skus.on('change', (event) => seenSkus.push((event as Document).documentKey._id));
        await new Promise((resolve) => setTimeout(resolve, adapter.name === 'mongodb' ? 500 : 0));
        await items.insertOne({ _id: 1, sku: 'A', qty: 1 });
        await items.updateOne({ _id: 1 }, { $set: { qty: 2 } });
        await items.insertOne({ _id: 2, sku: 'B', qty: 1 });
        await items.deleteOne({ _id: 1 });
        await expect.poll(() => seenKinds.length + seenSkus.length).toBe(3);
        await kinds.close();
        await skus.close();
        expect(seenKinds).toEqual(['update', 'delete']);
        expect(seenSkus).toEqual([2]);
      });
    });
  });
}
