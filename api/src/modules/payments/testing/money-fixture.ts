/**
 * A project whose customer c1 has one participant p1 with three installments of 100,00 zł (b1 due
 * 2026-03-01, b2 and b3 a month apart), on any store — for the payments tests.
 */
import { type Billing, defaultProject } from '@zapisy/core';
import type { Store } from '../../../storage/index.js';
import type { TestAdapter } from '../../../storage/testing/adapters.js';
import { ORGANIZATIONS } from '../../organizations/store.js';
import { BILLINGS } from '../../participants/store.js';
import type { ProjectMoneyOptions } from '../../projects/index.js';
import { CUSTOMERS, PARTICIPANTS, PROJECTS } from '../../projects/store.js';
import { PAYMENTS, type PaymentRecord } from '../store.js';

export type Doc = { _id: string } & Record<string, unknown>;
export const collectionOf = (store: Store, name: string) => store.db.collection<Doc>(name);

export const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);
export const TENANT = { organizationId: 'org1', eventId: 'ev1' } as const;

/** The fixture project's money options on the day of its payments (2026-03-02): no VAT, no grace days. */
export const moneyOptions: ProjectMoneyOptions = {
  now: utc('2026-03-02'),
  useVat: false,
  graceDays: 0,
  billingEnabled: true,
};

function installment(id: string, requiredDate: string, status: Billing['status']): Billing & Doc {
  return {
    _id: id,
    ...TENANT,
    customerId: 'c1',
    sourceId: 'p1',
    installmentId: id,
    amount: 10_000,
    vat: 0,
    grossAmount: 10_000,
    manualDiscount: 0,
    leftToPay: 10_000,
    status,
    createdDate: utc('2026-03-01'),
    requiredDate: utc(requiredDate),
    payments: [],
    isProvision: false,
  };
}

export function paymentRecord(
  id: string,
  amount: number,
  extra: Partial<PaymentRecord> = {},
): PaymentRecord & Doc {
  return {
    _id: id,
    ...TENANT,
    paymentId: id,
    type: 'payment',
    method: 'online',
    provider: 'test-gateway',
    customerId: 'c1',
    amount,
    currency: 'PLN',
    date: utc('2026-03-02'),
    status: 'NEW',
    statusDate: utc('2026-03-02'),
    createdAt: utc('2026-03-02'),
    updatedAt: utc('2026-03-02'),
    ...extra,
  };
}

export async function insertPayments(store: Store, ...payments: (PaymentRecord & Doc)[]): Promise<void> {
  await collectionOf(store, PAYMENTS).insertMany(payments);
}

export async function seedMoneyFixture(
  store: Store,
  options: { webhookTarget?: string } = {},
): Promise<void> {
  const project = defaultProject({ ...TENANT, name: 'Obóz', domainName: 'oboz', now: utc('2026-01-01') });
  project.payments.daysLate = 0;
  if (options.webhookTarget)
    project.webhooks.paymentExecuted = { enabled: true, target: options.webhookTarget };
  await collectionOf(store, PROJECTS).insertOne({ _id: TENANT.eventId, ...project } as unknown as Doc);
  await collectionOf(store, ORGANIZATIONS).insertOne({
    _id: 'org1',
    customerSettings: { hasGlobalPayments: false },
  });
  await collectionOf(store, CUSTOMERS).insertOne({ _id: 'c1', organizationId: 'org1' });
  await collectionOf(store, PARTICIPANTS).insertOne({
    _id: 'p1',
    ...TENANT,
    customerId: 'c1',
    status: 'registered',
    calculated: {
      totalSum: 30_000,
      leftToPay: 30_000,
      leftToPayLate: 0,
      leftToPayRequired: 30_000,
      payments: 0,
    },
  });
  await collectionOf(store, BILLINGS).insertMany([
    installment('b1', '2026-03-01', 'active'),
    installment('b2', '2026-04-01', 'upcoming'),
    installment('b3', '2026-05-01', 'upcoming'),
  ]);
}

/**
 * Stores of one test adapter for a describe: `fresh()` (in `beforeEach`) closes the last store and opens a
 * new one seeded with the fixture; `close()` (in `afterAll`) closes the last.
 */
export function moneyStores(adapter: TestAdapter, seed: { webhookTarget?: string } = {}) {
  let cleanup: (() => Promise<void>) | undefined;
  return {
    async fresh(): Promise<Store> {
      if (cleanup) await cleanup();
      const opened = await adapter.open();
      cleanup = opened.cleanup;
      await seedMoneyFixture(opened.store, seed);
      return opened.store;
    },
    close: async () => cleanup?.(),
  };
}

/** What each billing (b1, b2, b3) has received, net of refunds. */
export async function paidOnBillings(store: Store): Promise<number[]> {
  const billings = await store.db
    .collection<Billing & { _id: string }>(BILLINGS)
    .find({})
    .sort({ _id: 1 })
    .toArray();
  return billings.map((b) => b.payments.reduce((sum, p) => sum + p.amount, 0));
}
