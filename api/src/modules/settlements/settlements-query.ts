/**
 * The settlements grid's rows (first document §2 "Settlements grid"): every participant the participants
 * grid lists (the project, or with dataSettings.showFromAllEvents every project of its organization — read
 * project by project through the tenant repositories, so another organization's participants never
 * appear), built with core `settlementsRow` from its billings, its customer's latest payment for the
 * project and its payer link, filtered by status and search and in grid order.
 */
import {
  isReceivedPayment,
  orderSettlementCategories,
  type ParticipantGridSort,
  participantFlatData,
  participantGridSortsBySignUp,
  type SettlementsBilling,
  type SettlementsLatestPayment,
  type SettlementsParticipant,
  type SettlementsRow,
  settlementCategoriesOf,
  settlementsRow,
  settlementsSearch,
  sortBySignUp,
  sortSettlementsRows,
} from '@zapisy/core';
import { otherRequestsFirst } from '../../http/ndjson.js';
import { readStoredDocuments } from '../../storage/embedded/shared-reads.js';
import type { Store } from '../../storage/index.js';
import { billingsOf, type GridProjectRecord, gridProjectsOf } from '../participants/index.js';
import { paymentsOf } from '../payments/index.js';
import { type ProjectRecord, participantsOf } from '../projects/index.js';
import { type PayerLinkBuilderDeps, payerLinkBuilder } from './payer-links.js';

/** What the settlements grid reads: the store, and the payer links (signed once per customer and kept). */
export interface SettlementsDeps extends PayerLinkBuilderDeps {
  store: Store;
}

export interface SettlementsFilter {
  statuses?: readonly string[];
  search?: string;
  sort?: ParticipantGridSort;
}

export interface Settlements {
  /** Matching rows in grid order, numbered from 1. */
  rows: SettlementsRow[];
  /** The category columns: every category the listed participants' rules had ('Cennik' first). */
  categories: string[];
}

type StoredParticipant = SettlementsParticipant & { _id: string };
type StoredBilling = SettlementsBilling & { sourceId?: string };
interface StoredPayment extends SettlementsLatestPayment {
  customerId: string;
  participantIds?: string[];
  date: Date;
  createdAt?: Date;
}

/** Rows built between two turns of the event loop, so other requests are answered meanwhile. */
const ROWS_BETWEEN_YIELDS = 10_000;

function time(value: Date | string | undefined): number {
  return value === undefined ? 0 : new Date(value).getTime();
}

/** Each customer's payments (not refunds), latest first. */
function paymentsByCustomer(payments: readonly StoredPayment[]): Map<string, StoredPayment[]> {
  const byCustomer = new Map<string, StoredPayment[]>();
  for (const payment of payments) {
    const list = byCustomer.get(payment.customerId);
    if (list) list.push(payment);
    else byCustomer.set(payment.customerId, [payment]);
  }
  for (const list of byCustomer.values())
    if (list.length > 1)
      list.sort((a, b) => time(b.date) - time(a.date) || time(b.createdAt) - time(a.createdAt));
  return byCustomer;
}

/**
 * The customer's latest money received that is for this participant (a payment without participantIds is
 * for all): an abandoned online attempt after a cash payment leaves the row 'Gotówka', 'Wpłacono'.
 */
function latestPaymentOf(
  payments: Map<string, StoredPayment[]>,
  participant: StoredParticipant,
): SettlementsLatestPayment | null {
  const list = participant.customerId ? payments.get(participant.customerId) : undefined;
  if (!list) return null;
  for (const payment of list) {
    if (!isReceivedPayment(payment)) continue;
    if (!payment.participantIds || payment.participantIds.includes(participant._id)) return payment;
  }
  return null;
}

async function projectSources(store: Store, project: GridProjectRecord) {
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  // Read-only from here on (shared-reads.ts): rows copy what they show.
  const [participants, billings, payments] = await readStoredDocuments(() =>
    Promise.all([
      participantsOf(store, tenant).find({}).toArray(),
      billingsOf(store, tenant).find({}).toArray(),
      paymentsOf(store, tenant).find({ type: 'payment' }).toArray(),
    ]),
  );
  const bySource = new Map<string, StoredBilling[]>();
  for (const billing of billings as unknown as StoredBilling[]) {
    if (typeof billing.sourceId !== 'string') continue;
    const list = bySource.get(billing.sourceId);
    if (list) list.push(billing);
    else bySource.set(billing.sourceId, [billing]);
  }
  return {
    project,
    participants: participants as unknown as StoredParticipant[],
    billings: bySource,
    payments: paymentsByCustomer(payments as unknown as StoredPayment[]),
  };
}

type LinkOf = (customerId: string) => string | null;

/** The project's payer links (`/l?k=…`) by customer, or none without a public domain. */
async function payerLinkOf(deps: PayerLinkBuilderDeps, project: GridProjectRecord): Promise<LinkOf> {
  if (!project.event?.domainName) return () => null;
  return payerLinkBuilder(deps, project as ProjectRecord);
}

const NO_BILLINGS: readonly StoredBilling[] = Object.freeze([]);

export async function loadSettlements(
  deps: SettlementsDeps,
  project: ProjectRecord,
  filter: SettlementsFilter = {},
): Promise<Settlements> {
  const listed = await gridProjectsOf(deps.store, project);
  const sources = await Promise.all(listed.map((p) => projectSources(deps.store, p)));
  const statuses = filter.statuses && filter.statuses.length > 0 ? new Set(filter.statuses) : null;
  const matches = filter.search ? settlementsSearch(filter.search) : null;
  const rows: SettlementsRow[] = [];
  const data = new Map<SettlementsRow, Record<string, unknown>>();
  const sortsByData = Boolean(filter.sort || project.dataSettings?.participantsSortEnabled);
  const categories = new Set<string>();
  let built = 0;
  for (const source of sources) {
    const linkOf = await payerLinkOf(deps, source.project);
    for (const participant of source.participants) {
      if (++built % ROWS_BETWEEN_YIELDS === 0) await otherRequestsFirst();
      if (statuses && !statuses.has(participant.status ?? 'registered')) continue;
      const row = settlementsRow(participant, source.billings.get(participant._id) ?? NO_BILLINGS, {
        latestPayment: latestPaymentOf(source.payments, participant),
        paymentLink: participant.customerId ? linkOf(participant.customerId) : null,
      });
      if (matches && !matches(row)) continue;
      for (const category in row.categories) categories.add(category);
      if (sortsByData) data.set(row, participantFlatData(participant));
      rows.push(row);
    }
  }
  sortSettlementsRows(rows, project.dataSettings, filter.sort ?? null, (row) => data.get(row));
  return { rows, categories: orderSettlementCategories(categories) };
}

/** The whole settlements grid in grid order, each row built only when asked for. */
export interface LazySettlements {
  categories: string[];
  total: number;
  /** Row `index` (0-based) of the grid, numbered `index + 1`. */
  rowAt: (index: number) => SettlementsRow;
}

/**
 * The stream's whole grid in signed-up order without a search: the order, the count and the category
 * columns are known from the stored participants, so the rows are built (and their payer links signed)
 * while the first ones are already sent, as the participants grid does. Undefined when the order or the
 * search needs the built rows (`loadSettlements` then). The same rows as `loadSettlements` (tested).
 */
export async function loadSettlementsLazily(
  deps: SettlementsDeps,
  project: ProjectRecord,
  filter: SettlementsFilter = {},
): Promise<LazySettlements | undefined> {
  if (filter.search) return undefined;
  if (!participantGridSortsBySignUp(project.dataSettings, filter.sort ?? null)) return undefined;
  const listed = await gridProjectsOf(deps.store, project);
  const sources = await Promise.all(listed.map((p) => projectSources(deps.store, p)));
  const statuses = filter.statuses && filter.statuses.length > 0 ? new Set(filter.statuses) : null;
  const categories = new Set<string>();
  const items: { participant: StoredParticipant; source: (typeof sources)[number]; linkOf: LinkOf }[] = [];
  for (const source of sources) {
    const linkOf = await payerLinkOf(deps, source.project);
    for (const participant of source.participants) {
      if (statuses && !statuses.has(participant.status ?? 'registered')) continue;
      for (const category of settlementCategoriesOf(participant.calculated)) categories.add(category);
      items.push({ participant, source, linkOf });
    }
  }
  sortBySignUp(items, (item) => item.participant);
  return {
    categories: orderSettlementCategories(categories),
    total: items.length,
    rowAt(index) {
      const { participant, source, linkOf } = items[index] as (typeof items)[number];
      return settlementsRow(participant, source.billings.get(participant._id) ?? NO_BILLINGS, {
        latestPayment: latestPaymentOf(source.payments, participant),
        paymentLink: participant.customerId ? linkOf(participant.customerId) : null,
        rowNumber: index + 1,
      });
    },
  };
}
