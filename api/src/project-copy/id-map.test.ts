import { describe, expect, it } from 'vitest';
import { ProjectIdMap } from './id-map.js';

describe('ProjectIdMap — "ids that point inside the project are remapped" (issue 14)', () => {
  it('replaces mapped ids in strings, arrays and object keys, leaving everything else', () => {
    const ids = new ProjectIdMap();
    ids.add('prodA123xy', 'prodNEW001');
    ids.add('event-old', 'event-new');
    const when = new Date('2026-05-01T10:00:00Z');
    const source = {
      eventId: 'event-old',
      productIds: ['prodA123xy', 'other'],
      value: { prodA123xy: 2 },
      rule: { in: ['prodA123xy', { var: 'product' }] },
      label: 'prodA123xy to jest tekst',
      count: 3,
      flag: true,
      none: null,
      when,
    };
    const copy = ids.remap(source);
    expect(copy).toEqual({
      eventId: 'event-new',
      productIds: ['prodNEW001', 'other'],
      value: { prodNEW001: 2 },
      rule: { in: ['prodNEW001', { var: 'product' }] },
      label: 'prodA123xy to jest tekst',
      count: 3,
      flag: true,
      none: null,
      when,
    });
    expect(copy.when).toBe(when);
    // The source is left as it was.
    expect(source.productIds).toEqual(['prodA123xy', 'other']);
  });

  it('gives one old id one new id', () => {
    const ids = new ProjectIdMap();
    ids.add('a', 'b');
    ids.add('a', 'b');
    expect(() => ids.add('a', 'c')).toThrow(/already mapped/);
    expect(ids.id('a')).toBe('b');
    expect(ids.id('x')).toBe('x');
    expect(ids.has('x')).toBe(false);
    expect(ids.size).toBe(1);
  });
});
