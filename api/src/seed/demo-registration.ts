/**
 * The demo project's registration (issue 5: "The demo seed's project gets a published registration form
 * (first_name, last_name, email_main, phone_number, a product with a price, one price rule, installments
 * offered)"). The form is built from cells of the registered kinds with their own defaults (core
 * createFormCell), so it stays valid when a kind's data changes; its definition is recomputed like any save.
 */
import {
  createFormCell,
  createFormFieldKindRegistry,
  defaultInstallmentsDefinition,
  type FormCell,
  type FormCellData,
  type FormFieldKind,
  type FormFieldKindRegistry,
  generateId,
  generateInstallmentId,
  type InstallmentsDefinition,
  type PaymentRule,
} from '@zapisy/core';
import { compileForm, FORMS, type FormRecord, formId } from '../modules/forms/index.js';
import { PAYMENT_RULES, type PaymentRulesRecord } from '../modules/payment-rules/index.js';
import { newProduct, PRODUCTS, type ProductRecord } from '../modules/products/index.js';
import { PROJECTS } from '../modules/projects/index.js';
import type { Store } from '../storage/index.js';

export const DEMO_PRODUCT_NAME = 'Udział w wydarzeniu';
/** 350,00 zł. */
export const DEMO_PRODUCT_PRICE = 35_000;
export const DEMO_PRODUCT_INVENTORY = 100;
export const DEMO_STUDENT_RULE_NAME = 'Zniżka dla studentów';

/** The kinds the demo form is built from. */
export const DEMO_FORM_KINDS = [
  'FirstName',
  'LastName',
  'MainEmail',
  'PhoneNumber',
  'Product',
  'Dropdown',
  'Toggle',
  'InstallmentsSelect',
] as const;

export interface DemoTenant {
  organizationId: string;
  eventId: string;
}

/** A form cell of a registered kind with its own defaults and `data` on top. */
export function cell(registry: FormFieldKindRegistry, kindId: string, data: FormCellData = {}): FormCell {
  const kind = registry.get(kindId);
  if (!kind) throw new Error(`form field kind ${kindId} is not registered`);
  return createFormCell({
    plugin: { id: kind.id, version: kind.version },
    data: { ...kind.defaults(), ...data },
  });
}

/** A form of `cells`, one per row, compiled with the registered kinds and published as it is saved. */
export function publishedDemoForm(
  registry: FormFieldKindRegistry,
  tenant: DemoTenant,
  type: 'registration' | 'survey',
  cells: readonly FormCell[],
  now: Date,
): FormRecord {
  const id = formId(tenant.eventId, type);
  const form = compileForm(
    {
      eventId: tenant.eventId,
      data: { id, version: 1, rows: cells.map((c) => ({ cells: [c] })) },
      isSurvey: type === 'survey',
      metadata: {},
    },
    registry,
  );
  return {
    _id: id,
    ...tenant,
    type,
    draft: form,
    published: form,
    revision: 1,
    publishedRevision: 1,
    previewUid: generateId(24),
    updatedAt: now,
    publishedAt: now,
  };
}

/** "Default definition is named single payment" plus three monthly installments of the total. */
function demoInstallments(): InstallmentsDefinition[] {
  return [
    defaultInstallmentsDefinition(generateInstallmentId()),
    {
      name: '3 raty',
      definitionId: generateInstallmentId(),
      type: 'constantNumber',
      count: 3,
      multiplier: 1,
      calculationType: 'totalAmount',
      constantNumber: { frequency: 'monthly', every: 1, count: 3 },
    },
  ];
}

function demoRules(): PaymentRule[] {
  return [
    {
      id: generateId(),
      category: 'Cennik',
      name: DEMO_STUDENT_RULE_NAME,
      amount: -5_000,
      rule: {
        id: generateId(),
        type: 'group',
        children1: [
          {
            id: generateId(),
            type: 'rule',
            properties: { field: 'student', operator: 'equal', value: [true] },
          },
        ],
      },
      jsonRule: { '==': [{ var: 'student' }, true] },
      humanRule: 'Student = Tak',
    },
  ];
}

/** What the demo form offers: its product and the two installment plans (single payment, 3 raty). */
export interface DemoOffer {
  productId: string;
  plans: { single: string; three: string };
}

/** The kinds of `wanted` (the demo form's by default) that are not registered (that form is then not seeded). */
export function missingDemoKinds(
  kinds: Iterable<FormFieldKind>,
  wanted: readonly string[] = DEMO_FORM_KINDS,
): string[] {
  const registry = createFormFieldKindRegistry(kinds);
  return wanted.filter((id) => !registry.has(id));
}

/**
 * Writes the demo project's product, price list, installments and published registration form. Throws when
 * a kind is missing or the form does not validate (a seeding bug, never user input).
 */
export async function seedDemoRegistration(
  store: Store,
  tenant: DemoTenant,
  kinds: Iterable<FormFieldKind>,
  now: Date,
): Promise<DemoOffer> {
  const registry = createFormFieldKindRegistry(kinds);
  const product: ProductRecord = {
    ...newProduct(tenant, generateId(10), now),
    name: DEMO_PRODUCT_NAME,
    price: DEMO_PRODUCT_PRICE,
    inventory: DEMO_PRODUCT_INVENTORY,
  };
  const installments = demoInstallments();
  const cells = [
    cell(registry, 'FirstName', { required: true }),
    cell(registry, 'LastName', { required: true }),
    cell(registry, 'MainEmail', { required: true }),
    cell(registry, 'PhoneNumber'),
    cell(registry, 'Product', { productIds: [product._id], multiple: false, required: true }),
    cell(registry, 'Dropdown', {
      field_name: 'workshop',
      label: 'Warsztaty',
      hasPrice: true,
      options: [
        { value: 'none', label: 'Bez warsztatów', price: 0 },
        { value: 'photo', label: 'Warsztaty fotograficzne', price: 8_000 },
      ],
    }),
    cell(registry, 'Toggle', { field_name: 'student', label: 'Jestem studentem (zniżka 50,00 zł)' }),
    cell(registry, 'InstallmentsSelect', { required: true }),
  ];
  const record = publishedDemoForm(registry, tenant, 'registration', cells, now);
  const rules: PaymentRulesRecord = { _id: tenant.eventId, ...tenant, rules: demoRules(), updatedAt: now };

  await store.withTransaction(async (session) => {
    await store.db.collection<ProductRecord>(PRODUCTS).insertOne(product, { session });
    await store.db.collection<PaymentRulesRecord>(PAYMENT_RULES).insertOne(rules, { session });
    await store.db.collection<FormRecord>(FORMS).insertOne(record, { session });
    await store.db.collection<{ _id: string }>(PROJECTS).updateOne(
      { _id: tenant.eventId },
      {
        $set: {
          'payments.installments': {
            enabled: true,
            billBeforeInstallment: false,
            configurations: installments,
          },
        },
      },
      { session },
    );
  });
  const [single, three] = installments.map((plan) => plan.definitionId);
  return { productId: product._id, plans: { single: single as string, three: three as string } };
}
