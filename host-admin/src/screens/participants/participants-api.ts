/**
 * Every HTTP call of the participants screens, in one place, as the API offers them
 * (api/src/participants/routes.ts, api/src/participants/all-data.ts):
 * - the grid: `GET /project/all-data/{eventId}?status&search&product&sort&order` with
 *   `Accept: application/x-ndjson` — one streamed request; head line `{columns, keys, total, offset}`, then
 *   one JSON array per row in `keys` order (core `participantGridDecoder`); without `sort` the server sorts
 *   by the project's dataSettings. The paged JSON answer (`offset`, `limit`) gives the columns alone.
 * - `GET /participants/{eventId}/export.csv|xlsx` takes the same status/search/product/sort/order.
 * - `PATCH /participants/{eventId}/{id}` `{ data }`, `DELETE …/{id}`, `POST …/{id}/present`,
 *   `POST …/{id}/customer` `{ customerId }` answer the stored participant; `GET …/{id}/links` →
 *   `{ form, payment, survey }`.
 */
import {
  type ParticipantGridColumn,
  type ParticipantGridProjects,
  participantGridDecoder,
} from '@zapisy/core';
import type { ApiResponse, Operation, QueryParams, RequestBody } from '../../api/api-types.js';
import { apiGetUrl } from '../../api/api-url.js';
import type { SessionStore } from '../../api/session.js';
import type { TypedApi } from '../../api/typed-api.js';
import { type DecodedStreamHead, streamDecodedRows } from '../../grid/decoded-stream.js';
import type { GridSort } from '../../grid/grid-props.js';
import type { RowSink } from '../../grid/row-loader.js';
import { type ParticipantGridRow, withStoredParticipant } from './participant-row.js';

export interface ParticipantFilters {
  status: string;
  search: string;
  /** null: the server's order (the project's dataSettings); `field` is a column's field path. */
  sort: GridSort | null;
  /** A product id of `/admin/listy/{product}`; empty for every participant. */
  product: string;
}

export const NO_PARTICIPANT_FILTERS: ParticipantFilters = { status: '', search: '', sort: null, product: '' };

/** The stream's head line. */
interface StreamHead extends DecodedStreamHead {
  columns?: ParticipantGridColumn[];
  keys?: string[];
  /** The rows' projects (names and links are rebuilt from them). */
  projects?: ParticipantGridProjects;
  /** The grid's project: compact lines leave out this eventId and the contact their form data gives. */
  eventId?: string | null;
}

/** The grid's query (`GET /project/all-data/{id}`); the exports take the same filters. */
type GridQuery = NonNullable<QueryParams<Operation<'/project/all-data/{id}', 'get'>>>;

/** The query of the list and of the exports for the given filters (empty ones left out). */
export function filterQuery(filters: ParticipantFilters): GridQuery & ExportQuery {
  const query: GridQuery & ExportQuery = {};
  if (filters.product) query.product = filters.product;
  if (filters.status) query.status = filters.status;
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.sort) {
    query.sort = filters.sort.field;
    query.order = filters.sort.asc ? 'asc' : 'desc';
  }
  return query;
}

export type ExportFormat = 'csv' | 'xlsx';

type ExportQuery = NonNullable<QueryParams<Operation<'/participants/{eventId}/export.csv', 'get'>>>;

/** The export's path below /services/api with the current filters. */
export function exportPath(eventId: string, format: ExportFormat, filters: ParticipantFilters): string {
  const path =
    format === 'csv' ? '/participants/{eventId}/export.csv' : '/participants/{eventId}/export.xlsx';
  return apiGetUrl(path, { eventId }, filterQuery(filters));
}

/** The streamed grid's path below /services/api. */
export function streamPath(eventId: string, filters: ParticipantFilters): string {
  return apiGetUrl('/project/all-data/{id}', { id: eventId }, filterQuery(filters));
}

/** The stored participant an action answers (`PATCH`, present, customer), as the OpenAPI document declares it. */
export type StoredParticipant = ApiResponse<'/participants/{eventId}/{participantId}', 'patch'>;

/** The participant's links as `GET …/links` answers them. */
export type ParticipantLinks = ApiResponse<'/participants/{eventId}/{participantId}/links', 'get'>;

/** `PATCH /participants/{eventId}/{id}`'s form data (field name → value). */
export type ParticipantDataPatch = NonNullable<
  RequestBody<Operation<'/participants/{eventId}/{participantId}', 'patch'>>['data']
>;

/**
 * The grid's columns of the paged `GET /project/all-data/{id}` (each with its kind; the unpaged answer's data
 * columns have none and are text).
 */
const gridColumns = (
  columns: ApiResponse<'/project/all-data/{id}', 'get'>['columns'],
): ParticipantGridColumn[] =>
  columns.map((column) => ({
    field: column.field,
    header: column.header,
    kind: column.kind ?? 'text',
    ...(column.texts ? { texts: column.texts as [unknown, string][] } : {}),
  }));

export const participantsApi = {
  /** Streams the grid into `sink`; `onColumns` hears the server's columns first. */
  stream: async (
    session: SessionStore,
    eventId: string,
    filters: ParticipantFilters,
    sink: RowSink<ParticipantGridRow>,
    onColumns: (columns: ParticipantGridColumn[]) => void,
    signal?: AbortSignal,
    fetchImpl?: typeof fetch,
  ): Promise<void> => {
    await streamDecodedRows<StreamHead, ParticipantGridRow>(
      session,
      streamPath(eventId, filters),
      sink,
      (head) => {
        onColumns(head.columns ?? []);
        return participantGridDecoder(head.keys ?? [], head.projects ?? {}, head.eventId ?? null);
      },
      signal,
      fetchImpl,
    );
  },
  /** The grid's columns (one row of the paged answer). */
  columns: async (api: TypedApi, eventId: string): Promise<ParticipantGridColumn[]> => {
    const answer = await api.get('/project/all-data/{id}', {
      path: { id: eventId },
      query: { offset: 0, limit: 1 },
    });
    return gridColumns(answer.columns);
  },
  update: async (
    api: TypedApi,
    eventId: string,
    row: ParticipantGridRow,
    data: ParticipantDataPatch,
  ): Promise<ParticipantGridRow> =>
    withStoredParticipant(
      row,
      await api.patch('/participants/{eventId}/{participantId}', {
        path: { eventId, participantId: row._id },
        body: { data },
      }),
    ),
  remove: (api: TypedApi, eventId: string, id: string) =>
    api.delete('/participants/{eventId}/{participantId}', { path: { eventId, participantId: id } }),
  markPresent: async (api: TypedApi, eventId: string, row: ParticipantGridRow) =>
    withStoredParticipant(
      row,
      // The current meeting (no `meeting`).
      await api.post('/participants/{eventId}/{participantId}/present', {
        path: { eventId, participantId: row._id },
        body: {},
      }),
    ),
  changeCustomer: async (api: TypedApi, eventId: string, row: ParticipantGridRow, customerId: string) =>
    withStoredParticipant(
      row,
      await api.post('/participants/{eventId}/{participantId}/customer', {
        path: { eventId, participantId: row._id },
        body: { customerId },
      }),
    ),
  /** The participant's form, payment and survey links (LinksDialog labels them). */
  links: async (api: TypedApi, eventId: string, id: string): Promise<[keyof ParticipantLinks, string][]> => {
    const answer = await api.get('/participants/{eventId}/{participantId}/links', {
      path: { eventId, participantId: id },
    });
    return [
      ['form', answer.form],
      ['payment', answer.payment],
      ['survey', answer.survey],
    ];
  },
};
