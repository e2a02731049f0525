/**
 * The customers grid (first document §3 "Customer grid columns", second document §2): each customer of the
 * organization with the figures of its billings (amount, paid, leftToPay, latePayments, billingsCount,
 * billingsNoInvoiceCount, invoiceAmount, diff; gross grosze, cancelled billings left out), its status,
 * eventsNames, employeeName and calendarCount, searched by name, e-mail or phone
 * (diacritics-insensitive), sorted and paged.
 */
import {
  type CustomerColumnFlags,
  type CustomerStatusBilling,
  customerStatus,
  participantSearchText,
} from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { organizationsCollection } from '../organizations/index.js';
import { billingsOf } from '../participants/index.js';
import { type CustomerRecord, customersOf, projectsOf } from '../projects/index.js';

export interface CustomerGridQuery {
  search?: string;
  offset?: number;
  limit?: number;
  /** A column name, '-' in front for descending (default 'lastName'). */
  sort?: string;
}

interface BillingFigures {
  amount: number;
  paid: number;
  leftToPay: number;
  latePayments: number;
  invoiceAmount: number;
  billingsCount: number;
  billingsNoInvoiceCount: number;
  statusBillings: CustomerStatusBilling[];
}

const emptyFigures = (): BillingFigures => ({
  amount: 0,
  paid: 0,
  leftToPay: 0,
  latePayments: 0,
  invoiceAmount: 0,
  billingsCount: 0,
  billingsNoInvoiceCount: 0,
  statusBillings: [],
});

const int = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);

async function figuresByCustomer(store: Store, organizationId: string): Promise<Map<string, BillingFigures>> {
  const byCustomer = new Map<string, BillingFigures>();
  const billings = await billingsOf(store, { organizationId })
    .find(
      {},
      {
        projection: {
          customerId: 1,
          grossAmount: 1,
          leftToPay: 1,
          status: 1,
          requiredDate: 1,
          invoiceId: 1,
          eventId: 1,
        },
      },
    )
    .toArray();
  for (const billing of billings) {
    if (typeof billing.customerId !== 'string' || billing.status === 'cancelled') continue;
    let figures = byCustomer.get(billing.customerId);
    if (!figures) {
      figures = emptyFigures();
      byCustomer.set(billing.customerId, figures);
    }
    const gross = int(billing.grossAmount);
    const left = int(billing.leftToPay);
    figures.amount += gross;
    figures.paid += gross - left;
    figures.leftToPay += left;
    if (billing.status === 'late') figures.latePayments += left;
    figures.billingsCount += 1;
    if (billing.invoiceId) figures.invoiceAmount += gross;
    else figures.billingsNoInvoiceCount += 1;
    figures.statusBillings.push({ status: billing.status, requiredDate: billing.requiredDate });
  }
  return byCustomer;
}

export type CustomerGridRow = Record<string, unknown> & { _id: string };

interface GridLookups {
  projectNames: Map<string, string>;
  customerNames: Map<string, string>;
}

function personName(customer: Record<string, unknown>): string {
  return [customer.firstName, customer.lastName].filter((v) => typeof v === 'string' && v !== '').join(' ');
}

function gridRow(
  customer: CustomerRecord,
  figures: BillingFigures,
  lookups: GridLookups,
  now: Date,
): CustomerGridRow {
  const { statusBillings, ...sums } = figures;
  const record = customer as Record<string, unknown>;
  const eventIds = Array.isArray(customer.eventIds) ? customer.eventIds : [];
  const employeeId = typeof record.employeeId === 'string' ? record.employeeId : '';
  return {
    ...customer,
    ...sums,
    diff: sums.amount - sums.invoiceAmount,
    status: customerStatus(statusBillings, { asOf: now }),
    // A project no longer there is left out: its id means nothing to the organizer.
    eventsNames: eventIds
      .map((id) => lookups.projectNames.get(id))
      .filter(Boolean)
      .join(', '),
    employeeName: employeeId ? (lookups.customerNames.get(employeeId) ?? '') : '',
    calendarCount: Array.isArray(record.calendarAssignments) ? record.calendarAssignments.length : 0,
  };
}

function searchText(customer: CustomerRecord): string {
  const c = customer as Record<string, unknown>;
  const phone = String(c.phoneNumber ?? '');
  return participantSearchText(
    [
      c.firstName,
      c.lastName,
      c.firstName2,
      c.lastName2,
      c.email,
      c.email2,
      phone,
      phone.replace(/\D/g, ''),
      c.key,
    ]
      .filter((v) => typeof v === 'string')
      .join(' '),
  );
}

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

function compare(field: string, ascending: boolean) {
  return (a: CustomerGridRow, b: CustomerGridRow): number => {
    const x = a[field];
    const y = b[field];
    const xEmpty = x === undefined || x === null || x === '';
    const yEmpty = y === undefined || y === null || y === '';
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? (a._id < b._id ? -1 : 1) : xEmpty ? 1 : -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    if (c !== 0) return ascending ? c : -c;
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  };
}

/** The organization's customerSettings flags that show the second-person and guardian columns. */
export type CustomerGridSettings = CustomerColumnFlags;

export interface CustomerGridPage {
  total: number;
  offset: number;
  limit: number;
  customers: CustomerGridRow[];
  settings: CustomerGridSettings;
}

/** Every customer matching the search, in the sort order, with the organization's column flags. */
export async function customerGridRows(
  store: Store,
  organizationId: string,
  query: Pick<CustomerGridQuery, 'search' | 'sort'>,
  now = new Date(),
): Promise<{ rows: CustomerGridRow[]; settings: CustomerGridSettings }> {
  const [customers, figures, projects, organization] = await Promise.all([
    customersOf(store, organizationId).find({}).toArray(),
    figuresByCustomer(store, organizationId),
    projectsOf(store, organizationId)
      .find({}, { projection: { _id: 1, 'event.name': 1 } })
      .toArray(),
    organizationsCollection(store).findOne({ _id: organizationId }, { projection: { customerSettings: 1 } }),
  ]);
  const flags = (organization?.customerSettings ?? {}) as { twoPeople?: unknown; hasGuardian?: unknown };
  const lookups: GridLookups = {
    projectNames: new Map(projects.map((p) => [p._id, p.event?.name ?? p._id])),
    customerNames: new Map(customers.map((c) => [c._id, personName(c as Record<string, unknown>)])),
  };
  const words = participantSearchText(query.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const rows = customers
    .filter((customer) => {
      if (words.length === 0) return true;
      const text = searchText(customer);
      return words.every((word) => text.includes(word));
    })
    .map((customer) => gridRow(customer, figures.get(customer._id) ?? emptyFigures(), lookups, now));
  const sort = query.sort ?? 'lastName';
  const descending = sort.startsWith('-');
  rows.sort(compare(descending ? sort.slice(1) : sort, !descending));
  return {
    rows,
    settings: { twoPeople: flags.twoPeople === true, hasGuardian: flags.hasGuardian === true },
  };
}

export async function customerGrid(
  store: Store,
  organizationId: string,
  query: CustomerGridQuery,
  now = new Date(),
): Promise<CustomerGridPage> {
  const { rows, settings } = await customerGridRows(store, organizationId, query, now);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 100;
  return { total: rows.length, offset, limit, customers: rows.slice(offset, offset + limit), settings };
}
