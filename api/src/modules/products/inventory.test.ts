import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { releaseProductInventory, takeProductInventory } from './inventory.js';
import { newProduct, type ProductRecord, productsOf } from './store.js';

let t: TestApp;
const tenant = { organizationId: 'org-a', eventId: 'event-a' };
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function product(fields: Partial<ProductRecord>): Promise<string> {
  const record = { ...newProduct(tenant, `p-${++seq}`, new Date()), ...fields };
  await productsOf(t.store, tenant).insertOne(record);
  return record._id;
}

const inventoryOf = async (id: string) => (await productsOf(t.store, tenant).findOne({ _id: id }))?.inventory;

describe('takeProductInventory', () => {
  it('"decrementing inventory floors at zero": 50 concurrent takes of a stock of 20 give exactly 20 and leave 0', async () => {
    const id = await product({ inventory: 20 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => takeProductInventory(t.store, tenant, id, 1)),
    );
    expect(results.filter((r) => r === 'taken')).toHaveLength(20);
    expect(results.filter((r) => r === 'unavailable')).toHaveLength(30);
    expect(await inventoryOf(id)).toBe(0);
  });

  it('50 concurrent takes of 3 pieces each from a stock of 100 never go below zero', async () => {
    const id = await product({ inventory: 100 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => takeProductInventory(t.store, tenant, id, 3)),
    );
    expect(results.filter((r) => r === 'taken')).toHaveLength(33);
    expect(await inventoryOf(id)).toBe(1);
  });

  it('"can be added to cart only if the count does not exceed maxCount or inventory"', async () => {
    const id = await product({ inventory: 5, maxCount: 2 });
    expect(await takeProductInventory(t.store, tenant, id, 3)).toBe('unavailable');
    expect(await takeProductInventory(t.store, tenant, id, 2)).toBe('taken');
    expect(await inventoryOf(id)).toBe(3);
    const few = await product({ inventory: 1 });
    expect(await takeProductInventory(t.store, tenant, few, 2)).toBe('unavailable');
    expect(await inventoryOf(few)).toBe(1);
  });

  it('"available when enabled and inventory is not at or below zero": null inventory is unlimited, a disabled or missing product is unavailable', async () => {
    const unlimited = await product({ inventory: null });
    expect(await takeProductInventory(t.store, tenant, unlimited, 7)).toBe('taken');
    expect(await inventoryOf(unlimited)).toBeNull();
    const disabled = await product({ inventory: 10, enabled: false });
    expect(await takeProductInventory(t.store, tenant, disabled, 1)).toBe('unavailable');
    expect(await takeProductInventory(t.store, tenant, 'brak', 1)).toBe('unavailable');
    const empty = await product({ inventory: 0 });
    expect(await takeProductInventory(t.store, tenant, empty, 1)).toBe('unavailable');
  });

  it('takes only within its tenant', async () => {
    const id = await product({ inventory: 10 });
    const other = { organizationId: 'org-b', eventId: 'event-a' };
    expect(await takeProductInventory(t.store, other, id, 1)).toBe('unavailable');
    expect(await inventoryOf(id)).toBe(10);
  });

  it('refuses a count that is not a positive whole number', async () => {
    const id = await product({ inventory: 10 });
    await expect(takeProductInventory(t.store, tenant, id, 0)).rejects.toThrow(/dodatnią liczbą całkowitą/);
    await expect(takeProductInventory(t.store, tenant, id, 1.5)).rejects.toThrow();
  });

  it('releaseProductInventory gives pieces back; a transaction that fails rolls the take back', async () => {
    const id = await product({ inventory: 4 });
    expect(await takeProductInventory(t.store, tenant, id, 4)).toBe('taken');
    await releaseProductInventory(t.store, tenant, id, 2);
    expect(await inventoryOf(id)).toBe(2);
    await expect(
      t.store.withTransaction(async (session) => {
        expect(await takeProductInventory(t.store, tenant, id, 2, session)).toBe('taken');
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await inventoryOf(id)).toBe(2);
    const unlimited = await product({ inventory: null });
    await releaseProductInventory(t.store, tenant, unlimited, 3);
    expect(await inventoryOf(unlimited)).toBeNull();
  });
});
