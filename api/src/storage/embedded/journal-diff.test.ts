import { Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { fromJson, toJson } from './ejson.js';
import { applySet, journalOpFor, sameValue } from './journal-diff.js';
import type { Doc } from './values.js';

/** What replay makes of `old` and the recorded operation, through the journal's text. */
function replayed(old: Doc | undefined, doc: Doc): Doc | undefined {
  const op = journalOpFor('c', old, doc);
  if (!op) return old;
  const back = fromJson(toJson(op)) as typeof op;
  if (back.o === 'put') return back.d;
  if (back.o !== 'set') throw new Error(back.o);
  return applySet(fromJson(toJson(old)) as Doc, back.f, back.u);
}

const base = () => ({
  _id: 'e1',
  name: 'registration.completed',
  payload: { participants: [{ id: 'p1', status: 'free' }], quote: { total: 0 } },
  status: 'pending',
  leaseToken: '',
  leaseUntil: new Date('2026-12-03T10:00:00Z'),
  count: Long.fromNumber(3),
});

describe('the journal records only the changed fields of an updated document', () => {
  it('a lease changes two fields: only those are written, and replay gives back the committed document', () => {
    const old = base();
    const doc = { ...base(), leaseToken: 'abc', leaseUntil: new Date('2026-12-03T10:01:00Z') };
    const op = journalOpFor('c', old, doc);
    expect(op).toEqual({ o: 'set', c: 'c', id: 'e1', f: { leaseToken: 'abc', leaseUntil: doc.leaseUntil } });
    const back = replayed(old, doc)!;
    expect(back).toEqual(doc);
    expect(Object.keys(back)).toEqual(Object.keys(doc));
  });

  it('removed fields, fields added at the end and a nested change replay exactly, BSON types kept', () => {
    const old = { ...base(), extra: 1 };
    const { extra: _removed, ...rest } = old;
    const doc = {
      ...rest,
      payload: { ...rest.payload, quote: { total: 100 } },
      count: Long.fromNumber(4),
      deliveries: { webhooks: 'done' },
    };
    const op = journalOpFor('c', old, doc);
    expect(op).toMatchObject({ o: 'set', u: ['extra'] });
    expect(Object.keys((op as { f: Doc }).f)).toEqual(['payload', 'count', 'deliveries']);
    const back = replayed(old, doc)!;
    expect(toJson(back)).toBe(toJson(doc));
    expect(back.count).toBeInstanceOf(Long);
  });

  it('a changed field order, a new document or a Long replaced by an equal number writes the whole document or the field', () => {
    const old = base();
    const { status, ...rest } = base();
    const reordered = { status, ...rest };
    expect(journalOpFor('c', old, reordered)?.o).toBe('put');
    expect(journalOpFor('c', undefined, old)?.o).toBe('put');
    const number = { ...base(), count: 3 };
    expect(journalOpFor('c', old, number)).toMatchObject({ o: 'set', f: { count: 3 } });
    expect(typeof replayed(old, number)!.count).toBe('number');
  });

  it('an unchanged document needs no operation', () => {
    expect(journalOpFor('c', base(), base())).toBeUndefined();
  });

  it('sameValue tells BSON types, -0, NaN, dates, ObjectIds and field order apart', () => {
    const id = new ObjectId();
    expect(sameValue(id, new ObjectId(id.toHexString()))).toBe(true);
    expect(sameValue(new ObjectId(), new ObjectId())).toBe(false);
    expect(sameValue(0, -0)).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(new Date(5), new Date(5))).toBe(true);
    expect(sameValue(Long.fromNumber(1), 1)).toBe(false);
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, [2]], [1, [2]])).toBe(true);
  });
});
