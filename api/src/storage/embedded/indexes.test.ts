/** Index keys and the "keys unchanged" test that lets writes skip index upkeep and unique checks. */
import { describe, expect, it } from 'vitest';
import { IndexState } from './indexes.js';
import { CollectionState } from './state.js';

const index = (key: Record<string, 1 | -1>, extra: object = {}) =>
  new IndexState({ name: 'i', key, ...extra });

describe('IndexState keys', () => {
  it('a compound index of top-level fields joins the values; an array field expands (multikey)', () => {
    const compound = index({ organizationId: 1, eventId: 1 });
    expect(compound.keysOf({ organizationId: 'o', eventId: 'e' })).toEqual(['so|se']);
    expect(compound.keysOf({ organizationId: 'o' })).toEqual(['so|z']);
    expect(compound.keysOf({ organizationId: 'o', eventId: ['a', 'b'] })).toEqual(['so|sa', 'so|sb']);
    expect(compound.keyOfValues(['o', 'e'])).toBe('so|se');
  });

  it('unchanged: same values, or different objects with the same keys, are unchanged; a new value is not', () => {
    const compound = index({ organizationId: 1, eventId: 1 });
    const doc = { _id: 1, organizationId: 'o', eventId: 'e', status: 'new' };
    expect(compound.unchanged(doc, { ...doc, status: 'processing' })).toBe(true);
    expect(compound.unchanged(doc, { ...doc, eventId: 'f' })).toBe(false);
    const dated = index({ at: 1 });
    expect(dated.unchanged({ at: new Date(5) }, { at: new Date(5) })).toBe(true);
    expect(dated.unchanged({ at: new Date(5) }, { at: new Date(6) })).toBe(false);
    const nested = index({ 'event.domainName': 1 });
    expect(nested.unchanged({ event: { domainName: 'a' } }, { event: { domainName: 'a', x: 1 } })).toBe(true);
    expect(nested.unchanged({ event: { domainName: 'a' } }, { event: { domainName: 'b' } })).toBe(false);
  });

  it('unchanged honours a partial filter that depends on another field', () => {
    const partial = index({ email: 1 }, { partialFilterExpression: { active: true } });
    expect(partial.unchanged({ email: 'a', active: true }, { email: 'a', active: false })).toBe(false);
    expect(partial.unchanged({ email: 'a', active: true }, { email: 'a', active: true, n: 1 })).toBe(true);
  });
});

describe('CollectionState.set', () => {
  it('keeps every index in step whether or not a write changes its keys', () => {
    const collection = new CollectionState('c');
    const byStatus = index({ status: 1 });
    const byTenant = index({ organizationId: 1, eventId: 1 });
    collection.indexes.set('status', byStatus);
    collection.indexes.set('tenant', byTenant);
    collection.set('k', { _id: 'k', status: 'new', organizationId: 'o', eventId: 'e' });
    collection.set('k', { _id: 'k', status: 'done', organizationId: 'o', eventId: 'e' });
    expect([...byStatus.lookup('snew')]).toEqual([]);
    expect([...byStatus.lookup('sdone')]).toEqual(['k']);
    expect([...byTenant.lookup('so|se')]).toEqual(['k']);
    collection.set('k', null);
    expect(byStatus.sizeOf('sdone')).toBe(0);
    expect(byTenant.sizeOf('so|se')).toBe(0);
  });
});
