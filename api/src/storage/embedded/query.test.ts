import { find as mingoFind } from 'mingo';
import { describe, expect, it } from 'vitest';
import { IndexState } from './indexes.js';
import { CompiledFilter, project } from './query.js';
import { valueKey } from './values.js';
import type { View } from './views.js';

/** A view over two documents that records which index the filter asked for candidates. */
function viewWith(indexes: IndexState[]) {
  const asked: string[] = [];
  const docs = new Map([
    ['"a"', { _id: 'a', organizationId: 'o1', email: 'x@example.pl' }],
    ['"b"', { _id: 'b', organizationId: 'o1', email: 'y@example.pl' }],
  ]);
  const view: View = {
    get: (_coll, key) => docs.get(key),
    keys: () => docs.keys(),
    candidates: (_coll, index) => {
      asked.push(index.definition.name);
      return docs.keys();
    },
    indexes: () => indexes,
  };
  return { view, asked };
}

const index = (name: string, key: Record<string, 1>, unique = false) => new IndexState({ name, key, unique });

describe('CompiledFilter index choice (embedded store)', () => {
  it('uses the index that pins the most fields, whatever order the indexes were created in', () => {
    for (const order of [
      [index('org_email', { organizationId: 1, email: 1 }), index('org', { organizationId: 1 })],
      [index('org', { organizationId: 1 }), index('org_email', { organizationId: 1, email: 1 })],
    ]) {
      const { view, asked } = viewWith(order);
      const found = [
        ...new CompiledFilter({ organizationId: 'o1', email: 'y@example.pl' }).matches(view, 'c'),
      ];
      expect(found.map((m) => m.doc._id)).toEqual(['b']);
      expect(asked).toEqual(['org_email']);
    }
  });

  it('prefers a unique index, and scans without a usable one', () => {
    const { view, asked } = viewWith([
      index('org_email', { organizationId: 1, email: 1 }),
      index('email_unique', { email: 1 }, true),
    ]);
    expect([
      ...new CompiledFilter({ organizationId: 'o1', email: 'x@example.pl' }).matches(view, 'c'),
    ]).toHaveLength(1);
    expect(asked).toEqual(['email_unique']);
    const scan = viewWith([index('org_email', { organizationId: 1, email: 1 })]);
    expect([...new CompiledFilter({ email: 'x@example.pl' }).matches(scan.view, 'c')]).toHaveLength(1);
    expect(scan.asked).toEqual([]);
  });
});

describe('CompiledFilter candidates (embedded store)', () => {
  it('looks up the documents an `_id: { $in }` names, in `_id` order as MongoDB reads them, without a scan', () => {
    const docs = new Map(
      ['c', 'a', 'b'].map((id) => [valueKey(id), { _id: id, organizationId: 'o1' }] as const),
    );
    const asked: string[] = [];
    const view: View = {
      get: (_coll, key) => docs.get(key),
      keys: () => {
        asked.push('scan');
        return docs.keys();
      },
      candidates: (_coll, index) => {
        asked.push(index.definition.name);
        return docs.keys();
      },
      indexes: () => [index('org', { organizationId: 1 })],
    };
    const filter = new CompiledFilter({ _id: { $in: ['b', 'zz', 'a', 'b'] }, organizationId: 'o1' });
    expect([...filter.matches(view, 'c')].map((m) => m.doc._id)).toEqual(['a', 'b']);
    expect(asked).toEqual([]);
  });
});

describe('project', () => {
  it('gives what mingo gives for top-level inclusions and exclusions (fields, order, shared values)', () => {
    const docs = [
      { _id: 1, a: undefined, b: 2, c: { x: 1 }, d: [1, 2], e: null },
      { b: 3, _id: 'k', z: 'last' },
      { _id: 2 },
    ];
    const projections = [
      { a: 1, b: 1 },
      { b: 1, _id: 0, c: 1 },
      { c: 1, b: 1 },
      { b: 0 },
      { _id: 0 },
      { _id: 1 },
      { b: true, e: 1 },
      { c: false, _id: 0 },
      { missing: 1 },
    ];
    for (const projection of projections) {
      const ours = project(docs, projection);
      const theirs = mingoFind(docs, {}, projection).all();
      expect(ours).toEqual(theirs);
      expect(ours.map((doc) => Object.keys(doc))).toEqual(theirs.map((doc) => Object.keys(doc)));
    }
    expect(project(docs, { c: 1 })[0]?.c).toBe(docs[0]?.c);
  });

  it('leaves dotted paths, operators and other values to mingo', () => {
    const docs = [{ _id: 1, a: { b: 1, c: 2 }, list: [1, 2, 3] }];
    for (const projection of [{ 'a.b': 1 }, { list: { $slice: 1 } }, { a: 1, list: 0 }, { a: 0, _id: 1 }]) {
      let theirs: unknown;
      try {
        theirs = mingoFind(docs, {}, projection).all();
      } catch (error) {
        expect(() => project(docs, projection)).toThrow((error as Error).message);
        continue;
      }
      expect(project(docs, projection)).toEqual(theirs);
    }
  });
});
