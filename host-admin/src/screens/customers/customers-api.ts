/**
 * Every HTTP call of the customers screens, as api/src/modules/customers/routes.ts offers them, typed by the server's OpenAPI document:
 * - `GET /customers/{organizationId}?search&offset&limit&sort` → `{ total, offset, limit, customers }`
 *   (`sort` a column, '-' in front for descending); the grid's summary figures (amount, paid, leftToPay …)
 *   come with each customer, in grosze.
 * - `GET|PATCH /customers/{organizationId}/{customerId}` → the customer; PATCH takes the changed fields and
 *   answers 400 with the Polish list of problems.
 * - `GET /customers/{organizationId}/{customerId}/participations` → the customer's participants in every project.
 * - `POST /customers/{organizationId}/merge` with `{ targetId, sourceIds }` → the merged customer.
 * - `GET /customers/{organizationId}/export.csv|xlsx?search&sort` → the grid's rows as a file (labels, no ids).
 */
import type { ApiResponse, Operation, QueryParams, RequestBody } from '../../api/api-types.js';
import { apiGetUrl } from '../../api/api-url.js';
import type { TypedApi } from '../../api/typed-api.js';
import type { GridSort } from '../../grid/grid-props.js';
import type { RowPage } from '../../grid/row-loader.js';

/** A page of `GET /customers/{organizationId}`, as the server's OpenAPI document declares it. */
export type CustomersPage = ApiResponse<'/customers/{organizationId}', 'get'>;

/** A customer with the grid's computed figures (first document §3 "Customer grid columns"). */
export type CustomerGridRow = CustomersPage['customers'][number];

/** One customer as `GET|PATCH /customers/{organizationId}/{customerId}` answers it. */
export type CustomerView = ApiResponse<'/customers/{organizationId}/{customerId}', 'get'>;

/** One participant of the customer's, with its project (`GET …/{customerId}/participations`). */
export type CustomerParticipation = ApiResponse<
  '/customers/{organizationId}/{customerId}/participations',
  'get'
>['participations'][number];

/** `PATCH /customers/{organizationId}/{customerId}`: the changed fields. */
export type CustomerPatch = RequestBody<Operation<'/customers/{organizationId}/{customerId}', 'patch'>>;

type CustomersQuery = NonNullable<QueryParams<Operation<'/customers/{organizationId}', 'get'>>>;

export type CustomerExportFormat = 'csv' | 'xlsx';

/** The export's path below /services/api with the grid's search and sort. */
export function customerExportPath(
  organizationId: string,
  format: CustomerExportFormat,
  search: string,
  sort: GridSort | null,
): string {
  const query: { search?: string; sort?: string } = {};
  if (search.trim()) query.search = search.trim();
  if (sort) query.sort = `${sort.asc ? '' : '-'}${sort.field}`;
  return format === 'csv'
    ? apiGetUrl('/customers/{organizationId}/export.csv', { organizationId }, query)
    : apiGetUrl('/customers/{organizationId}/export.xlsx', { organizationId }, query);
}

export const customersApi = {
  page: async (
    api: TypedApi,
    organizationId: string,
    search: string,
    offset: number,
    limit: number,
    signal?: AbortSignal,
    sort: GridSort | null = null,
  ): Promise<RowPage<CustomerGridRow>> => {
    const query: CustomersQuery = { offset, limit };
    if (search.trim()) query.search = search.trim();
    if (sort) query.sort = `${sort.asc ? '' : '-'}${sort.field}`;
    const answer = await api.get('/customers/{organizationId}', {
      path: { organizationId },
      query,
      ...(signal ? { signal } : {}),
    });
    return { rows: answer.customers, total: answer.total };
  },
  get: (api: TypedApi, organizationId: string, customerId: string) =>
    api.get('/customers/{organizationId}/{customerId}', { path: { organizationId, customerId } }),
  participations: (api: TypedApi, organizationId: string, customerId: string) =>
    api.get('/customers/{organizationId}/{customerId}/participations', {
      path: { organizationId, customerId },
    }),
  update: (api: TypedApi, organizationId: string, customerId: string, patch: CustomerPatch) =>
    api.patch('/customers/{organizationId}/{customerId}', {
      path: { organizationId, customerId },
      body: patch,
    }),
  merge: (api: TypedApi, organizationId: string, targetId: string, sourceIds: readonly string[]) =>
    api.post('/customers/{organizationId}/merge', {
      path: { organizationId },
      body: { targetId, sourceIds: [...sourceIds] },
    }),
};

/** 'Jan Kowalski', else the invoice name, else the e-mail, else the id. */
export function customerName(customer: Partial<CustomerGridRow>): string {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return name || customer.invoiceData?.fullName || customer.email || customer._id || '';
}
