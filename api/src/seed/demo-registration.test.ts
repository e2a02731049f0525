import {
  definePlugin,
  deriveFormDefinition,
  type FormFieldKind,
  findInstallmentsDefinitionProblems,
  Tokens,
  validateFormValue,
  validatePaymentRules,
} from '@zapisy/core';
import formFieldsPlugin, { formFieldKinds } from '@zapisy/plugin-form-fields';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../http/testing.js';
import { formFieldKindsOf } from '../modules/forms/index.js';
import { FORMS } from '../modules/forms/store.js';
import { testFieldKind } from '../modules/forms/testing.js';
import { PAYMENT_RULES } from '../modules/payment-rules/store.js';
import { PRODUCTS } from '../modules/products/store.js';
import { PROJECTS } from '../modules/projects/store.js';
import type { PluginSource } from '../plugins/loader.js';
import { DEMO_FORM_KINDS, missingDemoKinds } from './demo-registration.js';
import { seedDemo } from './index.js';

const silent = { info() {}, warn() {} } as never;

const FIELD_NAMES: Record<string, string> = {
  FirstName: 'first_name',
  LastName: 'last_name',
  MainEmail: 'email_main',
  PhoneNumber: 'phone_number',
  Product: 'product',
  Dropdown: 'dropdown',
  Toggle: 'toggle',
  InstallmentsSelect: 'installments_select',
};
const stubKinds: FormFieldKind[] = DEMO_FORM_KINDS.map((id) => testFieldKind(id, FIELD_NAMES[id] ?? id));
const stubKindsPlugin = definePlugin({
  id: 'demo-stub-kinds',
  version: '0.1.0',
  kind: 'form-field',
  compatibility: '^0.1.0',
  register(container) {
    for (const kind of stubKinds) container.register(Tokens.FormFieldKind, { useValue: kind });
  },
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function seededApp(plugins: readonly PluginSource[]) {
  t = await createTestApp({ plugins, config: { baseDomain: 'zapisy.test' } });
  const result = await seedDemo(t.store, silent, { formFieldKinds: formFieldKindsOf(t.app) });
  expect(result.seeded).toBe(true);
  const res = await t.app.inject({ method: 'GET', url: '/services/api/forms/public/demo' });
  return { app: t, publicForm: res };
}

async function expectDemoRegistration(plugins: readonly PluginSource[]) {
  const { app, publicForm } = await seededApp(plugins);
  expect(publicForm.statusCode).toBe(200);
  const body = publicForm.json();
  const fields = body.form.definition.map((f: { field_name: string }) => f.field_name);
  expect(fields).toEqual(
    expect.arrayContaining([
      'first_name',
      'last_name',
      'email_main',
      'phone_number',
      'student',
      'workshop',
      'installments_select',
    ]),
  );
  expect(validateFormValue(body.form.data)).toEqual([]);
  expect(body.products).toEqual([
    expect.objectContaining({ name: 'Udział w wydarzeniu', price: 35_000, inventory: 100, available: true }),
  ]);
  expect(body.paymentRules).toEqual([
    expect.objectContaining({
      name: 'Zniżka dla studentów',
      amount: -5_000,
      jsonRule: { '==': [{ var: 'student' }, true] },
    }),
  ]);
  expect(validatePaymentRules(body.paymentRules)).toEqual([]);
  expect(body.installments.enabled).toBe(true);
  expect(body.installments.configurations.map((d: { name: string; count: number }) => d.count)).toEqual([
    1, 3,
  ]);
  for (const definition of body.installments.configurations) {
    expect(findInstallmentsDefinitionProblems(definition)).toEqual([]);
  }
  expect(body.availability).toMatchObject({ open: true });
  const product = await app.store.db.collection(PRODUCTS).findOne({});
  const productCell = body.form.definition.find((f: { plugin: string }) => f.plugin === 'Product');
  expect(productCell.productIds).toEqual([product?._id]);
  const dropdown = body.form.definition.find((f: { field_name: string }) => f.field_name === 'workshop');
  expect(dropdown).toMatchObject({
    hasPrice: true,
    options: expect.arrayContaining([expect.objectContaining({ price: 8_000 })]),
  });
  // The widget adds the price to a priced option's label; the label itself names no price.
  for (const option of dropdown.options as { label: string; price: number }[]) {
    if (option.price) expect(option.label).not.toMatch(/zł/);
  }
  return app;
}

describe('demo seed: registration', () => {
  it('"The demo seed\'s project gets a published registration form (first_name, last_name, email_main, phone_number, a product with a price, one price rule, installments offered)"', async () => {
    const app = await expectDemoRegistration([stubKindsPlugin]);
    const project = await app.store.db.collection(PROJECTS).findOne({});
    const form = await app.store.db.collection(FORMS).findOne({});
    expect(form).toMatchObject({
      eventId: project?.eventId,
      organizationId: project?.organizationId,
      revision: 1,
      publishedRevision: 1,
    });
    expect(await app.store.db.collection(PAYMENT_RULES).countDocuments()).toBe(1);
  });

  it.skipIf(missingDemoKinds(formFieldKinds).length > 0)(
    'with the built-in form-field kinds, the seeded form validates with their own definitions',
    async () => {
      const app = await expectDemoRegistration([formFieldsPlugin]);
      const form = await app.store.db.collection<{ published: { data: never } }>(FORMS).findOne({});
      const derived = deriveFormDefinition(
        form!.published.data,
        new Map(formFieldKinds.map((k) => [k.id, k])),
      );
      expect(derived.problems).toEqual([]);
    },
  );

  it('without the kinds the demo project is seeded without a form, and the public form is a 404', async () => {
    const { app, publicForm } = await seededApp([]);
    expect(publicForm.statusCode).toBe(404);
    expect(await app.store.db.collection(FORMS).countDocuments()).toBe(0);
    expect(await app.store.db.collection(PRODUCTS).countDocuments()).toBe(0);
  });

  it('seeds nothing into a store that is not empty', async () => {
    t = await createTestApp({ plugins: [stubKindsPlugin] });
    await t.store.db.collection('something').insertOne({ a: 1 });
    expect((await seedDemo(t.store, silent, { formFieldKinds: stubKinds })).seeded).toBe(false);
    expect(await t.store.db.collection(FORMS).countDocuments()).toBe(0);
  });
});
