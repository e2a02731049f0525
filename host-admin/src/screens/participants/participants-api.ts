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
import type { ApiClient } from '../../api/client.js';
import type { SessionStore } from '../../api/session.js';
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

const seg = encodeURIComponent;

/** The query of the list and of the exports for the given filters (empty ones left out). */
export function filterQuery(filters: ParticipantFilters): Record<string, string> {
  const query: Record<string, string> = {};
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

function withQuery(path: string, query: Record<string, string>): string {
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
}

/** The export's path below /services/api with the current filters. */
export function exportPath(eventId: string, format: ExportFormat, filters: ParticipantFilters): string {
  return withQuery(`/participants/${seg(eventId)}/export.${format}`, filterQuery(filters));
}

/** The streamed grid's path below /services/api. */
export function streamPath(eventId: string, filters: ParticipantFilters): string {
  return withQuery(`/project/all-data/${seg(eventId)}`, filterQuery(filters));
}

type Raw = Record<string, unknown>;

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
  columns: async (api: ApiClient, eventId: string): Promise<ParticipantGridColumn[]> => {
    const answer = await api.get<{ columns?: ParticipantGridColumn[] }>(`/project/all-data/${seg(eventId)}`, {
      query: { offset: 0, limit: 1 },
    });
    return answer.columns ?? [];
  },
  update: async (
    api: ApiClient,
    eventId: string,
    row: ParticipantGridRow,
    data: Record<string, unknown>,
  ): Promise<ParticipantGridRow> =>
    withStoredParticipant(
      row,
      await api.patch<Raw>(`/participants/${seg(eventId)}/${seg(row._id)}`, { data }),
    ),
  remove: (api: ApiClient, eventId: string, id: string) =>
    api.delete<unknown>(`/participants/${seg(eventId)}/${seg(id)}`),
  markPresent: async (api: ApiClient, eventId: string, row: ParticipantGridRow) =>
    withStoredParticipant(row, await api.post<Raw>(`/participants/${seg(eventId)}/${seg(row._id)}/present`)),
  changeCustomer: async (api: ApiClient, eventId: string, row: ParticipantGridRow, customerId: string) =>
    withStoredParticipant(
      row,
      await api.post<Raw>(`/participants/${seg(eventId)}/${seg(row._id)}/customer`, { customerId }),
    ),
  /** The participant's form, payment and survey links (LinksDialog labels them). */
  links: async (api: ApiClient, eventId: string, id: string): Promise<[string, string][]> => {
    const answer = await api.get<{ form: string; payment: string; survey: string }>(
      `/participants/${seg(eventId)}/${seg(id)}/links`,
    );
    return [
      ['form', answer.form],
      ['payment', answer.payment],
      ['survey', answer.survey],
    ];
  },
};
