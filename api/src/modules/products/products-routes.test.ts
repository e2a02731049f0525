import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { PRODUCTS } from './store.js';

let c: ProjectTestContext;
let payments: string;
let guest: string;
let seq = 0;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
  payments = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'payments' })).token;
  guest = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'guest' })).token;
});
afterAll(async () => c.t.close());

async function project(): Promise<string> {
  return (await c.create({ domainName: `produkty-${++seq}` })).eventId;
}

async function createProduct(eventId: string) {
  const res = await c.call('POST', `/products/${eventId}`, { token: c.admin });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('products API', () => {
  it("Product: \"name (default '< Nowy produkt >'), enabled, template (default 'default'), price\" — POST creates the defaults", async () => {
    const eventId = await project();
    const product = await createProduct(eventId);
    expect(product).toMatchObject({
      productId: expect.any(String),
      eventId,
      name: '< Nowy produkt >',
      enabled: true,
      template: 'default',
      price: 0,
      inventory: null,
      maxCount: null,
      durationMinutes: null,
      visibilityRule: null,
    });
    const stored = await c.docs(PRODUCTS).findOne({ _id: product.productId });
    expect(stored).toMatchObject({ organizationId: 'org-a', eventId });
  });

  it("POST with the dialog's values stores them at once (nothing is stored before the organizer saves), a VAT rate and a description included", async () => {
    const eventId = await project();
    const res = await c.call('POST', `/products/${eventId}`, {
      token: c.admin,
      payload: {
        name: '  Warsztaty  ',
        price: 12_000,
        inventory: 20,
        vatRate: '8',
        description: 'Dwie godziny zajęć',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Warsztaty',
      price: 12_000,
      inventory: 20,
      vatRate: '8',
      description: 'Dwie godziny zajęć',
      enabled: true,
    });
    const listed = await c.call('GET', `/products/${eventId}`, { token: c.admin });
    expect(listed.json()).toHaveLength(1);
    // A new product takes the project's VAT rate unless given one.
    expect((await createProduct(eventId)).vatRate).toBeNull();
  });

  it('POST with a bad value → 400 with the Polish list and no product stored', async () => {
    const eventId = await project();
    for (const payload of [{ name: ' ' }, { price: -5 }, { vatRate: '19' }, { colour: 'red' }]) {
      const res = await c.call('POST', `/products/${eventId}`, { token: c.admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await c.docs(PRODUCTS).countDocuments({ eventId })).toBe(0);
  });

  it('an older product document without vatRate and description reads as the project rate and no description', async () => {
    const eventId = await project();
    const { productId } = await createProduct(eventId);
    await c.docs(PRODUCTS).updateOne({ _id: productId }, { $unset: { vatRate: '', description: '' } });
    const listed = await c.call('GET', `/products/${eventId}`, { token: c.admin });
    expect(listed.json()[0]).toMatchObject({ vatRate: null, description: '' });
  });

  it('lists the products for admin, payments and employee, oldest first', async () => {
    const eventId = await project();
    const first = await createProduct(eventId);
    const second = await createProduct(eventId);
    for (const token of [c.admin, payments, c.employee]) {
      const res = await c.call('GET', `/products/${eventId}`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { productId: string }) => p.productId)).toEqual([
        first.productId,
        second.productId,
      ]);
    }
  });

  it('refuses a guest, another organization and an anonymous caller; only the admin writes', async () => {
    const eventId = await project();
    const product = await createProduct(eventId);
    expect((await c.call('GET', `/products/${eventId}`, { token: guest })).statusCode).toBe(403);
    expect((await c.call('GET', `/products/${eventId}`, { token: c.stranger })).statusCode).toBe(403);
    expect((await c.call('GET', `/products/${eventId}`)).statusCode).toBe(401);
    expect((await c.call('POST', `/products/${eventId}`, { token: c.employee })).statusCode).toBe(403);
    const patch = await c.call('PATCH', `/products/${eventId}/${product.productId}`, {
      token: payments,
      payload: { price: 100 },
    });
    expect(patch.statusCode).toBe(403);
    const del = await c.call('DELETE', `/products/${eventId}/${product.productId}`, { token: c.stranger });
    expect(del.statusCode).toBe(403);
  });

  it('PATCH saves a partial change and keeps the rest', async () => {
    const eventId = await project();
    const product = await createProduct(eventId);
    const res = await c.call('PATCH', `/products/${eventId}/${product.productId}`, {
      token: c.admin,
      payload: {
        name: '  Udział w wydarzeniu ',
        price: 35_000,
        inventory: 100,
        maxCount: 2,
        durationMinutes: 90,
        visibilityRule: { jsonRule: { '==': [{ var: 'student' }, true] }, humanRule: 'student = Tak' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Udział w wydarzeniu',
      price: 35_000,
      inventory: 100,
      maxCount: 2,
      durationMinutes: 90,
      enabled: true,
      template: 'default',
    });
    const again = await c.call('PATCH', `/products/${eventId}/${product.productId}`, {
      token: c.admin,
      payload: { inventory: null, enabled: false },
    });
    expect(again.json()).toMatchObject({ inventory: null, enabled: false, price: 35_000, maxCount: 2 });
  });

  it("visibilityRule: the rule builder's tree survives PATCH and GET /products, so the admin edits the rule again", async () => {
    const eventId = await project();
    const { productId } = await createProduct(eventId);
    const rule = {
      type: 'group',
      combinator: 'and',
      children: [{ type: 'condition', field: 'student', operator: '==', value: true }],
    };
    const visibilityRule = {
      jsonRule: { '==': [{ var: 'student' }, true] },
      humanRule: 'student = Tak',
      rule,
    };
    const patched = await c.call('PATCH', `/products/${eventId}/${productId}`, {
      token: c.admin,
      payload: { visibilityRule },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().visibilityRule).toEqual(visibilityRule);
    const listed = await c.call('GET', `/products/${eventId}`, { token: c.admin });
    expect(listed.json()[0].visibilityRule).toEqual(visibilityRule);
  });

  it('"price (money)" in integer grosze: a fraction, a negative price or inventory, an unknown field or a bad rule → 400, nothing saved', async () => {
    const eventId = await project();
    const { productId } = await createProduct(eventId);
    const bad = [
      { price: 12.5 },
      { price: -1 },
      { inventory: -3 },
      { maxCount: 1.5 },
      { durationMinutes: -10 },
      { name: '   ' },
      { colour: 'red' },
      { visibilityRule: { jsonRule: { method: ['x', 'y'] } } },
      {},
    ];
    for (const payload of bad) {
      const res = await c.call('PATCH', `/products/${eventId}/${productId}`, { token: c.admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const stored = await c.docs(PRODUCTS).findOne({ _id: productId });
    expect(stored).toMatchObject({ name: '< Nowy produkt >', price: 0, inventory: null, maxCount: null });
  });

  it('PATCH and DELETE of a missing product → 404; DELETE removes it', async () => {
    const eventId = await project();
    const { productId } = await createProduct(eventId);
    const missing = await c.call('PATCH', `/products/${eventId}/nieistnieje`, {
      token: c.admin,
      payload: { price: 1 },
    });
    expect(missing.statusCode).toBe(404);
    const res = await c.call('DELETE', `/products/${eventId}/${productId}`, { token: c.admin });
    expect(res.json()).toEqual({ productId, deleted: true });
    expect(await c.docs(PRODUCTS).findOne({ _id: productId })).toBeNull();
    expect((await c.call('DELETE', `/products/${eventId}/${productId}`, { token: c.admin })).statusCode).toBe(
      404,
    );
  });

  it('a product of another project is not reachable through this project', async () => {
    const a = await project();
    const b = await project();
    const { productId } = await createProduct(a);
    const res = await c.call('PATCH', `/products/${b}/${productId}`, {
      token: c.admin,
      payload: { price: 5 },
    });
    expect(res.statusCode).toBe(404);
  });
});
