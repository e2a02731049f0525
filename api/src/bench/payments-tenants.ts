/**
 * bench:payments — the money side set up the way organizers and payers make it: one organization per gateway
 * (the payment module is chosen per organization) with the fake's keys stored encrypted as the API stores
 * them, a project of each taking online payments with a published registration form and priced products,
 * participants registered through `POST /registrations/{eventId}`, and online payments started through
 * `POST /payments/public/{eventId}/online` with the payer key the registration answered.
 */
import { defaultOrganizationSettings, defaultProject, type FormFieldDefinition } from '@zapisy/core';
import { FORMS } from '../modules/forms/store.js';
import { paymentModuleDepsOf } from '../modules/organizations/app-wiring.js';
import { type OrganizationDocument, organizationsCollection } from '../modules/organizations/store.js';
import { usePaymentModule } from '../modules/organizations/use-payment-module.js';
import { paymentDepsOf } from '../modules/payments/app-flow.js';
import { payerKeyOf } from '../modules/payments/payer-key.js';
import { newProduct, PRODUCTS } from '../modules/products/store.js';
import { PARTICIPANTS, PROJECTS } from '../modules/projects/store.js';
import {
  definitionField,
  PERSONAL_FIELDS,
  publishedRegistrationFormDocument,
} from '../modules/registrations/testing.js';
import type { PaymentsBenchServers } from './payments-server.js';

export type GatewayId = 'paynow' | 'przelewy24';

export interface BenchTenant {
  provider: GatewayId;
  organizationId: string;
  eventId: string;
  productIds: string[];
}

/** Prices with odd grosze, so a lost or doubled grosz shows in the sums. */
const PRICES = [12_345, 9_999, 25_001, 4_750, 123, 77_777];

const FORM: FormFieldDefinition[] = [
  ...PERSONAL_FIELDS.filter((field) => field.required),
  definitionField('Product', 'product', { hasPrice: true, productIds: [], multiple: false, required: true }),
];

/** Runs `work` over `items` with at most `concurrency` at once; results in the items' order. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

async function seedTenant(servers: PaymentsBenchServers, provider: GatewayId): Promise<BenchTenant> {
  const { app, store } = servers;
  const organizationId = `bench-org-${provider}`;
  const eventId = `bench-${provider}`;
  const now = new Date();
  const organization: OrganizationDocument = {
    ...defaultOrganizationSettings(),
    _id: organizationId,
    organizationId,
    name: `Organizator (${provider})`,
    ownerId: 'bench-owner',
    subscriptionStatus: 'free',
    permissions: [],
    createdAt: now,
    updatedAt: now,
  };
  await organizationsCollection(store).insertOne(organization);
  await usePaymentModule(
    paymentModuleDepsOf(app),
    organizationId,
    provider,
    provider === 'paynow'
      ? { apiKey: servers.paynow.apiKey, signKey: servers.paynow.signKey }
      : servers.p24.settings,
  );

  const project = defaultProject({
    organizationId,
    eventId,
    name: 'Obóz letni',
    domainName: eventId,
    now,
  });
  project.payments = { ...project.payments, enabled: true, online: true };
  project.invoicing = {
    ...project.invoicing,
    fullName: 'Fundacja Wakacje',
    taxId: '5214349636',
    bankAccount: '61 1090 1014 0000 0712 1981 2874',
  };
  await store.db.collection(PROJECTS).insertOne({ _id: eventId, ...project, createdAt: now } as never);
  await store.db
    .collection(FORMS)
    .insertOne(publishedRegistrationFormDocument(organizationId, eventId, FORM) as never);

  const productIds = PRICES.map((_, index) => `${eventId}-bilet-${index + 1}`);
  await store.db.collection(PRODUCTS).insertMany(
    PRICES.map((price, index) => ({
      ...newProduct({ organizationId, eventId }, productIds[index]!, now),
      name: `Bilet ${index + 1}`,
      price,
    })) as never[],
  );
  return { provider, organizationId, eventId, productIds };
}

export async function seedTenants(servers: PaymentsBenchServers): Promise<BenchTenant[]> {
  return [await seedTenant(servers, 'paynow'), await seedTenant(servers, 'przelewy24')];
}

export interface Registered {
  tenant: BenchTenant;
  /** The payer key of the registration's answer (`payment.k`). */
  k: string;
}

async function postJson(origin: string, path: string, body: unknown) {
  const response = await fetch(`${origin}/services/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

/** Registers `count` people to the tenant's project (one participant each, products in turn). */
export async function registerParticipants(
  servers: PaymentsBenchServers,
  tenant: BenchTenant,
  count: number,
  concurrency: number,
): Promise<Registered[]> {
  const people = Array.from({ length: count }, (_, i) => i + 1);
  return pool(people, concurrency, async (n) => {
    const res = await postJson(servers.origin, `/registrations/${tenant.eventId}`, {
      data: {
        email_main: `platnik${n}@${tenant.provider}.example.pl`,
        first_name: 'Jan',
        last_name: `Kowalski${n}`,
        product: tenant.productIds[n % tenant.productIds.length],
      },
      idempotencyKey: `bench-payments-${tenant.provider}-${n}`,
    });
    if (res.status !== 201) {
      throw new Error(`POST /registrations/${tenant.eventId}: ${res.status} ${JSON.stringify(res.json)}`);
    }
    const answered = (res.json.payment as { k?: string } | undefined)?.k;
    if (answered) return { tenant, k: answered };
    // Not a money completion: the payer key of the participant's customer, as the participants grid links it.
    const participantId = (res.json.participants as Array<{ _id: string }>)[0]?._id;
    const participant = await servers.store.db
      .collection<{ _id: string; customerId?: string }>(PARTICIPANTS)
      .findOne({ _id: participantId ?? '' });
    const customerId = String(participant?.customerId ?? '');
    const tenantIds = { organizationId: tenant.organizationId, eventId: tenant.eventId };
    return { tenant, k: await payerKeyOf(paymentDepsOf(servers.app), tenantIds, customerId) };
  });
}

export interface StartedOnlinePayment {
  tenant: BenchTenant;
  paymentId: string;
  amount: number;
}

/** Each payer starts one online payment of everything they owe (scope 'all'). */
export async function startPayments(
  servers: PaymentsBenchServers,
  payers: readonly Registered[],
  concurrency: number,
): Promise<StartedOnlinePayment[]> {
  return pool(payers, concurrency, async (payer, index) => {
    const res = await postJson(servers.origin, `/payments/public/${payer.tenant.eventId}/online`, {
      k: payer.k,
      scope: 'all',
      idempotencyKey: `bench-pay-${index}`,
    });
    if (res.status !== 201) {
      throw new Error(
        `POST /payments/public/${payer.tenant.eventId}/online: ${res.status} ${JSON.stringify(res.json)}`,
      );
    }
    return { tenant: payer.tenant, paymentId: String(res.json.paymentId), amount: Number(res.json.amount) };
  });
}
