import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { AUDIT_LOG, diffForAudit, recordAudit } from './index.js';

describe('diffForAudit', () => {
  it('lists changed leaves with old and new values', () => {
    const before = { name: 'A', invoicing: { daysToPay: 14, lumpPercent: 8.5 }, list: [1, 2] };
    const after = { name: 'B', invoicing: { daysToPay: 30, lumpPercent: 8.5 }, list: [1, 2] };
    expect(diffForAudit(before, after)).toEqual([
      { path: 'name', oldValue: 'A', newValue: 'B' },
      { path: 'invoicing.daysToPay', oldValue: 14, newValue: 30 },
    ]);
  });

  it('compares arrays and dates whole, and only the given paths', () => {
    const d = new Date('2025-01-01T00:00:00Z');
    expect(diffForAudit({ a: [1], at: d, x: 1 }, { a: [1, 2], at: new Date(d), x: 2 }, ['a', 'at'])).toEqual([
      { path: 'a', oldValue: [1], newValue: [1, 2] },
    ]);
    expect(diffForAudit({ a: undefined }, { a: null })).toEqual([]);
    expect(diffForAudit({ a: 1 }, {})).toEqual([{ path: 'a', oldValue: 1, newValue: null }]);
  });

  it("never logs secrets: module keys are recorded as '••••' changed/unchanged", () => {
    const isSecret = (path: string) => /^integrations\.paynow\.(apiKey|signKey)$/.test(path);
    const before = { integrations: { paynow: { apiKey: 'v1:old', signKey: '' }, payu: { posId: '1' } } };
    const after = { integrations: { paynow: { apiKey: 'v1:new', signKey: 'v1:s' }, payu: { posId: '1' } } };
    expect(diffForAudit(before, after, undefined, { isSecret })).toEqual([
      { path: 'integrations.paynow.apiKey', oldValue: '••••', newValue: '••••' },
      { path: 'integrations.paynow.signKey', oldValue: null, newValue: '••••' },
    ]);
    expect(
      diffForAudit(
        after,
        { integrations: { paynow: { apiKey: '', signKey: 'v1:s' } } },
        ['integrations.paynow'],
        {
          isSecret,
        },
      ),
    ).toEqual([{ path: 'integrations.paynow.apiKey', oldValue: '••••', newValue: null }]);
    expect(diffForAudit(before, before, undefined, { isSecret })).toEqual([]);
    expect(
      diffForAudit({ token: 'a' }, { token: 'b' }, undefined, { isSecret: (p) => p === 'token' }),
    ).toEqual([{ path: 'token', oldValue: '••••', newValue: '••••' }]);
  });
});

describe('recordAudit', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  const input = {
    organizationId: 'org1',
    actor: { userId: 'u1', email: 'a@example.test' },
    action: 'organization.update',
    target: { type: 'organization', id: 'org1' },
    changes: [{ path: 'name', oldValue: 'A', newValue: 'B' }],
  };

  it('writes one entry to auditLog', async () => {
    t = await createTestApp();
    const entry = await recordAudit(t.store, { ...input, at: new Date('2025-01-01T00:00:00Z') });
    const stored = await t.store.db.collection(AUDIT_LOG).findOne({ _id: entry._id } as object);
    expect(stored).toMatchObject({ ...input, at: new Date('2025-01-01T00:00:00Z') });
  });

  it("joins the caller's transaction: an aborted change leaves no entry", async () => {
    t = await createTestApp();
    const store = t.store;
    await expect(
      store.withTransaction(async (session) => {
        await recordAudit(store.db.collection(AUDIT_LOG), input, { session });
        throw new Error('przerwane');
      }),
    ).rejects.toThrow('przerwane');
    expect(await store.db.collection(AUDIT_LOG).countDocuments({})).toBe(0);
  });
});
