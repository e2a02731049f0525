import type { SettlementsRow } from '@zapisy/core';
import { type StreamedRows, useStreamedRows } from '../../grid/use-streamed-rows.js';
import { type SettlementsFilters, type SettlementsHead, settlementsApi } from './settlements-api.js';

/** The rows, their loading state, and the server's columns and categories from the stream's head. */
export type SettlementRows = StreamedRows<SettlementsRow, SettlementsHead>;

/** Loads the project's settlements for the filters in one streamed request; a change of filters starts over. */
export function useSettlementRows(eventId: string | null, filters: SettlementsFilters): SettlementRows {
  return useStreamedRows(eventId, filters, settlementsApi.stream);
}
