import type { ParticipantGridColumn } from '@zapisy/core';
import type { RowLoader, RowLoaderState } from '../../grid/row-loader.js';
import { useStreamedRows } from '../../grid/use-streamed-rows.js';
import type { ParticipantGridRow } from './participant-row.js';
import { type ParticipantFilters, participantsApi } from './participants-api.js';

export interface ParticipantRows {
  loader: RowLoader<ParticipantGridRow>;
  state: RowLoaderState;
  /** The server's grid columns (base, form fields, settlements) from the stream's head; null before it. */
  columns: ParticipantGridColumn[] | null;
}

/**
 * Loads the project's participants for the filters in one streamed request, the rows appended as they
 * arrive (the first ones show at once); a change of filters starts over.
 */
export function useParticipantRows(eventId: string | null, filters: ParticipantFilters): ParticipantRows {
  const { loader, state, head } = useStreamedRows(eventId, filters, participantsApi.stream);
  return { loader, state, columns: head };
}
