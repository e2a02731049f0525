import { describe, expect, it } from 'vitest';
import { KNOWN_TENANT_COLLECTIONS } from './archive.js';
import { collectionLabel, collectionLabelList } from './collection-labels.js';

describe('collection labels', () => {
  it('names every known tenant collection in Polish, never by its store name', () => {
    for (const name of KNOWN_TENANT_COLLECTIONS) {
      expect(collectionLabel(name)).not.toBe('inne dane');
      expect(collectionLabel(name)).not.toBe(name);
    }
  });

  it('lists each label once, and a collection without a label as other data', () => {
    expect(collectionLabelList(['auditLog', 'organizations'])).toBe('historia zmian, dane organizacji');
    expect(collectionLabelList(['pluginX', 'pluginY', 'customers'])).toBe('inne dane, klienci');
  });
});
