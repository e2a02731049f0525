import { describe, expect, it } from 'vitest';
import { applyUpdate } from './update.js';

describe('updates copy only what they change (stored documents are never changed in place)', () => {
  const stored = () => ({ _id: 1, a: { b: 1, deep: { x: [1] } }, c: { untouched: true }, n: 1 });

  it('a dotted $set, $inc and $unset leave the stored version as it was and share the untouched parts', () => {
    const before = stored();
    const { doc, modified } = applyUpdate(
      before,
      { $set: { 'a.b': 2, 'a.deep.y': 'nowy' }, $inc: { n: 1 }, $unset: { 'a.deep.x': '' } },
      {},
    );
    expect(modified).toBe(true);
    expect(before).toEqual(stored());
    expect(doc).toEqual({ _id: 1, a: { b: 2, deep: { y: 'nowy' } }, c: { untouched: true }, n: 2 });
    expect(doc.c).toBe(before.c);
    expect(doc.a).not.toBe(before.a);
  });

  it('an update the fast path does not cover (array operators) works on a full copy', () => {
    const before = stored();
    const { doc } = applyUpdate(before, { $push: { 'a.deep.x': 2 } }, {});
    expect(before.a.deep.x).toEqual([1]);
    expect(doc.a.deep.x).toEqual([1, 2]);
  });
});
