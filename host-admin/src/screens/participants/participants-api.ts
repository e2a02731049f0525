/**
 * Every HTTP call of the participants screens, in one place: the server's shapes are read here only.
 *
 * Assumed (the API is being written alongside):
 * - `GET /project/all-data/{eventId}?offset&limit&status&search&product&sort&order` answers
 *   `{ total, participants, columns: [{field, header}] }`; without `sort` the server sorts by the project's
 *   dataSettings.
 * - `GET /participants/{eventId}/export.csv|xlsx` takes the same status/search/sort/order.
 * - `PATCH /participants/{eventId}/{id}` with `{ data: {field: value} }`, `DELETE …/{id}`,
 *   `POST …/{id}/present`, `PUT …/{id}/customer` with `{ customerId }`, `GET …/{id}/links` →
 *   `{ [name]: url }`; changing calls answer the participant.
 */
import type { AllDataColumn } from '@zapisy/core';
import type { ApiClient } from '../../api/client.js';
import type { GridSort } from '../../grid/grid-props.js';
import type { RowPage } from '../../grid/row-loader.js';
import { type ParticipantGridRow, toParticipantRow } from './participant-row.js';

export interface ParticipantFilters {
  status: string;
  search: string;
  /** null: the server's order (the project's dataSettings). */
  sort: GridSort | null;
  /** A product id of `/admin/listy/{product}`; empty for every participant. */
  product: string;
}

export const NO_PARTICIPANT_FILTERS: ParticipantFilters = { status: '', search: '', sort: null, product: '' };

export interface ParticipantPage extends RowPage<ParticipantGridRow> {
  columns: AllDataColumn[];
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

/** The export's path below /services/api with the current filters. */
export function exportPath(eventId: string, format: ExportFormat, filters: ParticipantFilters): string {
  const query = new URLSearchParams(filterQuery(filters)).toString();
  return `/participants/${seg(eventId)}/export.${format}${query ? `?${query}` : ''}`;
}

type Raw = Record<string, unknown>;

export const participantsApi = {
  page: async (
    api: ApiClient,
    eventId: string,
    filters: ParticipantFilters,
    offset: number,
    limit: number,
    signal?: AbortSignal,
  ): Promise<ParticipantPage> => {
    const answer = await api.get<{ total?: number; participants?: Raw[]; columns?: AllDataColumn[] }>(
      `/project/all-data/${seg(eventId)}`,
      { query: { ...filterQuery(filters), offset, limit }, signal },
    );
    const rows = (answer.participants ?? []).map(toParticipantRow);
    return { rows, total: answer.total ?? offset + rows.length, columns: answer.columns ?? [] };
  },
  update: async (api: ApiClient, eventId: string, id: string, data: Record<string, unknown>) =>
    toParticipantRow(await api.patch<Raw>(`/participants/${seg(eventId)}/${seg(id)}`, { data })),
  remove: (api: ApiClient, eventId: string, id: string) =>
    api.delete<unknown>(`/participants/${seg(eventId)}/${seg(id)}`),
  /** Answers the participant's new status ('present' when the server answers no body). */
  markPresent: async (api: ApiClient, eventId: string, id: string): Promise<string> => {
    const answer = await api.post<Raw | null>(`/participants/${seg(eventId)}/${seg(id)}/present`);
    return typeof answer?.status === 'string' ? answer.status : 'present';
  },
  changeCustomer: async (api: ApiClient, eventId: string, id: string, customerId: string) =>
    toParticipantRow(await api.put<Raw>(`/participants/${seg(eventId)}/${seg(id)}/customer`, { customerId })),
  links: async (api: ApiClient, eventId: string, id: string): Promise<[string, string][]> => {
    const answer = await api.get<Record<string, unknown>>(`/participants/${seg(eventId)}/${seg(id)}/links`);
    return Object.entries(answer).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  },
};
