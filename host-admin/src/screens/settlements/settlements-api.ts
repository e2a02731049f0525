/**
 * The settlements screen's HTTP calls (api/src/settlements/routes.ts):
 * - `GET /settlements/{eventId}?status&search&sort&order` with `Accept: application/x-ndjson`: head line
 *   `{columns, keys, categories, total}`, then one JSON array per row in `keys` order (core
 *   `settlementsDecoder`: money in grosze, dates in epoch ms);
 * - `GET /settlements/{eventId}/export.csv` with the same filters.
 */
import { type SettlementsRow, settlementsDecoder } from '@zapisy/core';
import type { ApiResponse, Operation, QueryParams } from '../../api/api-types.js';
import { apiGetUrl } from '../../api/api-url.js';
import type { SessionStore } from '../../api/session.js';
import { type DecodedStreamHead, streamDecodedRows } from '../../grid/decoded-stream.js';
import type { RowSink } from '../../grid/row-loader.js';
import { filterQuery, type ParticipantFilters } from '../participants/participants-api.js';

/** Status, search and sort, as the participants grid filters (no product: settlements list everyone). */
export type SettlementsFilters = Omit<ParticipantFilters, 'product'>;

/** The paged answer; the stream's head line carries the same columns and categories. */
type SettlementsPage = ApiResponse<'/settlements/{eventId}', 'get'>;

export type SettlementsHead = Pick<SettlementsPage, 'columns' | 'categories'>;

type SettlementsQuery = NonNullable<QueryParams<Operation<'/settlements/{eventId}', 'get'>>>;

interface StreamHead extends Partial<SettlementsHead>, DecodedStreamHead {
  keys?: string[];
}

/** The participants grid's filters without the product: the settlements list everyone. */
function settlementsQuery(filters: SettlementsFilters): SettlementsQuery {
  const { product: _product, ...query } = filterQuery({ ...filters, product: '' });
  return query;
}

export function settlementsStreamPath(eventId: string, filters: SettlementsFilters): string {
  return apiGetUrl('/settlements/{eventId}', { eventId }, settlementsQuery(filters));
}

export function settlementsExportPath(eventId: string, filters: SettlementsFilters): string {
  return apiGetUrl('/settlements/{eventId}/export.csv', { eventId }, settlementsQuery(filters));
}

export const settlementsApi = {
  /** Streams the rows into `sink`; `onHead` hears the columns and categories first. */
  stream: async (
    session: SessionStore,
    eventId: string,
    filters: SettlementsFilters,
    sink: RowSink<SettlementsRow>,
    onHead: (head: SettlementsHead) => void,
    signal?: AbortSignal,
  ): Promise<void> => {
    await streamDecodedRows<StreamHead, SettlementsRow>(
      session,
      settlementsStreamPath(eventId, filters),
      sink,
      (head) => {
        onHead({ columns: head.columns ?? [], categories: head.categories ?? [] });
        return settlementsDecoder(head.keys ?? []);
      },
      signal,
    );
  },
};
