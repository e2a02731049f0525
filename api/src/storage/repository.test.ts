/** TenantRepository: one tenant can never read or change another tenant's documents. */
import { ForbiddenError } from '@zapisy/core';
import { ObjectId } from 'bson';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from './index.js';
import type { Store, StoreCollection } from './port.js';
import { TenantRepository } from './repository.js';

/** The seeded participants have numeric ids; the store gives one inserted without an id an ObjectId. */
interface Participant {
  _id?: number | ObjectId;
  organizationId: string;
  eventId?: string;
  name: string;
  paid: number;
}

class Participants extends TenantRepository<Participant> {}

describe('TenantRepository', () => {
  let store: Store;
  let raw: StoreCollection<Participant>;
  let orgA: Participants;
  let orgB: Participants;
  let orgAEvent1: Participants;

  beforeEach(async () => {
    store = await openStore({ dataDir: '', journal: false });
    raw = store.db.collection<Participant>('participants');
    await raw.insertMany([
      { _id: 1, organizationId: 'A', eventId: 'e1', name: 'Ala', paid: 0 },
      { _id: 2, organizationId: 'A', eventId: 'e2', name: 'Olek', paid: 0 },
      { _id: 3, organizationId: 'B', eventId: 'e1', name: 'Basia', paid: 0 },
    ]);
    orgA = new Participants(raw, { organizationId: 'A' });
    orgB = new Participants(raw, { organizationId: 'B' });
    orgAEvent1 = new Participants(raw, { organizationId: 'A', eventId: 'e1' });
  });
  afterEach(async () => store.close());

  it('every read is limited to the tenant (find, findOne, count, distinct, aggregate)', async () => {
    expect((await orgA.find({}).toArray()).map((doc) => doc._id)).toEqual([1, 2]);
    expect((await orgAEvent1.find({}).toArray()).map((doc) => doc._id)).toEqual([1]);
    expect(await orgB.findOne({ _id: 1 })).toBeNull();
    expect(await orgB.countDocuments({})).toBe(1);
    expect(await orgA.distinct('name')).toEqual(['Ala', 'Olek']);
    const grouped = await orgA.aggregate([{ $group: { _id: null, n: { $sum: 1 } } }]).toArray();
    expect(grouped).toEqual([{ _id: null, n: 2 }]);
  });

  it('a $lookup inside a tenant aggregation only sees the same tenant in the other collection', async () => {
    await store.db.collection('payments').insertMany([
      { participantId: 1, organizationId: 'A', amount: 100 },
      { participantId: 1, organizationId: 'B', amount: 999 },
    ]);
    const rows = await orgA
      .aggregate([
        { $match: { _id: 1 } },
        { $lookup: { from: 'payments', localField: '_id', foreignField: 'participantId', as: 'payments' } },
      ])
      .toArray();
    expect(rows[0]!.payments.map((p: { amount: number }) => p.amount)).toEqual([100]);
  });

  it("updates and deletes cannot reach another tenant's documents", async () => {
    expect((await orgB.updateOne({ _id: 1 }, { $set: { paid: 5 } })).matchedCount).toBe(0);
    expect((await orgB.updateMany({}, { $set: { paid: 7 } })).matchedCount).toBe(1);
    expect(await orgB.findOneAndUpdate({ _id: 2 }, { $set: { paid: 5 } })).toBeNull();
    expect((await orgB.deleteMany({})).deletedCount).toBe(1);
    expect(await orgB.findOneAndDelete({ _id: 1 })).toBeNull();
    expect(await raw.find({ organizationId: 'A' }).toArray()).toEqual([
      { _id: 1, organizationId: 'A', eventId: 'e1', name: 'Ala', paid: 0 },
      { _id: 2, organizationId: 'A', eventId: 'e2', name: 'Olek', paid: 0 },
    ]);
  });

  it('a filter that names another tenant is refused with ForbiddenError', async () => {
    expect(() => orgA.find({ organizationId: 'B' })).toThrow(ForbiddenError);
    expect(() => orgA.find({ organizationId: { $ne: 'A' } })).toThrow(ForbiddenError);
    expect(() => orgAEvent1.countDocuments({ eventId: 'e2' })).toThrow(ForbiddenError);
    expect(await orgA.countDocuments({ organizationId: 'A' })).toBe(2);
  });

  it('inserts and upserts are stamped with the tenant; a document of another tenant is refused', async () => {
    const { insertedId } = await orgAEvent1.insertOne({ name: 'Nowy', paid: 0 } as Participant);
    expect(insertedId).toBeInstanceOf(ObjectId);
    expect(await raw.findOne({ _id: insertedId })).toMatchObject({
      organizationId: 'A',
      eventId: 'e1',
    });
    await orgB.updateOne({ name: 'Upsert' }, { $set: { paid: 1 } }, { upsert: true });
    expect(await raw.findOne({ name: 'Upsert' })).toMatchObject({ organizationId: 'B' });
    expect(() => orgA.insertOne({ organizationId: 'B', name: 'X', paid: 0 })).toThrow(ForbiddenError);
    expect(() => orgA.insertMany([{ organizationId: 'B', name: 'X', paid: 0 }])).toThrow(ForbiddenError);
    expect(() => orgA.replaceOne({ _id: 1 }, { organizationId: 'B', name: 'X', paid: 0 })).toThrow(
      ForbiddenError,
    );
  });

  it('an update may not move a document to another tenant or drop its tenant fields', async () => {
    expect(() => orgA.updateOne({ _id: 1 }, { $set: { organizationId: 'B' } })).toThrow(ForbiddenError);
    expect(() => orgA.updateOne({ _id: 1 }, { $unset: { organizationId: '' } })).toThrow(ForbiddenError);
    expect(() => orgAEvent1.updateOne({ _id: 1 }, { $rename: { eventId: 'x' } })).toThrow(ForbiddenError);
    expect((await orgA.updateOne({ _id: 1 }, { $set: { organizationId: 'A', paid: 3 } })).modifiedCount).toBe(
      1,
    );
  });

  it('$out and $merge are refused in tenant aggregations', () => {
    expect(() => orgA.aggregate([{ $out: 'stolen' }])).toThrow(ForbiddenError);
  });
});
