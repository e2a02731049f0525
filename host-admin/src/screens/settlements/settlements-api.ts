/**
 * The settlements screen's HTTP calls (api/src/settlements/routes.ts):
 * - `GET /settlements/{eventId}?status&search&sort&order` with `Accept: application/x-ndjson`: head line
 *   `{columns, keys, categories, total}`, then one JSON array per row in `keys` order (core
 *   `settlementsDecoder`: money in grosze, dates in epoch ms);
 * - `GET /settlements/{eventId}/export.csv` with the same filters.
 */
import { type SettlementsColumn, type SettlementsRow, settlementsDecoder } from '@zapisy/core';
import type { SessionStore } from '../../api/session.js';
import { type DecodedStreamHead, streamDecodedRows } from '../../grid/decoded-stream.js';
import type { RowSink } from '../../grid/row-loader.js';
import { filterQuery, type ParticipantFilters } from '../participants/participants-api.js';

/** Status, search and sort, as the participants grid filters (no product: settlements list everyone). */
export type SettlementsFilters = Omit<ParticipantFilters, 'product'>;

export interface SettlementsHead {
  columns: SettlementsColumn[];
  categories: string[];
}

interface StreamHead extends Partial<SettlementsHead>, DecodedStreamHead {
  keys?: string[];
}

const seg = encodeURIComponent;

function withQuery(path: string, filters: SettlementsFilters): string {
  const text = new URLSearchParams(filterQuery({ ...filters, product: '' })).toString();
  return text ? `${path}?${text}` : path;
}

export function settlementsStreamPath(eventId: string, filters: SettlementsFilters): string {
  return withQuery(`/settlements/${seg(eventId)}`, filters);
}

export function settlementsExportPath(eventId: string, filters: SettlementsFilters): string {
  return withQuery(`/settlements/${seg(eventId)}/export.csv`, filters);
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
