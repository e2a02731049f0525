import type { ParticipantGridColumn } from '@zapisy/core';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useFeedback, useServices } from '../../app/services.js';
import { RowLoader, type RowLoaderState } from '../../grid/row-loader.js';
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
  const { session } = useServices();
  const feedback = useFeedback();
  const loader = useMemo(() => new RowLoader<ParticipantGridRow>(), []);
  const state = useSyncExternalStore(loader.subscribe, loader.snapshot, loader.snapshot);
  const [columns, setColumns] = useState<ParticipantGridColumn[] | null>(null);

  useEffect(() => {
    if (!eventId) return;
    loader
      .stream((sink, signal) => participantsApi.stream(session, eventId, filters, sink, setColumns, signal))
      .catch((error: unknown) => feedback.handleError(error));
    return () => loader.abort();
  }, [loader, session, feedback, eventId, filters]);

  return { loader, state, columns };
}
