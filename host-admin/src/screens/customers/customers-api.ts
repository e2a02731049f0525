/**
 * Every HTTP call of the customers screens, as api/src/customers/routes.ts offers them:
 * - `GET /customers/{organizationId}?search&offset&limit&sort` → `{ total, offset, limit, customers }`
 *   (`sort` a column, '-' in front for descending); the grid's summary figures (amount, paid, leftToPay …)
 *   come with each customer, in grosze.
 * - `GET|PATCH /customers/{organizationId}/{customerId}` → the customer; PATCH takes the changed fields and
 *   answers 400 with the Polish list of problems.
 * - `POST /customers/{organizationId}/merge` with `{ targetId, sourceIds }` → the merged customer.
 */
import type { Customer } from '@zapisy/core';
import type { ApiClient } from '../../api/client.js';
import type { GridSort } from '../../grid/grid-props.js';
import type { RowPage } from '../../grid/row-loader.js';

/** A customer with the grid's computed figures (first document §3 "Customer grid columns"). */
export interface CustomerGridRow extends Customer {
  _id: string;
  eventIds?: string[];
  status?: string | null;
  amount?: number | null;
  paid?: number | null;
  settled?: number | null;
  invoiceAmount?: number | null;
  diff?: number | null;
  leftToPay?: number | null;
  latePayments?: number | null;
  employeeName?: string | null;
  billingsCount?: number | null;
  calendarCount?: number | null;
  billingsNoInvoiceCount?: number | null;
  eventsNames?: string[] | string | null;
}

const seg = encodeURIComponent;

type Raw = Record<string, unknown>;

const toRow = (raw: Raw): CustomerGridRow => ({
  ...(raw as object),
  _id: String(raw._id ?? raw.customerId ?? ''),
});

export const customersApi = {
  page: async (
    api: ApiClient,
    organizationId: string,
    search: string,
    offset: number,
    limit: number,
    signal?: AbortSignal,
    sort: GridSort | null = null,
  ): Promise<RowPage<CustomerGridRow>> => {
    const query: Record<string, string | number> = { offset, limit };
    if (search.trim()) query.search = search.trim();
    if (sort) query.sort = `${sort.asc ? '' : '-'}${sort.field}`;
    const answer = await api.get<{ customers?: Raw[]; total?: number } | Raw[]>(
      `/customers/${seg(organizationId)}`,
      {
        query,
        signal,
      },
    );
    const list = Array.isArray(answer) ? answer : (answer.customers ?? []);
    const rows = list.map(toRow);
    const total = Array.isArray(answer) ? offset + rows.length : (answer.total ?? offset + rows.length);
    return { rows, total };
  },
  get: async (api: ApiClient, organizationId: string, customerId: string) =>
    toRow(await api.get<Raw>(`/customers/${seg(organizationId)}/${seg(customerId)}`)),
  update: async (api: ApiClient, organizationId: string, customerId: string, patch: Partial<Customer>) =>
    toRow(await api.patch<Raw>(`/customers/${seg(organizationId)}/${seg(customerId)}`, patch)),
  merge: async (api: ApiClient, organizationId: string, targetId: string, sourceIds: readonly string[]) =>
    toRow(await api.post<Raw>(`/customers/${seg(organizationId)}/merge`, { targetId, sourceIds })),
};

/** 'Jan Kowalski', else the invoice name, else the e-mail, else the id. */
export function customerName(customer: Partial<CustomerGridRow>): string {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return name || customer.invoiceData?.fullName || customer.email || customer._id || '';
}
